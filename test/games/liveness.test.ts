/**
 * Issue 27: every open decision has a legal move, under every table option. One seeded random game per
 * combination of a small covering set in which every value of every option (and every player count) appears
 * (test/support/option-space.ts); the invariant is checked at every position (test/support/liveness.ts).
 * The long suite plays every pair of values, or every combination where the space is small (liveness.long.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { livenessRun } from '../support/liveness.ts';
import { coveringRows, optionAxes } from '../support/option-space.ts';
import { LIVENESS_GAMES } from './liveness-games.ts';

describe('liveness: every open decision has a legal move, a legal default and an automatic move', () => {
  for (const { game, rules, samples, maxMoves } of LIVENESS_GAMES) {
    it(`${rules} ${game.id}: every option value and player count, one random game each, checked at every position`, () => {
      const axes = optionAxes(game, samples);
      const rows = coveringRows(game, axes, 'each');
      for (const axis of axes) {
        const seen = new Set(rows.map((r) => (axis.key === 'players' ? r.players : r.options[axis.key])));
        expect(seen.size, `every value of ${axis.key} is played`).toBe(axis.values.length);
      }
      const runs = rows.map((row, i) => livenessRun(game, row, `liveness-${i}`, maxMoves));
      expect(runs.flatMap((r) => r.violations)).toEqual([]);
      expect(runs.every((r) => r.finished)).toBe(true);
    });
  }
});
