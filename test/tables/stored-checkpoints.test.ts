/**
 * Persisted checkpoints (issue 24, "History fast enough to scrub": any position of the longest game ready within
 * 100 ms, also in a cold process). A position read from a stored checkpoint equals a plain replay of the log, in a
 * fresh process (a new in-process cache on the same database), after an undo past the stored checkpoints, with a
 * changed engine version, and when a stored checkpoint is damaged or missing (then the log is replayed). Moves made
 * through the table service store one every CHECKPOINT_EVERY versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/play.ts';
import { seedRng } from '../../src/engine/rng.ts';
import { games } from '../../src/games/registry.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import type { MoveRecord, Store } from '../../src/store/port.ts';
import { CHECKPOINT_EVERY, CheckpointCache } from '../../src/tables/checkpoints.ts';
import { seatInfos, userAt, type LoadedTable, type TableServiceDeps } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import { MoveLogCache } from '../../src/tables/move-logs.ts';
import { positionAt } from '../../src/tables/position-at.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { appendRandomMoves, loadedTable, startedTable as startedTableIn } from '../support/history-tables.ts';
import { ok } from '../support/table-service.ts';
const EVERY = 5;
let db: TestStore;
let store: Store;
let channels = 0;

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
});
afterAll(async () => db?.cleanup());

/** A process of its own: fresh checkpoint and log caches on the shared database. */
function freshProcess(): TableServiceDeps {
  return { store, games, images: noImages, checkpoints: new CheckpointCache(EVERY), moveLogs: new MoveLogCache(), newSeed: () => `stored-${channels}`, clock: () => new Date('2026-05-01T00:00:00Z') };
}

async function startedTable(deps: TableServiceDeps, gameId: string): Promise<string> {
  return startedTableIn(deps, `stored-${++channels}`, gameId);
}

const loaded = loadedTable;
const playRandom = appendRandomMoves;

function plainReplay(table: LoadedTable, live: readonly MoveRecord[]): string {
  return JSON.stringify(replay(table.game, { options: table.table.options, seats: seatInfos(table.seats), seed: table.table.seed }, live));
}

/** Every position of the table, read by `deps`, against a plain replay of the live moves up to it. */
async function expectPositions(deps: TableServiceDeps, tableId: string, moves?: number[]): Promise<void> {
  const table = await loaded(deps, tableId);
  const live = await store.listMoves(tableId);
  for (const move of moves ?? [0, ...live.map((m) => m.seq)]) {
    expect(JSON.stringify(await positionAt(deps, table, move)), `move ${move}`).toBe(plainReplay(table, live.filter((m) => m.seq <= move)));
  }
}

