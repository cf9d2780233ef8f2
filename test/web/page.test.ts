/**
 * Issue 24: the table's web page through the real web server (in process). The page, its board SVG, history, live
 * JSON and headers; bad addresses change nothing and show a clear page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

let h: WebHarness;

beforeAll(async () => {
  h = await openWebHarness(terraMysticaEntry, { players: 3, seed: 'page-1' });
  await h.play(12);
}, 120_000);

afterAll(async () => {
  await h?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => h.web.app.inject({ method: 'GET', url, headers });

describe('the table page', () => {
  it('shows the board as inline SVG, the status, the players and the log with every move in public form', async () => {
    const res = await get(`/t/${h.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<svg');
    expect(html).toContain('class="board-svg"');
    for (const actor of h.actors) expect(html).toContain(actor.name);
    const moves = await h.store.listMoves(h.tableId);
    expect(moves.length).toBeGreaterThan(5);
    for (const m of moves) expect(html).toContain(`data-move="${m.seq}"`);
    expect(html).toContain(`data-version="${(await h.store.getTable(h.tableId))!.version}"`);
  });

  it('sends the security headers: CSP without inline script, no referrer, no sniffing, no framing, no caching', async () => {
    const res = await get(`/t/${h.publicId}`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers an unknown, malformed or uuid address with a clear 404 page and no table data', async () => {
    for (const url of ['/t/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `/t/${h.tableId}`, '/t/%3Cscript%3E', '/t/x', `/t/${h.publicId}/at/999999`, `/t/${h.publicId}/at/-1`, `/t/${h.publicId}/at/abc`, '/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<svg');
      expect(res.body, url).not.toContain('<script>');
    }
  });

  it('the history gives any past position as the live game showed it then, and the live one again', async () => {
    const moves = await h.store.listMoves(h.tableId);
    const opening = await get(`/t/${h.publicId}/at/0`);
    expect(opening.statusCode).toBe(200);
    const first = JSON.parse(opening.body) as { move: number; live: boolean; parts: { board: string; status: string } };
    expect(first).toMatchObject({ move: 0, live: false });
    expect(first.parts.board).toContain('<svg');
    const middle = moves[Math.floor(moves.length / 2)]!;
    const past = JSON.parse((await get(`/t/${h.publicId}/at/${middle.seq}`)).body) as { move: number; parts: { status: string; board: string } };
    expect(past.move).toBe(middle.seq);
    expect(past.parts.status).toContain(middle.notation.split(' ')[0]!);
    expect(past.parts.board).not.toBe(first.parts.board);
    const last = moves.at(-1)!;
    const live = JSON.parse((await get(`/t/${h.publicId}/at/${last.seq}`)).body) as { live: boolean };
    expect(live.live).toBe(true);
  });

  it('live.json carries the version, the moves and every part of the page', async () => {
    const res = await get(`/t/${h.publicId}/live.json`);
    const data = JSON.parse(res.body) as { version: number; moves: number[]; parts: Record<string, string>; private?: string };
    expect(data.version).toBe((await h.store.getTable(h.tableId))!.version);
    expect(data.moves[0]).toBe(0);
    expect(Object.keys(data.parts).sort()).toEqual(['board', 'log', 'players', 'status']);
    expect(data.private).toBeUndefined();
  });

  it('serves the board alone as SVG, the page script and style, and /healthz with the database reachable', async () => {
    const svg = await get(`/t/${h.publicId}/board.svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.startsWith('<svg')).toBe(true);
    expect((await get('/assets/page.js')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/assets/page.css')).headers['content-type']).toMatch(/css/);
    expect((await get('/assets/../server.ts')).statusCode).toBe(404);
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true, database: 'reachable' });
    expect((await get('/metrics')).body).toContain('web_open_streams');
  });

  it('escapes what players typed: a name with markup is shown as text, never as markup', async () => {
    const table = (await h.store.getTable(h.tableId))!;
    const seats = await h.store.listSeats(h.tableId);
    await h.store.commit(h.tableId, table.version, { seats: seats.map((s) => (s.seat === 1 ? { ...s, displayName: '<img src=x onerror=alert(1)>"\'' } : s)) });
    const html = (await get(`/t/${h.publicId}`)).body;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    await h.store.commit(h.tableId, table.version + 1, { seats });
  });
});
