import { describe, expect, it } from 'vitest';
import { defaultLoss, lossDue, lossProblem, ownerPool } from '../../../src/games/advanced-civilization/rules/calamities/loss.ts';
import { formatMove, parseMove } from '../../../src/games/advanced-civilization/notation.ts';
import { cityOwner, dataOf, decisionOf, finishWithDefaults, strike, tokens } from './calamity-helpers.ts';
import { game, give, play, put, refuse, testState } from './helpers.ts';

describe('29 resolution of calamities', () => {
  it('29.5: a player holding three calamities suffers two drawn at random; the third is void and announced', () => {
    const s = testState(['africa', 'crete']);
    const events = strike(s, { 0: ['superstition', 'civil_disorder', 'iconoclasm_heresy'] });
    expect(dataOf(events, 'calamities-voided')).toEqual([{ seat: 0, held: 3, voided: [expect.any(String)] }]);
    const done = finishWithDefaults(s);
    expect(Object.values(done.calamityCounts ?? {}).reduce((a, b) => a + b, 0)).toBe(2);
    expect(done.players[0]!.hand.filter((c) => c === 'superstition' || c === 'civil_disorder' || c === 'iconoclasm_heresy')).toEqual([]);
  });

  it('29.6: calamities resolve in the fixed order (Volcano/Earthquake before Treachery before Piracy), whoever holds them', () => {
    const s = testState(['africa', 'crete']);
    const events = strike(s, { 0: ['piracy'], 1: ['treachery', 'volcano_earthquake'] });
    expect(dataOf(events, 'calamity-strikes').map((d) => d.calamity)).toEqual(['volcano_earthquake', 'treachery', 'piracy']);
  });

  it('29.62 / W9: Africa pays a Famine of 10 with 2 cities, 10 tokens or a mix; a reduction leaving 2 tokens counts 3', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'africa', 4);
    put(s, 'f', 'africa', 1);
    put(s, 'd', 'africa', 2);
    const spec = { target: 10, pool: ownerPool(s, 'africa') };
    expect(spec.pool.cities.a).toEqual({ destroy: 5, reduce: 3 });
    expect(lossProblem(spec, [{ area: 'a', what: 'city' }, { area: 'c', what: 'city' }])).toBeNull();
    expect(lossProblem(spec, [{ area: 'b', what: 'tokens', n: 3 }, { area: 'e', what: 'tokens', n: 4 }, { area: 'f', what: 'tokens', n: 1 }, { area: 'd', what: 'tokens', n: 2 }])).toBeNull();
    expect(lossProblem(spec, [{ area: 'a', what: 'reduce' }, { area: 'e', what: 'tokens', n: 4 }, { area: 'b', what: 'tokens', n: 3 }])).toBeNull();
    expect(lossProblem(spec, [{ area: 'e', what: 'tokens', n: 4 }, { area: 'b', what: 'tokens', n: 3 }])).toMatch(/exactly 10/);
  });

  it('29.63: a loss is exact when possible, else the smallest amount above, else everything', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    const pool = ownerPool(s, 'africa');
    // Cities only: 3 (a reduced), 4 (c reduced leaves 1), 5, 7, 8, 9, 10.
    expect(lossDue({ target: 6, pool })).toBe(7);
    expect(lossDue({ target: 20, pool })).toBe(10);
    expect(lossProblem({ target: 6, pool }, [{ area: 'a', what: 'city' }, { area: 'c', what: 'city' }])).toMatch(/exactly 7/);
    put(s, 'b', 'africa', 3);
    const def = defaultLoss({ target: 5, pool: ownerPool(s, 'africa') });
    expect(def).toEqual([{ area: 'b', what: 'tokens', n: 2 }, { area: 'a', what: 'reduce' }]);
  });

  it('29.61 / W8: Crete drew Epidemic and traded it to Egypt; Egypt loses 16 and may not name Crete', () => {
    let s = testState(['crete', 'egypt', 'africa']);
    put(s, 'h', 'egypt', 3);
    put(s, 'e', 'egypt', 4);
    put(s, 'f', 'egypt', 1);
    put(s, 'b', 'egypt', 3);
    put(s, 'a', 'egypt', 0, true);
    put(s, 'c', 'egypt', 0, true);
    put(s, 'g', 'egypt', 0, true);
    put(s, 'd', 'egypt', 2);
    put(s, 'w', 'africa', 4);
    strike(s, { 1: ['epidemic'] }, { epidemic: 0 });
    const d = decisionOf(s, 1)!;
    expect(d.kind).toBe('K6');
    expect(d.timing).toBe('off-turn');
    expect(game.pending(s).map((x) => x.seat)).toEqual([1]);
    // 30.612: one token stays in each area; a city counts 4 and leaves a token.
    expect(refuse(s, 1, 'lose h 3, e 4, f 1, b 3, d 2, a city')).toMatch(/at most/);
    s = play(s, 1, 'lose h 2, e 3, b 2, d 1, a city, c city');
    expect(tokens(s, 'a', 'egypt')).toBe(1);
    expect(cityOwner(s, 'a')).toBeNull();
    const k7 = decisionOf(s, 1)!;
    expect(k7.kind).toBe('K7');
    expect(refuse(s, 1, 'assign crete 5')).toMatch(/africa/);
    expect(game.legal(s, 1).some((m) => m.includes('crete'))).toBe(false);
    s = play(s, 1, 'assign africa 2');
    expect(decisionOf(s, 2)!.kind).toBe('K8');
  });

  it('29.61: the victim of a calamity he drew himself may name anyone eligible', () => {
    const s = testState(['crete', 'egypt']);
    put(s, 'g', 'crete', 2);
    put(s, 'h', 'egypt', 2);
    strike(s, { 0: ['epidemic'] });
    // 18.2: keeping one token, Crete can lose only 1 token: not asked.
    expect(tokens(s, 'g', 'crete')).toBe(1);
    expect(game.legal(s, 0)).toContain('assign egypt 10');
  });

  it('29.8: after the calamities every player short of city support reduces cities (U1)', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'g', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'africa', 4);
    put(s, 'f', 'africa', 1);
    strike(s, { 0: ['famine'] });
    s = play(s, 0, 'lose e 4, b 3, a reduce');
    s = play(s, 0, 'assign none');
    const d = decisionOf(s, 0)!;
    expect(d.kind).toBe('U1');
    expect(d.prompt).toMatch(/29\.8/);
    s = play(s, 0, d.defaultMove!);
    expect(s.phase).not.toBe('calamities');
  });

  it('D.2: every calamity prompt is off-turn, names only its seats, and its default is a legal, round-tripping answer', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'crete', 4);
    put(s, 'f', 'thrace', 1);
    give(s, 0, ['pottery']);
    s.players[0]!.hand.push('grain');
    strike(s, { 0: ['famine'] });
    let seen = 0;
    for (let i = 0; i < 20 && s.phase === 'calamities'; i++) {
      const ds = game.pending(s);
      for (const d of ds) {
        expect(d.timing).toBe('off-turn');
        const legal = game.legal(s, d.seat);
        expect(legal).toContain(d.defaultMove);
        for (const m of legal) {
          const parsed = parseMove(m);
          expect('kind' in parsed && formatMove(parsed as never)).toBe(m);
        }
        seen += 1;
      }
      // Seats the prompt does not name have nothing to answer.
      for (const other of [0, 1, 2].filter((x) => !ds.some((d) => d.seat === x))) {
        expect(game.legal(s, other)).toEqual([]);
        expect(refuse(s, other, ds[0]!.defaultMove!)).toMatch(/not your turn/i);
      }
      const d = ds[0]!;
      s = play(s, d.seat, d.seat === 0 && d.kind === 'K7' ? 'assign crete 3, thrace 1' : d.defaultMove!);
    }
    expect(seen).toBeGreaterThanOrEqual(4);
  });

  it('D.2: notation of every K answer round-trips', () => {
    for (const text of ['lose none', 'lose b 3, c city, e reduce', 'select a city, b 2', 'pick c>g', 'pick first', 'pick pass', 'assign none', 'assign egypt 8, crete 4', 'assign egypt h', 'grain 2', 'seize c, g', 'reduce a, c']) {
      const m = parseMove(text);
      expect('kind' in m).toBe(true);
      expect(formatMove(m as never)).toBe(text);
    }
    expect('isRuleError' in parseMove('lose b x')).toBe(true);
    expect('isRuleError' in parseMove('assign egypt')).toBe(true);
  });
});
