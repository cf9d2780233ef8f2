import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { seedRng } from '../../../src/engine/rng.ts';
import { calamityFormId } from '../../../src/games/advanced-civilization/forms/calamity.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { canonical, compose, defaultValues, formsOf, limitProblems, playoutStates, fuzzOnce, randomValues, valuesFor, calamityStates } from './form-helpers.ts';
import { game, give, put, testState } from './helpers.ts';

const CALAMITY_STATES = [...calamityStates(40), ...playoutStates('forms-calamity', 10, (s) => Boolean(s.calamity?.ask), 40)];
const TURN_PHASES = ['nation', 'start', 'tax', 'revolt', 'growth', 'pillage', 'cities', 'support', 'trade-cards', 'civ', 'hand-limit'];
const TURN_STATES = playoutStates('forms-turn-2', 16, (s) => TURN_PHASES.includes(s.phase), 300);
const KINDS = ['pick', 'loss', 'reduce', 'slave', 'support', 'grain', 'assign', 'seize'];

const askKind = (s: AcState) => s.calamity!.ask!.kind;

describe('calamity forms (29-30, K1-K15, 29.8)', () => {
  it('K1-K15: random positions reach every kind of calamity prompt', () => {
    expect(new Set(CALAMITY_STATES.map(askKind))).toEqual(new Set(KINDS));
  });

  it('D.4 / 29.8: one notified "calamity" form for exactly the seats the prompt names (secondary victims at once); limits hold', () => {
    let simultaneous = 0;
    for (const s of CALAMITY_STATES) {
      const asked = s.sim!.seats;
      if (asked.length > 1) simultaneous++;
      for (const p of s.players) {
        const forms = formsOf(s, p.seat);
        expect(forms.map((f) => f.id)).toEqual(asked.includes(p.seat) ? [calamityFormId(s)] : []);
        for (const f of forms) {
          expect(f.notify).toBe(true);
          expect(limitProblems(f), `${askKind(s)} ${f.title}`).toEqual([]);
        }
      }
    }
    expect(simultaneous).toBeGreaterThan(0);
  });

  it('D.4: the form id stays while a prompt waits and changes with every new prompt, even for the same seat (new prompts are announced)', () => {
    const ids = new Map<string, string>();
    let sameSeatAgain = 0;
    for (let i = 1; i < CALAMITY_STATES.length; i++) {
      const [a, b] = [CALAMITY_STATES[i - 1]!, CALAMITY_STATES[i]!];
      const prompt = (x: AcState) => JSON.stringify([x.calamity!.current, x.calamity!.stage, x.calamity!.monotheism, x.calamity!.ask]);
      const id = calamityFormId(b);
      expect(ids.get(id) ?? prompt(b), 'two prompts share an id').toBe(prompt(b));
      ids.set(id, prompt(b));
      if (prompt(a) === prompt(b)) expect(calamityFormId(a)).toBe(id);
      else if (a.sim!.seats.some((x) => b.sim!.seats.includes(x)) && a.calamity!.current?.card === b.calamity!.current?.card) sameSeatAgain++;
    }
    expect(ids.size).toBeGreaterThan(40);
    expect(sameSeatAgain).toBeGreaterThan(0);
  });

  it('D.4: the form id does not depend on the order of object keys (a state read back from jsonb keeps its DM buttons)', () => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    for (const s of CALAMITY_STATES.slice(0, 20)) {
      const stored = reversed(s) as AcState;
      expect(JSON.stringify(stored.calamity)).not.toBe(JSON.stringify(s.calamity));
      expect(calamityFormId(stored)).toBe(calamityFormId(s));
    }
  });

  it('K1-K15 / 29.63: every legal answer listed (and the default) is composed back from form values', () => {
    const seen: Record<string, number> = {};
    for (const s of CALAMITY_STATES) {
      for (const seat of s.sim!.seats) {
        for (const move of game.legal(s, seat)) {
          const encoded = valuesFor(s, seat, move);
          expect(encoded, `${move}: no form says it`).not.toBeNull();
          const r = compose(s, seat, encoded!.id, encoded!.values);
          if (isRuleError(r)) throw new Error(`${askKind(s)} ${move}: ${r.message}`);
          expect(canonical(r)).toBe(canonical(move));
          seen[askKind(s)] = (seen[askKind(s)] ?? 0) + 1;
        }
      }
    }
    expect(Object.keys(seen).sort()).toEqual([...KINDS].sort());
  });

  it('29.62-29.63 / K4-K14 fuzz: random selections make answers the rules accept, or are refused with a message and no state change', () => {
    const rng = seedRng('calamity-form-fuzz');
    const accepted: Record<string, number> = {};
    for (const s of CALAMITY_STATES) {
      for (const seat of s.sim!.seats) {
        const f = formsOf(s, seat)[0]!;
        for (let i = 0; i < 6; i++) {
          if (fuzzOnce(s, seat, f, rng) !== null) accepted[askKind(s)] = (accepted[askKind(s)] ?? 0) + 1;
        }
      }
    }
    for (const kind of ['pick', 'loss', 'reduce', 'grain', 'assign', 'seize']) expect(accepted[kind] ?? 0, kind).toBeGreaterThan(0);
  });

  it('29.63 / K6: a loss worth the wrong number of points is refused naming the points due; an out-of-date form is closed', () => {
    const s = CALAMITY_STATES.find((x) => askKind(x) === 'loss' && x.calamity!.ask!.kind === 'loss')!;
    const seat = s.sim!.seats[0]!;
    const f = formsOf(s, seat)[0]!;
    const r = compose(s, seat, f.id, {});
    expect(isRuleError(r) && r.message).toMatch(/exactly \d+ are due \(29\.63/);
    expect(isRuleError(compose(s, seat, f.id, { [f.fields[0]!.name]: ['nowhere:1'] }))).toBe(true);
    const other = s.players.find((p) => !s.sim!.seats.includes(p.seat))!;
    const closed = compose(s, other.seat, f.id, {});
    expect(isRuleError(closed) && closed.message).toMatch(/nothing to answer now/);
  });
});

