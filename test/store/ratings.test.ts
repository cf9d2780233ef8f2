/**
 * Ratings kept in the store: incremental updates after each finished table equal a rebuild from the finished
 * tables (RT-5) on a seeded set of games, including games that finish out of order, a rebuild racing with
 * finishing games, a ledger emptied by a restore, and re-opened tables. Runs on PGlite, and on Postgres with
 * DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, shuffle } from '../../src/engine/rng.ts';
import type { GameResult } from '../../src/engine/types.ts';
import type { RatingEventRecord, Store } from '../../src/store/port.ts';
import { replayRatings } from '../../src/tables/ratings-model.ts';
import { syncRatings } from '../../src/tables/ratings.ts';
import { useTestStore } from '../support/db.ts';
import { newTable, seat } from './fixtures.ts';

const db = useTestStore();
const GAME = 'terra-mystica';
const PEOPLE = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jon'];

interface Plan {
  users: string[];
  ranks: number[];
  resigned?: number[];
  aborted?: boolean;
}

/** A seeded set of results: 2 to 8 players, ties, resignations, the odd AI seat and aborted table. */
function plans(seed: string, count: number): Plan[] {
  const rng = seedRng(seed);
  const out: Plan[] = [];
  for (let i = 0; i < count; i++) {
    const n = 2 + randomInt(rng, 7);
    const users = shuffle(rng, PEOPLE).slice(0, n);
    if (randomInt(rng, 12) === 0) users[n - 1] = 'ai:bot';
    const ranks = users.map(() => 1 + randomInt(rng, n));
    out.push({ users, ranks, resigned: randomInt(rng, 7) === 0 ? [randomInt(rng, n)] : undefined, aborted: randomInt(rng, 12) === 0 });
  }
  return out;
}

/** Opens a table with the plan's players, starts it and ends it (finished with the planned result, or aborted). */
async function play(store: Store, guildId: string, plan: Plan): Promise<string> {
  const created = await store.createTable(newTable({ guildId, gameId: GAME, hostUserId: plan.users[0]! }));
  const seats = plan.users.map((u, i) => seat(i, u));
  const started = await store.commit(created.id, created.version, { seats, table: { status: 'active' } });
  const result: GameResult & { resigned?: number[] } = { scores: plan.ranks.map((rank, s) => ({ seat: s, rank, total: 100 - rank, breakdown: {} })), resigned: plan.resigned };
  await store.commit(created.id, started.version, { table: plan.aborted ? { status: 'aborted' } : { status: 'finished', result } });
  return created.id;
}

function strip(events: RatingEventRecord[]) {
  return events.map(({ position: _position, ...rest }) => rest);
}

async function expectLedgerIsTheReplay(store: Store, guildId: string): Promise<RatingEventRecord[]> {
  const ledger = await store.getRatingLedger(guildId, GAME);
  const replay = replayRatings(await store.listFinishedTables(guildId, { gameId: GAME }));
  expect(strip(ledger.events)).toEqual(replay);
  expect(ledger.events.map((e) => e.position)).toEqual(replay.map((_, i) => i));
  return ledger.events;
}

