import type { z } from 'zod';
import type { RngState } from './rng.ts';
import type { RuleError } from './errors.ts';
import type { GameData } from './data-pack.ts';

/** A seat is the 0-based index of a player in turn order as fixed at the start of the game. */
export type Seat = number;

/** What the engine knows of the people at the table: no Discord ids, only display data and lobby picks. */
export interface SeatInfo {
  /** Display name, used in events and results ("Alice"). */
  name: string;
  /** The value chosen in the lobby for each lobby pick (e.g. { colour: 'red' }), if the game has lobby picks. */
  picks?: Record<string, string>;
}

/**
 * One choice a seat must make now. Decisions are plain data derived from state (never callbacks),
 * so a restart loses nothing. Several seats may hold decisions at once (power leech, trades, setup picks).
 */
export interface Decision {
  seat: Seat;
  /** Stable id of the kind of decision, e.g. 'turn', 'leech', 'pick-faction'. */
  kind: string;
  /** What the seat must decide, as a verb phrase for a player ("Choose where to build"). Never private to others. */
  prompt: string;
  /**
   * Few-option decisions become buttons or a select menu. Each option is a complete move in notation.
   * Labels are shown in public posts, so they must not reveal private information.
   */
  options?: DecisionOption[];
  /**
   * The safe move (in notation) the platform plays for this seat when the decision's deadline passes or the
   * seat is on autopilot: the default of the game's rules or spec (e.g. decline a power offer, no movement).
   * Absent when the game has no safe default for this decision; the platform then falls back to legal().
   */
  defaultMove?: string;
  /** 'turn' for the seat's own turn, 'off-turn' for answers between turns (offers, simultaneous answers). */
  timing?: 'turn' | 'off-turn';
  /**
   * True when the seat has already given a hidden simultaneous answer that it may still change until everyone
   * has answered: the decision stays open for a change, but nobody waits on it (no deadline, reminder or autopilot).
   */
  answered?: boolean;
}

export interface DecisionOption {
  label: string;
  notation: string;
  /** 'danger' marks options that cost something or cannot be taken back. */
  style?: 'primary' | 'secondary' | 'success' | 'danger';
}

/**
 * A private composer for one move that is too rich for buttons or a typed command: the seat fills select menus
 * (and at most one short text, asked in a modal) and the game turns the values into notation (composeForm).
 * Forms are derived from state like decisions, but they are PRIVATE to their seat: they may name hidden cards,
 * so they appear only in that seat's ephemeral replies and DMs, never in a channel post.
 */
export interface MoveForm {
  /** Stable while the form applies (e.g. 'offer', 'accept-4', 'calamity'): [a-z0-9-], at most 24 characters. */
  id: string;
  /** Label of the button that opens the form ("Make an offer", "Accept #4"). */
  label: string;
  /** Words shown above the fields (what the move does, what the rules require). */
  title: string;
  /** At most four select fields and at most one text field (Discord: five rows, one of them for the buttons). */
  fields: FormField[];
  style?: DecisionOption['style'];
  /** Ask for a confirmation before the move is played (costly or irreversible). */
  confirm?: boolean;
  /**
   * True when the seat should be told about this form by DM as soon as it appears (an offer received,
   * a calamity prompt naming them); the DM carries the form's button.
   */
  notify?: boolean;
}

export type FormField =
  | {
      kind: 'select';
      name: string;
      placeholder: string;
      /** Values to choose: min 0 makes the field optional. At most 25 options; max at most the option count. */
      min: number;
      max: number;
      options: { label: string; value: string; description?: string; default?: boolean }[];
    }
  | { kind: 'text'; name: string; label: string; maxLength: number; required: boolean; placeholder?: string };

/**
 * Something that happened, for the turn post and the private messages: a kind and its facts as data (what tests,
 * the log and the web page read), beside the words (what players read).
 */
export interface GameEvent {
  /** Stable id of what happened, without the game's prefix: 'build', 'leech-offer', 'trade-accepted', 'score'. */
  kind: string;
  /** The public facts of the event as plain JSON (seat, hex, amounts); never private to a seat, like `text`. */
  data?: Readonly<Record<string, unknown>>;
  /** Public line in words ("Alice built a dwelling on E7: -1 worker, -2 coins"). */
  text: string;
  /** Lines only one seat may read ("You drew the 7 of cups"). */
  private?: { seat: Seat; text: string }[];
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
  /**
   * True when the move revealed hidden information or drew on randomness, so that taking it back for free
   * would leak or re-roll. The engine also detects RNG use itself (see playNotation in play.ts); games set this for reveals.
   */
  reveals?: boolean;
}

