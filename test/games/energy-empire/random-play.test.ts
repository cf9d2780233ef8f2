import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/play.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { eeInvariants } from '../../support/kit/energy-empire.ts';
import { EE } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

/** Invariants of every reachable state: the test kit's (issue 22), which the kit also checks on every built position. */
function checkInvariants(s: EeState): void {
  expect(eeInvariants(s)).toEqual([]);
}

describe('EE random play', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`EE-1.2 / EE-15 complete random games with ${players} player(s): no errors, invariants hold, replay gives the same state`, () => {
      for (const seed of ['a', 'b']) {
        const game = playRandomGame(players, `${players}-${seed}`, (s) => checkInvariants(s));
        expect(game.errors).toEqual([]);
        expect(game.final.track.every((t) => t === 0)).toBe(true);
        const again = replay<EeState>(EE, game.setup, game.log);
        expect(again).toEqual(game.final);
        const result = EE.result(game.final)!;
        expect(result.scores).toHaveLength(players);
        expect(result.scores.map((x) => x.total)).toEqual([...result.scores.map((x) => x.total)].sort((a, b) => b - a));
      }
    });
  }
});
