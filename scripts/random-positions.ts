import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import type { AnyGameModule } from '../src/engine/types.ts';

export interface Position<S> {
  state: S;
  /** The move that led here, and its seat. */
  move: string;
  seat: number;
}

/**
 * Every position of a seeded random game (seats A, B, C, …; the seed makes both the table and the choices), up to
 * `maxMoves` moves or the end: the positions the benches draw and time.
 */
export function randomPositions<S>(game: AnyGameModule, options: Record<string, unknown>, players: number, seed: string, maxMoves: number): Position<S>[] {
  let state = game.setup(game.options.parse(options), Array.from({ length: players }, (_, i) => ({ name: String.fromCharCode(65 + i) })), seed) as S;
  const chooser = seedRng(seed);
  const positions: Position<S>[] = [];
  for (let i = 0; i < maxMoves && game.result(state) === null; i++) {
    const decisions = game.pending(state);
    const seat = decisions[randomInt(chooser, decisions.length)]!.seat;
    const legal = game.legal(state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const played = playNotation(game, state, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state as S;
    positions.push({ state, move, seat });
  }
  return positions;
}
