import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { citiesOf } from '../../../src/games/advanced-civilization/rules/units.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game } from './helpers.ts';

describe('random play develops (legal() candidates with randomPlayWeights)', () => {
  it('27.2: random players build five or more cities and draw trade cards beyond stacks 1-3 (stack 5 or higher)', () => {
    const chooser = seedRng('develop:chooser');
    let s = game.setup(game.options.parse({ turnLimit: 20 }), ['a', 'b', 'c', 'd'].map((name) => ({ name })), 'develop') as AcState;
    let mostCities = 0;
    let highestStack = 0;
    while (game.result(s) === null) {
      const decisions = game.pending(s);
      const d = decisions[randomInt(chooser, decisions.length)]!;
      const played = playNotation(game, s, d.seat, pickWeighted(chooser, game.legal(s, d.seat), game.randomPlayWeights));
      if (isRuleError(played)) throw new Error(played.message);
      s = played.state as AcState;
      for (const e of played.events) {
        if (e.kind === 'trade-cards-drawn') highestStack = Math.max(highestStack, ...(e.data!.stacks as number[]));
      }
      for (const p of s.players) if (p.nation) mostCities = Math.max(mostCities, citiesOf(s, p.nation).length);
    }
    expect(mostCities).toBeGreaterThanOrEqual(5);
    // 27.2: a player with C cities draws one card from each stack 1..C, so stack 5 or higher was drawn.
    expect(highestStack).toBeGreaterThanOrEqual(5);
  });
});
