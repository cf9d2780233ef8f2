/**
 * The liveness invariant (issue 27), checked at every position of a seeded random game:
 * - a game that is not over waits for somebody (a decision nobody has answered yet);
 * - every seat in pending() has at least one legal move;
 * - every declared default move (Decision.defaultMove) is accepted, as the deadline poller would play it;
 * - the automatic move (engine/automatic.ts, the move of deadlines and autopilot seats) exists for every decision;
 * - the random move taken from legal() is accepted.
 * Random moves follow the game's randomPlayWeights, as the playout does; one move in ten is the automatic move
 * instead, so that positions reached by deadlines and autopilot seats are checked too. In games with open moves
 * (GameModule.anyTimeMoves: insist on strict order, leave, join late) one move in OPEN_MOVE_EVERY is a random open move
 * of a random seat, or of a new seat after the last (a late player), and it must be accepted.
 */
import { automaticMove } from '../../src/engine/automatic.ts';
import { waitingDecisions } from '../../src/engine/decisions.ts';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import type { PlayedMove } from '../../src/engine/play.ts';
import type { AnyGameModule, Decision } from '../../src/engine/types.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import { describeRow, seatsOf, type Row } from './option-space.ts';

export interface LivenessRun {
  /** Positions checked (each one after a move, and the first). */
  positions: number;
  finished: boolean;
  /** What broke the invariant, with the game and position to reproduce it; empty when it held. */
  violations: string[];
}

function what(d: Decision): string {
  return `seat ${d.seat + 1} "${d.kind}" (${d.prompt})`;
}

export interface Position {
  /** What is wrong here; empty when the invariant holds. */
  problems: string[];
  /** Each pending seat's legal moves. */
  legal: Map<number, string[]>;
  /** The automatic move of each decision that has one. */
  automatic: PlayedMove<unknown>[];
}

/** The invariant at one position. */
export function checkPosition(game: AnyGameModule, state: unknown): Position {
  const problems: string[] = [];
  const pending = game.pending(state);
  const legal = new Map<number, string[]>();
  const automatic: PlayedMove<unknown>[] = [];
  if (waitingDecisions(pending).length === 0) problems.push(pending.length === 0 ? 'the game is not over but nobody holds a decision' : 'every open decision is answered, so nobody is waited for');
  for (const d of pending) {
    if (!legal.has(d.seat)) legal.set(d.seat, game.legal(state, d.seat));
    if (legal.get(d.seat)!.length === 0) problems.push(`${what(d)}: no legal move`);
    if (d.defaultMove !== undefined) {
      const played = playNotation(game, state, d.seat, d.defaultMove);
      if (isRuleError(played)) problems.push(`${what(d)}: the default move "${d.defaultMove}" is refused: ${played.message}`);
    }
    const auto = automaticMove(game, state, d);
    if (auto) automatic.push(auto);
    else problems.push(`${what(d)}: no automatic move for a deadline or autopilot`);
  }
  return { problems, legal, automatic };
}

/** About one move in this many is an open move, in games that have them. */
const OPEN_MOVE_EVERY = 150;

/** A random open move of a random seat (or of a new seat after the last), if that seat has any. */
function randomOpenMove(game: AnyGameModule, state: unknown, seats: number, chooser: ReturnType<typeof seedRng>): { seat: number; notation: string } | null {
  const seat = randomInt(chooser, seats + 1);
  const open = game.anyTimeMoves?.(state, seat) ?? [];
  return open.length > 0 ? { seat, notation: open[randomInt(chooser, open.length)]! } : null;
}

/** Plays one seeded random game under `row`, checking the invariant at every position; stops at the first violation. */
export function livenessRun(game: AnyGameModule, row: Row, seed: string, maxMoves: number): LivenessRun {
  const options = game.options.parse(row.options);
  let state: unknown = game.setup(options, seatsOf(row.players), seed);
  const chooser = seedRng(`${seed}:liveness`);
  const where = (move: number) => `${game.id} ${describeRow(row)} seed "${seed}" at move ${move + 1}`;
  let seatCount = row.players;
  for (let move = 0; move < maxMoves; move++) {
    if (game.result(state) !== null) return { positions: move + 1, finished: true, violations: [] };
    const { problems, legal, automatic } = checkPosition(game, state);
    if (problems.length > 0) return { positions: move + 1, finished: false, violations: problems.map((p) => `${where(move)}: ${p}`) };
    const open = game.anyTimeMoves && randomInt(chooser, OPEN_MOVE_EVERY) === 0 ? randomOpenMove(game, state, seatCount, chooser) : null;
    if (open) {
      const played = playNotation(game, state, open.seat, open.notation);
      if (isRuleError(played)) return { positions: move + 1, finished: false, violations: [`${where(move)}: anyTimeMoves() offered "${open.notation}" to seat ${open.seat + 1} but it was refused: ${played.message}`] };
      if (open.seat === seatCount) seatCount += 1;
      state = played.state;
      continue;
    }
    if (randomInt(chooser, 10) === 0) {
      state = automatic[randomInt(chooser, automatic.length)]!.state;
      continue;
    }
    const seats = [...legal.keys()];
    const seat = seats[randomInt(chooser, seats.length)]!;
    const notation = pickWeighted(chooser, legal.get(seat)!, game.randomPlayWeights);
    const played = playNotation(game, state, seat, notation);
    if (isRuleError(played)) return { positions: move + 1, finished: false, violations: [`${where(move)}: legal() offered "${notation}" to seat ${seat + 1} but it was refused: ${played.message}`] };
    state = played.state;
  }
  return { positions: maxMoves, finished: game.result(state) !== null, violations: [] };
}
