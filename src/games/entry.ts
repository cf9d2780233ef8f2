import type { AnyGameModule, Seat } from '../engine/types.ts';

export interface BoardImageContext {
  /** Display names by seat. */
  seatNames: string[];
  /** Canonical notation of the last move, for highlighting. */
  lastMove?: string;
  /** Seat that made the last move. */
  lastSeat?: Seat;
}

/**
 * A game as the platform hosts it: the pure rules module plus its drawing code.
 * Drawing functions return SVG text built only from a view (never from the full state);
 * src/render turns SVG into PNG.
 */
export interface GameEntry {
  module: AnyGameModule;
  /** The public board as SVG, from view(state, null). */
  renderBoard(publicView: unknown, ctx: BoardImageContext): string;
  /** One seat's private picture (hand, goals) as SVG, from view(state, seat); null if nothing to draw. */
  renderPrivate?(seatView: unknown, seat: Seat, ctx: BoardImageContext): string | null;
  /**
   * For server statistics of games where each seat plays a faction or nation: which one a seat played,
   * read from the final state (pure). Null for a seat that never got one.
   */
  factions?: SeatFactions;
}

export interface SeatFactions {
  /** What the game calls them, for headings. */
  term: 'faction' | 'nation';
  of(state: unknown, seat: Seat): string | null;
}

export type GameCatalog = ReadonlyMap<string, GameEntry>;

export function catalogOf(entries: readonly GameEntry[]): GameCatalog {
  return new Map(entries.map((e) => [e.module.id, e]));
}
