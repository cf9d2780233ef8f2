/**
 * Issue 24: a server admin switches the pages off for their server (/game server web-pages:false): every address of
 * the server's tables then answers a clear "switched off" page with nothing of the table, turn posts and /game board
 * carry no link and /game view no personal link, until switched on again. The pages can be framed only by the
 * configured ancestors (WEB_FRAME_ANCESTORS, for a Discord Activity), and use relative URLs only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { msg } from '../../src/tables/messages.ts';
import { createWebServer } from '../../src/web/server.ts';
import { esc } from '../../src/web/html.ts';
import { openWebHarness, PUBLIC_URL, type WebHarness } from './harness.ts';

let h: WebHarness;
const admin = { userId: 'admin', name: 'Admin', canManage: true, canManageServer: true };

beforeAll(async () => {
  h = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'switch-1' });
  await h.play(4);
}, 120_000);

afterAll(async () => h?.cleanup());

const get = (url: string, cookie?: string) => h.web.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('/game server web-pages', () => {
  it('off: every address of the server’s tables says the pages are off, and nothing links to them; on: back', async () => {
    const token = await h.tokenFor(0);
    const cookie = String((await get(`/t/${h.publicId}?key=${token}`)).headers['set-cookie']).split(';')[0]!;
    const off = await h.service.serverSettings(admin, 'g', undefined, { webPages: false });
    expect(off.reply?.kind).toBe('success');
    expect(off.reply?.text).toBe(msg('server.webPagesOff', { actor: 'Admin' }));
    for (const url of [`/t/${h.publicId}`, `/t/${h.publicId}/live.json`, `/t/${h.publicId}/at/0`, `/t/${h.publicId}/board.svg`, `/t/${h.publicId}/me.svg`, `/t/${h.publicId}/at/0/me.svg`, `/t/${h.publicId}/events`, `/t/${h.publicId}?key=${token}`]) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(esc(msg('web.pagesOff')));
      expect(res.body, url).not.toContain('<svg');
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const view = await h.service.view(h.actors[0]!, { channelId: h.channelId });
    expect(view.reply?.link).toBeUndefined();
    expect(await h.service.seatLink(h.actors[0]!, { channelId: h.channelId })).toBeNull();
    expect((await h.service.board({ channelId: h.channelId })).reply?.link).toBeUndefined();

    const on = await h.service.serverSettings(admin, 'g', undefined, { webPages: true });
    expect(on.reply?.text).toBe(msg('server.webPagesOn', { actor: 'Admin' }));
    expect((await get(`/t/${h.publicId}`)).statusCode).toBe(200);
    expect((await h.service.board({ channelId: h.channelId })).reply?.link?.url).toBe(`${PUBLIC_URL}/t/${h.publicId}`);
    // Only a Manage Server member may switch them.
    expect((await h.service.serverSettings(h.actors[1]!, 'g', undefined, { webPages: false })).reply?.kind).toBe('error');
    expect((await get(`/t/${h.publicId}`)).statusCode).toBe(200);
  });

  it('a move made while the pages are off posts no link; after switching on, posts link again', async () => {
    await h.service.serverSettings(admin, 'g', undefined, { webPages: false });
    const game: AnyGameModule = cargoEmpireEntry.module;
    const table = (await h.store.getTable(h.tableId))!;
    const seats = await h.store.listSeats(h.tableId);
    const decision = game.pending(table.snapshot).find((d) => !d.answered)!;
    const actor = h.actors.find((a) => a.userId === seats.find((s) => s.seat === decision.seat)!.userId)!;
    const moved = await h.service.move(actor, { channelId: h.channelId, text: game.legal(table.snapshot, decision.seat)[0]! });
    expect(moved.posts.length).toBeGreaterThan(0);
    for (const post of moved.posts) expect(post.link).toBeUndefined();
    await h.service.serverSettings(admin, 'g', undefined, { webPages: true });
    const next = (await h.store.getTable(h.tableId))!;
    const d2 = game.pending(next.snapshot).find((d) => !d.answered)!;
    const a2 = h.actors.find((a) => a.userId === seats.find((s) => s.seat === d2.seat)!.userId)!;
    const moved2 = await h.service.move(a2, { channelId: h.channelId, text: game.legal(next.snapshot, d2.seat)[0]! });
    expect(moved2.posts.some((p) => p.link?.url === `${PUBLIC_URL}/t/${h.publicId}`)).toBe(true);
  });
});

describe('framing (a Discord Activity) and relative URLs', () => {
  it('frame-ancestors is none by default (and X-Frame-Options DENY), the configured sources otherwise', async () => {
    const framed = createWebServer({ service: h.service, publicUrl: PUBLIC_URL, frameAncestors: "'self' https://discord.com https://*.discordsays.com" });
    try {
      const res = await framed.app.inject({ method: 'GET', url: `/t/${h.publicId}` });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://discord.com https://*.discordsays.com");
      expect(res.headers['x-frame-options']).toBeUndefined();
      const svg = await framed.app.inject({ method: 'GET', url: `/t/${h.publicId}/board.svg` });
      expect(svg.headers['content-security-policy']).toContain('frame-ancestors \'self\' https://discord.com');
    } finally {
      await framed.close();
    }
    const plain = await get(`/t/${h.publicId}`);
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['x-frame-options']).toBe('DENY');
    // Relative URLs and no third-party request: every src, href and fetch target is on this server.
    expect(plain.body).not.toMatch(/(?:src|href|action)="(?:https?:)?\/\//i);
    const script = (await get('/assets/page.js')).body;
    expect(script).not.toMatch(/https?:\/\//);
  });
});
