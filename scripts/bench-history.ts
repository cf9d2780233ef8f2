/**
 * History at move N (issue 24) on the longest Advanced Civilization game: the table is stored with its whole log,
 * then positions are read as /game board move:N reads them before drawing (the table, its log, then positionAt).
 * Replay: the very first read of the last move, with no checkpoint anywhere (one full replay that lays every checkpoint
 * and stores them). Cold: a random position read by a fresh process (new checkpoint and log caches on the same
 * database, so it starts from the stored checkpoint nearest the position). Warm: random positions read by one process
 * afterwards. Status: the whole /game status move:N reply.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { games } from '../src/games/registry.ts';
import { openStore } from '../src/store/open.ts';
import type { Store } from '../src/store/port.ts';
import { CHECKPOINT_EVERY, CheckpointCache } from '../src/tables/checkpoints.ts';
import { loadTable, seatInfos, type Actor, type TableServiceDeps } from '../src/tables/context.ts';
import { noImages } from '../src/tables/images.ts';
import { MoveLogCache } from '../src/tables/move-logs.ts';
import { positionAt, tableLog } from '../src/tables/position-at.ts';
import { TableService } from '../src/tables/service.ts';
import { LONG_GAME, randomAcGame } from './bench-ac.ts';

const WARM_READS = 200;
const COLD_READS = 30;

export interface HistoryBench {
  moves: number;
  every: number;
  /** The first read with no checkpoint stored: the whole log replayed. */
  replayMs: number;
  /** Fresh processes' first reads, each from the stored checkpoints. */
  coldMs: number[];
  warmMs: number[];
  statusMs: number[];
  /** Characters of checkpoint JSON held for the table. */
  checkpointChars: number;
}

/** Starts the long game's table through the service and appends its whole log; returns the table id. */
async function storeLongGame(store: Store): Promise<string> {
  const service = new TableService({ store, games, images: noImages, newSeed: () => LONG_GAME.seed });
  const actors: Actor[] = LONG_GAME.seats.map((s, i) => ({ userId: `history-${i}`, name: s.name, canManage: true }));
  const channelId = 'bench-history';
  await service.newTable(actors[0]!, { guildId: null, channelId, gameId: 'advanced-civilization', options: {} });
  for (const a of actors.slice(1)) await service.join(a, channelId);
  await service.start(actors[0]!, channelId, 'join');
  const table = (await store.getActiveTable(channelId))!;
  const seats = await store.listSeats(table.id);
  const { log, state } = randomAcGame(seatInfos(seats), table.seed);
  const userOf = new Map(seats.map((s) => [s.seat, s.userId]));
  const moves = log.map((m) => ({ seat: m.seat, userId: userOf.get(m.seat)!, notation: m.notation }));
  await store.commit(table.id, table.version, { moves, table: { snapshot: state } });
  return table.id;
}

/** One read as the history commands do it before drawing: the log (taken-back moves included), then the position. */
async function readPosition(deps: TableServiceDeps, tableId: string, move: number): Promise<number> {
  const started = performance.now();
  const loaded = await loadTable(deps, (await deps.store.getTable(tableId))!);
  const log = await tableLog(deps, loaded.table);
  await positionAt(deps, loaded, move, log);
  return performance.now() - started;
}

/** The figures above, with checkpoints every `every` live moves. */
export async function benchHistory(every = CHECKPOINT_EVERY): Promise<HistoryBench> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-history-'));
  const store = await openStore({ dataDir: join(dir, 'pglite') });
  try {
    const tableId = await storeLongGame(store);
    const checkpoints = new CheckpointCache(every);
    const deps: TableServiceDeps = { store, games, images: noImages, checkpoints, moveLogs: new MoveLogCache() };
    const moves = (await store.listMoves(tableId)).length;
    const replayMs = await readPosition(deps, tableId, moves);
    const chooser = seedRng('bench-history');
    const coldMs: number[] = [];
    for (let i = 0; i < COLD_READS; i++) {
      const fresh: TableServiceDeps = { store, games, images: noImages, checkpoints: new CheckpointCache(every), moveLogs: new MoveLogCache() };
      coldMs.push(await readPosition(fresh, tableId, randomInt(chooser, moves + 1)));
    }
    const warmMs: number[] = [];
    for (let i = 0; i < WARM_READS; i++) warmMs.push(await readPosition(deps, tableId, randomInt(chooser, moves + 1)));
    const service = new TableService(deps);
    const statusMs: number[] = [];
    for (let i = 0; i < WARM_READS / 4; i++) {
      const started = performance.now();
      const outcome = await service.history({ tableId }, randomInt(chooser, moves + 1), 'status');
      statusMs.push(performance.now() - started);
      if (outcome.reply?.kind === 'error') throw new Error(`history refused: ${outcome.reply.text}`);
    }
    return { moves, every, replayMs, coldMs, warmMs, statusMs, checkpointChars: checkpoints.size() };
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
