/**
 * The one way to read a past position of a table: /game board move:N, /game status move:N, their step buttons,
 * undo, and the table's web page all come here, so that every reader is as fast as the checkpoints make it.
 */
import type { MoveRecord, TableRecord } from '../store/port.ts';
import { CheckpointCache } from './checkpoints.ts';
import { setupSeatInfos, type LoadedTable, type TableServiceDeps } from './context.ts';
import { MoveLogCache } from './move-logs.ts';
import { checkpointDue, checkpointRecord, saveStoredCheckpoints, storedCheckpoint } from './stored-checkpoints.ts';

/** The checkpoints and logs of this process, shared by every table service in it unless the deps bring their own. */
const processCheckpoints = new CheckpointCache();
const processLogs = new MoveLogCache();

/** The most checkpoint intervals replayed without letting other work run (4 x 25 moves: tens of ms). */
const SLICE_CHECKPOINTS = 4;

/** The table's whole log at its version, taken-back moves included, in seq order (shared and frozen: read only). */
export async function tableLog(deps: TableServiceDeps, table: Pick<TableRecord, 'id' | 'version'>): Promise<readonly Readonly<MoveRecord>[]> {
  return (deps.moveLogs ?? processLogs).logOf(deps.store, table);
}

/**
 * The game state after move N of the table's log: N is the number the log shows (its seq), 0 is the opening
 * position. Only moves still in the game count: taken-back moves are skipped, so an N that was taken back (or lies
 * past the end) gives the state after the last live move at or before it, exactly as a replay of the log would.
 *
 * Pass `log` when you already hold the table's moves (from tableLog or store.listMoves, with or without the undone
 * ones); otherwise tableLog reads it. The state comes from the nearest checkpoint (src/tables/checkpoints.ts) and
 * is the caller's own copy: changing it changes nothing else. Null in the lobby (no game yet) or when `move` is not a whole number
 * from 0 up. Throws ReplayError if the log no longer replays (as a plain replay would).
 */
export async function positionAt(deps: TableServiceDeps, loaded: LoadedTable, move: number, log?: readonly MoveRecord[]): Promise<unknown> {
  if (loaded.table.status === 'lobby' || !Number.isInteger(move) || move < 0) return null;
  const moves = log ?? (await tableLog(deps, loaded.table));
  const live = moves.filter((m) => m.undoneAt === null);
  const count = live.filter((m) => m.seq <= move).length;
  const setup = { game: loaded.game, options: loaded.table.options, seats: setupSeatInfos(loaded.seats, live), seed: loaded.table.seed };
  const checkpoints = deps.checkpoints ?? processCheckpoints;
  const tableId = loaded.table.id;
  // Far from any checkpoint of this process (its first read of the table): the store's nearest one, if it still
  // belongs to this log (stored-checkpoints.ts), saves replaying the whole log.
  if (count - checkpoints.nearest(tableId, setup, live, count) >= checkpoints.every) {
    const stored = await storedCheckpoint(deps.store, tableId, setup, live, count);
    if (stored) checkpoints.seed(tableId, setup, live, stored.count, stored.json);
  }
  // A long replay (no stored checkpoint near) runs in slices, letting the process answer other interactions in
  // between. Each slice checks the checkpoints against this log again, so a checkpoint is only ever laid by the
  // reader of the log it belongs to.
  const slice = SLICE_CHECKPOINTS * checkpoints.every;
  const laid: number[] = [];
  let reached = checkpoints.advance(tableId, setup, live, count, slice, undefined, laid);
  while (reached.count < count) {
    await new Promise((resolve) => setImmediate(resolve));
    reached = checkpoints.advance(tableId, setup, live, count, slice, reached, laid);
  }
  // The checkpoints this read laid go to the store too, for the next process (filled lazily). The last slice checked
  // the entry against this log with no await since, so what it holds belongs to this log.
  const records = laid.flatMap((c) => {
    const json = checkpoints.jsonAt(tableId, c);
    return json === undefined ? [] : [checkpointRecord(setup, live, c, json)];
  });
  await saveStoredCheckpoints(deps.store, tableId, records);
  return reached.state;
}

/**
 * After a change that took the table to a version due for one (every CHECKPOINT_EVERY versions), the new state is
 * stored as a checkpoint, so that moves made since the last history read never leave a long replay for a cold reader.
 */
export async function storeCheckpointAfterChange(deps: TableServiceDeps, loaded: LoadedTable): Promise<void> {
  if (loaded.table.status === 'lobby' || loaded.state === null || !checkpointDue(loaded.table.version)) return;
  try {
    await storeCheckpointNow(deps, loaded);
  } catch {
    // A checkpoint only saves time: a change that was committed never fails for want of one (the log is the truth).
  }
}

async function storeCheckpointNow(deps: TableServiceDeps, loaded: LoadedTable): Promise<void> {
  const log = await tableLog(deps, loaded.table);
  const live = log.filter((m) => m.undoneAt === null);
  if (live.length === 0) return;
  const setup = { game: loaded.game, options: loaded.table.options, seats: setupSeatInfos(loaded.seats, live), seed: loaded.table.seed };
  // The state as a replay makes it (from the nearest checkpoint, a few moves), not the snapshot: the snapshot went
  // through jsonb, which reorders keys, and a checkpoint must be exactly what the replay of its log gives.
  const state = await positionAt(deps, loaded, live.at(-1)!.seq, log);
  await saveStoredCheckpoints(deps.store, loaded.table.id, [checkpointRecord(setup, live, live.length, JSON.stringify(state))]);
}
