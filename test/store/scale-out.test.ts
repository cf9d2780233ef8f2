/**
 * Store queries for several processes over one database: a due reminder is claimed by exactly one of them;
 * last move times and finished tables for /game mine and /game stats. On Postgres (DATABASE_URL) the racing
 * claims come from two separate stores (two connection pools, as two processes have); on PGlite from one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.ts';
import type { Store, TableRecord } from '../../src/store/port.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { newTable, seat } from './fixtures.ts';

let first: TestStore | undefined;
let stores: Store[] = [];
const schema = `scale_${process.pid}_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    stores = [await openStore({ databaseUrl: url, schema }), await openStore({ databaseUrl: url, schema })];
  } else {
    first = await openTestStore();
    stores = [first.store, first.store];
  }
});

afterAll(async () => {
  if (first) return first.cleanup();
  for (const s of stores) await s.close();
  if (process.env.DATABASE_URL) await dropSchema(postgresTarget(process.env.DATABASE_URL, schema));
});

async function activeTable(overrides: Parameters<typeof newTable>[0] = {}): Promise<TableRecord> {
  const [store] = stores;
  const table = await store!.createTable(newTable(overrides));
  return store!.commit(table.id, 0, { seats: [seat(0, 'host'), seat(1, 'bob')], table: { status: 'active', snapshot: { turn: 0 } } });
}

describe('claimReminder', () => {
  it('lets exactly one of many racing claims send a due reminder, and refuses a reminder a move rescheduled', async () => {
    const table = await activeTable();
    const due = new Date(Date.now() - 60_000);
    await stores[0]!.updateMeta(table.id, { nextReminderAt: due, remindersSent: 0 });
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => stores[i % 2]!.claimReminder(table.id, due, { remindersSent: 1, nextReminderAt: new Date(due.getTime() + 3_600_000) })));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await stores[1]!.getTable(table.id)).toMatchObject({ remindersSent: 1, nextReminderAt: new Date(due.getTime() + 3_600_000) });

    // A move reschedules the reminder between the poll and the claim: the stale claim writes nothing.
    const moved = await stores[0]!.commit(table.id, table.version, { moves: [{ seat: 0, userId: 'host', notation: 'pass' }], table: { nextReminderAt: new Date(Date.now() + 86_400_000), remindersSent: 0 } });
    expect(await stores[1]!.claimReminder(table.id, new Date(due.getTime() + 3_600_000), { remindersSent: 2 })).toBe(false);
    expect((await stores[0]!.getTable(table.id))!.remindersSent).toBe(moved.remindersSent);
    expect(await stores[0]!.claimReminder('not-a-table-id', due, {})).toBe(false);
  });
});

describe('queries for /game mine and /game stats', () => {
  it('gives the time of the latest move still in the game per table', async () => {
    const a = await activeTable();
    const b = await activeTable();
    await stores[0]!.commit(a.id, a.version, { moves: [{ seat: 0, userId: 'host', notation: 'm1' }] });
    const after = await stores[0]!.commit(a.id, a.version + 1, { moves: [{ seat: 1, userId: 'bob', notation: 'm2' }] });
    const moves = await stores[0]!.listMoves(a.id);
    await stores[0]!.commit(a.id, after.version, { undo: [moves[1]!.seq] });
    const times = await stores[1]!.lastMoveTimes([a.id, b.id, 'junk']);
    expect([...times.keys()]).toEqual([a.id]);
    expect(times.get(a.id)).toEqual(moves[0]!.createdAt);
    expect(await stores[1]!.lastMoveTimes([])).toEqual(new Map());
  });

  it('lists a server\'s finished tables, oldest first, with seats and the number of moves still in the game', async () => {
    const guildId = `guild-${randomBytes(3).toString('hex')}`;
    const done = await activeTable({ guildId, gameId: 'g1' });
    const m = await stores[0]!.commit(done.id, done.version, { moves: [{ seat: 0, userId: 'host', notation: 'a' }, { seat: 1, userId: 'bob', notation: 'b' }] });
    await stores[0]!.commit(done.id, m.version, { table: { status: 'finished', result: { scores: [] } } });
    const other = await activeTable({ guildId, gameId: 'g2' });
    await stores[0]!.commit(other.id, other.version, { table: { status: 'finished', result: { scores: [] } } });
    const aborted = await activeTable({ guildId, gameId: 'g1' });
    await stores[0]!.commit(aborted.id, aborted.version, { table: { status: 'aborted' } });
    await activeTable({ guildId, gameId: 'g1' });

    const all = await stores[1]!.listFinishedTables(guildId);
    expect(all.map((f) => f.table.id)).toEqual([done.id, other.id]);
    expect(all[0]).toMatchObject({ moveCount: 2, seats: [{ seat: 0, userId: 'host' }, { seat: 1, userId: 'bob' }] });
    expect((await stores[1]!.listFinishedTables(guildId, { gameId: 'g2' })).map((f) => f.table.id)).toEqual([other.id]);
    expect(await stores[1]!.listFinishedTables('no-such-guild')).toEqual([]);
  });
});
