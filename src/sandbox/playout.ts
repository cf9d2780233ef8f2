import { chooseAiMove } from '../engine/ai.ts';
import { isRuleError } from '../engine/errors.ts';
import { playNotation, replay, type LoggedMove } from '../engine/play.ts';
import { randomInt, seedRng, type RngState } from '../engine/rng.ts';
import { automaticMove } from '../engine/automatic.ts';
import type { AnyGameModule, Decision, SeatInfo } from '../engine/types.ts';

export interface PlayoutOptions {
  players: number;
  games: number;
  seed: string;
  /** Table options passed through the game's schema (defaults when empty). */
  options?: Record<string, unknown>;
  /** A game that has not ended after this many moves counts as an error (a stuck or endless game). */
  maxMoves?: number;
  /** Seats (0-based) played by the game's computer player instead of random legal moves. */
  aiSeats?: ReadonlySet<number>;
  /** How the other seats play: random legal moves (default) or the autopilot's default moves. */
  others?: 'random' | 'default';
}

/** How the seats did over the completed games: wins (shared ranks count for each) and average final score. */
export interface SeatResults {
  wins: number[];
  averageScore: number[];
}

export interface PlayoutError {
  game: number;
  seed: string;
  move?: number;
  message: string;
}

export interface PlayoutReport {
  completed: number;
  errors: PlayoutError[];
  moves: number;
  ms: number;
  movesPerSecond: number;
  gamesPerSecond: number;
  /** Averages of the game's statistics() over completed games (empty when the game has none). */
  averages: Record<string, number>;
  seats: SeatResults;
}

const DEFAULT_MAX_MOVES = 20_000;

function seatsFor(players: number): SeatInfo[] {
  return Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
}

/** A random legal move, uniformly or by the game's randomPlayWeights (longest matching prefix, default 1). */
export function pickWeighted(chooser: RngState, legal: readonly string[], weights: Readonly<Record<string, number>> | undefined): string {
  if (!weights) return legal[randomInt(chooser, legal.length)]!;
  const keys = Object.keys(weights).sort((a, b) => b.length - a.length);
  const w = legal.map((m) => {
    const key = keys.find((k) => m.startsWith(k));
    return key === undefined ? 1 : weights[key]!;
  });
  const total = w.reduce((a, b) => a + b, 0);
  let x = (randomInt(chooser, 1_000_000) / 1_000_000) * total;
  for (let i = 0; i < legal.length; i++) {
    x -= w[i]!;
    if (x < 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}

/** Plays one game by random legal moves; returns its log, or an error. */
interface Players {
  aiSeats: ReadonlySet<number>;
  others: 'random' | 'default';
}

/** The move of one seat: the computer player's, the autopilot's default, or a random legal one. */
function chooseMove(game: AnyGameModule, state: unknown, decision: Decision, legal: readonly string[], seed: string, chooser: RngState, players: Players): string {
  if (game.ai && players.aiSeats.has(decision.seat)) return chooseAiMove(game, game.ai, state, decision.seat, seed) ?? legal[0]!;
  if (players.others === 'default') return automaticMove(game, state, decision)?.notation ?? legal[0]!;
  return pickWeighted(chooser, legal, game.randomPlayWeights);
}

function playOne(game: AnyGameModule, options: unknown, seats: SeatInfo[], seed: string, chooser: RngState, maxMoves: number, players: Players): { log: LoggedMove[]; state: unknown } | { error: string; move: number } {
  let state: unknown = game.setup(options, seats, seed);
  const log: LoggedMove[] = [];
  while (game.result(state) === null) {
    if (log.length >= maxMoves) return { error: `no result after ${maxMoves} moves`, move: log.length };
    const decisions = game.pending(state);
    if (decisions.length === 0) return { error: 'the game is not over but nobody can move', move: log.length };
    const decision = decisions[randomInt(chooser, decisions.length)]!;
    const legal = game.legal(state, decision.seat);
    if (legal.length === 0) return { error: `seat ${decision.seat + 1} holds a "${decision.kind}" decision but has no legal move`, move: log.length };
    const notation = chooseMove(game, state, decision, legal, `${seed}:${log.length}`, chooser, players);
    const played = playNotation(game, state, decision.seat, notation);
    if (isRuleError(played)) return { error: `legal() offered "${notation}" to seat ${decision.seat + 1} but it was refused: ${played.message}`, move: log.length };
    log.push({ seat: decision.seat, notation: played.notation });
    state = played.state;
  }
  return { log, state };
}

/**
 * Plays complete games by random legal moves through the real engine (parse, apply, format) and
 * checks that every finished log replays to the same final state.
 */
export function playout(game: AnyGameModule, opts: PlayoutOptions): PlayoutReport {
  const options = game.options.parse(opts.options ?? {});
  const seats = seatsFor(opts.players);
  const errors: PlayoutError[] = [];
  let completed = 0;
  let moves = 0;
  const sums: Record<string, number> = {};
  const wins = seats.map(() => 0);
  const scoreSums = seats.map(() => 0);
  const started = performance.now();
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed}:${g}`;
    const chooser = seedRng(`${seed}:chooser`);
    try {
      const outcome = playOne(game, options, seats, seed, chooser, opts.maxMoves ?? DEFAULT_MAX_MOVES, { aiSeats: opts.aiSeats ?? new Set(), others: opts.others ?? 'random' });
      if ('error' in outcome) {
        errors.push({ game: g, seed, move: outcome.move, message: outcome.error });
        continue;
      }
      moves += outcome.log.length;
      const replayed = replay(game, { options, seats, seed }, outcome.log);
      if (JSON.stringify(replayed) !== JSON.stringify(outcome.state)) {
        errors.push({ game: g, seed, message: 'replaying the log gave a different final state' });
        continue;
      }
      completed++;
      for (const line of game.result(outcome.state)?.scores ?? []) {
        if (line.rank === 1) wins[line.seat] = (wins[line.seat] ?? 0) + 1;
        scoreSums[line.seat] = (scoreSums[line.seat] ?? 0) + line.total;
      }
      for (const [k, v] of Object.entries(game.statistics?.(outcome.state) ?? {})) sums[k] = (sums[k] ?? 0) + v;
    } catch (err) {
      errors.push({ game: g, seed, message: `exception: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}` });
    }
  }
  const ms = performance.now() - started;
  const averages = Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v / Math.max(1, completed)]));
  const seatResults = { wins, averageScore: scoreSums.map((v) => v / Math.max(1, completed)) };
  return { completed, errors, moves, ms, movesPerSecond: moves / (ms / 1000), gamesPerSecond: completed / (ms / 1000), averages, seats: seatResults };
}
