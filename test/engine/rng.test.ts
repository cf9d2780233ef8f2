import { describe, expect, it } from 'vitest';
import { nextUint32, pick, randomInt, sameRng, seedRng, shuffle } from '../../src/engine/rng.ts';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = seedRng('table-42');
    const b = seedRng('table-42');
    const c = seedRng('table-43');
    const seqA = Array.from({ length: 20 }, () => nextUint32(a));
    const seqB = Array.from({ length: 20 }, () => nextUint32(b));
    const seqC = Array.from({ length: 20 }, () => nextUint32(c));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('keeps producing the pinned sequence, because stored games replay from it', () => {
    const rng = seedRng('high-card');
    expect([nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)]).toEqual([2669771134, 3090882579, 260120804, 1858055995]);
    expect(shuffle(seedRng('abc'), [1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 6, 5, 7, 3, 2, 8, 4]);
  });

  it('keeps its whole state as four unsigned 32-bit integers that survive JSON', () => {
    const rng = seedRng('json');
    for (let i = 0; i < 10; i++) nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng;
    for (const v of Object.values(copy)) expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
    expect(sameRng(rng, copy)).toBe(true);
    expect(nextUint32(copy)).toBe(nextUint32(rng));
  });

  it('sameRng tells states apart once a number has been drawn', () => {
    const rng = seedRng('s');
    const before = { ...rng };
    expect(sameRng(before, rng)).toBe(true);
    nextUint32(rng);
    expect(sameRng(before, rng)).toBe(false);
  });

  it('handles an empty seed and very long seeds', () => {
    expect(sameRng(seedRng(''), seedRng(''))).toBe(true);
    expect(sameRng(seedRng('x'.repeat(10_000)), seedRng('x'.repeat(10_001)))).toBe(false);
  });
});

describe('randomInt', () => {
  it('stays within [0, n) and returns integers', () => {
    const rng = seedRng('bounds');
    for (const n of [1, 2, 3, 7, 10, 1000, 2 ** 31, 2 ** 32]) {
      for (let i = 0; i < 500; i++) {
        const x = randomInt(rng, n);
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
      }
    }
  });

  it('always returns 0 for n = 1', () => {
    const rng = seedRng('one');
    expect(Array.from({ length: 50 }, () => randomInt(rng, 1)).every((x) => x === 0)).toBe(true);
  });

  it('is roughly uniform (chi-square over 6 buckets, fixed seed)', () => {
    const rng = seedRng('uniform');
    const draws = 60_000;
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < draws; i++) {
      const x = randomInt(rng, 6);
      counts[x] = (counts[x] ?? 0) + 1;
    }
    const expected = draws / 6;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: p = 0.001 at 20.5.
    expect(chi2).toBeLessThan(20.5);
  });

  it('refuses n that is not a positive integer', () => {
    const rng = seedRng('bad');
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => randomInt(rng, n)).toThrow(RangeError);
    }
  });
});

describe('shuffle and pick', () => {
  it('shuffle returns a permutation and leaves the input alone', () => {
    const rng = seedRng('perm');
    const items = Array.from({ length: 52 }, (_, i) => i);
    const frozen = Object.freeze([...items]);
    for (let round = 0; round < 50; round++) {
      const out = shuffle(rng, frozen);
      expect(out).toHaveLength(items.length);
      expect([...out].sort((a, b) => a - b)).toEqual(items);
    }
    expect(frozen).toEqual(items);
  });

  it('shuffle actually moves things, and every position is reachable', () => {
    const rng = seedRng('moves');
    const firstSeen = new Set<number>();
    for (let i = 0; i < 400; i++) firstSeen.add(shuffle(rng, [0, 1, 2, 3, 4])[0] as number);
    expect([...firstSeen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('shuffle of an empty or one-item list is that list', () => {
    const rng = seedRng('small');
    expect(shuffle(rng, [])).toEqual([]);
    expect(shuffle(rng, ['a'])).toEqual(['a']);
  });

  it('pick returns a member and refuses an empty list', () => {
    const rng = seedRng('pick');
    const items = ['a', 'b', 'c'];
    for (let i = 0; i < 30; i++) expect(items).toContain(pick(rng, items));
    expect(() => pick(rng, [])).toThrow(RangeError);
  });
});
