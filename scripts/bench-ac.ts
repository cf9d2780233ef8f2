import { playNotation, replay, type LoggedMove } from '../src/engine/play.ts';
import { isRuleError } from '../src/engine/errors.ts';
import type { SeatInfo } from '../src/engine/types.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { advancedCivilization } from '../src/games/advanced-civilization/index.ts';
import { pickWeighted } from '../src/sandbox/playout.ts';
import { advancedCivilizationEntry } from '../src/games/advanced-civilization/entry.ts';
import { boardPng } from '../src/tables/images.ts';

const RUNS = 5;
const PLAYERS = 6;
const SEED = 'bench-ac';

/** The seed and seat names of the bench's long Advanced Civilization game (the longest game the project has). */
export const LONG_GAME = { seed: SEED, seats: Array.from({ length: PLAYERS }, (_, i) => ({ name: `Bench ${i + 1}` })) };

/** A whole Advanced Civilization game by random legal moves from a fixed seed (the same log every time). */
export function randomAcGame(seats: SeatInfo[], seed: string): { log: LoggedMove[]; state: unknown } {
  const game = advancedCivilization;
  const chooser = seedRng(`${seed}:chooser`);
  let state = game.setup(game.options.parse({}), seats, seed);
  const log: LoggedMove[] = [];
  while (game.result(state) === null) {
    const decisions = game.pending(state);
    const d = decisions[randomInt(chooser, decisions.length)]!;
    const played = playNotation(game, state, d.seat, pickWeighted(chooser, game.legal(state, d.seat), game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(`bench game refused a legal move: ${played.message}`);
    log.push({ seat: d.seat, notation: played.notation });
    state = played.state;
  }
  return { log, state };
}

/** A whole 6-player Advanced Civilization game by random legal moves from a fixed seed (the same log every time). */
function randomGameLog(): { log: LoggedMove[]; options: unknown; seats: SeatInfo[] } {
  return { log: randomAcGame(LONG_GAME.seats, SEED).log, options: advancedCivilization.options.parse({}), seats: LONG_GAME.seats };
}

/** Median time to replay a whole random 6-player game (every move parsed, checked and applied); also its move count. */
export function benchAcReplay(): { ms: number; moves: number } {
  const { log, options, seats } = randomGameLog();
  const timings: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const started = performance.now();
    replay(advancedCivilization, { options, seats, seed: SEED }, log);
    if (i >= 1) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { ms: timings[Math.floor(timings.length / 2)]!, moves: log.length };
}

const BOARD_PLAYERS = 8;
const BOARD_FROM_MOVE = 300;
const BOARD_RENDERS = 40;

/**
 * The 8-player board (the Board button) drawn fresh after each of 40 successive random moves from turn 6 on, through
 * the platform's path (boardPng: the cached base layer, redrawn when a city is built or lost, and the overlay).
 */
export async function benchAcBoard(): Promise<{ timings: number[]; bytes: number; width: number }> {
  const game = advancedCivilization;
  const names = Array.from({ length: BOARD_PLAYERS }, (_, i) => `Bench ${i + 1}`);
  let state = game.setup(game.options.parse({}), names.map((name) => ({ name })), 'bench-ac-board');
  const chooser = seedRng('bench-ac-board');
  const timings: number[] = [];
  let png: Buffer = Buffer.alloc(0);
  for (let i = 0; i < BOARD_FROM_MOVE + BOARD_RENDERS && game.result(state) === null; i++) {
    const decisions = game.pending(state);
    const d = decisions[randomInt(chooser, decisions.length)]!;
    const played = playNotation(game, state, d.seat, pickWeighted(chooser, game.legal(state, d.seat), game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(`bench game refused a legal move: ${played.message}`);
    state = played.state;
    if (i < BOARD_FROM_MOVE) continue;
    const ctx = { seatNames: names, lastMove: played.notation, lastSeat: d.seat };
    const started = performance.now();
    png = await boardPng(advancedCivilizationEntry, game.view(state, null), ctx);
    timings.push(performance.now() - started);
  }
  return { timings, bytes: png.length, width: png.readUInt32BE(16) };
}
