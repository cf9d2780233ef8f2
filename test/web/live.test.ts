/**
 * Issue 24: live updates. An open page's event stream hears a move made through the table service within 2 s (the
 * version poll runs every second, shared by every page of a table); with Postgres (DATABASE_URL), a move made by one
 * bot process reaches a page served by another process's web server on the same database.
 */
import { randomBytes } from 'node:crypto';
import { get as httpGet, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { openStore } from '../../src/store/open.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { createWebServer } from '../../src/web/server.ts';
import { VersionWatch } from '../../src/web/live.ts';
import { openWebHarness, PUBLIC_URL, SECRET, type WebHarness } from './harness.ts';

/** Opens a page's event stream; `next()` waits (up to `ms`) for the next version event and gives its version. */
function openStream(url: string): { next(ms: number): Promise<number | null>; close(): void; opened: Promise<void> } {
  let buffer = '';
  const waiting: ((v: number) => void)[] = [];
  const versions: number[] = [];
  let req: ClientRequest;
  const opened = new Promise<void>((resolve, reject) => {
    req = httpGet(url, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes('event: hello')) resolve();
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /event: version\ndata: (.*)/.exec(message);
          if (!match) continue;
          const { version } = JSON.parse(match[1]!) as { version: number };
          const w = waiting.shift();
          if (w) w(version);
          else versions.push(version);
        }
      });
    });
    req.on('error', reject);
  });
  return {
    opened,
    next: (ms) =>
      versions.length > 0
        ? Promise.resolve(versions.shift()!)
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(null), ms);
            waiting.push((v) => {
              clearTimeout(timer);
              resolve(v);
            });
          }),
    close: () => req.destroy(),
  };
}

describe('live updates of an open page (issue 24)', () => {
  let h: WebHarness;
  let address = '';

  beforeAll(async () => {
    h = await openWebHarness(terraMysticaEntry, { players: 3, seed: 'live-1', pollMs: 1000 });
    await h.play(3);
    address = await h.web.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await h?.cleanup();
  });

  it('a move through the table service reaches the open stream within 2 s; the stream ends with the page', async () => {
    const before = (await h.store.getTable(h.tableId))!.version;
    const stream = openStream(`${address}/t/${h.publicId}/events?v=${before}`);
    await stream.opened;
    expect(h.web.watch.size).toBe(1);
    const started = Date.now();
    expect(await h.play(1)).toBe(1);
    const heard = await stream.next(2000);
    expect(heard, `no version event within 2 s (waited ${Date.now() - started} ms)`).toBe((await h.store.getTable(h.tableId))!.version);
    stream.close();
    await expect.poll(() => h.web.watch.size).toBe(0);
  });

  it('a page drawn at an older version hears the current one at once; an unknown table has no stream', async () => {
    const stream = openStream(`${address}/t/${h.publicId}/events?v=0`);
    await stream.opened;
    expect(await stream.next(2000)).toBe((await h.store.getTable(h.tableId))!.version);
    stream.close();
    const res = await h.web.app.inject({ method: 'GET', url: '/t/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/events' });
    expect(res.statusCode).toBe(404);
  });

  it('one poll per table serves every open page of it', async () => {
    let polls = 0;
    const watch = new VersionWatch(async () => {
      polls++;
      return 7;
    }, 20);
    const heard: number[] = [];
    const stops = [1, 2, 3].map(() => watch.watch('table-a', 5, (v) => heard.push(v)));
    await expect.poll(() => heard.length).toBe(3);
    const afterFirst = polls;
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([7, 7, 7]);
    expect(watch.size).toBe(1);
    expect(polls - afterFirst).toBeLessThanOrEqual(Math.ceil(100 / 20) + 1);
    for (const stop of stops) stop();
    expect(watch.size).toBe(0);
    watch.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live updates across two bot processes on one Postgres (issue 24)', () => {
  const databaseUrl = process.env.DATABASE_URL!;
  const schema = `test_web_${process.pid}_${randomBytes(4).toString('hex')}`;

  it('a move made by one process reaches a page served by the other within 2 s', async () => {
    const storeA = await openStore({ databaseUrl, schema });
    const storeB = await openStore({ databaseUrl, schema });
    const web = { publicUrl: PUBLIC_URL, linkSecret: SECRET };
    const games = catalogOf([terraMysticaEntry]);
    const serviceB = new TableService({ store: storeB, games, images: noImages, web });
    const serverB = createWebServer({ service: serviceB, publicUrl: PUBLIC_URL, pollMs: 1000 });
    try {
      // Process A: its own table service on its own connection plays the moves.
      const h = await openWebHarness(terraMysticaEntry, { players: 3, seed: 'two-processes', store: storeA });
      const address = await serverB.app.listen({ port: 0, host: '127.0.0.1' });
      const version = (await storeA.getTable(h.tableId))!.version;
      const stream = openStream(`${address}/t/${h.publicId}/events?v=${version}`);
      await stream.opened;
      expect(await h.play(1)).toBe(1);
      expect(await stream.next(2000)).toBe(version + 1);
      stream.close();
      await h.web.close();
    } finally {
      await serverB.close();
      await storeA.close();
      await storeB.close();
      await dropSchema(postgresTarget(databaseUrl, schema));
    }
  }, 120_000);
});
