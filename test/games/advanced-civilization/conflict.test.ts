import { describe, expect, it } from 'vitest';
import { attackThreshold, fightTokens, resolveConflicts } from '../../../src/games/advanced-civilization/rules/24-conflict.ts';
import type { Owner } from '../../../src/games/advanced-civilization/state.ts';
import { give, put, testState } from './helpers.ts';

const counts = (o: Record<string, number>) => new Map(Object.entries(o) as [Owner, number][]);

describe('24 conflict', () => {
  it('24.22 / W3: one token each in a limit-1 area: both removed at once, the area is empty', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 1);
    put(s, 'c', 'crete', 1);
    resolveConflicts(s, []);
    expect(s.board.c?.tokens ?? {}).toEqual({});
    expect(s.players[0]!.stock).toBe(55);
    expect(s.players[1]!.stock).toBe(55);
  });

  it('24.21: the smaller side removes first and removal alternates until the limit is met', () => {
    // 3 vs 5 in limit 2: 2-5, 2-4, 1-4, 1-3, 0-3 -> one owner left.
    expect(fightTokens(counts({ africa: 3, crete: 5 }), 2, new Set())).toEqual(counts({ crete: 3 }));
    // 2 vs 3 in limit 4: 1-3 total 4 stops.
    expect(fightTokens(counts({ africa: 2, crete: 3 }), 4, new Set())).toEqual(counts({ africa: 1, crete: 3 }));
  });

  it('24.23: three owners, fewest first, equal counts remove together', () => {
    expect(fightTokens(counts({ africa: 1, crete: 1, italy: 3 }), 2, new Set())).toEqual(counts({ italy: 3 }));
    expect(fightTokens(counts({ africa: 2, crete: 2, italy: 3 }), 3, new Set())).toEqual(counts({ italy: 2 }));
  });

  it('24.24 / 32.231 / D-12: non-holders of Metalworking remove before holders, whatever their counts', () => {
    // Without Metalworking the smaller side starts: 4-1, 3-1, 3-0. With it Africa starts: 3-2, 3-1, 2-1 (total 3).
    const withMetal = fightTokens(counts({ africa: 4, crete: 2 }), 3, new Set<Owner>(['crete']));
    const without = fightTokens(counts({ africa: 4, crete: 2 }), 3, new Set());
    expect(without).toEqual(counts({ africa: 3 }));
    expect(withMetal).toEqual(counts({ africa: 2, crete: 1 }));
  });

  it('24.1: owners coexist at or under the limit; a city area with other tokens is in conflict', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'e', 'africa', 2);
    put(s, 'e', 'crete', 2);
    resolveConflicts(s, []);
    expect(s.board.e!.tokens).toEqual({ africa: 2, crete: 2 });
  });

  it('24.31 / 24.35 / W11: attack thresholds 7, 6 with attacker Engineering, 8 against defender Engineering, 7 both', () => {
    const s = testState(['africa', 'crete']);
    expect(attackThreshold(s, 'africa', 'crete')).toBe(7);
    give(s, 0, ['engineering']);
    expect(attackThreshold(s, 'africa', 'crete')).toBe(6);
    give(s, 1, ['engineering']);
    expect(attackThreshold(s, 'africa', 'crete')).toBe(7);
    s.players[0]!.civ = [];
    expect(attackThreshold(s, 'africa', 'crete')).toBe(8);
    expect(attackThreshold(s, 'pirate', 'crete')).toBe(8);
  });

  it('24.31: fewer tokens than the threshold are all removed and the city stands', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'e', 'crete', 0, true);
    put(s, 'e', 'africa', 6);
    expect(resolveConflicts(s, [])).toEqual([]);
    expect(s.board.e!.city).toBe('crete');
    expect(s.board.e!.tokens).toEqual({});
    expect(s.players[0]!.stock).toBe(55);
  });

  it('24.32 / W11: with Engineering 6 attackers take the city, which fights as 5 defenders; pillage follows (24.5)', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['engineering']);
    put(s, 'e', 'crete', 0, true);
    put(s, 'e', 'africa', 6);
    const pillages = resolveConflicts(s, []);
    // 6 vs 5 in limit 4, fewest first, alternating: 6-4, 5-4, 5-3, 4-3, 4-2, 3-2, 3-1 (total 4).
    expect(s.board.e!.city).toBeNull();
    expect(s.players[1]!.citiesInStock).toBe(9);
    const t = s.board.e!.tokens;
    expect((t.africa ?? 0) + (t.crete ?? 0)).toBeLessThanOrEqual(4);
    expect(t.africa).toBe(3);
    expect(t.crete).toBe(1);
    expect(pillages).toEqual([{ attacker: 0, victim: 'crete', area: 'e' }]);
  });

  it('24.32 / D-27: a defender short of stock fights with phantom tokens but keeps only what his stock supplies', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'e', 'crete', 0, true);
    s.players[1]!.stock = 0;
    put(s, 'e', 'africa', 7);
    resolveConflicts(s, []);
    // 7 vs 6 (phantom) in limit 4 -> survivors: africa 3, crete 1 on paper; crete keeps 0.
    expect(s.board.e!.tokens).toEqual({ africa: 3 });
  });

  it('24.33 / 24.41 / D-13: the city owner\'s tokens fight first; if they survive nothing attacks the city', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'e', 'crete', 1, true);
    put(s, 'e', 'africa', 3);
    resolveConflicts(s, []);
    // D-13: Crete counts 1 + 6 for the order, so Africa removes first (3 -> 2), then Crete (1 -> 0): Africa has 2 < 7 left.
    expect(s.board.e!.city).toBe('crete');
    expect(s.board.e!.tokens).toEqual({});
  });

  it('24.34 / D-28: a destroyed pirate city leaves no pirate tokens and allows treasury pillage only', () => {
    const s = testState(['africa']);
    s.board.e = { tokens: { africa: 9 }, city: 'pirate' };
    const p = resolveConflicts(s, []);
    expect(s.board.e!.city).toBeNull();
    expect(s.board.e!.tokens.pirate).toBeUndefined();
    expect(p).toEqual([{ attacker: 0, victim: 'pirate', area: 'e' }]);
  });

  it('24.35 / W11: against a defender with Engineering 8 attackers are needed and the city fights as 7', () => {
    const s = testState(['africa', 'crete']);
    give(s, 1, ['engineering']);
    put(s, 'e', 'crete', 0, true);
    put(s, 'e', 'africa', 7);
    resolveConflicts(s, []);
    expect(s.board.e!.city).toBe('crete');
    put(s, 'e', 'africa', 8);
    resolveConflicts(s, []);
    // 8 vs 7 in limit 4, fewest first, alternating: 8-6, 7-6, 7-5, 6-5, 6-4, 5-4, 5-3, 4-3, 4-2, 3-2, 3-1 (total 4).
    expect(s.board.e!.city).toBeNull();
    expect(s.board.e!.tokens).toEqual({ africa: 3, crete: 1 });
  });

  it('26.11 / 24.1: Agriculture never raises the limit in a shared area', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['agriculture']);
    put(s, 'd', 'africa', 2);
    put(s, 'd', 'crete', 1);
    resolveConflicts(s, []);
    expect(s.board.d!.tokens).toEqual({ africa: 2 });
  });
});

