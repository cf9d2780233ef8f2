import type { SeatAi } from '../../../engine/types.ts';
import { nextUint32, seedRng } from '../../../engine/rng.ts';
import type { TmState } from '../state.ts';
import { evaluateTm } from './evaluate.ts';

/**
 * Terra Mystica's computer player. Nothing is hidden in Terra Mystica (TM-16), so a sample is the position itself
 * with the random numbers redrawn; it weighs every legal action and the best free action before it (depth 2: burn or
 * convert, then act) by evaluateTm.
 */
export const TM_AI: SeatAi<TmState> = {
  samples: 1,
  depth: 2,
  determinize: (s, _seat, rng) => ({ ...s, rng: seedRng(`tm-ai:${nextUint32(rng)}`) }),
  evaluate: evaluateTm,
};
