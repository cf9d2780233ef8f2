/**
 * Issue 24, bad input: unknown table ids, ids of aborted tables (running or still in the lobby), oversized or malformed
 * query strings, tokens and cookies, repeated parameters and odd headers get a clear answer (a page or a status), no
 * crash, and nothing reported as an unexpected error (the server's onError, which the bot logs at error level).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { msg } from '../../src/tables/messages.ts';
import { createWebServer, type WebServer } from '../../src/web/server.ts';
import { esc } from '../../src/web/html.ts';
import { openWebHarness, PUBLIC_URL, type WebHarness } from './harness.ts';

let h: WebHarness;
let web: WebServer;
const errors: unknown[] = [];
let abortedRunning = '';
let abortedLobby = '';

beforeAll(async () => {
  h = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'bad-1' });
  await h.play(4);
  web = createWebServer({ service: h.service, publicUrl: PUBLIC_URL, requestsPerMinute: Number.POSITIVE_INFINITY, onError: (err) => errors.push(err) });
  // A running table aborted, and a lobby aborted before it started.
  const mod = { userId: 'mod', name: 'Mod', canManage: true };
  const other = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'bad-2', store: h.store });
  await other.play(3);
  await other.web.close();
  const aborted = await h.service.abort(mod, { channelId: other.channelId }, true);
  expect(aborted.reply?.kind).not.toBe('error');
  abortedRunning = other.publicId;
  const lobbyChannel = 'bad-lobby';
  await h.service.newTable(h.actors[0]!, { guildId: 'g', channelId: lobbyChannel, gameId: 'cargo-empire', options: {} });
  abortedLobby = (await h.store.getActiveTable(lobbyChannel))!.publicId;
  expect((await h.service.abort(mod, { channelId: lobbyChannel }, true)).reply?.kind).not.toBe('error');
}, 120_000);

afterAll(async () => {
  await web?.close();
  await h?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

describe('bad input to the web server', () => {
  it('aborted tables: a clear page (the running one keeps its public page, the lobby one shows its lobby), never an error', async () => {
    for (const id of [abortedRunning, abortedLobby]) {
      for (const path of ['', '/live.json', '/at/0', '/at/1', '/board.svg', '/me.svg', '/at/0/me.svg']) {
        const res = await get(`/t/${id}${path}`);
        expect([200, 404], `${id}${path}`).toContain(res.statusCode);
        if (res.headers['content-type']?.toString().startsWith('text/html')) expect(res.body).toMatch(/<html lang="en">/);
      }
    }
    expect(errors).toEqual([]);
  });

  it('unknown, malformed and oversized ids, moves, query strings, tokens and cookies get a clear answer', async () => {
    const id = h.publicId;
    const huge = 'k'.repeat(20_000);
    const cases: [string, Record<string, string>?][] = [
      [`/t/${'Z'.repeat(40)}`],
      [`/t/${'a'.repeat(500)}`],
      [`/t/${id}?key=`],
      [`/t/${id}?key=${huge}`],
      [`/t/${id}?key=a.b.c`],
      [`/t/${id}?key=%ZZ`],
      [`/t/${id}?key=1&key=2`],
      [`/t/${id}?${'x=1&'.repeat(2000)}`],
      [`/t/${id}?v=${huge}`],
      [`/t/${id}/at/99999999`],
      [`/t/${id}/at/1e3`],
      [`/t/${id}/at/%00`],
      [`/t/${id}/events?v=-5`],
      [`/t/${id}/events?v=${huge}`],
      [`/t/${id}`, { cookie: `seat=${huge}` }],
      [`/t/${id}`, { cookie: 'seat=%%%; seat=x.y' }],
      [`/t/${id}/live.json`, { cookie: 'seat=forged.token' }],
      [`/t/${id}/me.svg`, { cookie: 'seat=forged.token' }],
      [`/t/${id}`, { 'accept-language': huge }],
      ['/assets/%2e%2e%2fserver.ts'],
      ['/t/'],
      [`/t/${id}/nothing`],
    ];
    for (const [url, headers] of cases) {
      if (url.includes('/events')) continue; // a stream stays open; checked below
      const res = await get(url, headers);
      expect(res.statusCode, url.slice(0, 80)).toBeLessThan(500);
      if (res.statusCode === 404 && res.headers['content-type']?.toString().startsWith('text/html')) expect(res.body).toContain(esc(msg('web.notFound')));
    }
    const events = await get(`/t/${'Z'.repeat(40)}/events`);
    expect(events.statusCode).toBe(404);
    expect(errors).toEqual([]);
  });

  it('a token in the query string never reaches an error report, and a personal link refused is a 403 page', async () => {
    const res = await get(`/t/${h.publicId}?key=${'x'.repeat(300)}.${'y'.repeat(43)}`);
    expect(res.statusCode).toBe(403);
    expect([msg('web.refused.malformed'), msg('web.refused.forged')].map(esc).some((t) => res.body.includes(t))).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
