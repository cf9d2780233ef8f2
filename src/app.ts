import type { Config } from './config.ts';
import { games as installedGames } from './games/registry.ts';
import type { GameCatalog } from './games/entry.ts';
import { ImageCache } from './render/cache.ts';
import { warmUpRenderer } from './render/png.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/port.ts';
import { renderedImages } from './tables/images.ts';
import { TableService } from './tables/service.ts';
import { join } from 'node:path';

export interface App {
  store: Store;
  service: TableService;
}

/** Wires the store, the image renderer and the table service from the configuration. */
export async function createApp(config: Config, games: GameCatalog = installedGames): Promise<App> {
  // Configures the bundled fonts and loads sharp on the main thread before the first board is drawn.
  await warmUpRenderer();
  const store = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  const images = renderedImages(new ImageCache(config.IMAGE_CACHE_MB * 1024 * 1024));
  const web = config.PUBLIC_URL && config.WEB_LINK_SECRET ? { publicUrl: config.PUBLIC_URL, linkSecret: config.WEB_LINK_SECRET } : undefined;
  return { store, service: new TableService({ store, games, images, ...(web ? { web } : {}) }) };
}
