/** 21: census and the movement order used by phases 4 and 5 (21.1-21.2, 23.21, D-11). */
import type { AcState } from '../state.ts';
import { astOrder, hasCiv, nationOf, player, tokensOnBoard } from './units.ts';

export function takeCensus(s: AcState): void {
  for (const seat of astOrder(s)) player(s, seat).census = tokensOnBoard(s, nationOf(s, seat));
}

/** Most tokens first, ties in A.S.T. order; Military holders after all others in the same relative order. */
export function movementOrder(s: AcState): number[] {
  const ast = astOrder(s);
  const byCensus = [...ast].sort((a, b) => player(s, b).census - player(s, a).census || ast.indexOf(a) - ast.indexOf(b));
  return [...byCensus.filter((x) => !hasCiv(s, x, 'military')), ...byCensus.filter((x) => hasCiv(s, x, 'military'))];
}
