import type { SeatAi } from '../../../engine/types.ts';
import type { CeState } from '../state.ts';
import { rankedMoves } from './autopilot.ts';
import { determinizeCe } from './determinize.ts';
import { evaluateCe } from './evaluate.ts';

/** Candidates weighed per decision: the best of the solo bot's judgement (a transport turn offers dozens). */
const CANDIDATES = 8;

/**
 * Cargo Empire's computer player (issue 25): a search over the pure engine (chooseAiMove). Each decision weighs the
 * best few moves by the solo bot's judgement (ai/autopilot.ts), played on samples in which everything the seat cannot
 * see is redealt (ai/determinize.ts), followed by the best follow-ups of the same turn, by the estimated final score
 * against the best rival's (ai/evaluate.ts).
 */
export const CE_AI: SeatAi<CeState> = {
  determinize: determinizeCe,
  evaluate: evaluateCe,
  // The search hands candidates its determinized samples only, which hide nothing the seat may not see.
  candidates: (s, seat, legal) => {
    const judged = rankedMoves(s, seat).filter((m) => legal.includes(m));
    return judged.length > 0 ? judged.slice(0, CANDIDATES) : legal;
  },
  samples: 3,
  depth: 5,
};
