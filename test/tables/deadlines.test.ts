/**
 * Deadlines that act and autopilot seats (issue 11), through the table service with a fake clock, on the
 * High Card fixture (which declares no default moves: the platform's first-legal-move policy plays for it).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { openStore } from '../../src/store/open.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';
import type { Commit, SeatRecord, Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { buildSchedule, dueTime, MAX_DEADLINE_HOURS, parseDeadline } from '../../src/tables/deadlines.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { ann, ben, cat, mod, ok, openServiceHarness, refused, stranger, type ServiceHarness } from '../support/table-service.ts';

const HOUR = 3_600_000;
const execFileAsync = promisify(execFile);
let harness: ServiceHarness;
let store: Store;
let service: TableService;
let clockNow = new Date('2026-03-02T12:00:00Z');
const clock = () => clockNow;
let channelCounter = 0;
const players = [ann, ben, cat];

beforeAll(async () => {
  harness = await openServiceHarness(clock);
  ({ store, service } = harness);
});
afterAll(async () => harness?.cleanup());

function later(hours: number): void {
  clockNow = new Date(clockNow.getTime() + hours * HOUR);
}

/** A started 3-player High Card table (join order) with a 24 h turn deadline. */
async function deadlineTable(turnHours: number | null = 24, svc: TableService = service) {
  const store = svc.deps.store;
  const channelId = `deadline-${++channelCounter}`;
  ok(await svc.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
  ok(await svc.join(ben, channelId));
  ok(await svc.join(cat, channelId));
  if (turnHours !== null) ok(await svc.settings(ann, channelId, { turnDeadlineHours: turnHours }, {}));
  ok(await svc.start(ann, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  return {
    channelId,
    tableId,
    table: async () => (await store.getTable(tableId))!,
    state: async () => (await store.getTable(tableId))!.snapshot as HighCardState,
    moves: () => store.listMoves(tableId),
  };
}

function actorAt(seat: number): Actor {
  return players[seat]!;
}

async function humanMove(svc: TableService, t: Awaited<ReturnType<typeof deadlineTable>>): Promise<Outcome> {
  const state = await t.state();
  const decision = highCard.pending(state)[0]!;
  return svc.move(actorAt(decision.seat), { channelId: t.channelId, text: highCard.legal(state, decision.seat).at(-1)! });
}

/** Undo; a move that revealed a card needs the other players' agreement (seats on autopilot have no say). */
async function undoFully(actor: Actor, tableId: string, channelId: string): Promise<void> {
  ok(await service.undo(actor, { channelId }));
  const table = (await store.getTable(tableId))!;
  for (const voter of table.settings.undoVote?.voters ?? []) {
    ok(await service.act(players.find((p) => p.userId === voter)!, tableId, table.version, { type: 'undo-vote', approve: true }));
  }
}

/** A store whose commits wait for `gate` first: lets a test decide who wins a race. */
function gatedStore(base: Store, gate: Promise<unknown>): Store {
  const gated = Object.create(base) as Store;
  gated.commit = async (tableId: string, version: number, change: Commit) => {
    await gate;
    return base.commit(tableId, version, change);
  };
  return gated;
}

describe('deadline settings', () => {
  it('parses "36", "36h", "2d" and "off", and refuses words', () => {
    expect(parseDeadline('36')).toBe(36);
    expect(parseDeadline('36h')).toBe(36);
    expect(parseDeadline(' 2d ')).toBe(48);
    expect(parseDeadline('OFF')).toBeNull();
    expect(parseDeadline('soon')).toMatch(/not a deadline/);
  });

  it('refuse a deadline of 0, of more than 30 days, or set by someone who is not host or Manage Channels, and change nothing', async () => {
    const t = await deadlineTable(null);
    const before = await t.table();
    expect(refused(await service.settings(ann, t.channelId, { turnDeadlineHours: 0 }, {}))).toMatch(/1 to 720 hours/);
    expect(refused(await service.settings(ann, t.channelId, { offTurnDeadlineHours: MAX_DEADLINE_HOURS + 1 }, {}))).toMatch(/1 to 720 hours/);
    expect(refused(await service.settings(ben, t.channelId, { turnDeadlineHours: 24 }, {}))).toMatch(/Manage Channels/);
    expect(refused(await service.settings(stranger, t.channelId, { turnDeadlineHours: 24 }, {}))).toMatch(/Manage Channels/);
    const after = await t.table();
    expect(after.version).toBe(before.version);
    expect(after.settings).toEqual(before.settings);
    expect(after.deadlineAt).toBeNull();
  });

  it('are off by default; the host (or Manage Channels) turns them on and off, and the turn post shows the deadline as a Discord timestamp', async () => {
    const t = await deadlineTable(null);
    expect((await t.table()).deadlineAt).toBeNull();
    const set = ok(await service.settings(mod, t.channelId, { turnDeadlineHours: 24, offTurnDeadlineHours: 6 }, {}));
    expect(set.posts[0]!.text).toMatch(/24 h for a turn, 6 h for answers between turns/);
    const due = new Date(clockNow.getTime() + 24 * HOUR);
    expect((await t.table()).deadlineAt).toEqual(due);
    const moved = ok(await humanMove(service, t));
    const turnPost = moved.posts.find((p) => p.isTurnPost)!;
    expect(turnPost.text).toContain(`<t:${Math.floor((clockNow.getTime() + 24 * HOUR) / 1000)}:R>`);
    ok(await service.settings(ann, t.channelId, { turnDeadlineHours: null, offTurnDeadlineHours: null }, {}));
    expect(await t.table()).toMatchObject({ deadlineAt: null, deadlines: null });
  });
});

describe('a deadline that passes', () => {
  it('plays the default move as an automatic, logged move, told in one line, and only once', async () => {
    const t = await deadlineTable(24);
    const waiting = highCard.pending(await t.state())[0]!;
    later(23.9);
    expect((await service.dueDeadlines()).filter((o) => o.tableId === t.tableId)).toEqual([]);
    later(0.2);
    const fired = (await service.dueDeadlines()).filter((o) => o.tableId === t.tableId);
    expect(fired).toHaveLength(1);
    const moves = await t.moves();
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ seat: waiting.seat, automatic: true, userId: actorAt(waiting.seat).userId });
    const lines = fired[0]!.posts[0]!.text.split('\n');
    expect(lines[0]).toBe(`⏰ ${actorAt(waiting.seat).name} did not answer in time; automatic move: ${moves[0]!.notation}`);
    expect(fired[0]!.posts[0]!.isTurnPost).toBe(true);
    // The next decision has its own, fresh deadline: nothing more is due now.
    expect((await service.dueDeadlines()).filter((o) => o.tableId === t.tableId)).toEqual([]);
    expect((await t.table()).deadlineAt).toEqual(new Date(clockNow.getTime() + 24 * HOUR));
    const log = ok(await service.log({ channelId: t.channelId }));
    expect(log.reply!.text).toContain('(automatic)');
  });

  it('and a player moving at the same moment give exactly one move, whoever commits first', async () => {
    for (const humanFirst of [true, false]) {
      const t = await deadlineTable(24);
      later(25);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const base = { games: catalogOf([highCardEntry]), images: noImages, clock };
      // The slower side reads the table, then waits before committing until the faster side has committed.
      const slow = new TableService({ ...base, store: gatedStore(store, gate) });
      const state = await t.state();
      const decision = highCard.pending(state)[0]!;
      const text = highCard.legal(state, decision.seat).at(-1)!;
      const [human, deadline] = humanFirst
        ? await Promise.all([service.move(actorAt(decision.seat), { channelId: t.channelId, text }).finally(release), slow.dueDeadlines()])
        : await Promise.all([slow.move(actorAt(decision.seat), { channelId: t.channelId, text }), service.dueDeadlines().finally(release)]);
      const moves = await t.moves();
      expect(moves.filter((m) => m.seat === decision.seat)).toHaveLength(1);
      expect(moves).toHaveLength(1);
      expect(moves[0]!.automatic).toBe(!humanFirst);
      if (humanFirst) expect(deadline.filter((o) => o.tableId === t.tableId)).toEqual([]);
      else expect(human.reply?.kind).toBe('error');
    }
  });

  it('fires once when two table services (two bot processes) poll the same database', async () => {
    const db = await twoStoresOnOneDatabase();
    try {
      const base = { games: catalogOf([highCardEntry]), images: noImages, clock };
      const first = new TableService({ ...base, store: db.a });
      const second = new TableService({ ...base, store: db.b });
      const t = await deadlineTable(12, first);
      later(13);
      const results = await Promise.all([first.dueDeadlines(), second.dueDeadlines(), first.dueDeadlines(), second.dueDeadlines()]);
      expect(results.flat().filter((o) => o.tableId === t.tableId)).toHaveLength(1);
      expect((await t.moves()).filter((m) => m.automatic)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('fires once when two bot processes poll the same Postgres at the same moment', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `two_processes_${process.pid}_${Date.now()}`;
    const setupStore = await openStore({ databaseUrl: url, schema });
    try {
      const t = await deadlineTable(4, new TableService({ store: setupStore, games: catalogOf([highCardEntry]), images: noImages, clock }));
      later(5);
      const env = { ...process.env, DATABASE_URL: url, SCHEMA: schema, CLOCK: clockNow.toISOString() };
      const script = fileURLToPath(new URL('./support/fire-deadlines.ts', import.meta.url));
      const run = () => execFileAsync(process.execPath, ['--import', 'tsx', script], { env, cwd: fileURLToPath(new URL('../..', import.meta.url)) });
      const results = await Promise.all([run(), run()]);
      const fired = results.flatMap((r) => JSON.parse(r.stdout.trim()) as string[]).filter((id) => id === t.tableId);
      expect(fired).toHaveLength(1);
      expect((await setupStore.listMoves(t.tableId)).filter((m) => m.automatic)).toHaveLength(1);
    } finally {
      await setupStore.close();
      await dropSchema(postgresTarget(url, schema));
    }
  });

  it('waits for a player on vacation (the clock starts when it ends) and moves out of their quiet hours', async () => {
    const t = await deadlineTable(24);
    const seat = highCard.pending(await t.state())[0]!.seat;
    ok(await service.settings(actorAt(seat), t.channelId, {}, { vacationDays: 2 }));
    const vacationEnd = clockNow.getTime() + 48 * HOUR;
    expect((await t.table()).deadlineAt).toEqual(new Date(vacationEnd + 24 * HOUR));
    later(30);
    expect((await service.dueDeadlines()).filter((o) => o.tableId === t.tableId)).toEqual([]);
    // Quiet hours covering the due hour push it to their end.
    const due = new Date(vacationEnd + 24 * HOUR);
    const hour = due.getUTCHours();
    ok(await service.settings(actorAt(seat), t.channelId, {}, { timeZone: 'UTC', quietHours: { start: hour, end: (hour + 3) % 24 } }));
    const startOfDueHour = Math.floor(due.getTime() / HOUR) * HOUR;
    expect((await t.table()).deadlineAt).toEqual(new Date(startOfDueHour + 3 * HOUR));
  });

  it('gives a player back early from vacation the full time from their return, not a deadline already past', async () => {
    const t = await deadlineTable(24);
    const seat = highCard.pending(await t.state())[0]!.seat;
    ok(await service.settings(actorAt(seat), t.channelId, {}, { vacationDays: 3 }));
    later(30);
    ok(await service.settings(actorAt(seat), t.channelId, {}, { vacationDays: 0 }));
    expect((await t.table()).deadlineAt).toEqual(new Date(clockNow.getTime() + 24 * HOUR));
    expect((await service.dueDeadlines()).filter((o) => o.tableId === t.tableId)).toEqual([]);
  });

  it('computes due times from the opening, the vacation end and quiet hours', () => {
    const opened = new Date('2026-05-01T10:00:00Z');
    const player: SeatRecord = { seat: 0, userId: 'p', displayName: 'P', picks: {}, dmEnabled: true, muteUntilVersion: null, vacationUntil: null };
    expect(dueTime(opened, 10, player)).toEqual(new Date('2026-05-01T20:00:00Z'));
    expect(dueTime(opened, 10, { ...player, vacationUntil: new Date('2026-05-03T00:00:00Z') })).toEqual(new Date('2026-05-03T10:00:00Z'));
    expect(dueTime(opened, 10, { ...player, vacationUntil: new Date('2026-04-01T00:00:00Z') })).toEqual(new Date('2026-05-01T20:00:00Z'));
    expect(dueTime(opened, 10, { ...player, timeZone: 'Asia/Tokyo', quietStart: 4, quietEnd: 8 })).toEqual(new Date('2026-05-01T23:00:00Z'));
  });

  it('keeps the clock of a decision that stays open while others answer', () => {
    const state = highCard.setup({ rounds: 1, handSize: 2, variant: 'standard' }, [{ name: 'A' }, { name: 'B' }], 's');
    const settings = { reminderHours: 0, maxReminders: 1, turnDeadlineHours: 10 };
    const first = buildSchedule({ game: highCard, state, settings, seats: [], version: 1, previous: null, now: new Date('2026-05-01T00:00:00Z') })!;
    const again = buildSchedule({ game: highCard, state, settings, seats: [], version: 2, previous: first, now: new Date('2026-05-01T05:00:00Z') })!;
    expect(again.items[0]!.dueAt).toBe('2026-05-01T10:00:00.000Z');
    expect(buildSchedule({ game: highCard, state, settings: { ...settings, turnDeadlineHours: null }, seats: [], version: 2, previous: first, now: new Date() })).toBeNull();
  });

  it('is preceded by a reminder, even with periodic reminders off', async () => {
    const t = await deadlineTable(null);
    ok(await service.settings(ann, t.channelId, { reminderHours: 0, turnDeadlineHours: 24 }, {}));
    const opened = clockNow.getTime();
    expect((await t.table()).nextReminderAt).toEqual(new Date(opened + 18 * HOUR));
    later(18.1);
    const reminders = (await service.dueReminders()).filter((o) => o.tableId === t.tableId);
    expect(reminders).toHaveLength(1);
    // The reminder names the deadline.
    expect([...reminders[0]!.dms.map((d) => d.text), ...reminders[0]!.posts.map((p) => p.text)].join('\n')).toContain(`<t:${Math.floor((opened + 24 * HOUR) / 1000)}:R>`);
    expect(await t.moves()).toHaveLength(0);
  });

  it('can be taken back by the player like any move', async () => {
    const t = await deadlineTable(24);
    const seat = highCard.pending(await t.state())[0]!.seat;
    later(25);
    await service.dueDeadlines();
    await undoFully(actorAt(seat), t.tableId, t.channelId);
    expect(await t.moves()).toHaveLength(0);
    expect(highCard.pending(await t.state())[0]!.seat).toBe(seat);
  });
});

describe('a broken table', () => {
  it('does not hold up the deadlines of the others: it is reported and the others fire', async () => {
    const broken = await deadlineTable(5);
    const healthy = await deadlineTable(5);
    later(6);
    const failing = Object.create(store) as Store;
    failing.getTable = async (id: string) => {
      if (id === broken.tableId) throw new Error('snapshot unreadable');
      return store.getTable(id);
    };
    const svc = new TableService({ store: failing, games: catalogOf([highCardEntry]), images: noImages, clock });
    const errors: string[] = [];
    const fired = await svc.dueDeadlines((tableId) => errors.push(tableId));
    expect(errors).toEqual([broken.tableId]);
    expect(fired.some((o) => o.tableId === healthy.tableId)).toBe(true);
    expect(await broken.moves()).toHaveLength(0);
  });
});

describe('restart', () => {
  it('a bot started again on the same database (closed and reopened) fires the deadline stored before the restart, once', async () => {
    const url = process.env.DATABASE_URL;
    const dataDir = url ? null : await mkdtemp(join(tmpdir(), 'deadline-restart-'));
    const schema = `restart_${process.pid}_${Date.now()}`;
    const open = () => openStore(url ? { databaseUrl: url, schema } : { dataDir: dataDir! });
    const base = { games: catalogOf([highCardEntry]), images: noImages, clock };
    const before = await open();
    let channelId: string;
    try {
      channelId = (await deadlineTable(8, new TableService({ ...base, store: before }))).channelId;
    } finally {
      await before.close();
    }
    later(9);
    const after = await open();
    try {
      const restarted = new TableService({ ...base, store: after });
      const table = (await after.getActiveTable(channelId))!;
      expect((await restarted.dueDeadlines()).filter((o) => o.tableId === table.id)).toHaveLength(1);
      expect((await restarted.dueDeadlines()).filter((o) => o.tableId === table.id)).toHaveLength(0);
      const moves = await after.listMoves(table.id);
      expect(moves).toHaveLength(1);
      expect(moves[0]!.automatic).toBe(true);
    } finally {
      await after.close();
      if (url) await dropSchema(postgresTarget(url, schema));
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('autopilot', () => {
  it('refuses a seat not at the table, a non-host, a lobby and a replacement with autopilot, changing nothing', async () => {
    const t = await deadlineTable(null);
    const version = (await t.table()).version;
    expect(refused(await service.kick(ann, t.channelId, stranger.userId, undefined, true))).toMatch(/not seated/);
    expect(refused(await service.kick(ben, t.channelId, cat.userId, undefined, true))).toMatch(/Manage Channels/);
    expect(refused(await service.kick(ann, t.channelId, cat.userId, { userId: stranger.userId, name: 'Eve' }, true))).toMatch(/not both/);
    expect((await t.table()).version).toBe(version);
    expect((await store.listSeats(t.tableId)).some((s) => s.autopilot)).toBe(false);
    const lobby = `deadline-${++channelCounter}`;
    ok(await service.newTable(ann, { guildId: 'g', channelId: lobby, gameId: 'high-card', options: {} }));
    ok(await service.join(ben, lobby));
    expect(refused(await service.kick(ann, lobby, ben.userId, undefined, true))).toMatch(/running game/);
  });

  it('plays the seat at once with logged automatic moves until someone takes it with /game join', async () => {
    const t = await deadlineTable(null);
    const seat = highCard.pending(await t.state())[0]!.seat;
    const target = actorAt(seat);
    const kicked = ok(await service.kick(mod, t.channelId, target.userId, undefined, true));
    expect(kicked.posts.some((p) => p.text.includes('🤖'))).toBe(true);
    const moves = await t.moves();
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.automatic && m.seat === seat)).toBe(true);
    expect(highCard.pending(await t.state()).some((d) => d.seat === seat)).toBe(false);
    // Whenever the seat must answer again, it answers within the move that led there.
    for (let i = 0; i < 6 && (await t.table()).status === 'active'; i++) {
      const state = await t.state();
      const next = highCard.pending(state)[0];
      if (!next) break;
      ok(await service.move(actorAt(next.seat), { channelId: t.channelId, text: highCard.legal(state, next.seat)[0]! }));
      if ((await t.table()).status === 'active') expect(highCard.pending(await t.state()).some((d) => d.seat === seat)).toBe(false);
    }
    if ((await t.table()).status !== 'active') return;
    ok(await service.join(stranger, t.channelId));
    const seats = await store.listSeats(t.tableId);
    expect(seats.find((s) => s.seat === seat)).toMatchObject({ userId: stranger.userId, autopilot: false });
  });

  it('answers at once for every other seat on autopilot after a player\'s move, with one turn post, and the player can take it all back', async () => {
    const t = await deadlineTable(null);
    const state = await t.state();
    const first = highCard.pending(state)[0]!.seat;
    const human = actorAt(first);
    for (const other of players.filter((p) => p !== human)) ok(await service.kick(human.userId === ann.userId ? ann : mod, t.channelId, other.userId, undefined, true));
    const humanMoveOutcome = ok(await humanMove(service, t));
    expect(humanMoveOutcome.posts.filter((p) => p.isTurnPost).length).toBeLessThanOrEqual(1);
    const moves = await t.moves();
    expect(moves[0]).toMatchObject({ seat: first, automatic: false });
    expect(moves.slice(1).every((m) => m.automatic)).toBe(true);
    if ((await t.table()).status === 'active') {
      await undoFully(human, t.tableId, t.channelId);
      expect(await t.moves()).toHaveLength(0);
    }
  });
});

/**
 * Two stores on one database: two connection pools on one Postgres schema (CI's Postgres run), or the test's
 * PGlite for both (an embedded PGlite belongs to one process).
 */
async function twoStoresOnOneDatabase(): Promise<{ a: Store; b: Store; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { a: store, b: store, close: async () => {} };
  const schema = `deadlines_${process.pid}_${Date.now()}`;
  const a = await openStore({ databaseUrl: url, schema });
  const b = await openStore({ databaseUrl: url, schema });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await dropSchema(postgresTarget(url, schema));
    },
  };
}
