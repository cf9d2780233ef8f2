import type { SeatAi } from '../../../engine/types.ts';
import { nextUint32, seedRng } from '../../../engine/rng.ts';
import type { TmState } from '../state.ts';
import { evaluateTm } from './evaluate.ts';
import { chooseTmMove } from './plan.ts';

/**
 * Terra Mystica's computer player. Nothing is hidden in Terra Mystica (TM-16), so a sample is the position itself
 * with the random numbers redrawn. It weighs every legal move with the free steps that follow it in the same turn
 * (conversions before an action, favour and town picks after it) by evaluateTm, and at the start of a turn adds part
 * of what the best few actions make possible next (plan.ts).
 */
export const TM_AI: SeatAi<TmState> = {
  samples: 1,
  determinize: (s, _seat, rng) => ({ ...s, rng: seedRng(`tm-ai:${nextUint32(rng)}`) }),
  evaluate: evaluateTm,
  // A method, so that the evaluation it weighs by is this player's own (a test swaps in a failing one).
  choose(sample, seat, legal, checkTime) {
    return chooseTmMove(sample, seat, legal, (s, who) => (checkTime(), (this.evaluate ?? evaluateTm)(s, who)));
  },
};
