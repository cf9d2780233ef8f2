/**
 * Issue 27, soak: the liveness invariant (test/support/liveness.ts) at every position of seeded random games under
 * every combination of table options and player counts where the space is small enough to play it all, else under
 * a covering set holding every pair of option values (test/support/option-space.ts). `npm run test:long`.
 */
import { describe, expect, it } from 'vitest';
import { livenessRun } from '../support/liveness.ts';
import { coveringRows, describeRow, optionAxes } from '../support/option-space.ts';
import { LIVENESS_GAMES } from './liveness-games.ts';

for (const { game, rules, samples, maxMoves, long } of LIVENESS_GAMES) {
  describe(`${rules} ${game.id} liveness, ${long.strength === 'all' ? 'every option combination' : 'every pair of option values'}, ${long.seeds} seed(s) each`, () => {
    const rows = coveringRows(game, optionAxes(game, samples), long.strength);
    rows.forEach((row, i) => {
      it(`${describeRow(row)}: every open decision has a legal move, a legal default and an automatic move`, () => {
        const runs = Array.from({ length: long.seeds }, (_, k) => livenessRun(game, row, `liveness-long-${i}-${k}`, long.maxMoves ?? maxMoves));
        expect(runs.flatMap((r) => r.violations)).toEqual([]);
        expect(runs.every((r) => r.finished || r.positions === long.maxMoves)).toBe(true);
      });
    });
  });
}
