import type { Seat } from '../../engine/types.ts';
import { formatMove } from './notation.ts';
import { currentChoices } from './rules/decisions.ts';
import type { EeState } from './state.ts';

/** Complete legal moves of `seat` now, in notation; empty when the seat holds no decision. */
export function legalMoves(s: EeState, seat: Seat): string[] {
  const c = currentChoices(s).find((x) => x.seat === seat);
  return c ? c.moves.map(formatMove) : [];
}
