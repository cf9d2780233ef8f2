import type { CeView } from '../view.ts';

export type BoardView = CeView;
export type PlayerView = CeView['players'][number];

/** The drawing functions receive `unknown` from the platform; anything that is not a Cargo Empire view is a bug upstream. */
export function asCeView(view: unknown): CeView {
  if (typeof view !== 'object' || view === null || (view as { game?: unknown }).game !== 'cargo-empire') {
    throw new TypeError('Cargo Empire render: expected a cargo-empire view');
  }
  return view as CeView;
}

/** Display name: the platform's seat name when there is one, else the name in the view (the bot, vassal games). */
export function displayName(player: PlayerView, seatNames: readonly string[]): string {
  return (player.seat !== null ? seatNames[player.seat] : undefined) ?? player.name;
}