describe('stored checkpoints', () => {
  it('a cold process starts from the stored checkpoint nearest the position, and it equals the replay of the log', async () => {
    const first = freshProcess();
    const tableId = await startedTable(first, 'cargo-empire');
    await playRandom(first, tableId, 32, 'cold');
    const live = await store.listMoves(tableId);
    expect(live.length).toBeGreaterThan(6 * EVERY);
    // The first process replays the whole log once and stores each checkpoint it laid.
    await positionAt(first, await loaded(first, tableId), live.at(-1)!.seq);
    expect((await store.checkpointsUpTo(tableId, games.get('cargo-empire')!.module.engineVersion, 1000, 100)).map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.floor(live.length / EVERY) }, (_, i) => (i + 1) * EVERY),
    );
    // A second process reads move 22: it seeds its cache from the stored checkpoint at 20 and replays two moves only.
    const second = freshProcess();
    const count = live.filter((m) => m.seq <= 22).length;
    const stored = count - (count % EVERY);
    await expectPositions(second, tableId, [live[count - 1]!.seq]);
    expect(second.checkpoints!.checkpointsOf(tableId)).toEqual([0, stored]);
    await expectPositions(second, tableId);
  });

  it('ignores stored checkpoints past an undo, and stores new ones over them as new moves land', async () => {
    const first = freshProcess();
    const tableId = await startedTable(first, 'energy-empire');
    await playRandom(first, tableId, 30, 'undo');
    await expectPositions(first, tableId);
    // Taking back the moves from 12 on (as undo does: marked, never deleted).
    const table = await loaded(first, tableId);
    const live = await store.listMoves(tableId);
    const undo = live.filter((m) => m.seq >= 12).map((m) => m.seq);
    await store.commit(tableId, table.table.version, { undo, table: { snapshot: JSON.parse(plainReplay(table, live.filter((m) => m.seq < 12))) } });
    // A cold process after the undo: the stored checkpoints at 15, 20, 25, 30 belong to the old log.
    const second = freshProcess();
    await expectPositions(second, tableId);
    await playRandom(second, tableId, 20, 'undo-after');
    const third = freshProcess();
    await expectPositions(third, tableId);
    await expectPositions(freshProcess(), tableId, [(await store.listMoves(tableId)).at(-1)!.seq]);
  });

  it('ignores stored checkpoints of another engine version, and of another setup under the same version', async () => {
    const first = freshProcess();
    const tableId = await startedTable(first, 'cargo-empire');
    await playRandom(first, tableId, 24, 'engine');
    await expectPositions(first, tableId);
    const table = await loaded(first, tableId);
    const live = await store.listMoves(tableId);
    const upgraded: LoadedTable = { ...table, game: { ...table.game, engineVersion: table.game.engineVersion + 1 } };
    const old = await store.checkpointsUpTo(tableId, table.game.engineVersion, 1000, 100);
    expect(old.length).toBeGreaterThanOrEqual(4);
    const all = Array.from({ length: Math.floor(live.length / EVERY) + 1 }, (_, i) => i * EVERY);
    // The newer engine finds none of its own version: it replays from the opening.
    const second = freshProcess();
    expect(JSON.stringify(await positionAt(second, upgraded, live.at(-1)!.seq))).toBe(plainReplay(table, live));
    expect(second.checkpoints!.checkpointsOf(tableId)).toEqual(all);
    // Rows claiming the new version with the old setup's digest are refused too (the digest covers the version).
    await store.saveCheckpoints(tableId, old.map((c) => ({ ...c, engineVersion: c.engineVersion + 1 })));
    const third = freshProcess();
    expect(JSON.stringify(await positionAt(third, upgraded, live.at(-1)!.seq))).toBe(plainReplay(table, live));
    expect(third.checkpoints!.checkpointsOf(tableId)).toEqual(all);
  });

  it('falls back to the log when a stored checkpoint is damaged, and when there is none', async () => {
    const first = freshProcess();
    const tableId = await startedTable(first, 'energy-empire');
    await playRandom(first, tableId, 22, 'damaged');
    await expectPositions(first, tableId);
    const version = games.get('energy-empire')!.module.engineVersion;
    const rows = await store.checkpointsUpTo(tableId, version, 1000, 100);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // One changed state under its old digest, one text that is not JSON at all, one wrong seq, one cut short.
    const damaged = rows.map((c, i) => {
      if (i === 0) return { ...c, state: c.state.replace(/\d/, (d) => String((Number(d) + 1) % 10)) };
      if (i === 1) return { ...c, state: '{"not json' };
      if (i === 2) return { ...c, seq: c.seq + 1000 };
      return { ...c, state: c.state.slice(0, 10) };
    });
    await store.saveCheckpoints(tableId, damaged);
    // None is trusted: a cold read of the last move replays from the opening, and every position is right.
    const live = await store.listMoves(tableId);
    const second = freshProcess();
    await expectPositions(second, tableId, [live.at(-1)!.seq]);
    expect(second.checkpoints!.checkpointsOf(tableId)).toEqual(Array.from({ length: Math.floor(live.length / EVERY) + 1 }, (_, i) => i * EVERY));
    await expectPositions(freshProcess(), tableId);
    // And a table with no stored checkpoint at all reads as before.
    const bare = await startedTable(first, 'cargo-empire');
    await playRandom(first, bare, 12, 'bare');
    await expectPositions(freshProcess(), bare);
  });

  it('moves made through the table service store a checkpoint every CHECKPOINT_EVERY versions', async () => {
    const deps = freshProcess();
    const service = new TableService(deps);
    const tableId = await startedTable(deps, 'cargo-empire');
    const game = games.get('cargo-empire')!.module;
    const chooser = seedRng('service');
    let table = await loaded(deps, tableId);
    while (table.table.version < CHECKPOINT_EVERY + 1 && game.result(table.state) === null) {
      const decision = game.pending(table.state)[0]!;
      const user = userAt(table.seats, decision.seat)!;
      const legal = game.legal(table.state, decision.seat);
      ok(await service.move({ userId: user.userId, name: user.displayName, canManage: false }, { tableId, text: pickWeighted(chooser, legal, game.randomPlayWeights) }));
      table = await loaded(deps, tableId);
    }
    // The change to version 25 stored the state after it (with the in-process checkpoints its replay laid).
    const stored = await store.checkpointsUpTo(tableId, game.engineVersion, 1000, 10);
    const live = await store.listMoves(tableId);
    expect(stored[0]!.count).toBe(live.length - (table.table.version - CHECKPOINT_EVERY));
    for (const checkpoint of stored) {
      const at = live.findIndex((m) => m.seq === checkpoint.seq) + 1;
      expect(checkpoint.count).toBe(at);
      expect(checkpoint.state).toBe(plainReplay(table, live.slice(0, at)));
    }
  });
});
