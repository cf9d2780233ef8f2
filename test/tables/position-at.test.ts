/**
 * positionAt (issue 24): any past position of a table, from state checkpoints, equals a plain replay of the log, in
 * every game, whatever order positions are read in, after undos and after new moves land; callers cannot corrupt a
 * checkpoint, concurrent readers get each their own log's state, and checkpoints never cross tables. The checkpoint
 * interval is 5 here (25 in the bot) so that the short logs of a test cross many checkpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../src/engine/play.ts';
import { seedRng, shuffle } from '../../src/engine/rng.ts';
import { games } from '../../src/games/registry.ts';
import type { MoveRecord, Store } from '../../src/store/port.ts';
import { CheckpointCache } from '../../src/tables/checkpoints.ts';
import { seatInfos, type LoadedTable, type TableServiceDeps } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import { positionAt } from '../../src/tables/position-at.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { appendRandomMoves, loadedTable, startedTable as startedTableIn } from '../support/history-tables.ts';

const EVERY = 5;
let db: TestStore;
let store: Store;
let seeds = 0;
let channels = 0;

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
});
afterAll(async () => db?.cleanup());

function depsWith(checkpoints: CheckpointCache): TableServiceDeps {
  return { store, games, images: noImages, checkpoints, newSeed: () => `position-seed-${++seeds}`, clock: () => new Date('2026-05-01T00:00:00Z') };
}

async function startedTable(deps: TableServiceDeps, gameId: string): Promise<string> {
  return startedTableIn(deps, `position-${++channels}`, gameId);
}

const loaded = loadedTable;
const playRandom = appendRandomMoves;

function plainReplay(table: LoadedTable, moves: readonly LoggedMove[]): unknown {
  return replay(table.game, { options: table.table.options, seats: seatInfos(table.seats), seed: table.table.seed }, moves);
}

/** Takes back the moves from `fromSeq` on, as undo does: marked undone, the snapshot replayed. */
async function undoFrom(deps: TableServiceDeps, tableId: string, fromSeq: number): Promise<void> {
  const table = await loaded(deps, tableId);
  const live = await store.listMoves(tableId);
  const kept = live.filter((m) => m.seq < fromSeq);
  const undo = live.filter((m) => m.seq >= fromSeq).map((m) => m.seq);
  await store.commit(tableId, table.table.version, { undo, table: { snapshot: plainReplay(table, kept) } });
}

/**
 * The state after every move of the log (and 0), by a plain replay of the live moves: a taken-back seq maps to the
 * state after the last live move before it, as /game board move:N has always shown it.
 */
function expectedStates(table: LoadedTable, log: readonly MoveRecord[]): Map<number, string> {
  const live = log.filter((m) => m.undoneAt === null);
  const byMove = new Map<number, string>();
  for (const move of [0, ...log.map((m) => m.seq)]) byMove.set(move, JSON.stringify(plainReplay(table, live.filter((m) => m.seq <= move))));
  return byMove;
}

/** Reads every position of the log in a shuffled order and checks each against the plain replay. */
async function expectEveryPosition(deps: TableServiceDeps, tableId: string, order: string): Promise<number> {
  const table = await loaded(deps, tableId);
  const log = await store.listMoves(tableId, { includeUndone: true });
  const expected = expectedStates(table, log);
  const moves = shuffle(seedRng(order), [...expected.keys()]);
  for (const move of moves) {
    expect(JSON.stringify(await positionAt(deps, table, move)), `${table.game.id} move ${move} (${order})`).toBe(expected.get(move));
  }
  return moves.length;
}

/** Sets every number, string and boolean inside a state to something else, as a careless caller might. */
function scribble(value: unknown): void {
  if (Array.isArray(value)) value.forEach((v, i) => (typeof v === 'object' && v !== null ? scribble(v) : (value[i] = 'scribbled')));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (typeof record[key] === 'object' && record[key] !== null) scribble(record[key]);
      else record[key] = 'scribbled';
    }
  }
}

