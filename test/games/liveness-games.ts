/**
 * The four games under the liveness invariant (test/support/liveness.ts): the rules each test name cites, the
 * values tried for options whose schema cannot list them, and a move cap that no complete random game reaches.
 */
import type { AnyGameModule } from '../../src/engine/types.ts';
import type { Strength } from '../support/option-space.ts';
import { advancedCivilization } from '../../src/games/advanced-civilization/index.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { energyEmpire } from '../../src/games/energy-empire/index.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';

export interface LivenessGame {
  game: AnyGameModule;
  /** Rule ids for the test names: who must act (the decision inventory) and the table options. */
  rules: string;
  samples?: Record<string, readonly unknown[]>;
  maxMoves: number;
  /** The long suite: every combination ('all') where the space is small, else every pair of values; seeds per combination. */
  long: { strength: Strength; seeds: number; maxMoves?: number };
}

export const LIVENESS_GAMES: readonly LivenessGame[] = [
  {
    game: terraMystica,
    rules: 'TM-18 TM-15',
    // Fixed scoring tiles and bonus cards only replace what the seed draws (TM-3.5): the seeds cover them.
    samples: { scoringTiles: [undefined], bonusCards: [undefined] },
    maxMoves: 3_000,
    long: { strength: 'pairs', seeds: 4 },
  },
  { game: cargoEmpire, rules: 'CE-2 CE-13 CE-14 CE-15 CE-16 CE-17 CE-19', maxMoves: 5_000, long: { strength: 'all', seeds: 1 } },
  { game: energyEmpire, rules: 'EE-4 EE-16', maxMoves: 5_000, long: { strength: 'all', seeds: 3 } },
  {
    game: advancedCivilization,
    rules: '17 17.2 16 16.5 4.61 34.1 15.5 15.6',
    // 34.1 B: no turn limit (the game ends by the A.S.T. alone), one turn, a middling game; the nearest and the last finish square.
    // The map is any map of the data set in use (issue 22): the shipped set has only the candidate map.
    samples: { map: ['candidate'], turnLimit: [0, 1, 6], finishPosition: [5, 16] },
    maxMoves: 20_000,
    // Without a turn limit random players take 10,000-20,000 moves to reach square 16: the long suite checks the
    // first 4,000 positions of those games (the A.S.T. end is played in full with square 5). With the three boolean
    // options of 17.2, 15.5 and 15.6 every combination would be 720 games: every pair of values is played instead.
    long: { strength: 'pairs', seeds: 2, maxMoves: 4_000 },
  },
];
