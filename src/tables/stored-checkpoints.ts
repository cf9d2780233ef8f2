/**
 * Checkpoints in the store, so that a process's first read of a long table does not replay its whole log (issue 24:
 * any position of the longest game within 100 ms, also in a cold process).
 *
 * They are a cache of the log, never the truth, and a stored one is used only when all of these hold:
 * - it was written by this engine version (the query asks for it) for this setup: game, options, seed and setup
 *   seats (a digest of checkpoints.ts's setup key), so an engine upgrade or a changed seat ignores it;
 * - move `seq` is still the count-th move in the game. The log is append-only and undo only ever takes back a suffix
 *   of it (marks every move from some seq on), so this holds exactly while the moves before the checkpoint are the
 *   ones it was replayed from: after an undo past it, its seq is taken back (or a new count-th move took its place);
 * - its state text still has the digest it was written with and parses (a damaged row is skipped).
 * Otherwise the reader takes the next older one, and in the end the log.
 *
 * Written in two ways: by history reads, for each checkpoint they had to lay while replaying (filled lazily), and
 * every CHECKPOINT_EVERY table versions after a change (writeCheckpointAfterChange), so that new moves never leave a
 * long stretch without one.
 */
import { createHash } from 'node:crypto';
import type { LoggedMove } from '../engine/play.ts';
import type { CheckpointRecord, MoveRecord, Store } from '../store/port.ts';
import { CHECKPOINT_EVERY, setupKeyOf, type ReplaySetup } from './checkpoints.ts';

/** How many stored checkpoints a read tries, the latest first, before it falls back to the log. */
const TRIES = 3;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function setupHash(setup: ReplaySetup): string {
  return sha256(setupKeyOf(setup));
}

/** A checkpoint record of the state after the first `count` moves of `live`. */
export function checkpointRecord(setup: ReplaySetup, live: readonly Pick<MoveRecord, 'seq'>[], count: number, json: string): CheckpointRecord {
  return { count, seq: live[count - 1]!.seq, engineVersion: setup.game.engineVersion, setupHash: setupHash(setup), stateHash: sha256(json), state: json };
}

/**
 * The latest stored checkpoint at or before `count` live moves that belongs to this setup and log, as JSON text; null
 * when none does (the caller replays from the log). A store that cannot be read counts as having none.
 */
export async function storedCheckpoint(
  store: Store,
  tableId: string,
  setup: ReplaySetup,
  live: readonly Pick<MoveRecord, 'seq'>[],
  count: number,
  onError: (err: unknown) => void = () => {},
): Promise<{ count: number; json: string } | null> {
  let rows: CheckpointRecord[];
  try {
    rows = await store.checkpointsUpTo(tableId, setup.game.engineVersion, count, TRIES);
  } catch (err) {
    onError(err);
    return null;
  }
  const hash = setupHash(setup);
  for (const row of rows) {
    if (row.count < 1 || row.count > live.length || row.engineVersion !== setup.game.engineVersion || row.setupHash !== hash) continue;
    if (live[row.count - 1]!.seq !== row.seq || sha256(row.state) !== row.stateHash) continue;
    try {
      JSON.parse(row.state);
    } catch {
      continue;
    }
    return { count: row.count, json: row.state };
  }
  return null;
}

/** Writes checkpoints; a failure costs only speed (the log stays the truth), so it is reported and not thrown. */
export async function saveStoredCheckpoints(store: Store, tableId: string, records: readonly CheckpointRecord[], onError: (err: unknown) => void = () => {}): Promise<void> {
  if (records.length === 0) return;
  try {
    await store.saveCheckpoints(tableId, records);
  } catch (err) {
    onError(err);
  }
}

/** Whether a change that took the table to `version` should also store a checkpoint of the new state. */
export function checkpointDue(version: number): boolean {
  return version % CHECKPOINT_EVERY === 0;
}

/** The live moves as the replay reads them. */
export function loggedMoves(live: readonly MoveRecord[]): LoggedMove[] {
  return live.map((m) => ({ seat: m.seat, notation: m.notation }));
}
