import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { calamities, commodities } from '../../../src/games/advanced-civilization/data/cards.ts';
import { formatMove, parseMove } from '../../../src/games/advanced-civilization/notation.ts';
import { openTrade } from '../../../src/games/advanced-civilization/rules/28-trade.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import type { AcSeatView } from '../../../src/games/advanced-civilization/view.ts';
import { game, play, refuse, testState } from './helpers.ts';

const AFRICA = 0;
const CRETE = 1;
const ITALY = 2;

/** A state in phase 10 with these hands (seats: africa, crete, italy). */
function tradeWith(hands: string[][]): AcState {
  const s = testState(['africa', 'crete', 'italy'], 'trade');
  hands.forEach((h, seat) => (s.players[seat]!.hand = [...h]));
  for (const seat of [0, 1, 2]) for (const c of s.players[seat]!.hand) if (calamities()[c]) s.calamityTraders[c] = null;
  expect(openTrade(s, [])).toBe(true);
  return s;
}

/** Plays a move and returns the new state and its events. */
function played(s: AcState, seat: number, text: string): { state: AcState; events: GameEvent[]; notation: string } {
  const r = playNotation(game, s, seat, text);
  if (isRuleError(r)) throw new Error(`${text}: ${r.message}`);
  return { state: r.state as AcState, events: r.events, notation: r.notation };
}

const sorted = (xs: string[]) => [...xs].sort();
const privateTo = (events: GameEvent[], seat: number) => events.flatMap((e) => e.private ?? []).filter((p) => p.seat === seat).map((p) => p.text);

const W5_HANDS = [
  ['salt', 'salt', 'superstition', 'ochre'],
  ['grain', 'iron', 'treachery', 'hides', 'hides'],
  ['oil', 'oil', 'wine'],
];
const W5_OFFER = 'offer crete give salt 2, superstition 1 guarantee salt 2 ask 3 grain 1, iron 1 claim "the third card is iron"';

