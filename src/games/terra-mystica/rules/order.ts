import type { TmState } from '../state.ts';

/** Seats in raw order, rotated so that `seat` comes last (snellman factions_in_order_from). */
export function orderFrom(s: TmState, seat: number): number[] {
  const o = [...s.order];
  const i = o.indexOf(seat);
  return [...o.slice(i + 1), ...o.slice(0, i + 1)];
}