export interface ScoreLine {
  seat: Seat;
  /** 1 = winner; equal ranks are shared places. */
  rank: number;
  total: number;
  /** Category -> points, in the order they should be shown. */
  breakdown: Record<string, number>;
}

export interface GameResult {
  scores: ScoreLine[];
  /** Optional words on how ties were broken or how the game ended. */
  summary?: string;
}

/** A choice made in the lobby before the start (colour, faction where the rules pick at join time). */
export interface LobbyPick {
  key: string;
  label: string;
  choices: { value: string; label: string }[];
  /** True when two seats may not pick the same value. */
  unique: boolean;
  required: boolean;
}

/** A slash-command option described as data; the Discord adapter builds the real command from it. */
export interface CommandOptionSpec {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required: boolean;
  /** Values are suggested from legal moves (or from GameModule.suggest). */
  autocomplete?: boolean;
  /** Fixed choices (at most 25). */
  choices?: { name: string; value: string }[];
  maxLength?: number;
}

export interface SubcommandSpec {
  name: string;
  description: string;
  /**
   * How the options become notation. `{name}` is replaced by the option's value; a bracketed part
   * `[ to {x}]` is dropped when every option inside it is absent. Example: 'upgrade {hex} to {building}'.
   */
  template: string;
  options: CommandOptionSpec[];
  /** Shown before submitting: the player confirms by button (irreversible or costly moves). */
  confirm?: boolean;
}

export interface GameCommandSpec {
  /** Name of the per-game slash command, e.g. 'tm'. */
  name: string;
  description: string;
  subcommands: SubcommandSpec[];
}

export interface GameHelp {
  /** A short overview shown by /game help game:<id>. Must mention provisional data where there is any. */
  summary: string;
  /** Extra topics (faction summaries, scoring) keyed by a short name. */
  topics?: Record<string, string>;
}

/**
 * The contract every game implements. Everything here is pure: no I/O, no clock, no Math.random.
 * S is the state (plain JSON), M the parsed move (plain JSON), O the validated options, V what view() returns.
 */
export interface GameModule<S = unknown, M = unknown, O = unknown, V = unknown> {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Bump when rules change in a way that makes old snapshots invalid; logs are replayed instead. */
  engineVersion: number;
  options: z.ZodType<O>;
  /** The options in plain words for the lobby ("Map: base; Turn order: by passing"). */
  describeOptions(options: O): string[];
  lobbyPicks?: LobbyPick[];
  /**
   * Refuses option and player-count combinations the rules do not allow (checked before the start).
   * setup() may also throw a RangeError for them; the platform reports either to the players.
   */
  checkSetup?(options: O, seats: SeatInfo[]): RuleError | null;
  setup(options: O, seats: SeatInfo[], seed: string): S;
  pending(state: S): Decision[];
  /** Complete legal moves in notation for this seat now; empty when the seat holds no decision. */
  legal(state: S, seat: Seat): string[];
  /**
   * Moves the rules allow a seat at any time while the game runs, whether or not it holds a decision, in notation
   * (Energy Empire: discarding a die or an agenda, EE-2.5.6; Advanced Civilization: insisting on strict order, 17.2,
   * leaving, 15.6, and joining a running game, 15.5: the seat may be one past the last, a player joining, for whom the
   * platform plays LATE_JOIN_NOTATION). Complete moves, not repeated in legal(). Nobody waits on them (no decision,
   * deadline, reminder, ping or autopilot); a seat that holds no decision may submit exactly these (mayMove in
   * engine/decisions.ts), and apply() checks them like any move. Absent or empty: nothing outside decisions.
   */
  anyTimeMoves?(state: S, seat: Seat): string[];
  /**
   * Values for one command option given the options already filled, where listing whole moves is too much.
   * When absent, the adapter derives values from legal() and the subcommand template.
   */
  suggest?(state: S, seat: Seat, subcommand: string, option: string, filled: Record<string, string>): string[];
  parse(text: string, seat: Seat, state: S): M | RuleError;
  format(move: M): string;
  /**
   * The form of a logged move that everybody may read while the game runs (the full notation is
   * shown once the game is over). Only games whose notation can carry hidden choices need it.
   */
  publicNotation?(notation: string, seat: Seat): string;
  apply(state: S, seat: Seat, move: M): ApplyResult<S> | RuleError;
  /** What the seat (or the public, for null) may see. The RNG state never appears in a view. */
  view(state: S, seat: Seat | null): V;
  /** Private text summary for one seat (hand, hidden goals); null when the game has nothing private for them. */
  privateSummary?(state: S, seat: Seat): string | null;
  /** One- or two-line public status: round, phase, whose turn. */
  statusLine(state: S): string;
  /** Extra public lines for /game status: turn order, the score so far. */
  statusDetails?(state: S): string[];
  result(state: S): GameResult | null;
  /**
   * Weights for random play (playout, bench), as data: a legal move's weight is the value of the longest key that
   * begins its notation (1 when none does). Lets a game keep random play moving (e.g. end a long step-by-step turn).
   */
  randomPlayWeights?: Readonly<Record<string, number>>;
  /** The seat's private move composers now (see MoveForm); empty or absent when there are none. */
  forms?(state: S, seat: Seat): MoveForm[];
  /**
   * The notation for a filled form: values holds each field's chosen values by name (a text field: one string,
   * or none when left empty). Returns a RuleError saying what is allowed when the values do not make a move.
   */
  composeForm?(state: S, seat: Seat, formId: string, values: Readonly<Record<string, readonly string[]>>): string | RuleError;
  /** The game's computer player (chooseAiMove in src/engine/ai.ts): autopilot seats, AI seats and playouts use it when present. */
  ai?: SeatAi<S>;
  /**
   * The game's component data as a pack of JSON files (src/engine/data-pack.ts): the platform loads the operator's
   * replacement files at start-up, records the set a table starts with, and runs the table's engine calls with it.
   */
  data?: AnyGameData;
  /** Numbers worth averaging over random-play games (e.g. turns played), read by the playout report. */
  statistics?(state: S): Record<string, number>;
  commands: GameCommandSpec;
  help: GameHelp;
}

