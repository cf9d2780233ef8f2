/**
 * Issue 24: personal links. /game view gives a signed link bound to the table, the seat and its player, valid a day;
 * the first load exchanges it for an HttpOnly cookie and a clean URL. A forged, expired, other-table or other-seat link
 * gets a clear page and nothing private; posts and /game board carry the public "Open board" link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { signSeatLink, verifySeatLink } from '../../src/tables/web-links.ts';
import { components } from '../../src/discord/payloads.ts';
import { cargoEmpireProfile } from '../support/leak-audit/profiles.ts';
import { openWebHarness, PUBLIC_URL, SECRET, type WebHarness } from './harness.ts';

let h: WebHarness;
let other: WebHarness;

beforeAll(async () => {
  h = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'links-1' });
  other = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'links-2', store: h.store });
  await h.play(6);
}, 120_000);

afterAll(async () => {
  await other?.web.close();
  await h?.cleanup();
});

const get = (url: string, cookie?: string) => h.web.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const secretsOf = async (seat: number) => cargoEmpireProfile.secrets((await h.store.getTable(h.tableId))!.snapshot, seat);

describe('signed seat links', () => {
  const claims = { publicId: 'p'.repeat(32), seat: 1, userId: 'u1', expiresAt: Date.parse('2026-03-03T12:00:00Z') };

  it('verify what they signed, and refuse a changed payload, another secret, a late use and garbage', () => {
    const token = signSeatLink(SECRET, claims);
    const at = new Date('2026-03-02T12:00:00Z');
    expect(verifySeatLink(SECRET, token, at)).toEqual({ ok: true, claims });
    expect(verifySeatLink(`${SECRET}x`, token, at)).toEqual({ ok: false, reason: 'forged' });
    const [payload, mac] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify([claims.publicId, 0, claims.userId, claims.expiresAt])).toString('base64url');
    expect(verifySeatLink(SECRET, `${changed}.${mac}`, at)).toEqual({ ok: false, reason: 'forged' });
    expect(verifySeatLink(SECRET, token, new Date(claims.expiresAt))).toEqual({ ok: false, reason: 'expired' });
    for (const bad of ['', 'x', `${payload}.`, `${payload}.${mac}x`, `${payload}.${mac}.${mac}`, 'a'.repeat(600)]) expect(verifySeatLink(SECRET, bad, at).ok, bad).toBe(false);
  });
});

describe('personal links on the page', () => {
  it('/game view gives a link for the seat, valid a day, with a link button; a spectator gets none', async () => {
    const view = await h.service.view(h.actors[1]!, { channelId: h.channelId });
    expect(view.reply?.link?.url).toMatch(new RegExp(`^${PUBLIC_URL}/t/${h.publicId}\\?key=[A-Za-z0-9_.-]+$`));
    expect(view.reply?.link?.label).toBe('Open board');
    const spectator = await h.service.view({ userId: 'nobody', name: 'Zed', canManage: false }, { channelId: h.channelId });
    expect(spectator.reply?.link).toBeUndefined();
    expect(await h.service.seatLink({ userId: 'nobody', name: 'Zed', canManage: false }, { channelId: h.channelId })).toBeNull();
  });

  it('CE-9 the first load sets an HttpOnly cookie for this table and redirects to the clean URL; the page then shows this seat’s secrets and no one else’s', async () => {
    const token = await h.tokenFor(1);
    const first = await get(`/t/${h.publicId}?key=${token}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/t/${h.publicId}`);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Path=/t/${h.publicId}`);
    expect(cookie).not.toContain('Secure');
    const page = (await get(`/t/${h.publicId}`, cookie.split(';')[0])).body;
    expect(page).toContain('id="private"');
    const mine = await secretsOf(1);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((s) => page.includes(s.split(':')[0]!))).toBe(true);
    for (const seat of [0, 2]) for (const secret of await secretsOf(seat)) if (!mine.includes(secret)) expect(page).not.toContain(secret);
    const live = JSON.parse((await get(`/t/${h.publicId}/live.json`, cookie.split(';')[0])).body) as { private?: string };
    expect(live.private).toContain('id="private"');
    const picture = await get(`/t/${h.publicId}/me.svg`, cookie.split(';')[0]);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, no-store');
  });

  it('a forged, expired or malformed link gets a clear 403 page, no cookie and nothing private', async () => {
    const token = await h.tokenFor(1);
    const forged = signSeatLink('another-secret-another-secret-another', { publicId: h.publicId, seat: 1, userId: 'u1', expiresAt: Date.parse('2026-03-03T00:00:00Z') });
    const expired = signSeatLink(SECRET, { publicId: h.publicId, seat: 1, userId: 'u1', expiresAt: Date.parse('2026-03-02T11:00:00Z') });
    const cases: [string, RegExp][] = [
      [forged, /not made by the bot/],
      [expired, /expired/],
      [token.slice(0, -3), /not valid/],
      ['%3Cscript%3E', /not valid/],
    ];
    for (const [key, words] of cases) {
      const res = await get(`/t/${h.publicId}?key=${key}`);
      expect(res.statusCode, key).toBe(403);
      expect(res.headers['set-cookie'], key).toBeUndefined();
      expect(res.body, key).toMatch(words);
      expect(res.body).not.toContain('id="private"');
      expect(res.body).not.toContain('<script>');
    }
    // The same token as a cookie opens nothing either, and the cookie is cleared.
    const res = await get(`/t/${h.publicId}`, `seat_link=${expired}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="private"');
    expect(res.body).toMatch(/expired/);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get(`/t/${h.publicId}/me.svg`, `seat_link=${expired}`)).statusCode).toBe(404);
    expect(JSON.parse((await get(`/t/${h.publicId}/live.json`, `seat_link=${forged}`)).body).private).toBeUndefined();
  });

  it('a link for another table opens nothing private here', async () => {
    const elsewhere = await other.tokenFor(1);
    const res = await get(`/t/${h.publicId}?key=${elsewhere}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/another table/);
  });

  it('a link of a seat handed to someone else stops opening it at once', async () => {
    const token = await h.tokenFor(2);
    expect((await get(`/t/${h.publicId}?key=${token}`)).statusCode).toBe(303);
    const host = { ...h.actors[0]!, canManage: true };
    await h.service.kick(host, h.channelId, h.actors[2]!.userId, { userId: 'u9', name: 'Gus' });
    const res = await get(`/t/${h.publicId}?key=${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/no longer hold/);
    const page = (await get(`/t/${h.publicId}`, `seat_link=${token}`)).body;
    expect(page).not.toContain('id="private"');
  });
});

describe('the Open board link in Discord', () => {
  it('turn posts and /game board carry the public page link; the Discord payload makes it a link button', async () => {
    const board = await h.service.board({ channelId: h.channelId });
    expect(board.reply?.link).toEqual({ label: 'Open board', url: `${PUBLIC_URL}/t/${h.publicId}` });
    const table = (await h.store.getTable(h.tableId))!;
    const legal = h.service.games.get('cargo-empire')!.module.legal(table.snapshot, h.service.games.get('cargo-empire')!.module.pending(table.snapshot)[0]!.seat);
    const seat = h.service.games.get('cargo-empire')!.module.pending(table.snapshot)[0]!.seat;
    const moved = await h.service.move(seat === 2 ? { userId: 'u9', name: 'Gus', canManage: false } : h.actors[seat]!, { channelId: h.channelId, text: legal[0]! });
    const turn = moved.posts.find((p) => p.isTurnPost) ?? moved.posts.at(-1);
    expect(turn?.link?.url).toBe(`${PUBLIC_URL}/t/${h.publicId}`);
    const rows = components(turn!.buttons, turn!.select, turn!.link).map((r) => r.toJSON());
    const buttons = rows.flatMap((r) => r.components) as { style: number; url?: string; label?: string }[];
    expect(buttons.filter((b) => b.url === `${PUBLIC_URL}/t/${h.publicId}`)).toEqual([expect.objectContaining({ style: 5, label: 'Open board' })]);
  });
});