describe.each([...games.keys()])('positionAt in %s', (gameId) => {
  it('equals a plain replay at every position read in any order, then after an undo, then after new moves land', async () => {
    const cache = new CheckpointCache(EVERY);
    const deps = depsWith(cache);
    const tableId = await startedTable(deps, gameId);
    await playRandom(deps, tableId, 40, `${gameId}:first`);
    const liveCount = (await store.listMoves(tableId)).length;
    expect(liveCount).toBeGreaterThan(3 * EVERY);
    // A cold cache read in a random order, then the same positions again from a warm cache.
    expect(await expectEveryPosition(deps, tableId, 'cold')).toBe(liveCount + 1);
    expect(cache.checkpointsOf(tableId)).toEqual(Array.from({ length: Math.floor(liveCount / EVERY) + 1 }, (_, i) => i * EVERY));
    await expectEveryPosition(deps, tableId, 'warm');

    // Taking back the moves from 27 on: no checkpoint after them survives the next read, every position still matches.
    await undoFrom(deps, tableId, 27);
    await positionAt(deps, await loaded(deps, tableId), 0);
    expect(Math.max(...cache.checkpointsOf(tableId))).toBeLessThanOrEqual(26);
    await expectEveryPosition(deps, tableId, 'after undo');

    // New moves after the undo (taking other paths than the undone ones) land at new seqs.
    await playRandom(deps, tableId, 20, `${gameId}:second`);
    await expectEveryPosition(deps, tableId, 'after new moves');
    const live = await store.listMoves(tableId);
    const table = await loaded(deps, tableId);
    expect(await positionAt(deps, table, live.at(-1)!.seq)).toEqual(table.state);
  });

  it('hands each caller its own copy: scribbling over a returned state changes no later read', async () => {
    const deps = depsWith(new CheckpointCache(EVERY));
    const tableId = await startedTable(deps, gameId);
    await playRandom(deps, tableId, 2 * EVERY + 2, `${gameId}:copy`);
    const table = await loaded(deps, tableId);
    const log = await store.listMoves(tableId);
    const expected = expectedStates(table, log);
    for (const move of [0, EVERY, 2 * EVERY, 2 * EVERY + 1]) {
      const first = await positionAt(deps, table, move);
      scribble(first);
      expect(JSON.stringify(first)).not.toBe(expected.get(move));
      expect(JSON.stringify(await positionAt(deps, table, move)), `move ${move}`).toBe(expected.get(move));
    }
  });
});

