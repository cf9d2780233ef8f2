import type { publicView } from '../view.ts';

/** What renderBoard receives: view(state, null). Everything in Terra Mystica is public (TM-16). */
export type TmPublicView = ReturnType<typeof publicView>;
export type TmFactionView = TmPublicView['factions'][number];

export function factionOfSeat(view: TmPublicView, seat: number): TmFactionView | undefined {
  return view.factions.find((f) => f.seat === seat);
}
