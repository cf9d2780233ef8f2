/**
 * Issue 24, for operators: /healthz reports the database and the Discord gateway, /metrics gives the moves, their
 * latency, renders, interactions, automatic moves and open pages in Prometheus text, and a flood of page requests from
 * one address is asked to slow down (429) without touching anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { createWebServer } from '../../src/web/server.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

let h: WebHarness;

beforeAll(async () => {
  h = await openWebHarness(terraMysticaEntry, { players: 2, seed: 'operators' });
  await h.play(6);
}, 120_000);

afterAll(async () => {
  await h?.cleanup();
});

describe('operators', () => {
  it('/metrics counts the moves played and times them, with render, interaction, automatic-move and page metrics', async () => {
    const text = (await h.web.app.inject({ method: 'GET', url: '/metrics' })).body;
    const played = /^moves_total\{outcome="played"\} (\d+)$/m.exec(text);
    expect(Number(played?.[1])).toBeGreaterThanOrEqual(6);
    expect(text).toMatch(/^move_seconds_bucket\{le="0\.5"\} \d+$/m);
    for (const name of ['render_seconds', 'interactions_total', 'automatic_moves_total', 'web_open_streams', 'web_watched_tables', 'process_cpu_seconds_total']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    // Labels carry fixed words only: never a table, a user or a move.
    expect(text).not.toContain(h.tableId);
    expect(text).not.toContain(h.publicId);
  });

  it('/healthz says 503 with the gateway disconnected, 200 with it connected', async () => {
    for (const [connected, code] of [[false, 503], [true, 200]] as const) {
      const web = createWebServer({ service: h.service, publicUrl: 'http://localhost', gateway: () => connected });
      const res = await web.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(code);
      expect(JSON.parse(res.body)).toEqual({ ok: connected, database: 'reachable', gateway: connected ? 'connected' : 'disconnected' });
      await web.close();
    }
  });

  it('a flood of page requests from one address gets 429 with a clear page; other addresses and /healthz are served', async () => {
    const web = createWebServer({ service: h.service, publicUrl: 'http://localhost', requestsPerMinute: 3 });
    const page = (ip: string) => web.app.inject({ method: 'GET', url: `/t/${h.publicId}/live.json`, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await page('10.0.0.1')).statusCode).toBe(200);
    const refused = await page('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toContain('Too many requests');
    expect((await page('10.0.0.2')).statusCode).toBe(200);
    expect((await web.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    await web.close();
  });
});
