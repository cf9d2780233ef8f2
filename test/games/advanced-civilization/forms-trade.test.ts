import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { seedRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { commodities } from '../../../src/games/advanced-civilization/data/cards.ts';
import { openTrade } from '../../../src/games/advanced-civilization/rules/28-trade.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { compose, defaultValues, formsOf, limitProblems, playOk, playoutStates, fuzzOnce, submit, valuesFor, type Values } from './form-helpers.ts';
import { game, testState } from './helpers.ts';

const TRADE_STATES = [...playoutStates('forms-trade-a', 12, (s) => s.phase === 'trade', 60, 2), ...playoutStates('forms-trade-b', 12, (s) => s.phase === 'trade', 60, 2)];

/** Phase 10 on the test map with these hands (seats: africa, crete, italy). */
function tradeWith(hands: string[][]): AcState {
  const s = testState(['africa', 'crete', 'italy'], 'trade');
  hands.forEach((h, seat) => (s.players[seat]!.hand = [...h]));
  for (const h of hands) for (const c of h) if (!commodities()[c]) s.calamityTraders[c] = null;
  expect(openTrade(s, [])).toBe(true);
  return s;
}

const HANDS = [
  ['ochre', 'ochre', 'ochre', 'salt', 'superstition', 'volcano_earthquake'],
  ['grain', 'iron', 'treachery', 'hides', 'hides'],
  ['oil', 'oil', 'wine'],
];

/** The refusal of a form submit (by the values check, the composer or the rules when played); the state is unchanged. */
function refused(s: AcState, seat: number, id: string, values: Values): string {
  const before = JSON.stringify(s);
  const r = submit(s, seat, id, values);
  expect(JSON.stringify(s)).toBe(before);
  if (!isRuleError(r)) throw new Error(`${id} ${JSON.stringify(values)} was accepted as ${r.notation}`);
  expect(r.message.length).toBeGreaterThan(10);
  return r.message;
}

describe('trade forms (28, D.3)', () => {
  it('D.3 random play: the trade phase is met often, with open offers', () => {
    expect(TRADE_STATES.length).toBeGreaterThan(40);
    expect(TRADE_STATES.filter((s) => (s.trade?.offers.length ?? 0) > 0).length).toBeGreaterThan(10);
  });

  it('D.3.1 / X1-X4: forms only for eligible traders; offers received (X2) notify, the rest does not; limits hold (<=4 selects, <=1 text, <=25 options, ids)', () => {
    for (const s of TRADE_STATES) {
      const t = s.trade!;
      for (const p of s.players) {
        const forms = formsOf(s, p.seat);
        expect(forms.length > 0).toBe(t.eligible.includes(p.seat));
        if (forms.length > 0) expect(game.pending(s).some((d) => d.seat === p.seat)).toBe(true);
        for (const f of forms) {
          expect(limitProblems(f), f.id).toEqual([]);
          const received = /^(accept|reject|counter)-(\d+)$/.exec(f.id);
          expect(Boolean(f.notify), f.id).toBe(Boolean(received));
          if (received) expect(t.offers.find((o) => o.id === Number(received[2]))?.to).toBe(p.seat);
          if (f.id.startsWith('withdraw-')) expect(t.offers.find((o) => o.id === Number(f.id.slice(9)))?.from).toBe(p.seat);
        }
        const ids = forms.map((f) => f.id);
        expect(ids.includes('done')).toBe(!t.done.includes(p.seat) && t.eligible.includes(p.seat));
        expect(ids.includes('resume')).toBe(t.done.includes(p.seat));
      }
    }
  });

  it('D.3.3-D.3.5: every legal trade move listed (offer, counter, accept, reject, withdraw, done, resume) is composed back from form values', () => {
    let offers = 0;
    let answers = 0;
    for (const s of TRADE_STATES) {
      for (const seat of s.trade!.eligible) {
        for (const move of game.legal(s, seat)) {
          // A seat already done may confirm "done" again (no change); its form offers "resume" only.
          if (move === 'done' && s.trade!.done.includes(seat)) continue;
          const encoded = valuesFor(s, seat, move);
          expect(encoded, `${move}: no form says it`).not.toBeNull();
          expect(compose(s, seat, encoded!.id, encoded!.values)).toBe(move);
          if (/^(offer|counter)/.test(move)) offers++;
          if (/^accept/.test(move)) answers++;
        }
      }
    }
    expect(offers).toBeGreaterThan(50);
    expect(answers).toBeGreaterThan(3);
  });

  it('D.3.3 fuzz: random selections within the fields make moves the rules accept, or are refused with a message and no state change', () => {
    const rng = seedRng('trade-form-fuzz');
    const played: Record<string, number> = {};
    for (const s of TRADE_STATES) {
      for (const seat of s.trade!.eligible) {
        for (const f of formsOf(s, seat)) {
          for (let i = 0; i < 2; i++) {
            if (fuzzOnce(s, seat, f, rng) === null) continue;
            const kind = f.id.replace(/-.*/, '');
            played[kind] = (played[kind] ?? 0) + 1;
          }
        }
      }
    }
    for (const kind of ['offer', 'counter', 'accept', 'reject', 'withdraw', 'done']) expect(played[kind] ?? 0, kind).toBeGreaterThan(0);
  });

  it('W5 (28.3): an offer form gives named and unnamed cards (a tradable calamity among them), asks by name, by count and with a claim', () => {
    const s = tradeWith(HANDS);
    const forms = formsOf(s, 0).map((f) => f.id);
    expect(forms).toEqual(['offer-crete', 'offer-italy', 'done']);
    const offer = formsOf(s, 0)[0]!;
    const unnamed = offer.fields.find((f) => f.name === 'unnamed');
    // Non-tradable calamities can never be given (28.3): only the tradable Superstition is offered.
    expect(JSON.stringify(unnamed)).toContain('superstition');
    expect(JSON.stringify(offer)).not.toContain('volcano');
    const values = { named: ['ochre:2'], unnamed: ['superstition:1'], ask: ['grain:1', 'iron:1'], 'ask-more': ['hides:2', 'any:1'], claim: ['The third card is "Iron"'] };
    const notation = compose(s, 0, 'offer-crete', values);
    expect(notation).toBe("offer crete give ochre 2, superstition 1 guarantee ochre 2 ask 5 grain 1, hides 2, iron 1 claim \"the third card is 'iron'\"");
    const after = playOk(s, 0, notation as string);
    // The recipient's forms (D.3.3): accept, reject, counter, notified, showing the count and guarantees only.
    const received = formsOf(after, 1).filter((f) => f.notify);
    expect(received.map((f) => f.id)).toEqual(['accept-1', 'reject-1', 'counter-1']);
    expect(received[0]!.title).toContain('3 cards, guaranteed ochre 2. Claim: "the third card is \'iron\'". Asks 5 cards including grain 1, hides 2, iron 1.');
    expect(JSON.stringify(formsOf(after, 1))).not.toContain('superstition');
    // X2: accept with exactly the asked cards, checked against the hand now.
    expect(compose(after, 1, 'accept-1', { give: ['grain:1', 'hides:2', 'iron:1', 'treachery:1'] })).toBe('accept 1 give grain 1, hides 2, iron 1, treachery 1');
    // D.3.5: the counter form opens with the terms turned round: give what was asked, ask what was guaranteed.
    const counter = formsOf(after, 1).find((f) => f.id === 'counter-1')!;
    expect(compose(after, 1, 'counter-1', defaultValues(counter))).toBe('counter 1 give grain 1, hides 2, iron 1 guarantee grain 1, hides 2, iron 1 ask 3 ochre 2');
    expect(refused(after, 1, 'accept-1', defaultValues(received[0]!))).toMatch(/exactly 5 cards; you named 4/);
    expect(formsOf(after, 0).map((f) => f.id)).toContain('withdraw-1');
    expect(compose(after, 0, 'withdraw-1', {})).toBe('withdraw 1');
    expect(compose(after, 1, 'reject-1', {})).toBe('reject 1');
  });

  it('D.3.3 / D.3.4: bad values are refused saying what is allowed, and nothing changes', () => {
    const s = tradeWith(HANDS);
    expect(refused(s, 0, 'offer-egypt', {})).toMatch(/no longer open; open now: Offer to Crete/);
    // The values are checked once, by the platform (checkFormValues), against the form as the state makes it now.
    expect(refused(s, 0, 'offer-crete', { named: ['gold:1'], ask: ['grain:1', 'iron:1'] })).toMatch(/"gold:1" is not a choice for .*Allowed: Ochre ×1/);
    // Wrong count of guaranteed cards, cards not in hand, too few cards, too few named asks.
    expect(refused(s, 0, 'offer-crete', { named: ['salt:1'], unnamed: ['ochre:2'], ask: ['grain:1', 'iron:1'] })).toMatch(/Name at least 2 of the commodity cards you give/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:2', 'ochre:3'], ask: ['grain:1', 'iron:1'] })).toMatch(/You give 5 Ochre but hold 3/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:2'], unnamed: ['ochre:2'], ask: ['grain:1', 'iron:1'] })).toMatch(/hold 3/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:2'], ask: ['grain:1', 'iron:1'] })).toMatch(/Give at least 3 cards/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:3'], ask: ['grain:1'] })).toMatch(/Name at least 2 commodity cards you ask for/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:3'], ask: ['grain:1', 'iron:1'], claim: ['x'.repeat(121)] })).toMatch(/at most 120 characters/);
    expect(refused(s, 0, 'offer-crete', { named: ['ochre:3'], ask: ['grain:1', 'iron:1'], 'named-2': ['gold:9'] })).toMatch(/no field "named-2"/);
    const after = playOk(s, 0, 'offer crete give ochre 3 guarantee ochre 2 ask 3 grain 1, iron 1');
    expect(refused(after, 1, 'accept-1', { give: ['grain:1', 'iron:1'] })).toMatch(/exactly 3 cards; you named 2/);
    expect(refused(after, 1, 'accept-1', { give: ['hides:2', 'iron:1'] })).toMatch(/including grain 1, iron 1/);
    expect(refused(after, 2, 'accept-1', {})).toMatch(/no longer open/);
    // D.3.4: validated again at that instant: once the cards left in another trade, the old form is closed.
    const traded = playOk(playOk(after, 0, 'offer italy give ochre 3 guarantee ochre 2 ask 3 oil 2'), 2, 'accept 2 give oil 2, wine 1');
    expect(refused(traded, 1, 'accept-1', { give: ['grain:1', 'hides:1', 'iron:1'] })).toMatch(/no longer open/);
  });

  it('D.3.2 / D.3.4 (issue 13): the public market line names who still trades and who is done; a trade shows only card counts', () => {
    let s = tradeWith(HANDS);
    s = playOk(s, 2, 'done');
    expect(game.statusLine(s)).toBe('Turn 1, trade: still trading Africa (africa), Crete (crete); done Italy (italy).');
    expect(game.statusDetails!(s)[0]).toBe('Market: still trading Africa (africa) (6 cards), Crete (crete) (5 cards); done Italy (italy) (3 cards); 0 trades this turn.');
    s = playOk(s, 0, 'offer crete give ochre 3 guarantee ochre 2 ask 3 grain 1, iron 1');
    const r = playNotation(game, s, 1, 'accept 1 give grain 1, iron 1, treachery 1');
    if (isRuleError(r)) throw new Error(r.message);
    const text = r.events.map((e: GameEvent) => e.text).join(' ');
    expect(text).toBe('Africa (africa) and Crete (crete) trade (#1): 3 cards for 3 cards.');
    expect(game.publicNotation!(r.notation, 1)).toBe('accept #1');
    const publicText = [game.statusLine(r.state), ...game.statusDetails!(r.state as AcState), text].join(' ');
    for (const card of [...HANDS.flat(), 'grain', 'iron', 'treachery']) expect(publicText).not.toContain(card);
    expect(game.statusDetails!(r.state as AcState)[0]).toContain('1 trade this turn');
  });
});
