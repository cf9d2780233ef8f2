import type { SeatAi } from '../../../engine/types.ts';
import type { AcState } from '../state.ts';
import { chooseAcMove } from './choose.ts';
import { visibleState } from './visible.ts';

/**
 * Advanced Civilization's computer player (issue 25): a policy over the seat's legal moves (ai/choose.ts), judged on
 * a sample where everything the seat cannot see is redrawn (ai/visible.ts): other hands, the trade stacks, hidden
 * answers and offers, the seed.
 */
export const AC_AI: SeatAi<AcState> = {
  determinize: visibleState,
  choose: (sample, seat, legal) => chooseAcMove(sample, seat, legal),
};
