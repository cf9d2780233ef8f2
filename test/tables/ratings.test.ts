/**
 * Ratings through the table service: rated when a game ends (by its last move, or a resignation), not when it is
 * aborted; leaderboards and a player's ratings in /game stats; the admin's rebuild; and the bad inputs (no
 * finished games, a player without games, a rebuild by a non-admin or of an unknown game, a rebuild while games
 * finish). Rule ids RT-n are the rating rules of the README.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import type { TableImages } from '../../src/tables/images.ts';
import { conservative, replayRatings } from '../../src/tables/ratings-model.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, mod, ok, refused } from '../support/table-service.ts';

const charts: { name: string; svg: string }[] = [];
const svgCharts: TableImages = {
  board: async () => undefined,
  privateImage: async () => undefined,
  chart: async (svg, name) => {
    charts.push({ name, svg });
    return { name, data: Buffer.from(svg) };
  },
};

let db: TestStore;
let store: Store;
let service: TableService;
let channels = 0;
const guild = 'guild-ratings';
const admin: Actor = { ...mod, canManageServer: true };

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([highCardEntry]), images: svgCharts, newSeed: () => `ratings-${channels}` });
});
afterAll(async () => db?.cleanup());

async function started(players: Actor[], guildId = guild): Promise<{ channelId: string; tableId: string }> {
  const channelId = `ratings-${++channels}`;
  ok(await service.newTable(players[0]!, { guildId, channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(players[0]!, channelId, 'join'));
  return { channelId, tableId: (await store.getActiveTable(channelId))!.id };
}

/** Plays to the end with the first legal move each time. */
async function finish(players: Actor[], where: { channelId: string; tableId: string }): Promise<void> {
  for (;;) {
    const table = (await store.getTable(where.tableId))!;
    if (table.status !== 'active') return;
    const state = table.snapshot as HighCardState;
    const seat = highCard.pending(state)[0]!.seat;
    ok(await service.move(players[seat]!, { channelId: where.channelId, text: highCard.legal(state, seat)[0]! }));
  }
}

async function finishedTable(players: Actor[], guildId = guild): Promise<string> {
  const where = await started(players, guildId);
  await finish(players, where);
  return where.tableId;
}

async function replayOf(guildId: string) {
  return replayRatings(await store.listFinishedTables(guildId, { gameId: 'high-card' }));
}

