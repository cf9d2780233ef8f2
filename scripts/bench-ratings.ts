/**
 * Ratings in `npm run bench`: on a server with many finished 4-player tables, the update after one more table
 * finishes (incremental: read the ledger and the finished tables, rate the new one, append), a full rebuild, and
 * `/game stats game:` with its leaderboard text and image.
 */
import { randomInt, seedRng, shuffle } from '../src/engine/rng.ts';
import type { GameCatalog } from '../src/games/entry.ts';
import { ImageCache } from '../src/render/cache.ts';
import type { Store } from '../src/store/port.ts';
import { renderedImages } from '../src/tables/images.ts';
import { syncRatings } from '../src/tables/ratings.ts';
import { TableService } from '../src/tables/service.ts';

const PEOPLE = Array.from({ length: 24 }, (_, i) => `player-${i + 1}`);
const GUILD = 'bench-ratings';
const GAME = 'high-card';

async function finishOne(store: Store, rng: ReturnType<typeof seedRng>, n: number): Promise<void> {
  const users = shuffle(rng, PEOPLE).slice(0, 4);
  const created = await store.createTable({ guildId: GUILD, channelId: `bench-rating-${n}`, gameId: GAME, options: {}, seed: 's', hostUserId: users[0]!, hostName: users[0]!, hostPicks: {}, engineVersion: 1, settings: { reminderHours: 24, maxReminders: 3 } });
  const seats = users.map((userId, seat) => ({ seat, userId, displayName: userId, picks: {}, dmEnabled: true, muteUntilVersion: null }));
  const started = await store.commit(created.id, created.version, { seats, table: { status: 'active' } });
  const scores = users.map((_, seat) => ({ seat, rank: 1 + randomInt(rng, 4), total: 0, breakdown: {} }));
  await store.commit(created.id, started.version, { table: { status: 'finished', result: { scores } } });
}

export interface RatingBench {
  tables: number;
  updates: number[];
  rebuildMs: number;
  stats: number[];
}

/** `tables` finished tables first (not timed), then 20 more each followed by its timed update. */
export async function benchRatings(store: Store, games: GameCatalog, tables = 200): Promise<RatingBench> {
  const rng = seedRng('bench-ratings');
  for (let i = 0; i < tables; i++) await finishOne(store, rng, i);
  await syncRatings(store, GUILD, GAME);
  const updates: number[] = [];
  for (let i = 0; i < 20; i++) {
    await finishOne(store, rng, tables + i);
    const start = performance.now();
    await syncRatings(store, GUILD, GAME);
    updates.push(performance.now() - start);
  }
  const { version } = await store.getRatingLedger(GUILD, GAME);
  await store.writeRatings(GUILD, GAME, version, { keep: 0, append: [] });
  const start = performance.now();
  await syncRatings(store, GUILD, GAME, { rebuild: true });
  const rebuildMs = performance.now() - start;
  const service = new TableService({ store, games, images: renderedImages(new ImageCache(1024 * 1024)) });
  const stats: number[] = [];
  for (let i = 0; i < 10; i++) {
    const begin = performance.now();
    await service.stats({ guildId: GUILD, gameId: GAME });
    stats.push(performance.now() - begin);
  }
  return { tables: tables + 20, updates, rebuildMs, stats };
}