/**
 * How a game lets a computer play one of its seats, and play it fairly (issue 25). The policy never searches the
 * state the table holds: `determinize` turns it into states that agree with everything the seat has seen, every
 * hidden part (other seats' hands and goals, the order of the decks and bags, the random seed) drawn afresh from the
 * AI's own random numbers. Two positions that differ only in what the seat cannot see therefore give the same
 * samples, and the same move (test/engine/ai.test.ts; each game's own AI tests). The search itself is the
 * pure engine: each candidate move is played on every sample and the results are weighed by `evaluate`.
 */
export interface SeatAi<S> {
  /** A state the seat cannot tell from `state`: what it does not see is redrawn from `rng`. */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /**
   * How good `state` is for `seat`, higher is better (the same scale at every position of the game): the search weighs
   * each candidate move by it. A game gives this or `choose`.
   */
  evaluate?(state: S, seat: Seat): number;
  /**
   * The game's own judgement instead of the search (Cargo Empire: its solo bot's): one of `legal` for `seat`, chosen
   * from a determinized sample, or null to leave the decision to its default move. A policy that weighs many
   * positions calls `checkTime` as it goes (it throws once the platform's time for the decision is up).
   */
  choose?(sample: S, seat: Seat, legal: readonly string[], checkTime: () => void): string | null;
  /**
   * The moves worth weighing, best guesses first, when legal() is long (default: every legal move). Read only what
   * the seat sees in `state`.
   */
  candidates?(state: S, seat: Seat, legal: readonly string[]): readonly string[];
  /** Samples weighed per candidate, when the game knows better than the budget (1 where nothing is hidden). */
  samples?: number;
  /**
   * Plays on after a candidate while the same seat still holds the turn (a turn made of several steps): the best
   * follow-up of each candidate is weighed, not the half-played turn. Default 1 (no follow-ups).
   */
  depth?: number;
  /**
   * The answers other seats owe before the seat's move bears fruit, played on the search's copy by the game's guess
   * (Energy Empire: a Global Impact's offers, which the rest of the seat's Work turn or its own accepted offer waits
   * for). It returns the position where the seat holds its turn again (the follow-up goes on from there) or where its
   * move has borne fruit (that position is weighed), or null to weigh the position as it is, as for every game
   * without this.
   */
  answerOthers?(state: S, seat: Seat): S | null;
}

/**
 * The move the platform plays for a player who joins a running table (a new seat after the last): a game accepts late
 * players by listing it in anyTimeMoves(state, seats). On replay the seats whose first logged move is this one are left
 * out of setup(), so the game sees them arrive where they arrived.
 */
export const LATE_JOIN_NOTATION = 'join';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's data has its own shape
export type AnyGameData = GameData<any>;

export type AnyGameModule = GameModule<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- registry holds games of different state types

