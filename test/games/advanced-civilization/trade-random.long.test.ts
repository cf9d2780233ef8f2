/** A whole 6-player Advanced Civilization game by weighted random play (the soak of trade.test.ts; npm run test:long). */
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game, play } from './helpers.ts';

describe('trade (28) in a whole random game', () => {
  it('28 random play: trades complete and the trade phase always ends', () => {
    const s0 = game.setup(game.options.parse({}), [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }, { name: 'e' }, { name: 'f' }], 'trade-random') as AcState;
    const rng = seedRng('trade-random');
    let s = s0;
    let moves = 0;
    while (game.result(s) === null && moves < 50000) {
      const decisions = game.pending(s);
      const d = decisions[randomInt(rng, decisions.length)]!;
      s = play(s, d.seat, pickWeighted(rng, game.legal(s, d.seat), game.randomPlayWeights));
      moves++;
    }
    expect(game.result(s)).not.toBeNull();
    expect(s.trade!.completedTotal).toBeGreaterThan(0);
  });
});
