import type { Decision } from './types.ts';

/** The decisions somebody still has to make: open decisions less hidden answers already given (which may still change). */
export function waitingDecisions(decisions: readonly Decision[]): Decision[] {
  return decisions.filter((d) => d.answered !== true);
}
