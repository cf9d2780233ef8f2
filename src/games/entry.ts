import type { GameModule, Seat } from '../engine/types.ts';
import type { LayeredSvg } from '../render/svg.ts';
import type { CardMap, CardScore } from '../render/turn-card.ts';

export type { CardMap, CardScore } from '../render/turn-card.ts';

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
 * src/render turns SVG into PNG. Typed by the game's own views: PublicView is what view(state, null) returns,
 * SeatView what view(state, seat) returns, State the game's state; the platform holds entries as AnyGameEntry.
 */
export interface GameEntry<PublicView, SeatView = PublicView, State = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the move and option types do not concern the drawing
  module: GameModule<State, any, any, PublicView | SeatView>;
  /** The public board as SVG, from view(state, null). */
  renderBoard(publicView: PublicView, ctx: BoardImageContext): string;
  /**
   * The same picture as renderBoard, as a base layer that seldom changes and an overlay (src/render/layers.ts keeps the
   * base's raster): for boards whose unchanging part (a large map's outlines and names) is most of the drawing time.
   */
  renderBoardLayers?(publicView: PublicView, ctx: BoardImageContext): LayeredSvg;
  /** One seat's private picture (hand, goals) as SVG, from view(state, seat); null if nothing to draw. */
  renderPrivate?(seatView: SeatView, seat: Seat, ctx: BoardImageContext): string | null;
  /**
   * For the phone card on each turn post (src/render/turn-card.ts): the map alone as an SVG document and
   * the region around the last move to show. Without it the card has no map; the full board stays on the
   * Board button.
   */
  turnCardMap?(publicView: PublicView, ctx: BoardImageContext): CardMap | null;
  /**
   * For the phone card: the whole last move in words when a turn is made of several logged sub-steps (a
   * transport, then a row, then a city); null or absent: the last logged move's own line.
   */
  turnCardLastMove?(publicView: PublicView, ctx: BoardImageContext): string | null;
  /** For the phone card: one line per player (and bot) with the score so far. Without it the card shows the status details. */
  turnCardScores?(publicView: PublicView, ctx: BoardImageContext): CardScore[];
  /** For the phone card: one line said once under the scores (e.g. what they leave out). */
  turnCardScoresNote?: string;
  /**
   * For server statistics of games where each seat plays a faction or nation: which one a seat played,
   * read from the final state (pure). Null for a seat that never got one.
   */
  factions?: SeatFactions<State>;
  /**
   * For the table's web page: what is on each place of the board (a hex, city, location, area, card), in the board
   * SVG's own coordinates, from the public view only. The page shows a place's record on hover or tap.
   */
  boardDetails?(publicView: PublicView, ctx: BoardImageContext): BoardDetail[];
  /** Game-specific information subcommands of the game's command (e.g. /civ area name:), answered from the public view. */
  infoCommands?: InfoCommand<PublicView>[];
  /** `npm run sandbox` with no moves piped in: a whole scripted game that shows what the game has (src/sandbox/scripted-game.ts). */
  sandboxScript?: SandboxScriptSpec<PublicView>;
}

/** An entry of any game, as the platform's catalogue holds them (each game's entry is typed by its own views). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the catalogue holds games of different view types
export type AnyGameEntry = GameEntry<any, any, any>;

/**
 * How the sandbox scripts a game of seeded random legal moves when no moves are given: the table options that keep it
 * short, what it must show by the end, and when every seat's private view is worth printing.
 */
export interface SandboxScriptSpec<PublicView = unknown> {
  /** Seats of the scripted game when --players is not given (default: the game's minimum). */
  players?: number;
  /** Table options of the scripted game (options given with --options win). */
  options: Record<string, unknown>;
  /**
   * Statistics (GameModule.statistics, or the `features` below) that must be above zero at the end; of the playthroughs
   * tried, one that shows them all is played.
   */
  mustShow: readonly string[];
  /**
   * The preference among legal moves (longest matching prefix, default 1; as GameModule.randomPlayWeights, which it
   * replaces here): the moves that show the game's features come often, the ones that end it early (passing) seldom.
   */
  weights?: Readonly<Record<string, number>>;
  /** Counted from the played notations into the statistics, by name: how many moves matched each pattern. */
  features?: Readonly<Record<string, RegExp>>;
  /** Playthroughs of the seed tried (default 1): more when a feature shows only in some of them; each costs a whole game of legal-move lists. */
  attempts?: number;
  /** From the public view: a name for a moment when every seat's private view is shown (e.g. each trade phase), or null. Shown once per name. */
  privateMoment?(publicView: PublicView): string | null;
  /** Sandbox commands played before the last move, while the table still runs (e.g. each region's detail image). */
  beforeEnd?: readonly string[];
}

/** One place of the board on the web page: its box in the board SVG's user units, and what is on it in words. */
export interface BoardDetail {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 'circle' for round or hexagonal places (the box's inscribed circle is the target); a box otherwise. */
  shape?: 'box' | 'circle';
  /** An outline to use as the target instead (a map area), in the same units; the box still bounds it. */
  points?: readonly (readonly [number, number])[];
  title: string;
  lines: string[];
}

/** A read-only subcommand with one option: anyone in the channel may ask; the answer shows only public information. */
export interface InfoCommand<PublicView = unknown> {
  name: string;
  description: string;
  option: { name: string; description: string };
  /** Autocomplete values, from the public view. */
  values(publicView: PublicView): string[];
  /** Text, and optionally an image as SVG, from the public view only; an error text for a value it does not know. */
  answer(publicView: PublicView, value: string, ctx: BoardImageContext): { text: string; svg?: string } | { error: string };
}

export interface SeatFactions<State = unknown> {
  /** What the game calls them, for headings. */
  term: 'faction' | 'nation';
  of(state: State, seat: Seat): string | null;
}

export type GameCatalog = ReadonlyMap<string, AnyGameEntry>;

export function catalogOf(entries: readonly AnyGameEntry[]): GameCatalog {
  return new Map(entries.map((e) => [e.module.id, e]));
}
