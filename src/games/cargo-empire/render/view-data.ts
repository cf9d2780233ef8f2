import type { CeView } from '../view.ts';

export type BoardView = CeView;
export type PlayerView = CeView['players'][number];

/** Display name: the platform's seat name when there is one, else the name in the view (the bot, vassal games). */
export function displayName(player: PlayerView, seatNames: readonly string[]): string {
  return (player.seat !== null ? seatNames[player.seat] : undefined) ?? player.name;
}
