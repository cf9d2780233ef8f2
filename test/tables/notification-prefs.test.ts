import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatRecord, Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { canonicalTimeZone, firstTimeNobodyQuiet, isQuiet } from '../../src/tables/player-time.ts';
import type { TableService } from '../../src/tables/service.ts';
import { highCard, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { ann, ben, cat, ok, openServiceHarness, refused, stranger, type ServiceHarness } from '../support/table-service.ts';

const players = [ann, ben, cat];
const HOUR = 3_600_000;

let harness: ServiceHarness;
let store: Store;
let service: TableService;
let channelCounter = 0;
let clockNow = new Date('2026-01-15T12:00:00Z');

beforeAll(async () => {
  harness = await openServiceHarness(() => clockNow);
  ({ store, service } = harness);
});
afterAll(async () => harness?.cleanup());

async function startedTable() {
  const channelId = `prefs-${++channelCounter}`;
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(ann, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  return {
    channelId,
    tableId,
    state: async () => (await store.getTable(tableId))!.snapshot as HighCardState,
    table: async () => (await store.getTable(tableId))!,
    seatOf: async (actor: Actor) => (await store.listSeats(tableId)).find((s) => s.userId === actor.userId)!,
  };
}

async function remindersFor(tableId: string): Promise<Outcome[]> {
  return (await service.dueReminders()).filter((o) => o.tableId === tableId);
}

async function waitingActor(state: HighCardState): Promise<Actor> {
  return players[highCard.pending(state)[0]!.seat]!;
}

describe('quiet hours', () => {
  it('hold a reminder due in the player\'s quiet hours (their time zone) until they end, without counting it', async () => {
    clockNow = new Date('2026-01-15T12:00:00Z'); // 21:00 in Tokyo
    const t = await startedTable();
    ok(await service.settings(ann, t.channelId, { reminderHours: 2, maxReminders: 2 }, {}));
    const waiting = await waitingActor(await t.state());
    const saved = ok(await service.settings(waiting, t.channelId, {}, { timeZone: 'asia/tokyo', quietHours: { start: 22, end: 7 } }));
    expect(saved.reply!.text).toContain('Asia/Tokyo (it is 21:00 there now)');
    expect(saved.reply!.text).toContain('22:00–7:00');
    expect(saved.posts).toHaveLength(0);
    expect(await t.seatOf(waiting)).toMatchObject({ timeZone: 'Asia/Tokyo', quietStart: 22, quietEnd: 7 });

    // Due at 14:00 UTC = 23:00 in Tokyo: quiet, so nothing is sent and the reminder moves to 07:00 Tokyo.
    clockNow = new Date('2026-01-15T14:30:00Z');
    expect(await remindersFor(t.tableId)).toHaveLength(0);
    expect(await t.table()).toMatchObject({ remindersSent: 0, nextReminderAt: new Date('2026-01-15T22:00:00Z') });
    clockNow = new Date('2026-01-15T21:59:00Z');
    expect(await remindersFor(t.tableId)).toHaveLength(0);

    // The first poll after the quiet hours end sends it, and it counts as the first of two.
    clockNow = new Date('2026-01-15T22:00:30Z');
    const due = await remindersFor(t.tableId);
    expect(due).toHaveLength(1);
    expect(due[0]!.dms.map((d) => d.userId)).toEqual([waiting.userId]);
    expect(await t.table()).toMatchObject({ remindersSent: 1, nextReminderAt: new Date(clockNow.getTime() + 2 * HOUR) });
  });

  it('without a time zone are in UTC, and say so', async () => {
    clockNow = new Date('2026-01-16T12:00:00Z');
    const t = await startedTable();
    const saved = ok(await service.settings(ben, t.channelId, {}, { quietHours: { start: 1, end: 9 } }));
    expect(saved.reply!.text).toContain('in UTC');
    expect(saved.reply!.text).toContain('time-zone');
    const seat = await t.seatOf(ben);
    expect(isQuiet(seat, new Date('2026-01-16T08:59:00Z'))).toBe(true);
    expect(isQuiet(seat, new Date('2026-01-16T09:00:00Z'))).toBe(false);
    expect(isQuiet(seat, new Date('2026-01-16T00:59:00Z'))).toBe(false);
    ok(await service.settings(ben, t.channelId, {}, { quietHours: null }));
    expect(await t.seatOf(ben)).toMatchObject({ quietStart: null, quietEnd: null });
  });

  it('wrap past midnight, follow daylight saving time, and find the first moment nobody waiting is quiet', () => {
    const seat = (timeZone: string | null, quietStart: number, quietEnd: number): SeatRecord => ({ seat: 0, userId: 'u', displayName: 'U', picks: {}, dmEnabled: true, muteUntilVersion: null, timeZone, quietStart, quietEnd, vacationUntil: null });
    const paris = seat('Europe/Paris', 23, 8);
    // Winter: UTC+1; summer: UTC+2.
    expect(isQuiet(paris, new Date('2026-01-10T06:59:00Z'))).toBe(true);
    expect(isQuiet(paris, new Date('2026-01-10T07:00:00Z'))).toBe(false);
    expect(isQuiet(paris, new Date('2026-07-10T05:59:00Z'))).toBe(true);
    expect(isQuiet(paris, new Date('2026-07-10T06:00:00Z'))).toBe(false);
    expect(isQuiet(paris, new Date('2026-07-10T21:00:00Z'))).toBe(true);
    // Kathmandu is UTC+5:45: its hours start at a quarter past.
    const kathmandu = seat('Asia/Kathmandu', 0, 6);
    expect(firstTimeNobodyQuiet([kathmandu], new Date('2026-01-10T19:00:00Z'))).toEqual(new Date('2026-01-11T00:15:00Z'));
    // New York is quiet 14:00-22:00 UTC, then Paris 22:00-07:00 UTC: both are awake from 07:00 UTC.
    expect(firstTimeNobodyQuiet([paris, seat('America/New_York', 9, 17)], new Date('2026-01-10T14:00:00Z'))).toEqual(new Date('2026-01-11T07:00:00Z'));
    // Quiet hours that together cover the whole day leave no moment.
    expect(firstTimeNobodyQuiet([seat(null, 0, 12), seat(null, 12, 0)], new Date('2026-01-10T14:00:00Z'))).toBeNull();
  });
});

describe('vacation', () => {
  it('pauses reminders, names the player in the turn post without a ping, sends no turn DM, and mentions a substitute', async () => {
    // Turn posts compare vacations with the real time; the table's clock is set to it too.
    clockNow = new Date();
    const t = await startedTable();
    ok(await service.settings(ann, t.channelId, { reminderHours: 2, maxReminders: 3 }, {}));
    const state = await t.state();
    const mover = await waitingActor(state);
    const next = players[(players.indexOf(mover) + 1) % players.length]!;
    const away = ok(await service.settings(next, t.channelId, {}, { vacationDays: 7 }));
    expect(away.reply!.text).toContain('/game kick player: replacement:');
    expect(away.posts[0]!.text).toContain(`${next.name} is on vacation until`);
    expect(away.posts[0]!.text).toContain('substitute');
    expect(away.posts[0]!.mentions).toEqual([]);
    const until = (await t.seatOf(next)).vacationUntil!;
    expect(until.getTime()).toBe(clockNow.getTime() + 7 * 24 * HOUR);

    const moved = ok(await service.move(mover, { channelId: t.channelId, text: highCard.legal(state, highCard.pending(state)[0]!.seat)[0]! }));
    expect(highCard.pending(await t.state())[0]!.seat).toBe(players.indexOf(next));
    const post = moved.posts.find((p) => p.isTurnPost)!;
    expect(post.text).toContain(`${next.name} (on vacation)`);
    expect(post.text).not.toContain(`<@${next.userId}>`);
    expect(post.mentions).not.toContain(next.userId);
    expect(moved.dms.filter((d) => d.userId === next.userId && d.text.includes('Your turn'))).toHaveLength(0);

    // The reminder waits, uncounted, until the vacation ends.
    clockNow = new Date(clockNow.getTime() + 3 * HOUR);
    expect(await remindersFor(t.tableId)).toHaveLength(0);
    expect(await t.table()).toMatchObject({ remindersSent: 0, nextReminderAt: until });

    // Back early: the reminder is due again one interval later, and the table is told.
    const back = ok(await service.settings(next, t.channelId, {}, { vacationDays: 0 }));
    expect(back.posts[0]!.text).toContain(`${next.name} is back`);
    expect(await t.seatOf(next)).toMatchObject({ vacationUntil: null });
    expect((await t.table()).nextReminderAt).toEqual(new Date(clockNow.getTime() + 2 * HOUR));
    clockNow = new Date(clockNow.getTime() + 2 * HOUR + 1000);
    const due = await remindersFor(t.tableId);
    expect(due[0]!.dms.map((d) => d.userId)).toEqual([next.userId]);
    expect((await t.table()).remindersSent).toBe(1);
  });

  it('ends with vacation-days 0 quietly when there was none', async () => {
    clockNow = new Date('2026-01-17T12:00:00Z');
    const t = await startedTable();
    const outcome = ok(await service.settings(cat, t.channelId, {}, { vacationDays: 0 }));
    expect(outcome.reply!.text).toContain('Vacation ended');
    expect(outcome.posts).toHaveLength(0);
  });
});

describe('refusals change nothing', () => {
  it('an unknown time zone, bad quiet hours or too long a vacation are refused with what is allowed', async () => {
    clockNow = new Date('2026-01-18T12:00:00Z');
    const t = await startedTable();
    const before = await store.listSeats(t.tableId);
    const version = (await t.table()).version;
    const zone = refused(await service.settings(ben, t.channelId, {}, { dm: false, timeZone: 'Mars/Olympus_Mons', vacationDays: 3 }));
    expect(zone).toContain('"Mars/Olympus_Mons" is not a time zone');
    expect(zone).toContain('Europe/Paris');
    for (const quietHours of [{ start: 5, end: 5 }, { start: 24, end: 3 }, { start: -1, end: 3 }, { start: 1.5, end: 3 }]) {
      expect(refused(await service.settings(ben, t.channelId, {}, { dm: false, quietHours }))).toContain('"22-7"');
    }
    for (const vacationDays of [61, -1, 2.5]) {
      expect(refused(await service.settings(ben, t.channelId, {}, { dm: false, vacationDays }))).toContain('0 to 60 days');
    }
    expect(refused(await service.settings(stranger, t.channelId, {}, { timeZone: 'Europe/Paris' }))).toContain('not seated');
    // A player who is not the host asks for a table setting too: nothing of theirs is saved either.
    expect(refused(await service.settings(ben, t.channelId, { reminderHours: 1 }, { timeZone: 'Europe/Paris' }))).toContain('Manage Channels');
    expect(await store.listSeats(t.tableId)).toEqual(before);
    expect((await t.table()).version).toBe(version);
  });

  it('time zones are checked by the runtime and given their canonical names', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone(' america/new_york ')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Pariss')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('x'.repeat(100))).toBeNull();
  });
});
