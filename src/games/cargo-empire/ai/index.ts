import type { SeatAi } from '../../../engine/types.ts';
import type { CeState } from '../state.ts';
import { autopilotMove } from './autopilot.ts';
import { visibleState } from './visible.ts';

/**
 * Cargo Empire's computer player: the solo bot's judgement among the seat's legal moves (ai/autopilot.ts), made from
 * the state with everything the seat cannot see replaced by fixed stand-ins (ai/visible.ts).
 */
export const CE_AI: SeatAi<CeState> = {
  determinize: (s, seat) => visibleState(s, seat),
  choose: (sample, seat) => autopilotMove(sample, seat),
};
