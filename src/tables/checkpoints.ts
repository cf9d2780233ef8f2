/**
 * Checkpoints of past game states, so that any position of a long log is a short replay away.
 *
 * Where they live: here, in this process, checked against the move log on every read so that they cannot be stale;
 * and in the store (stored-checkpoints.ts), so that a process's first read of a table starts from a persisted
 * checkpoint near the position instead of replaying the whole log (seconds for the longest game). A stored
 * checkpoint is verified against the log before it seeds this cache.
 *
 * Why a checkpoint can be trusted: a state is a pure function of the table's setup (game, engine version, options,
 * seed, seats) and the sequence of live moves (seat and notation) before it. Each table's entry keeps that setup key
 * and the live moves its checkpoints were built on; every read compares them with the log it was given and drops
 * every checkpoint past the first difference. A checkpoint after a move that was since taken back is therefore gone
 * before it could be used; a move replayed identically after an undo gives the same state, so it keeps its checkpoint.
 * Each slice of a replay (advance) checks and replays in one synchronous stretch, so concurrent readers never see a
 * half-updated entry, and a checkpoint is laid only by a reader of the log it belongs to.
 *
 * Why strings: checkpoints are kept as their JSON text. States are plain JSON (the snapshot column holds them the
 * same way), JSON.parse hands every caller a fresh copy that cannot corrupt the checkpoint, it is faster than
 * structuredClone on these states (about 0.07 ms against 0.1-0.2 ms for a 10 KB Advanced Civilization state), and the
 * text's length is an honest size for the memory bound.
 */
import { isRuleError } from '../engine/errors.ts';
import { playNotation, ReplayError, type LoggedMove } from '../engine/play.ts';
import type { AnyGameModule, SeatInfo } from '../engine/types.ts';

/**
 * A checkpoint after every this many live moves, chosen by measurement on the 3,710-move Advanced Civilization game
 * (scripts/bench-history.ts; README, Performance): every 10 / 25 / 50 / 100 moves gave a warm read of 16 / 21 / 35 /
 * 51 ms median and 47 / 47 / 78 / 111 ms p95 on a loaded machine, holding 3.1 / 1.3 / 0.7 / 0.4 MB. 25 keeps the p95
 * of 10 at less than half its memory.
 */
export const CHECKPOINT_EVERY = 25;

/** Memory for all tables' checkpoints (JSON characters); the least recently read tables go first. */
export const CHECKPOINT_MAX_CHARS = 32 * 1024 * 1024;

/** What a table's states are replayed from. */
export interface ReplaySetup {
  game: AnyGameModule;
  options: unknown;
  seats: SeatInfo[];
  seed: string;
}

/** A replay in progress: the state after the first `count` live moves, owned by whoever holds it. */
export interface Replayed {
  count: number;
  state: unknown;
}

interface TableCheckpoints {
  setupKey: string;
  /** The live moves (seat and notation) the checkpoints were built on, in order. */
  moves: string[];
  /** The state after `count` live moves as JSON, by count (0, every, 2 * every, ...). */
  states: Map<number, string>;
  chars: number;
}

export function setupKeyOf(setup: ReplaySetup): string {
  return JSON.stringify([setup.game.id, setup.game.engineVersion, setup.options, setup.seed, setup.seats]);
}

function moveKey(move: LoggedMove): string {
  return `${move.seat}:${move.notation}`;
}

/** The latest checkpoint at or before `count` (the opening position always has one). */
function nearestIn(entry: TableCheckpoints, count: number): number {
  let best = 0;
  for (const held of entry.states.keys()) if (held <= count && held > best) best = held;
  return best;
}

/** Checkpoints of many tables, least recently read evicted first when over `maxChars`. */
export class CheckpointCache {
  /** Map order is recency order: a read moves its table to the end. */
  private readonly tables = new Map<string, TableCheckpoints>();

  constructor(
    readonly every: number = CHECKPOINT_EVERY,
    readonly maxChars: number = CHECKPOINT_MAX_CHARS,
  ) {
    if (!Number.isInteger(every) || every < 1) throw new RangeError(`checkpoint interval must be a positive integer, not ${every}`);
  }

  /**
   * The state after the first `count` moves of `live` (the moves still in the game, in order), replayed from the
   * nearest checkpoint at or before it; checkpoints passed on the way are kept. The caller owns the returned state.
   * Throws ReplayError, as replay() does, if a logged move is not legal.
   */
  stateAfter(tableId: string, setup: ReplaySetup, live: readonly LoggedMove[], count: number): unknown {
    return this.advance(tableId, setup, live, count, Number.POSITIVE_INFINITY).state;
  }