describe('rating ledger in the store', () => {
  it('RT-5 incremental updates after each finished game equal the rebuild, on 24 seeded games', async () => {
    const store = db.store();
    const guildId = 'ratings-seeded';
    for (const plan of plans('ratings-1', 24)) {
      await play(store, guildId, plan);
      const sync = await syncRatings(store, guildId, GAME);
      expect(sync.mode).not.toBe('rebuild');
    }
    const incremental = await expectLedgerIsTheReplay(store, guildId);
    expect(incremental.length).toBeGreaterThan(60);
    // The rebuild finds nothing to change: every stored event is already the replay's.
    expect(await syncRatings(store, guildId, GAME, { rebuild: true })).toEqual({ written: 0, mode: 'unchanged' });
    // A restore that lost every rating row: the rebuild writes them back, the same to the last bit.
    const { version } = await store.getRatingLedger(guildId, GAME);
    expect(await store.writeRatings(guildId, GAME, version, { keep: 0, append: [] })).toBe(true);
    expect((await store.getRatingLedger(guildId, GAME)).events).toEqual([]);
    const rebuilt = await syncRatings(store, guildId, GAME, { rebuild: true });
    expect(rebuilt).toEqual({ written: incremental.length, mode: 'rebuild' });
    expect((await store.getRatingLedger(guildId, GAME)).events).toEqual(incremental);
  });

  it('RT-5 a game missing from the ledger that finished before its last rated game makes the ledger replay in finish order', async () => {
    const store = db.store();
    const guildId = 'ratings-late';
    const [first, second, third] = plans('ratings-2', 3).map((p) => ({ ...p, aborted: false, users: p.users.map((u) => (u === 'ai:bot' ? 'kim' : u)) }));
    await play(store, guildId, first!);
    const missed = await play(store, guildId, second!);
    await play(store, guildId, third!);
    // The ledger as an update would leave it had the second game's commit not been visible yet.
    const visible = (await store.listFinishedTables(guildId, { gameId: GAME })).filter((f) => f.table.id !== missed);
    expect(await store.writeRatings(guildId, GAME, 0, { keep: 0, append: replayRatings(visible) })).toBe(true);
    expect((await syncRatings(store, guildId, GAME)).mode).toBe('rebuild');
    const events = await expectLedgerIsTheReplay(store, guildId);
    expect(events.some((e) => e.tableId === missed)).toBe(true);
  });

  it('RT-5 a rebuild racing with games that finish ends in the ratings of the rebuild', async () => {
    const store = db.store();
    const guildId = 'ratings-race';
    const all = plans('ratings-3', 14);
    for (const plan of all.slice(0, 6)) {
      await play(store, guildId, plan);
      await syncRatings(store, guildId, GAME);
    }
    await Promise.all([
      ...all.slice(6).map(async (plan) => {
        await play(store, guildId, plan);
        await syncRatings(store, guildId, GAME);
      }),
      syncRatings(store, guildId, GAME, { rebuild: true }),
      syncRatings(store, guildId, GAME, { rebuild: true }),
    ]);
    const raced = await expectLedgerIsTheReplay(store, guildId);
    expect(await syncRatings(store, guildId, GAME, { rebuild: true })).toEqual({ written: 0, mode: 'unchanged' });
    expect((await store.getRatingLedger(guildId, GAME)).events).toEqual(raced);
  });

  it('RT-4 RT-5 a finished table re-opened (undo) leaves the ratings; finishing it again rates it in its new place', async () => {
    const store = db.store();
    const guildId = 'ratings-reopen';
    const [a, b] = plans('ratings-4', 2).map((p) => ({ ...p, aborted: false, users: p.users.map((u) => (u === 'ai:bot' ? 'kim' : u)) }));
    const reopened = await play(store, guildId, a!);
    await play(store, guildId, b!);
    await syncRatings(store, guildId, GAME);
    const table = (await store.getTable(reopened))!;
    const active = await store.commit(reopened, table.version, { table: { status: 'active', result: null } });
    expect(active.finishedAt).toBeNull();
    await syncRatings(store, guildId, GAME);
    const without = await expectLedgerIsTheReplay(store, guildId);
    expect(without.some((e) => e.tableId === reopened)).toBe(false);
    const result: GameResult = { scores: a!.ranks.map((rank, s) => ({ seat: s, rank, total: 0, breakdown: {} })) };
    await store.commit(reopened, active.version, { table: { status: 'finished', result } });
    expect((await syncRatings(store, guildId, GAME)).mode).toBe('incremental');
    const events = await expectLedgerIsTheReplay(store, guildId);
    expect(events.at(-1)!.tableId).toBe(reopened);
  });

  it('a write at a stale ledger version is refused and changes nothing', async () => {
    const store = db.store();
    const guildId = 'ratings-stale';
    await play(store, guildId, { users: ['ann', 'ben'], ranks: [1, 2] });
    await syncRatings(store, guildId, GAME);
    const before = await store.getRatingLedger(guildId, GAME);
    expect(await store.writeRatings(guildId, GAME, before.version - 1, { keep: 0, append: [] })).toBe(false);
    expect(await store.writeRatings(guildId, GAME, 0, { keep: 0, append: [] })).toBe(false);
    expect(await store.getRatingLedger(guildId, GAME)).toEqual(before);
  });
});