describe('other decision forms (S1-S2 15.3, T1 19.2, T2 19.32, P1 20.2, C1 24.52, B1 25, U1 26.31, A1 27.51, V1 31, V2 31.71)', () => {
  it('S1 / S2 / P1 / C1 / B1 / U1 / A1 / V1 / V2: forms only for the seat that decides; every legal answer listed composes back; limits hold', () => {
    const seen: Record<string, number> = {};
    for (const s of TURN_STATES) {
      for (const p of s.players) {
        const acts = s.sim ? s.sim.seats.includes(p.seat) : s.queue[0] === p.seat;
        const forms = formsOf(s, p.seat);
        if (!acts) expect(forms).toEqual([]);
        for (const f of forms) expect(limitProblems(f), f.id).toEqual([]);
        if (!acts || forms.length === 0) continue;
        for (const move of game.legal(s, p.seat)) {
          const encoded = valuesFor(s, p.seat, move);
          expect(encoded, `${move}: no form says it`).not.toBeNull();
          const r = compose(s, p.seat, encoded!.id, encoded!.values);
          if (isRuleError(r)) throw new Error(`${move}: ${r.message}`);
          expect(canonical(r)).toBe(canonical(move));
          seen[s.phase] = (seen[s.phase] ?? 0) + 1;
        }
      }
    }
    for (const phase of ['nation', 'start', 'growth', 'cities', 'trade-cards']) expect(seen[phase] ?? 0, phase).toBeGreaterThan(0);
    expect(seen.civ ?? 0).toBeGreaterThan(20);
    expect(seen['hand-limit'] ?? 0).toBeGreaterThan(0);
    expect(seen.support ?? 0).toBeGreaterThan(0);
  });

  it('V1 (31.3, 31.41, 31.61): the purchase form lists affordable cards with their price; paying with chosen sets puts only the shortfall on the treasury', () => {
    // Positions where the seat can afford a card (a legal purchase other than "buy nothing").
    const buying = TURN_STATES.filter((x) => x.phase === 'civ' && formsOf(x, x.queue[0]!).length > 0 && game.legal(x, x.queue[0]!).some((m) => m !== 'buy nothing')).slice(0, 6);
    expect(buying.length).toBeGreaterThan(0);
    const rng = seedRng('buy-fuzz');
    let bought = 0;
    for (const s of buying) {
      const seat = s.queue[0]!;
      const f = formsOf(s, seat)[0]!;
      const cards = f.fields.find((x) => x.name === 'cards')!;
      expect(cards.kind === 'select' && cards.options.every((o) => /\(\d+\)$/.test(o.label))).toBe(true);
      for (let i = 0; i < 40; i++) {
        const r = compose(s, seat, 'buy', randomValues(f, rng));
        if (isRuleError(r)) continue;
        expect(isRuleError(playNotation(game, s, seat, r))).toBe(false);
        if (r !== 'buy nothing') bought++;
      }
    }
    expect(bought).toBeGreaterThan(0);
  });

  it('T1 (19.2) / T2 (19.32): a Coinage holder picks the tax rate; a beneficiary picks exactly the revolting cities he can take', () => {
    const tax = testState(['africa', 'crete'], 'tax');
    put(tax, 'a', 'africa', 0, true);
    give(tax, 0, ['coinage']);
    tax.sim = { seats: [0], answers: {} };
    expect(formsOf(tax, 1)).toEqual([]);
    const rate = formsOf(tax, 0)[0]!;
    expect(rate.id).toBe('rate');
    expect(limitProblems(rate)).toEqual([]);
    expect(compose(tax, 0, 'rate', { choice: ['3'] })).toBe('rate 3');
    expect(isRuleError(compose(tax, 0, 'rate', { choice: ['4'] }))).toBe(true);
    const revolt = testState(['africa', 'crete'], 'revolt');
    for (const a of ['a', 'c', 'g']) put(revolt, a, 'crete', 0, true);
    revolt.revolts = [{ victim: 1, count: 2 }];
    revolt.queue = [0];
    const f = formsOf(revolt, 0)[0]!;
    expect(f.fields[0]).toMatchObject({ name: 'cities', min: 2, max: 2 });
    expect(compose(revolt, 0, 'revolt', { cities: ['c', 'g'] })).toBe('revolt c, g');
    const one = compose(revolt, 0, 'revolt', { cities: ['c'] });
    expect(isRuleError(one) && one.message).toMatch(/Choose 2 for/);
  });
});

