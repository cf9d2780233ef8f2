import type { SeatAi } from '../../../engine/types.ts';
import type { EeState } from '../state.ts';
import { eeCandidates } from './candidates.ts';
import { evaluateEe } from './evaluate.ts';
import { answerOthersEe } from './others.ts';
import { determinizeEe } from './visible.ts';

/**
 * Energy Empire's computer player (issue 25): it weighs each candidate move (ai/candidates.ts) on samples of what the
 * seat cannot see (ai/visible.ts: rivals' secret agendas, deck orders, unpeeked Global Impact cards, future rolls),
 * plays on greedily to the end of its own turn (a Work turn is a placement, the location's action and activations;
 * a Generate turn is claim, refine, roll, highest die and pollution), and scores the result with evaluateEe
 * (ai/evaluate.ts: the final score it would get now, the worth of its means over the time left, minus the best rival).
 * A Global Impact revealed in the middle of its Work turn asks the others too; their answers are guessed on the
 * search's copy (ai/others.ts) so the rest of the turn is weighed.
 */
export const EE_AI: SeatAi<EeState> = {
  samples: 2,
  depth: 12,
  determinize: determinizeEe,
  evaluate: evaluateEe,
  candidates: eeCandidates,
  answerOthers: answerOthersEe,
};
