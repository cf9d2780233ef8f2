import type { AnyGameModule } from '../src/engine/types.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { catalogOf } from '../src/games/entry.ts';
import { terraMysticaEntry } from '../src/games/terra-mystica/entry.ts';
import { openStore } from '../src/store/open.ts';
import type { Actor } from '../src/tables/context.ts';
import { noImages } from '../src/tables/images.ts';
import { TableService } from '../src/tables/service.ts';
import { createWebServer } from '../src/web/server.ts';

const REQUESTS = 60;
const MOVES = 80;

/** Time to the first byte of one GET (the response's status line and headers). */
function ttfb(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpGet(url, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve(ms));
    });
    req.on('error', reject);
  });
}

/**
 * The table page's time to first byte (DESIGN.md: within 50 ms for a cached board): a 4-player Terra Mystica table
 * after 80 moves on PGlite, served by the real web server; the board drawing is cached after the first request.
 */
export async function benchWebPage(): Promise<{ page: number[]; history: number[]; bytes: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const store = await openStore({ dataDir: join(dir, 'pglite') });
  const service = new TableService({ store, games: catalogOf([terraMysticaEntry]), images: noImages, web: { publicUrl: 'http://127.0.0.1', linkSecret: 'bench-secret-bench-secret-bench-secret' } });
  const server = createWebServer({ service, publicUrl: 'http://127.0.0.1' });
  try {
    const actors: Actor[] = Array.from({ length: 4 }, (_, i) => ({ userId: `web-${i}`, name: `Web ${i + 1}`, canManage: true }));
    const channelId = 'bench-web';
    await service.newTable(actors[0]!, { guildId: null, channelId, gameId: 'terra-mystica', options: {} });
    for (const a of actors.slice(1)) await service.join(a, channelId);
    await service.start(actors[0]!, channelId, 'join');
    const chooser = seedRng('bench-web');
    const game: AnyGameModule = terraMysticaEntry.module;
    for (let i = 0; i < MOVES; i++) {
      const table = (await store.getActiveTable(channelId))!;
      const decision = game.pending(table.snapshot)[0]!;
      const legal = game.legal(table.snapshot, decision.seat);
      await service.move(actors[decision.seat]!, { channelId, text: legal[randomInt(chooser, legal.length)]! });
    }
    const table = (await store.getActiveTable(channelId))!;
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/t/${table.publicId}`;
    const bytes = (await (await fetch(url)).text()).length;
    for (let i = 0; i < 3; i++) await ttfb(url);
    const page: number[] = [];
    for (let i = 0; i < REQUESTS; i++) page.push(await ttfb(url));
    // A past position, replayed from the log (the history slider), once cached.
    const history: number[] = [];
    await ttfb(`${url}/at/40`);
    for (let i = 0; i < REQUESTS; i++) history.push(await ttfb(`${url}/at/40`));
    return { page, history, bytes };
  } finally {
    await server.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
