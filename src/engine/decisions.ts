import type { AnyGameModule, Decision, Seat } from './types.ts';

/** The decisions somebody still has to make: open decisions less hidden answers already given (which may still change). */
export function waitingDecisions(decisions: readonly Decision[]): Decision[] {
  return decisions.filter((d) => d.answered !== true);
}

/** A seat may submit a move now: it holds a decision, or the rules allow it a move at any time (anyTimeMoves). */
export function mayMove(game: AnyGameModule, state: unknown, seat: Seat): boolean {
  return game.pending(state).some((d) => d.seat === seat) || (game.anyTimeMoves?.(state, seat).length ?? 0) > 0;
}