describe('ratings through the table service', () => {
  it('RT-5 bad input: stats of a server, game or player with no finished tables say so and rate nothing', async () => {
    expect(ok(await service.stats({ guildId: 'guild-empty', gameId: 'high-card' })).reply!.text).toBe('No High Card game has finished on this server yet.');
    expect(ok(await service.stats({ guildId: 'guild-empty', player: { userId: ann.userId, name: 'Ann' } })).reply!.text).toBe('Ann has not finished a game on this server yet.');
    expect((await store.getRatingLedger('guild-empty', 'high-card')).events).toEqual([]);
  });

  it('RT-1 a game that ends is rated at once: one event per player, the replay of the finished tables', async () => {
    const tableId = await finishedTable([ann, ben, cat]);
    const ledger = await store.getRatingLedger(guild, 'high-card');
    expect(ledger.events.map((e) => e.tableId)).toEqual([tableId, tableId, tableId]);
    expect(ledger.events.map(({ position: _p, ...e }) => e)).toEqual(await replayOf(guild));
    const winner = ledger.events.find((e) => e.rank === 1)!;
    expect(winner.mu).toBeGreaterThan(25);
  });

  it('RT-3 a resignation ends the game with the resigned player last; RT-4 an aborted game is not rated', async () => {
    const where = await started([ann, ben]);
    ok(await service.resign(ben, { channelId: where.channelId }, true));
    const events = (await store.getRatingLedger(guild, 'high-card')).events.filter((e) => e.tableId === where.tableId);
    expect(events.map((e) => [e.userId, e.rank])).toEqual([[ann.userId, 1], [ben.userId, 2]]);
    expect(events[1]!.mu).toBeLessThan(events[1]!.muBefore);
    const aborted = await started([ann, cat]);
    ok(await service.abort(mod, { channelId: aborted.channelId }, true));
    expect((await store.getRatingLedger(guild, 'high-card')).events.some((e) => e.tableId === aborted.tableId)).toBe(false);
  });

  it('RT-1 /game stats game: shows the leaderboard by conservative rating with games and trend', async () => {
    await finishedTable([ben, cat]);
    charts.length = 0;
    const reply = ok(await service.stats({ guildId: guild, gameId: 'high-card' })).reply!;
    const text = reply.text;
    const replay = await replayOf(guild);
    const latest = new Map(replay.map((e) => [e.userId, e]));
    const order = [...latest.values()].sort((a, b) => conservative(b) - conservative(a));
    expect(text).toContain('**High Card** ratings (skill − 3 × uncertainty; a new player starts at 0):');
    order.forEach((e, index) => {
      const games = replay.filter((r) => r.userId === e.userId).length;
      const rating = (Math.round(conservative(e) * 10) / 10).toFixed(1);
      expect(text).toContain(`${index + 1}. ${e.displayName}: **${rating}** (skill ${(Math.round(e.mu * 10) / 10).toFixed(1)} ± ${(Math.round(e.sigma * 10) / 10).toFixed(1)}), ${games} rated games, `);
    });
    expect(text).toMatch(/[▲▼=] .* over the last \d games/);
    // The image is the leaderboard: a row per rated player, best first, with their rating and games.
    expect(reply.image!.name).toBe('leaderboard.png');
    expect(charts[0]!.svg).toContain('High Card leaderboard');
    order.forEach((e, index) => expect(charts[0]!.svg).toContain(`>${index + 1}. ${e.displayName}<`));
  });

  it('RT-1 /game stats player: shows their rating and place, and their rating history as a chart', async () => {
    charts.length = 0;
    const outcome = ok(await service.stats({ guildId: guild, player: { userId: cat.userId, name: 'Cat' } }));
    const games = (await replayOf(guild)).filter((e) => e.userId === cat.userId);
    expect(outcome.reply!.text).toMatch(new RegExp(`\\*\\*High Card\\*\\* rating: \\*\\*-?\\d+\\.\\d\\*\\* \\(skill [\\d.]+ ± [\\d.]+\\), place \\d of 3, ${games.length} rated games`));
    expect(outcome.reply!.image!.name).toBe('rating-history.png');
    expect(charts[0]!.svg).toContain('Cat: rating history');
    // One marker per rated game.
    expect(charts[0]!.svg.match(/<circle/g)).toHaveLength(games.length);
  });

  it('RT-5 rebuild: only Manage Server, only known games; it gives the same ratings as the incremental updates', async () => {
    const before = await store.getRatingLedger(guild, 'high-card');
    expect(refused(await service.serverSettings(mod, guild, undefined, { rebuildRatings: 'high-card' }))).toContain('Manage Server');
    expect(refused(await service.serverSettings(admin, guild, undefined, { rebuildRatings: 'chess' }))).toContain('chess');
    expect(await store.getRatingLedger(guild, 'high-card')).toEqual(before);
    const unchanged = ok(await service.serverSettings(admin, guild, undefined, { rebuildRatings: 'high-card' }));
    expect(unchanged.posts[0]!.text).toBe(`Mod rebuilt the High Card ratings of this server from its finished tables: they were already up to date (${before.events.length} player results).`);
    // A restore without the rating rows: the rebuild writes back exactly what the incremental updates had.
    const { version } = await store.getRatingLedger(guild, 'high-card');
    await store.writeRatings(guild, 'high-card', version, { keep: 0, append: [] });
    const rebuilt = ok(await service.serverSettings(admin, guild, undefined, { rebuildRatings: 'all' }));
    expect(rebuilt.posts[0]!.text).toBe(`Mod rebuilt the High Card ratings of this server from its finished tables: ${before.events.length} player results rated.`);
    expect((await store.getRatingLedger(guild, 'high-card')).events).toEqual(before.events);
    // The creator role was left alone by a rebuild.
    expect((await store.getGuildSettings(guild))?.creatorRoleId ?? null).toBeNull();
  });

  it('RT-5 a rebuild while games finish ends in the same ratings as the incremental updates', async () => {
    const raceGuild = 'guild-ratings-race';
    await finishedTable([ann, ben], raceGuild);
    const tables = await Promise.all([started([ann, cat], raceGuild), started([ben, cat], raceGuild), started([cat, ann, ben], raceGuild)]);
    await Promise.all([
      finish([ann, cat], tables[0]),
      finish([ben, cat], tables[1]),
      finish([cat, ann, ben], tables[2]),
      service.serverSettings(admin, raceGuild, undefined, { rebuildRatings: 'high-card' }),
      service.serverSettings(admin, raceGuild, undefined, { rebuildRatings: 'high-card' }),
    ]);
    const events = (await store.getRatingLedger(raceGuild, 'high-card')).events;
    expect(events.map(({ position: _p, ...e }) => e)).toEqual(await replayOf(raceGuild));
    expect(new Set(events.map((e) => e.tableId)).size).toBe(4);
  });
});