describe('trade (28, D.3)', () => {
  it('D.3.1 / 28.3: only players with at least 3 trade cards trade; with fewer than two traders the phase passes', () => {
    const s = testState(['africa', 'crete', 'italy'], 'trade');
    s.players[0]!.hand = ['salt', 'salt', 'iron'];
    s.players[1]!.hand = ['grain', 'oil'];
    s.players[2]!.hand = ['wine', 'wine', 'wine', 'cloth'];
    const events: GameEvent[] = [];
    expect(openTrade(s, events)).toBe(true);
    // Each trader receives his own hand privately; the public text names no card.
    expect(privateTo(events, AFRICA)).toEqual(['Trade opens. Your trade cards: iron 1, salt 2.']);
    expect(privateTo(events, ITALY)).toEqual(['Trade opens. Your trade cards: cloth 1, wine 3.']);
    expect(privateTo(events, CRETE)).toEqual([]);
    expect(events[0]).toMatchObject({ kind: 'trade-open', data: { seats: [AFRICA, ITALY] } });
    expect(`${events[0]!.text} ${JSON.stringify(events[0]!.data)}`).not.toMatch(/salt|wine|iron|cloth/);
    expect(game.pending(s).map((d) => d.seat)).toEqual([AFRICA, ITALY]);
    expect(game.legal(s, CRETE)).toEqual([]);
    expect(refuse(s, AFRICA, 'offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 1, oil 1')).toMatch(/not trading/);
    s.players[2]!.hand = ['wine'];
    expect(openTrade(s, [])).toBe(false);
  });

  it('D.2 X1-X4: every trader holds an off-turn decision whose default is done', () => {
    const s = tradeWith(W5_HANDS);
    for (const d of game.pending(s)) {
      expect(d.timing).toBe('off-turn');
      expect(d.defaultMove).toBe('done');
    }
  });

  it('W5 (28.3): the guaranteed cards are true, the rest may be anything tradable, a calamity included; the trader is recorded', () => {
    const offered = played(tradeWith(W5_HANDS), AFRICA, W5_OFFER);
    // D.3.3: the recipient learns the count, the guaranteed cards, the claim and the ask, not the third card.
    const notice = privateTo(offered.events, CRETE).join(' ');
    expect(notice).toContain('3 cards, guaranteed salt 2. Claim: "the third card is iron". Asks 3 cards including grain 1, iron 1.');
    expect(notice).not.toContain('superstition');
    expect(privateTo(offered.events, ITALY)).toEqual([]);
    let s = offered.state;
    const r = played(s, CRETE, 'accept 1 give grain 1, iron 1, treachery 1');
    s = r.state;
    expect(sorted(s.players[AFRICA]!.hand)).toEqual(sorted(['ochre', 'grain', 'iron', 'treachery']));
    expect(sorted(s.players[CRETE]!.hand)).toEqual(sorted(['hides', 'hides', 'salt', 'salt', 'superstition']));
    expect(s.calamityTraders.superstition).toBe(AFRICA);
    expect(s.calamityTraders.treachery).toBe(CRETE);
    expect(privateTo(r.events, AFRICA).join(' ')).toContain('you received grain 1, iron 1, treachery 1');
    expect(privateTo(r.events, CRETE).join(' ')).toContain('you received salt 2, superstition 1');
    expect(privateTo(r.events, ITALY)).toEqual([]);
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'trade-accepted', data: { seats: [AFRICA, CRETE], offer: 1, given: 3, received: 3 } }));
    expect(s.trade!.completedTotal).toBe(1);
  });

  it('29.3 / D.3.7: a calamity passed on again records its latest giver', () => {
    let s = tradeWith([['salt', 'salt', 'superstition', 'ochre'], ['grain', 'grain', 'iron', 'hides'], ['oil', 'oil', 'wine', 'cloth']]);
    s = play(s, AFRICA, 'offer crete give salt 2, superstition 1 guarantee salt 2 ask 3 grain 2');
    s = play(s, CRETE, 'accept 1 give grain 2, iron 1');
    expect(s.calamityTraders.superstition).toBe(AFRICA);
    s = play(s, CRETE, 'offer italy give salt 2, superstition 1 guarantee salt 2 ask 3 oil 2');
    s = play(s, ITALY, 'accept 2 give oil 2, wine 1');
    expect(s.calamityTraders.superstition).toBe(CRETE);
    expect(s.players[ITALY]!.hand).toContain('superstition');
  });

  it('28.3 / D.3.3: bad offers are refused with a reason and change nothing', () => {
    const s = tradeWith([['salt', 'salt', 'iron', 'famine', 'ochre'], ['grain', 'iron', 'oil'], ['oil', 'oil', 'wine']]);
    const before = JSON.stringify(s);
    const cases: [string, RegExp][] = [
      ['offer crete give salt 2 guarantee salt 2 ask 3 grain 2', /at least 3 cards/],
      ['offer crete give salt 2, famine 1 guarantee salt 2 ask 3 grain 2', /Non-tradable/],
      ['offer crete give salt 2, iron 1 guarantee salt 1 ask 3 grain 2', /Guarantee at least 2/],
      ['offer crete give salt 1, iron 1, famine 1 guarantee salt 1, famine 1 ask 3 grain 2', /Non-tradable|Guarantee/],
      ['offer crete give salt 2, iron 1 guarantee grain 2 ask 3 grain 2', /among the cards you give/],
      ['offer crete give salt 2, iron 1 guarantee salt 2 ask 2 grain 2', /at least 3 cards/],
      ['offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 1', /at least 2 commodity/],
      ['offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2, oil 2', /ask for only 3/],
      ['offer crete give salt 3 guarantee salt 2 ask 3 grain 2', /do not hold/],
      ['offer africa give salt 2, iron 1 guarantee salt 2 ask 3 grain 2', /yourself/],
      ['offer egypt give salt 2, iron 1 guarantee salt 2 ask 3 grain 2', /Nobody plays/],
    ];
    for (const [text, why] of cases) expect(refuse(s, AFRICA, text), text).toMatch(why);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('D.3.4: an acceptance names exactly the asked count, includes what is asked, is held and has no non-tradable calamity', () => {
    let s = tradeWith([['salt', 'salt', 'iron'], ['grain', 'grain', 'iron', 'famine', 'oil'], ['oil', 'oil', 'wine']]);
    s = play(s, AFRICA, 'offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2');
    const before = JSON.stringify(s);
    expect(refuse(s, CRETE, 'accept 1 give grain 2')).toMatch(/exactly 3 cards/);
    expect(refuse(s, CRETE, 'accept 1 give grain 1, iron 1, oil 1')).toMatch(/including grain 2/);
    expect(refuse(s, CRETE, 'accept 1 give grain 2, famine 1')).toMatch(/Non-tradable/);
    expect(refuse(s, CRETE, 'accept 1 give grain 2, wine 1')).toMatch(/do not hold/);
    expect(refuse(s, ITALY, 'accept 1 give oil 2, wine 1')).toMatch(/No open offer #1 was made to you/);
    expect(refuse(s, CRETE, 'accept 9 give grain 2, oil 1')).toMatch(/No open offer #9/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('D.3.5: a card may sit in several offers; the first accepted wins and the others are cancelled with private notices', () => {
    let s = tradeWith([['salt', 'salt', 'iron', 'ochre'], ['grain', 'grain', 'iron'], ['oil', 'oil', 'wine']]);
    s = play(s, AFRICA, 'offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2');
    s = play(s, AFRICA, 'offer italy give salt 2, ochre 1 guarantee salt 2 ask 3 oil 2');
    expect(s.trade!.offers.map((o) => o.id)).toEqual([1, 2]);
    const r = played(s, ITALY, 'accept 2 give oil 2, wine 1');
    s = r.state;
    expect(s.trade!.offers).toEqual([]);
    expect(privateTo(r.events, AFRICA).join(' ')).toMatch(/offer #1 to .* was cancelled/);
    expect(privateTo(r.events, CRETE).join(' ')).toMatch(/Offer #1 from .* was cancelled/);
    expect(refuse(s, CRETE, 'accept 1 give grain 2, iron 1')).toMatch(/No open offer #1/);
    expect(s.players[CRETE]!.hand).toEqual(['grain', 'grain', 'iron']);
  });

  it('D.3.5: an offer still valid after another trade stays open', () => {
    let s = tradeWith([['salt', 'salt', 'iron', 'ochre', 'hides', 'hides'], ['grain', 'grain', 'iron'], ['oil', 'oil', 'wine']]);
    s = play(s, AFRICA, 'offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2');
    s = play(s, AFRICA, 'offer italy give hides 2, ochre 1 guarantee hides 2 ask 3 oil 2');
    s = play(s, ITALY, 'accept 2 give oil 2, wine 1');
    expect(s.trade!.offers.map((o) => o.id)).toEqual([1]);
    s = play(s, CRETE, 'accept 1 give grain 2, iron 1');
    expect(s.trade!.completedThisTurn).toBe(2);
  });

  it('D.3.5: offers may be rejected, withdrawn or countered until accepted', () => {
    let s = tradeWith([['salt', 'salt', 'iron', 'ochre'], ['grain', 'grain', 'iron'], ['oil', 'oil', 'wine']]);
    s = play(s, AFRICA, 'offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2');
    expect(refuse(s, CRETE, 'withdraw 1')).toMatch(/no open offer #1/);
    expect(refuse(s, AFRICA, 'reject 1')).toMatch(/No open offer #1 was made to you/);
    const rejected = play(s, CRETE, 'reject 1');
    expect(rejected.trade!.offers).toEqual([]);
    const withdrawn = played(s, AFRICA, 'withdraw 1');
    expect(withdrawn.state.trade!.offers).toEqual([]);
    expect(privateTo(withdrawn.events, CRETE).join(' ')).toMatch(/#1 .* withdrawn/);
    s = play(s, CRETE, 'counter 1 give grain 2, iron 1 guarantee grain 2 ask 4 salt 2');
    expect(s.trade!.offers.map((o) => [o.id, o.from, o.to, o.askCount])).toEqual([[2, CRETE, AFRICA, 4]]);
    s = play(s, AFRICA, 'accept 2 give salt 2, iron 1, ochre 1');
    expect(sorted(s.players[CRETE]!.hand)).toEqual(sorted(['salt', 'salt', 'iron', 'ochre']));
    expect(sorted(s.players[AFRICA]!.hand)).toEqual(sorted(['grain', 'grain', 'iron']));
  });

  it('D.3.6: done may be taken back while others trade; the phase ends when all are done and open offers lapse', () => {
    let s = tradeWith(W5_HANDS);
    s = play(s, AFRICA, W5_OFFER);
    s = play(s, AFRICA, 'done');
    expect(refuse(s, AFRICA, 'offer italy give salt 2, ochre 1 guarantee salt 2 ask 3 oil 2')).toMatch(/resume/);
    expect(game.legal(s, AFRICA)).toEqual(['done', 'resume']);
    expect(game.pending(s).find((d) => d.seat === AFRICA)!.kind).toBe('trade-done');
    // Done is an answer that may still change: nobody waits on it (no deadline, reminder or autopilot replays it).
    expect(game.pending(s).find((d) => d.seat === AFRICA)!.answered).toBe(true);
    s = play(s, AFRICA, 'resume');
    expect(game.pending(s).find((d) => d.seat === AFRICA)!.kind).toBe('trade');
    expect(refuse(s, AFRICA, 'resume')).toMatch(/not declared done/);
    s = play(s, AFRICA, 'done');
    s = play(s, CRETE, 'done');
    const last = played(s, ITALY, 'done');
    // The turn goes on (calamities, civilization cards, ...): on this empty board the next turn's trade phase opens at once.
    expect(last.state.turn).toBe(s.turn + 1);
    expect(last.state.trade!.offers).toEqual([]);
    expect(last.state.trade!.done).toEqual([]);
    expect(privateTo(last.events, CRETE).join(' ')).toContain('Offer #1 lapsed');
    expect(last.events).toContainEqual(expect.objectContaining({ kind: 'trade-close', data: { trades: 0 } }));
  });

  it('D.2 X2/X4 defaults: at the deadline every trader is done and open offers lapse', () => {
    let s = play(tradeWith(W5_HANDS), AFRICA, W5_OFFER);
    s = play(s, CRETE, 'done');
    const turn = s.turn;
    // The platform plays each pending decision's default; done seats' default ("done" again) changes nothing.
    for (const d of game.pending(s)) if (s.turn === turn) s = play(s, d.seat, d.defaultMove!);
    expect(s.turn).toBe(turn + 1);
    expect(s.trade!.offers).toEqual([]);
    // No trade took place: Africa keeps its commodities (its calamity leaves the hand in phase 11).
    expect(sorted(s.players[AFRICA]!.hand.filter((c) => commodities()[c]))).toEqual(['ochre', 'salt', 'salt']);
    expect(s.trade!.completedTotal).toBe(0);
  });

  it('D.3 notation: every trade move round-trips; claims are quoted, bounded and cannot break out', () => {
    const texts = [
      W5_OFFER,
      'accept 3 give grain 1, iron 1, treachery 1',
      'reject 3',
      'withdraw 12',
      'counter 4 give grain 2, iron 1 guarantee grain 2 ask 4 salt 2',
      'resume',
      'offer crete give iron 1, salt 2 guarantee salt 2 ask 3 grain 1, oil 1 claim "ask 3, give me: guarantee!"',
    ];
    for (const t of texts) {
      const m = parseMove(t);
      if (isRuleError(m)) throw new Error(`${t}: ${m.message}`);
      expect(formatMove(m)).toBe(t);
      expect(parseMove(formatMove(m))).toEqual(m);
    }
    expect(parseMove('accept #3 give grain 1, iron 1, oil 1')).toEqual({ kind: 'accept', offer: 3, cards: ['grain', 'iron', 'oil'] });
    expect(isRuleError(parseMove(`offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2 claim "${'x'.repeat(121)}"`))).toBe(true);
    expect(isRuleError(parseMove('offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2 claim "a" b "c"'))).toBe(true);
    expect(isRuleError(parseMove('offer crete give salt 2, iron 1 guarantee salt 2 ask 3 grain 2 claim "unterminated'))).toBe(true);
  });

  it('H / D-31: offers, claims and exchanged cards never reach the public, another seat or its legal moves', () => {
    const hands = [
      ['salt', 'salt', 'superstition', 'ochre'],
      ['grain', 'iron', 'treachery', 'hides', 'hides'],
      ['oil', 'oil', 'wine'],
    ];
    const cardWords = [...Object.values(commodities()).flatMap((c) => [c.id, c.name.toLowerCase()]), ...Object.values(calamities()).flatMap((c) => [c.id, c.name.toLowerCase()])];
    const noCards = (text: string) => {
      for (const w of cardWords) expect(text.toLowerCase(), text).not.toMatch(new RegExp(`\\b${w}\\b`));
    };
    let s = tradeWith(hands);
    const moves: [number, string][] = [
      [AFRICA, W5_OFFER],
      [CRETE, 'counter 1 give grain 1, iron 1, treachery 1 guarantee grain 1, iron 1 ask 3 salt 2 claim "secret hides"'],
      [AFRICA, 'accept 2 give salt 2, superstition 1'],
    ];
    const italyViews: string[] = [JSON.stringify(game.view(s, ITALY))];
    const italyLegal: string[][] = [game.legal(s, ITALY)];
    for (const [seat, text] of moves) {
      const r = played(s, seat, text);
      const pub = game.publicNotation!(r.notation, seat);
      noCards(pub);
      expect(pub).not.toContain('secret');
      expect(pub).toMatch(/^(offer|counter|reject|accept #\d+)$/);
      for (const e of r.events) {
        noCards(e.text);
        noCards(JSON.stringify(e.data));
        for (const p of e.private ?? []) expect([AFRICA, CRETE]).toContain(p.seat);
      }
      s = r.state;
      noCards(JSON.stringify(game.view(s, null)));
      noCards(game.statusLine(s));
      italyViews.push(JSON.stringify(game.view(s, ITALY)));
      italyLegal.push(game.legal(s, ITALY));
    }
    // Italy's view and legal moves never change with the others' offers and trades (only hand sizes, which are public).
    const strip = (v: string) => {
      const view = JSON.parse(v) as AcSeatView;
      return JSON.stringify({ ...view, players: view.players.map((p) => ({ ...p, handSize: 0 })) });
    };
    expect(new Set(italyViews.map(strip)).size).toBe(1);
    expect(new Set(italyLegal.map((l) => l.join('|'))).size).toBe(1);
    // The recipient sees the count and guarantees of an offer, never the unguaranteed cards.
    const offered = play(tradeWith(hands), AFRICA, W5_OFFER);
    const creteView = game.view(offered, CRETE) as AcSeatView;
    expect(creteView.offers[0]).toMatchObject({ id: 1, giveCount: 3, guaranteed: ['salt', 'salt'] });
    expect(creteView.offers[0]!.give).toBeUndefined();
    expect(JSON.stringify(creteView)).not.toContain('superstition');
    expect((game.view(offered, AFRICA) as AcSeatView).offers[0]!.give).toEqual(['salt', 'salt', 'superstition']);
    expect(JSON.stringify(game.view(offered, ITALY))).not.toContain('"id":1,');
  });

  it("H: another seat's legal moves do not depend on a hand they cannot see", () => {
    const a = tradeWith([['salt', 'salt', 'iron', 'ochre'], ['grain', 'grain', 'iron'], ['oil', 'oil', 'wine']]);
    const b = tradeWith([['gold', 'gems', 'famine', 'ivory'], ['grain', 'grain', 'iron'], ['oil', 'oil', 'wine']]);
    expect(game.legal(b, CRETE)).toEqual(game.legal(a, CRETE));
    expect(game.legal(b, ITALY)).toEqual(game.legal(a, ITALY));
    expect(game.view(b, CRETE)).toEqual(game.view(a, CRETE));
  });

  it('fuzz: bad trade moves are refused cleanly and never change the state', () => {
    let s = tradeWith(W5_HANDS);
    s = play(s, AFRICA, W5_OFFER);
    const before = JSON.stringify(s);
    const bad = [
      'offer', 'offer crete', 'offer crete give', 'offer crete give salt 2 guarantee', 'offer crete give salt -2, iron 1 guarantee salt 2 ask 3 grain 2',
      'offer crete give salt 2, iron 1 guarantee salt 2 ask 99999 grain 2', 'offer nobody give salt 2, iron 1 guarantee salt 2 ask 3 grain 2',
      'accept', 'accept x', 'accept 1', 'accept 1 give', 'accept 1 give grain 1, iron 1, volcano_earthquake 1', 'accept -1 give grain 1',
      'accept 1 give grain 1, iron 1, hides 1, hides 1', 'reject', 'reject 1 2', 'withdraw #x', 'counter 1', 'counter 1 give grain 9 guarantee grain 9 ask 3 salt 2',
      'resume now', 'done now', 'rate 2', 'buy nothing', 'offer crete give salt 2, superstition 1 guarantee salt 2 ask 3 grain 1, iron 1 claim "a"b"',
      `offer crete give ${'salt 1, '.repeat(60)}iron 1 guarantee salt 2 ask 3 grain 2`,
    ];
    for (const text of bad) {
      for (const seat of [AFRICA, CRETE, ITALY]) {
        const r = playNotation(game, s, seat, text);
        if (!isRuleError(r)) throw new Error(`${text} by seat ${seat} was accepted`);
        expect(r.message.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