describe('positionAt across tables and readers', () => {
  it('never serves one table a checkpoint of another, in the same game with the same moves or under the same id', async () => {
    const cache = new CheckpointCache(EVERY);
    const deps = depsWith(cache);
    const first = await startedTable(deps, 'cargo-empire');
    const second = await startedTable(deps, 'cargo-empire');
    await playRandom(deps, first, 30, 'same-chooser');
    await playRandom(deps, second, 30, 'same-chooser');
    const a = await loaded(deps, first);
    const b = await loaded(deps, second);
    expect(a.table.seed).not.toBe(b.table.seed);
    const expectedA = expectedStates(a, await store.listMoves(first));
    const expectedB = expectedStates(b, await store.listMoves(second));
    for (const move of [30, 12, 25, 3, 0, 20]) {
      expect(JSON.stringify(await positionAt(deps, a, move))).toBe(expectedA.get(move));
      expect(JSON.stringify(await positionAt(deps, b, move))).toBe(expectedB.get(move));
    }
    // The same table id with another setup (as two databases may hold): the checkpoints of the first do not apply.
    const impostor: LoadedTable = { ...b, table: { ...b.table, id: first } };
    expect(JSON.stringify(await positionAt(deps, impostor, 25, await store.listMoves(second)))).toBe(expectedB.get(25));
    expect(JSON.stringify(await positionAt(deps, a, 25))).toBe(expectedA.get(25));
  });

  it('concurrent readers get each the state of the log they read, even across an undo between them', async () => {
    const cache = new CheckpointCache(EVERY);
    const deps = depsWith(cache);
    const tableId = await startedTable(deps, 'energy-empire');
    await playRandom(deps, tableId, 30, 'concurrent');
    const table = await loaded(deps, tableId);
    const before = await store.listMoves(tableId, { includeUndone: true });
    await undoFrom(deps, tableId, 11);
    await playRandom(deps, tableId, 15, 'concurrent-after');
    const after = await store.listMoves(tableId, { includeUndone: true });
    const expectedBefore = expectedStates(table, before);
    const expectedAfter = expectedStates(table, after);
    // Every third reader reads the log from the store itself (it waits), the others bring the old or the new log.
    const logs = [after, before, undefined];
    const reads = after.filter((m) => m.seq <= before.at(-1)!.seq).map((m, i) => ({ move: m.seq, log: logs[i % 3] }));
    const states = await Promise.all(reads.map((r) => positionAt(deps, table, r.move, r.log)));
    reads.forEach((r, i) => expect(JSON.stringify(states[i]), `move ${r.move}`).toBe((r.log === before ? expectedBefore : expectedAfter).get(r.move)));
  });

  it('two readers of logs that part early both finish, each slice of a first read carrying its own progress', async () => {
    const cache = new CheckpointCache(EVERY);
    const deps = depsWith(cache);
    const tableId = await startedTable(deps, 'advanced-civilization');
    await playRandom(deps, tableId, 60, 'parting');
    const table = await loaded(deps, tableId);
    const before = await store.listMoves(tableId, { includeUndone: true });
    await undoFrom(deps, tableId, 6);
    await playRandom(deps, tableId, 60, 'parting-after');
    const after = await store.listMoves(tableId, { includeUndone: true });
    const [old, now] = await Promise.all([positionAt(deps, table, before.at(-1)!.seq, before), positionAt(deps, table, after.at(-1)!.seq, after)]);
    expect(JSON.stringify(old)).toBe(expectedStates(table, before).get(before.at(-1)!.seq));
    expect(JSON.stringify(now)).toBe(expectedStates(table, after).get(after.at(-1)!.seq));
  });

  it('lets other work run between the slices of a first read', async () => {
    const deps = depsWith(new CheckpointCache(EVERY));
    const tableId = await startedTable(deps, 'cargo-empire');
    await playRandom(deps, tableId, 60, 'yielding');
    const table = await loaded(deps, tableId);
    const log = await store.listMoves(tableId);
    expect(log.length).toBeGreaterThan(4 * EVERY * 2);
    let otherWorkRan = false;
    const reading = positionAt(deps, table, log.at(-1)!.seq, log);
    setImmediate(() => (otherWorkRan = true));
    expect(JSON.stringify(await reading)).toBe(JSON.stringify(plainReplay(table, log)));
    expect(otherWorkRan).toBe(true);
  });

  it('replays a first read in slices of at most the given moves, then resumes from the slice in hand', async () => {
    const cache = new CheckpointCache(EVERY);
    const deps = depsWith(cache);
    const tableId = await startedTable(deps, 'cargo-empire');
    await playRandom(deps, tableId, 30, 'slices');
    const table = await loaded(deps, tableId);
    const live = await store.listMoves(tableId);
    const setup = { game: table.game, options: table.table.options, seats: seatInfos(table.seats), seed: table.table.seed };
    const first = cache.advance(tableId, setup, live, 27, 12);
    expect(first.count).toBe(12);
    expect(cache.checkpointsOf(tableId)).toEqual([0, 5, 10]);
    const second = cache.advance(tableId, setup, live, 27, 12, first);
    expect(second.count).toBe(24);
    const last = cache.advance(tableId, setup, live, 27, 12, second);
    expect(last.count).toBe(27);
    expect(JSON.stringify(last.state)).toBe(JSON.stringify(plainReplay(table, live.slice(0, 27))));
    expect(cache.checkpointsOf(tableId)).toEqual([0, 5, 10, 15, 20, 25]);
  });

  it('keeps to its memory bound by forgetting the least recently read table, and still answers it right', async () => {
    const deps = depsWith(new CheckpointCache(EVERY, 1));
    const cache = deps.checkpoints!;
    const tables = [await startedTable(deps, 'cargo-empire'), await startedTable(deps, 'cargo-empire')];
    for (const id of tables) await playRandom(deps, id, 20, `bound-${id}`);
    for (const [round, id] of [...tables, ...tables].entries()) {
      const table = await loaded(deps, id);
      const expected = expectedStates(table, await store.listMoves(id));
      expect(JSON.stringify(await positionAt(deps, table, 17))).toBe(expected.get(17));
      // The first read replays and lays every checkpoint (and stores them); once forgotten, the table's next read
      // starts from the stored checkpoint at 15 (stored-checkpoints.ts) instead of the log.
      expect(cache.checkpointsOf(id)).toEqual(round < 2 ? [0, 5, 10, 15] : [0, 15]);
      expect(cache.checkpointsOf(tables.find((t) => t !== id)!)).toEqual([]);
    }
  });

  it('answers null in the lobby and for a move that is not a whole number from 0 up, and never throws for them', async () => {
    const deps = depsWith(new CheckpointCache(EVERY));
    const tableId = await startedTable(deps, 'cargo-empire');
    const table = await loaded(deps, tableId);
    for (const move of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(await positionAt(deps, table, move)).toBeNull();
    expect(await positionAt(deps, { ...table, table: { ...table.table, status: 'lobby' } }, 0)).toBeNull();
    expect(await positionAt(deps, table, 99)).toEqual(table.state);
  });
});
