/**
 * The game-agnostic part of the test kit (issue 22): build a position from setup plus edits, check the game's
 * invariants on it, run it with a chosen data set, and ask the moves any seat may make there. Each game's kit
 * (test/support/kit/<game>.ts) adds its own fixtures on top; production code never imports this folder.
 */
import { parseDataSet, describeProblem, withDataSet, type DataSet, type GameData } from '../../../src/engine/data-pack.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { AnyGameModule, Seat, SeatInfo } from '../../../src/engine/types.ts';

/** What a position must satisfy, in words per broken invariant (empty when sound). */
export type Invariants<S> = (state: S) => string[];

export function assertSound<S>(state: S, invariants: Invariants<S>): S {
  const broken = invariants(state);
  if (broken.length > 0) throw new Error(`the position breaks the game's invariants: ${broken.join('; ')}`);
  return state;
}

export interface BuildSpec<S, O> {
  options?: Partial<O>;
  players?: number | readonly string[];
  seed?: string;
  /** Edits the fresh state (a copy): set hands, deck tops, positions. The result is checked by the invariants. */
  edit?: (state: S) => S | void;
}

export function seatsOf(players: number | readonly string[] | undefined, fallback: number): SeatInfo[] {
  const names = typeof players === 'number' || players === undefined ? Array.from({ length: players ?? fallback }, (_, i) => `Player ${i + 1}`) : [...players];
  return names.map((name) => ({ name }));
}

/** A position from setup, then the edits, checked by the invariants. */
export function buildPosition<S, O>(game: AnyGameModule, spec: BuildSpec<S, O>, invariants: Invariants<S>): S {
  const options = game.options.parse(spec.options ?? {}) as O;
  const fresh = game.setup(options, seatsOf(spec.players, game.minPlayers), spec.seed ?? 'test-kit') as S;
  const copy = structuredClone(fresh);
  const edited = spec.edit?.(copy) ?? copy;
  return assertSound(edited, invariants);
}

/** Everything `seat` may submit now: its decision's legal moves and the moves the rules allow it at any time. */
export function movesOf(game: AnyGameModule, state: unknown, seat: Seat): string[] {
  return [...game.legal(state, seat), ...(game.anyTimeMoves?.(state, seat) ?? [])];
}

/** Plays a list of [seat, notation] moves and returns the state after them; a refused move fails with its message. */
export function playMoves<S>(game: AnyGameModule, state: S, moves: readonly (readonly [Seat, string])[]): S {
  let current = state;
  for (const [seat, notation] of moves) {
    const played = playNotation(game, current, seat, notation);
    if (isRuleError(played)) throw new Error(`"${notation}" by seat ${seat} was refused: ${played.message}`);
    current = played.state as S;
  }
  return current;
}

/** A data set built from the shipped files with some replaced (a fixture): refused with its problems when unsound. */
export function dataSetWith<D extends Record<string, unknown>>(data: GameData<D>, replaced: Partial<Record<keyof D & string, unknown>>): DataSet<D> {
  const set = parseDataSet(data.spec, { ...data.builtIn.raw, ...replaced }, 'test fixture');
  if (Array.isArray(set)) throw new Error(`the fixture data is unsound: ${set.map(describeProblem).join('; ')}`);
  return set;
}

/** Runs fn with a fixture data set in use (the engine reads it as a table with that set would). */
export function withData<D extends Record<string, unknown>, T>(data: GameData<D>, set: DataSet<D>, fn: () => T): T {
  return withDataSet(data, set, fn);
}
