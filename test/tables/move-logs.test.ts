/**
 * The move log kept by table version (issue 24): history reads of one version share one read of the log, a new
 * move or an undo (a new version) is read again, and a log read while the table moved on is never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, TableRecord } from '../../src/store/port.ts';
import { MoveLogCache } from '../../src/tables/move-logs.ts';
import { openTestStore, type TestStore } from '../support/db.ts';

let db: TestStore;
let store: Store;
let listReads = 0;
let tables = 0;

beforeAll(async () => {
  db = await openTestStore();
  // The store as the cache sees it, counting its reads of the log.
  store = new Proxy(db.store, {
    get(target, property) {
      if (property === 'listMoves') return (...args: Parameters<Store['listMoves']>) => (listReads++, target.listMoves(...args));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
});
afterAll(async () => db?.cleanup());

async function tableWithMoves(count: number): Promise<TableRecord> {
  const table = await store.createTable({
    guildId: 'g',
    channelId: `move-logs-${++tables}`,
    gameId: 'high-card',
    options: {},
    seed: 's',
    hostUserId: '100',
    hostName: 'Ann',
    hostPicks: {},
    engineVersion: 1,
    settings: { reminderHours: 24, maxReminders: 3 },
  });
  return store.commit(table.id, table.version, { moves: Array.from({ length: count }, (_, i) => ({ seat: 0, userId: '100', notation: `move ${i + 1}` })) });
}

describe('the move log kept by table version', () => {
  it('is read once per version, equals the store log with taken-back moves, and cannot be changed by a reader', async () => {
    const logs = new MoveLogCache();
    const table = await tableWithMoves(5);
    const reads = listReads;
    const first = await logs.logOf(store, table);
    const again = await logs.logOf(store, table);
    expect(listReads - reads).toBe(1);
    expect(again).toBe(first);
    expect(first).toEqual(await db.store.listMoves(table.id, { includeUndone: true }));
    expect(() => (first as unknown[]).push({})).toThrow(TypeError);
    expect(() => Object.assign(first[0]!, { notation: 'changed' })).toThrow(TypeError);
    expect((await logs.logOf(store, table))[0]!.notation).toBe('move 1');
  });

  it('reads again after a new move and after an undo, which show in the new log', async () => {
    const logs = new MoveLogCache();
    const table = await tableWithMoves(4);
    await logs.logOf(store, table);
    const moved = await store.commit(table.id, table.version, { moves: [{ seat: 0, userId: '100', notation: 'move 5' }] });
    expect((await logs.logOf(store, moved)).map((m) => m.notation)).toEqual(['move 1', 'move 2', 'move 3', 'move 4', 'move 5']);
    const undone = await store.commit(table.id, moved.version, { undo: [4, 5] });
    const log = await logs.logOf(store, undone);
    expect(log.map((m) => m.undoneAt !== null)).toEqual([false, false, false, true, true]);
    expect(logs.keptVersion(table.id)).toBe(undone.version);
  });

  it('never keeps a log read while the table moved on: the next reader of that version reads the store again', async () => {
    const logs = new MoveLogCache();
    const stale = await tableWithMoves(3);
    const fresh = await store.commit(stale.id, stale.version, { moves: [{ seat: 0, userId: '100', notation: 'move 4' }] });
    const log = await logs.logOf(store, stale);
    expect(log).toHaveLength(4);
    expect(logs.keptVersion(stale.id)).toBeUndefined();
    await logs.logOf(store, fresh);
    expect(logs.keptVersion(stale.id)).toBe(fresh.version);
  });

  it('forgets the least recently read table when over its memory bound', async () => {
    const logs = new MoveLogCache(1);
    const a = await tableWithMoves(2);
    const b = await tableWithMoves(2);
    await logs.logOf(store, a);
    expect(logs.keptVersion(a.id)).toBe(a.version);
    await logs.logOf(store, b);
    expect(logs.keptVersion(b.id)).toBe(b.version);
    expect(logs.keptVersion(a.id)).toBeUndefined();
  });
});
