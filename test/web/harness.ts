/** A table service with the web page on, a seeded table of a game, and the web server (in-process or listening). */
import { waitingDecisions } from '../../src/engine/decisions.ts';
import { seedRng, randomInt, type RngState } from '../../src/engine/rng.ts';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { createWebServer, type WebServer } from '../../src/web/server.ts';
import { openTestStore } from '../support/db.ts';

export const SECRET = 'test-link-secret-0123456789abcdef0123456789';
export const PUBLIC_URL = 'http://127.0.0.1:9';
const NAMES = ['Ann', 'Ben', 'Cat', 'Dee', 'Eve'];

export interface WebHarness {
  store: Store;
  service: TableService;
  web: WebServer;
  actors: Actor[];
  channelId: string;
  publicId: string;
  tableId: string;
  clock: { now: Date };
  /** Plays up to n random legal moves through the table service; returns how many were played. */
  play(n: number): Promise<number>;
  /** A personal link's token for a seat (through the service, as /game view makes it). */
  tokenFor(seat: number): Promise<string>;
  cleanup(): Promise<void>;
}

export async function openWebHarness(entry: AnyGameEntry, opts: { players: number; seed?: string; options?: Record<string, unknown>; pollMs?: number; store?: Store }): Promise<WebHarness> {
  const db = opts.store ? { store: opts.store, cleanup: async () => {} } : await openTestStore();
  const clock = { now: new Date('2026-03-02T12:00:00Z') };
  const service = new TableService({ store: db.store, games: catalogOf([entry]), images: noImages, clock: () => clock.now, newSeed: () => opts.seed ?? 'web-seed', web: { publicUrl: PUBLIC_URL, linkSecret: SECRET } });
  const actors: Actor[] = NAMES.slice(0, opts.players).map((name, i) => ({ userId: `u${i}`, name, canManage: false }));
  const channelId = `web-${entry.module.id}-${Math.random().toString(36).slice(2)}`;
  await service.newTable(actors[0]!, { guildId: 'g', channelId, gameId: entry.module.id, options: opts.options ?? {} });
  for (const actor of actors.slice(1)) await service.join(actor, channelId);
  await service.start(actors[0]!, channelId, 'join');
  const table = (await db.store.getActiveTable(channelId))!;
  // The audits fetch every history position at once: no request limit here (test/web/operators.test.ts tests it).
  const web = createWebServer({ service, publicUrl: PUBLIC_URL, pollMs: opts.pollMs ?? 100, requestsPerMinute: Number.POSITIVE_INFINITY });
  const chooser: RngState = seedRng(`web-${opts.seed ?? 'web-seed'}`);
  return {
    store: db.store,
    service,
    web,
    actors,
    channelId,
    publicId: table.publicId,
    tableId: table.id,
    clock,
    play: (n) => playMoves(db.store, service, entry, table.id, channelId, actors, chooser, n, clock),
    async tokenFor(seat) {
      const link = await service.seatLink(actors[seat]!, { channelId });
      if (!link) throw new Error(`no link for seat ${seat}`);
      return new URL(link.url).searchParams.get('key')!;
    },
    async cleanup() {
      await web.close();
      await db.cleanup();
    },
  };
}

async function playMoves(store: Store, service: TableService, entry: AnyGameEntry, tableId: string, channelId: string, actors: Actor[], chooser: RngState, n: number, clock: { now: Date }): Promise<number> {
  const game = entry.module;
  let played = 0;
  for (let i = 0; i < n; i++) {
    const table = (await store.getTable(tableId))!;
    if (table.status !== 'active') break;
    const decisions = waitingDecisions(game.pending(table.snapshot));
    if (decisions.length === 0) break;
    const decision = decisions[randomInt(chooser, decisions.length)]!;
    const legal = game.legal(table.snapshot, decision.seat);
    const move = pickWeighted(chooser, legal, entry.sandboxScript?.weights ?? game.randomPlayWeights);
    const outcome = await service.move(actors[decision.seat]!, { channelId, text: move });
    if (outcome.reply?.kind === 'error') throw new Error(`legal move "${move}" refused: ${outcome.reply.text}`);
    clock.now = new Date(clock.now.getTime() + 60_000);
    played++;
  }
  return played;
}
