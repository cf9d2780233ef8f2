import type { Config } from './config.ts';
import { games as installedGames } from './games/registry.ts';
import type { GameCatalog } from './games/entry.ts';
import { ImageCache } from './render/cache.ts';
import { warmUpRenderer } from './render/png.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/port.ts';
import { renderedImages } from './tables/images.ts';
import { DataSets } from './tables/data-sets.ts';
import { TableService } from './tables/service.ts';
import { readDataPackFolder } from './data-packs.ts';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startWebServer } from './web/server.ts';

export interface App {
  store: Store;
  service: TableService;
}

/** The data folder was refused: every problem with its file, field and reason (the bot does not start). */
export class DataPackRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`DATA_PACK_DIR has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}, so the bot does not start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The component data sets of this process: the operator's replacement files in `dir` (checked; any problem refuses to
 * start) or the shipped data; they become the sets each game's rules read outside a table.
 */
export function openDataSets(dir: string | undefined, games: GameCatalog): DataSets {
  let sets = new DataSets(games);
  if (dir !== undefined) {
    const folder = readDataPackFolder(dir, games);
    if (!folder.ok) throw new DataPackRefused(folder.problems);
    sets = new DataSets(games, folder.sets);
  }
  sets.activate();
  return sets;
}

/** Wires the store, the image renderer and the table service from the configuration. */
export async function createApp(config: Config, games: GameCatalog = installedGames): Promise<App> {
  const dataSets = openDataSets(config.DATA_PACK_DIR, games);
  // Configures the bundled fonts and loads sharp on the main thread before the first board is drawn.
  await warmUpRenderer();
  const store = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  const images = renderedImages(new ImageCache(config.IMAGE_CACHE_MB * 1024 * 1024));
  const web = config.PUBLIC_URL && config.WEB_LINK_SECRET ? { publicUrl: config.PUBLIC_URL, linkSecret: config.WEB_LINK_SECRET } : undefined;
  return { store, service: new TableService({ store, games, images, dataSets, ...(config.AI_TIME_LIMIT_MS !== undefined ? { aiTimeLimitMs: config.AI_TIME_LIMIT_MS } : {}), ...(web ? { web } : {}) }) };
}

/** Opens a store on a data folder (tests pass a faster one made from a migrated template). */
export type OpenStore = (dataDir: string) => Promise<Store>;

/** A table service on its own database, and how to close that database (and the web page, if served). */
export interface LocalTables {
  service: TableService;
  /** Where the table pages are served (http://127.0.0.1:PORT), when asked for. */
  webUrl?: string;
  close(): Promise<void>;
}

/**
 * The table service of a local transport (the sandbox) on an embedded database in `dataDir`: the composition the
 * adapters may not do themselves (they never import the store).
 */
export async function openLocalTables(
  dataDir: string,
  opts: { games: GameCatalog; newSeed: () => string; imageCacheMb: number; openStore?: OpenStore; webPort?: number; dataPackDir?: string },
): Promise<LocalTables> {
  const dataSets = openDataSets(opts.dataPackDir, opts.games);
  const store = await (opts.openStore ?? ((dir: string) => openStore({ dataDir: dir })))(dataDir);
  const images = renderedImages(new ImageCache(opts.imageCacheMb * 1024 * 1024));
  if (opts.webPort === undefined) return { service: new TableService({ store, games: opts.games, images, newSeed: opts.newSeed, dataSets }), close: () => store.close() };
  // The sandbox's page (issue 24): on loopback only, a link secret of this run alone (nobody needs a personal link to
  // a local table, but the page offers the same routes as the bot's).
  const publicUrl = `http://127.0.0.1:${opts.webPort}`;
  const service = new TableService({ store, games: opts.games, images, newSeed: opts.newSeed, dataSets, web: { publicUrl, linkSecret: randomBytes(32).toString('base64url') } });
  let server: Awaited<ReturnType<typeof startWebServer>>;
  try {
    server = await startWebServer({ service, publicUrl, port: opts.webPort, host: '127.0.0.1' });
  } catch (err) {
    await store.close();
    throw err;
  }
  return {
    service,
    webUrl: publicUrl,
    async close() {
      await server.close();
      await store.close();
    },
  };
}
