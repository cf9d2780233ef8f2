import { CommonErrors, isRuleError, RuleError, ruleError } from './errors.ts';
import { MAX_NOTATION_LENGTH } from './notation.ts';
import { sameRng, type RngState } from './rng.ts';
import { LATE_JOIN_NOTATION, type AnyGameModule, type ApplyResult, type Seat } from './types.ts';

/** Where a game keeps its RNG: every game state has `rng` at the top level (see RngState). */
interface WithRng {
  rng?: RngState;
}

export interface PlayedMove<S> extends ApplyResult<S> {
  /** The move as the game formats it (canonical notation), for the log. */
  notation: string;
  reveals: boolean;
}

/**
 * The single entry point for changing a game's state from text: checks the seat holds a decision (or has a move
 * the rules allow at any time, GameModule.anyTimeMoves),
 * bounds the input, parses, applies, and reports whether randomness or hidden information was revealed.
 * Unexpected exceptions from a game are not caught here: they are bugs and must surface.
 */
export function playNotation<S>(game: AnyGameModule, state: S, seat: Seat, text: string): PlayedMove<S> | RuleError {
  if (game.result(state) !== null) return ruleError(CommonErrors.gameOver, 'The game is over: no more moves can be made.');
  if (typeof text !== 'string' || text.trim() === '') {
    return ruleError(CommonErrors.badNotation, 'The move is empty. Use /game view to see your legal moves.');
  }
  if (text.length > MAX_NOTATION_LENGTH) {
    return ruleError(CommonErrors.badNotation, `The move is too long (at most ${MAX_NOTATION_LENGTH} characters).`);
  }
  const decisions = game.pending(state).filter((d) => d.seat === seat);
  const open = decisions.length === 0 ? (game.anyTimeMoves?.(state, seat) ?? []) : [];
  const notYourTurn = () => {
    const waiting = [...new Set(game.pending(state).map((d) => d.seat))];
    return ruleError(
      CommonErrors.notYourTurn,
      waiting.length > 0
        ? `It is not your turn: the game is waiting for seat${waiting.length > 1 ? 's' : ''} ${waiting.map((s) => s + 1).join(', ')}.`
        : 'Nobody can move right now.',
    );
  };
  // Without a decision a seat may play only the game's moves at any time (anyTimeMoves): a move of another family is
  // "not your turn"; one of the same family (its first word) goes to the rules, which say what is wrong with it.
  if (decisions.length === 0 && !open.some((m) => firstWord(m) === firstWord(text))) return notYourTurn();
  const move: unknown = game.parse(text, seat, state);
  if (isRuleError(move)) return move;
  const rngBefore = (state as WithRng).rng ? { ...(state as WithRng).rng! } : undefined;
  const applied = game.apply(state, seat, move);
  if (isRuleError(applied)) return applied;
  const rngAfter = (applied.state as WithRng).rng;
  const usedRng = rngBefore !== undefined && rngAfter !== undefined && !sameRng(rngBefore, rngAfter);
  return { ...applied, notation: game.format(move), reveals: Boolean(applied.reveals) || usedRng };
}

function firstWord(notation: string): string {
  return notation.trim().split(/\s+/)[0]!.toLowerCase();
}

export interface LoggedMove {
  seat: Seat;
  notation: string;
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly move: LoggedMove,
    readonly ruleError: RuleError,
  ) {
    super(`Move ${index + 1} (seat ${move.seat + 1}: ${move.notation}) is not legal: ${ruleError.message}`);
  }
}

/** Seats that joined the running game: their first logged move is the platform's LATE_JOIN_NOTATION. */
export function lateSeats(log: readonly LoggedMove[]): Set<Seat> {
  const first = new Map<Seat, string>();
  for (const m of log) if (!first.has(m.seat)) first.set(m.seat, m.notation);
  return new Set([...first].filter(([, notation]) => notation === LATE_JOIN_NOTATION).map(([seat]) => seat));
}

/** Recomputes a state from its setup and move log. Throws ReplayError if a logged move is no longer legal. */
export function replay<S>(
  game: AnyGameModule,
  setup: { options: unknown; seats: Parameters<AnyGameModule['setup']>[1]; seed: string },
  log: readonly LoggedMove[],
): S {
  const late = lateSeats(log);
  let state = game.setup(setup.options, setup.seats.filter((_, seat) => !late.has(seat)), setup.seed) as S;
  log.forEach((entry, index) => {
    const played = playNotation(game, state, entry.seat, entry.notation);
    if (isRuleError(played)) throw new ReplayError(index, entry, played);
    state = played.state;
  });
  return state;
}

export { RuleError };
