import type { Seat } from '../../engine/types.ts';
import { formatMove } from './notation.ts';
import { currentChoices, dropMoves } from './rules/decisions.ts';
import type { EeState } from './state.ts';

/** Complete legal moves of `seat` now, in notation; empty when the seat holds no decision. */
export function legalMoves(s: EeState, seat: Seat): string[] {
  const c = currentChoices(s).find((x) => x.seat === seat);
  return c ? c.moves.map(formatMove) : [];
}

/** Discards the seat may make at any time, on its turn or not (D-P3 / D-P4, EE-2.5.6, EE-14.4): GameModule.anyTimeMoves. */
export function anyTimeMoves(s: EeState, seat: Seat): string[] {
  return dropMoves(s, seat).map(formatMove);
}
