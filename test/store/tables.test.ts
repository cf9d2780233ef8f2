import { beforeAll, describe, expect, it } from 'vitest';
import { ActiveTableExistsError, type Store } from '../../src/store/port.ts';
import { useTestStore } from '../support/db.ts';
import { newTable, seat } from './fixtures.ts';

const testStore = useTestStore();
let store: Store;

beforeAll(() => {
  store = testStore.store();
});

describe('creating and finding tables', () => {
  it('creates a lobby at version 0 with the host in seat 0, and reads it back', async () => {
    const input = newTable();
    const table = await store.createTable(input);
    expect(table).toMatchObject({
      guildId: 'guild-1',
      channelId: input.channelId,
      gameId: 'terra-mystica',
      options: { players: 4, map: 'base' },
      seed: 'seed-42',
      status: 'lobby',
      version: 0,
      hostUserId: 'host',
      snapshot: null,
      engineVersion: 1,
      settings: { reminderHours: 24, maxReminders: 3 },
      result: null,
      lastPostId: null,
      nextReminderAt: null,
      remindersSent: 0,
    });
    expect(table.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(table.createdAt).toBeInstanceOf(Date);
    expect(await store.getTable(table.id)).toEqual(table);
    expect(await store.getActiveTable(input.channelId)).toEqual(table);
    expect(await store.listSeats(table.id)).toEqual([seat(0, 'host', { faction: 'witches' })].map((s) => ({ ...s, displayName: 'Host' })));
  });

  it('returns null or empty lists for unknown and malformed ids', async () => {
    expect(await store.getTable('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.getTable('not-a-uuid')).toBeNull();
    expect(await store.getActiveTable('no-such-channel')).toBeNull();
    expect(await store.listSeats('not-a-uuid')).toEqual([]);
    expect(await store.listMoves('not-a-uuid')).toEqual([]);
    expect(await store.listAudit('not-a-uuid')).toEqual([]);
  });

  it('refuses a second open table in a channel and names the existing one', async () => {
    const input = newTable();
    const first = await store.createTable(input);
    const error = await store.createTable({ ...input, hostUserId: 'other', gameId: 'cargo-empire' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActiveTableExistsError);
    expect((error as ActiveTableExistsError).existing).toEqual(first);
    // The rule holds once the game starts, too.
    await store.commit(first.id, 0, { table: { status: 'active' } });
    await expect(store.createTable(input)).rejects.toBeInstanceOf(ActiveTableExistsError);
  });

  it('lets exactly one of two simultaneous creates in a channel win', async () => {
    const input = newTable();
    const results = await Promise.allSettled([store.createTable(input), store.createTable({ ...input, hostUserId: 'rival' })]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ActiveTableExistsError);
    expect(((lost[0] as PromiseRejectedResult).reason as ActiveTableExistsError).existing.id).toBe((won[0] as PromiseFulfilledResult<{ id: string }>).value.id);
  });

  it.each(['finished', 'aborted'] as const)('frees the channel once a table is %s', async (status) => {
    const input = newTable();
    const first = await store.createTable(input);
    await store.commit(first.id, 0, { table: { status } });
    expect(await store.getActiveTable(input.channelId)).toBeNull();
    const second = await store.createTable(input);
    expect(second.id).not.toBe(first.id);
    expect(await store.getActiveTable(input.channelId)).toMatchObject({ id: second.id, status: 'lobby' });
    expect(await store.getTable(first.id)).toMatchObject({ status, channelId: input.channelId });
  });
});

describe('seats and preferences', () => {
  it('replaces the seat list in a commit and keeps seat order', async () => {
    const table = await store.createTable(newTable());
    const seats = [seat(0, 'host', { faction: 'witches' }), seat(1, 'bob', { faction: 'nomads' }), seat(2, 'cy')];
    const next = await store.commit(table.id, 0, { seats: [seats[2]!, seats[0]!, seats[1]!] });
    expect(next.version).toBe(1);
    expect(await store.listSeats(table.id)).toEqual(seats);
    await store.commit(table.id, 1, { seats: [seats[0]!, { ...seats[2]!, seat: 1 }] });
    expect((await store.listSeats(table.id)).map((s) => [s.seat, s.userId])).toEqual([
      [0, 'host'],
      [1, 'cy'],
    ]);
  });

  it('updates one player’s preferences without bumping the version', async () => {
    const table = await store.createTable(newTable());
    await store.commit(table.id, 0, { seats: [seat(0, 'host'), seat(1, 'bob')] });
    await store.updateSeatPrefs(table.id, 'bob', { dmEnabled: false, muteUntilVersion: 1 });
    const seats = await store.listSeats(table.id);
    expect(seats[1]).toMatchObject({ userId: 'bob', dmEnabled: false, muteUntilVersion: 1 });
    expect(seats[0]).toMatchObject({ userId: 'host', dmEnabled: true, muteUntilVersion: null });
    await store.updateSeatPrefs(table.id, 'bob', { muteUntilVersion: null });
    expect((await store.listSeats(table.id))[1]).toMatchObject({ dmEnabled: false, muteUntilVersion: null });
    expect((await store.getTable(table.id))?.version).toBe(1);
  });

  it('stores time zone, quiet hours and vacation, and clears them', async () => {
    const table = await store.createTable(newTable());
    await store.commit(table.id, 0, { seats: [seat(0, 'host'), seat(1, 'bob')] });
    const until = new Date('2030-05-06T07:08:09.123Z');
    await store.updateSeatPrefs(table.id, 'bob', { timeZone: 'Asia/Tokyo', quietStart: 22, quietEnd: 7, vacationUntil: until });
    const seats = await store.listSeats(table.id);
    expect(seats[1]).toMatchObject({ userId: 'bob', timeZone: 'Asia/Tokyo', quietStart: 22, quietEnd: 7, vacationUntil: until, dmEnabled: true });
    expect(seats[0]).toMatchObject({ userId: 'host', timeZone: null, quietStart: null, quietEnd: null, vacationUntil: null });
    await store.updateSeatPrefs(table.id, 'bob', { quietStart: null, quietEnd: null, vacationUntil: null });
    expect((await store.listSeats(table.id))[1]).toMatchObject({ timeZone: 'Asia/Tokyo', quietStart: null, quietEnd: null, vacationUntil: null });
    expect((await store.getTable(table.id))?.version).toBe(1);
  });

  it('keeps the stored notification preferences of players who stay through a seat replacement; a newcomer starts with none', async () => {
    const table = await store.createTable(newTable());
    await store.commit(table.id, 0, { seats: [seat(0, 'host'), seat(1, 'bob'), seat(2, 'cy')] });
    const stale = await store.listSeats(table.id);
    const until = new Date('2030-01-01T00:00:00.000Z');
    await store.updateSeatPrefs(table.id, 'bob', { dmEnabled: false, timeZone: 'Europe/Paris', quietStart: 23, quietEnd: 8 });
    await store.updateSeatPrefs(table.id, 'cy', { timeZone: 'America/New_York', vacationUntil: until });
    // Computed from the copy loaded before the preferences landed: cy is replaced by a substitute whose
    // record is a copy of cy's, and the host and bob swap seats.
    const next = [
      { ...stale[1]!, seat: 0 },
      { ...stale[0]!, seat: 1 },
      { ...stale[2]!, userId: 'sub', displayName: 'SUB', timeZone: 'Asia/Tokyo', vacationUntil: until },
    ];
    await store.commit(table.id, 1, { seats: next });
    const seats = await store.listSeats(table.id);
    expect(seats.map((s) => s.userId)).toEqual(['bob', 'host', 'sub']);
    expect(seats[0]).toMatchObject({ timeZone: 'Europe/Paris', quietStart: 23, quietEnd: 8 });
    expect(seats[1]).toMatchObject({ timeZone: null, quietStart: null, quietEnd: null, vacationUntil: null });
    expect(seats[2]).toMatchObject({ userId: 'sub', timeZone: null, quietStart: null, quietEnd: null, vacationUntil: null });
    // Players who stay in the same seat keep everything, DMs and mute included.
    await store.updateSeatPrefs(table.id, 'sub', { muteUntilVersion: 2, quietStart: 1, quietEnd: 2 });
    await store.commit(table.id, 2, { seats: next });
    const after = await store.listSeats(table.id);
    expect(after[0]).toMatchObject({ userId: 'bob', timeZone: 'Europe/Paris', quietStart: 23, quietEnd: 8 });
    expect(after[2]).toMatchObject({ userId: 'sub', muteUntilVersion: 2, quietStart: 1, quietEnd: 2, timeZone: null });
  });

  it('updates bookkeeping without bumping the version', async () => {
    const table = await store.createTable(newTable());
    const at = new Date('2030-01-02T03:04:05.678Z');
    await store.updateMeta(table.id, { lastPostId: 'msg-9', nextReminderAt: at, remindersSent: 2 });
    expect(await store.getTable(table.id)).toMatchObject({ version: 0, lastPostId: 'msg-9', nextReminderAt: at, remindersSent: 2 });
    await store.updateMeta(table.id, { nextReminderAt: null });
    expect(await store.getTable(table.id)).toMatchObject({ version: 0, lastPostId: 'msg-9', nextReminderAt: null });
  });
});

describe('queries', () => {
  it('lists active tables whose reminder is due, earliest first', async () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const make = async (status: 'lobby' | 'active' | 'finished', reminder: Date | null) => {
      const table = await store.createTable(newTable());
      if (status !== 'lobby') await store.commit(table.id, 0, { table: { status, nextReminderAt: reminder } });
      else await store.updateMeta(table.id, { nextReminderAt: reminder });
      return table.id;
    };
    const dueLater = await make('active', minutes(-1));
    const dueEarlier = await make('active', minutes(-60));
    const dueExactly = await make('active', now);
    await make('active', minutes(5)); // not yet
    await make('active', null); // reminders off
    await make('lobby', minutes(-10)); // not started
    await make('finished', minutes(-10)); // over
    const due = (await store.listDueReminders(now)).map((t) => t.id);
    expect(due).toEqual([dueEarlier, dueLater, dueExactly]);
  });

  it('lists the tables a user sits at, newest first, optionally only open ones', async () => {
    const user = `user-${Date.now()}`;
    // Creation times have millisecond resolution: keep them apart so "newest first" is well defined.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const hosted = await store.createTable(newTable({ hostUserId: user }));
    await tick();
    const joined = await store.createTable(newTable());
    await store.commit(joined.id, 0, { seats: [seat(0, 'host'), seat(1, user)] });
    await tick();
    const finished = await store.createTable(newTable());
    await store.commit(finished.id, 0, { seats: [seat(0, 'host'), seat(1, user)], table: { status: 'finished' } });
    await store.createTable(newTable()); // someone else's

    const all = await store.listTablesForUser(user);
    expect(all.map((t) => t.id)).toEqual([finished.id, joined.id, hosted.id]);
    const open = await store.listTablesForUser(user, { activeOnly: true });
    expect(open.map((t) => t.id)).toEqual([joined.id, hosted.id]);
    expect(await store.listTablesForUser('nobody')).toEqual([]);
  });
});