  /**
   * One slice of the way to the state after `count` live moves: at most `maxMoves` moves are replayed, from `from`
   * (the previous slice's result) or the nearest checkpoint, whichever is closer. The replay in hand carries the
   * progress, not the cache, so a reader always gets there even while another reader of an older log resets the
   * checkpoints between slices.
   */
  advance(tableId: string, setup: ReplaySetup, live: readonly LoggedMove[], count: number, maxMoves: number, from?: Replayed, laid?: number[]): Replayed {
    if (!Number.isInteger(count) || count < 0 || count > live.length) throw new RangeError(`no position after ${count} of ${live.length} moves`);
    const entry = this.validEntry(tableId, setup, live);
    const base = nearestIn(entry, count);
    const start = from && from.count <= count && from.count > base ? from : { count: base, state: JSON.parse(entry.states.get(base)!) as unknown };
    const until = Math.min(count, start.count + maxMoves);
    let state = start.state;
    for (let i = start.count; i < until; i++) {
      const played = playNotation(setup.game, state, live[i]!.seat, live[i]!.notation);
      if (isRuleError(played)) throw new ReplayError(i, live[i]!, played);
      state = played.state;
      if ((i + 1) % this.every === 0 && !entry.states.has(i + 1)) {
        this.keep(entry, i + 1, JSON.stringify(state));
        laid?.push(i + 1);
      }
    }
    this.evict(tableId);
    return { count: until, state };
  }

  /** The count of the checkpoint a read of `count` moves would start from (after checking the entry against the log). */
  nearest(tableId: string, setup: ReplaySetup, live: readonly LoggedMove[], count: number): number {
    return nearestIn(this.validEntry(tableId, setup, live), count);
  }

  /**
   * Adds a checkpoint the caller verified belongs to this setup and log (a stored one): the state after the first
   * `count` moves of `live`, as JSON.
   */
  seed(tableId: string, setup: ReplaySetup, live: readonly LoggedMove[], count: number, json: string): void {
    const entry = this.validEntry(tableId, setup, live);
    if (count > live.length || entry.states.has(count)) return;
    this.keep(entry, count, json);
    this.evict(tableId);
  }

  /** A checkpoint's JSON, if held (the caller checked the entry against its log just before). */
  jsonAt(tableId: string, count: number): string | undefined {
    return this.tables.get(tableId)?.states.get(count);
  }

  /** Checkpoints held for a table (for tests and the bench). */
  checkpointsOf(tableId: string): number[] {
    return [...(this.tables.get(tableId)?.states.keys() ?? [])].sort((a, b) => a - b);
  }

  /** Characters held over all tables (a few hundred tables at most: summing them is cheap). */
  size(): number {
    let chars = 0;
    for (const entry of this.tables.values()) chars += entry.chars;
    return chars;
  }

  /** The table's entry, emptied where it no longer matches this setup and log, and marked most recently used. */
  private validEntry(tableId: string, setup: ReplaySetup, live: readonly LoggedMove[]): TableCheckpoints {
    const setupKey = setupKeyOf(setup);
    const moves = live.map(moveKey);
    let entry = this.tables.get(tableId);
    if (entry) this.tables.delete(tableId);
    if (!entry || entry.setupKey !== setupKey) {
      entry = { setupKey, moves: [], states: new Map(), chars: 0 };
      this.keep(entry, 0, JSON.stringify(setup.game.setup(setup.options, setup.seats, setup.seed)));
    }
    let same = 0;
    while (same < entry.moves.length && same < moves.length && entry.moves[same] === moves[same]) same++;
    for (const [count, json] of entry.states) {
      if (count > same) {
        entry.states.delete(count);
        entry.chars -= json.length;
      }
    }
    entry.chars += moves.reduce((n, m) => n + m.length, 0) - entry.moves.reduce((n, m) => n + m.length, 0);
    entry.moves = moves;
    this.tables.set(tableId, entry);
    return entry;
  }

  private keep(entry: TableCheckpoints, count: number, json: string): void {
    entry.states.set(count, json);
    entry.chars += json.length;
  }

  /** Drops the least recently read tables until the total fits, always keeping `current`. */
  private evict(current: string): void {
    let chars = this.size();
    for (const [tableId, entry] of this.tables) {
      if (chars <= this.maxChars) return;
      if (tableId === current) continue;
      this.tables.delete(tableId);
      chars -= entry.chars;
    }
  }
}