/** An answer with its listed items in a fixed order ("lose w 2, a city" and "lose a city, w 2" are one answer). */
const unordered = (notation: string) => {
  const [verb, ...rest] = notation.split(' ');
  return `${verb} ${rest.join(' ').split(', ').sort().join(', ')}`;
};

describe('a calamity form reopened after answering (D.1, issue 20)', () => {
  it('D.1 29 preselects the answer given: submitting the reopened form as it opens gives the same answer, for every kind of prompt', () => {
    let checked = 0;
    let played = 0;
    const kinds = new Set<string>();
    for (const s of CALAMITY_STATES) {
      for (const seat of s.sim!.seats) {
        const legal = game.legal(s, seat);
        // Several answers per prompt (the last, the middle and the first), so that defaults cannot pass by luck.
        for (const answer of new Set([legal.at(-1)!, legal[Math.floor(legal.length / 2)]!, legal[0]!])) {
          const answered = playNotation(game, s, seat, answer);
          if (isRuleError(answered)) continue;
          let after = answered.state as AcState;
          if (after.phase === 'calamities' && after.sim?.answers[seat] !== undefined) played++;
          else {
            // The answer settled the prompt at once (one seat asked): the same answer kept open, as while others still answer.
            after = structuredClone(s);
            after.sim!.answers[seat] = canonical(answer);
          }
          const reopened = formsOf(after, seat).find((f) => f.id === calamityFormId(after));
          expect(reopened, `${askKind(s)}: ${answer}`).toBeDefined();
          expect(reopened!.title).toContain('You have answered');
          const again = compose(after, seat, reopened!.id, defaultValues(reopened!));
          expect(unordered(String(again)), `${askKind(s)}: ${answer}`).toBe(unordered(canonical(after.sim!.answers[seat]!)));
          kinds.add(askKind(s));
          checked++;
        }
      }
    }
    expect(played).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(100);
    expect(kinds).toEqual(new Set(KINDS));
  });
});
