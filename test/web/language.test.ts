/**
 * Issue 24 and UX.md: the page speaks the reader's language. Accept-Language chooses it (ja → Japanese where the
 * catalogue has it, English otherwise), <html lang> says it, and every string of the page comes from the message
 * catalogue: a Japanese reader sees the Japanese text of each and none of the English; an English reader the reverse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { msg, type MessageId } from '../../src/tables/messages.ts';
import { signSeatLink } from '../../src/tables/web-links.ts';
import { esc } from '../../src/web/html.ts';
import { pageLanguage } from '../../src/web/language.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

let h: WebHarness;

beforeAll(async () => {
  h = await openWebHarness(cargoEmpireEntry, { players: 3, seed: 'language-1' });
  await h.play(6);
}, 120_000);

afterAll(async () => h?.cleanup());

const get = (url: string, lang?: string) => h.web.app.inject({ method: 'GET', url, headers: lang === undefined ? {} : { 'accept-language': lang } });

/** The page's own strings (the frame around the game's drawing and texts). */
const PAGE_STRINGS: MessageId[] = ['web.readOnly', 'web.status', 'web.players', 'web.log', 'web.history', 'web.previous', 'web.next', 'web.backToLive', 'web.zoomReset', 'web.detailsHint', 'web.zoomIn', 'web.zoomOut'];

describe('the page language', () => {
  it('is chosen from Accept-Language by weight: Japanese when asked for first, English otherwise', () => {
    expect(pageLanguage('ja')).toBe('ja');
    expect(pageLanguage('ja-JP,ja;q=0.9,en-US;q=0.8')).toBe('ja');
    expect(pageLanguage('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(pageLanguage('fr-FR, ja;q=0.3')).toBe('ja');
    expect(pageLanguage('en;q=0.2, ja;q=0.7')).toBe('ja');
    for (const other of [undefined, '', 'fr', 'de-DE,fr;q=0.5', '*', 'ja;q=0', 'ja;q=abc', ';;;,,,', 'x'.repeat(600), `ja,${'y'.repeat(600)}`]) expect(pageLanguage(other), String(other)).toBe('en');
  });

  it('a Japanese reader gets <html lang="ja"> and every page string in Japanese, none in English', async () => {
    const res = await get(`/t/${h.publicId}`, 'ja-JP,ja;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ja">/);
    expect(res.headers['content-language']).toBe('ja');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    // The game's own drawing and texts (board, status line, player picks) are the game's, not the page's.
    const frame = res.body.replace(/<div id="(board|status|players|log)"[^>]*>[\s\S]*?<\/div>/g, '');
    for (const id of PAGE_STRINGS) {
      const ja = msg(id, {}, 'ja');
      const en = msg(id, {}, 'en');
      expect(ja, id).not.toBe(en);
      expect(res.body, id).toContain(esc(ja));
      expect(frame, id).not.toContain(esc(en));
    }
    const last = (await h.store.listMoves(h.tableId)).at(-1)!.seq;
    expect(res.body).toContain(esc(msg('web.position', { move: last, last }, 'ja')));
  });

  it('an English reader (or one whose language the catalogue lacks) gets English, and no Japanese', async () => {
    for (const lang of [undefined, 'en-GB', 'fr, de;q=0.8']) {
      const res = await get(`/t/${h.publicId}`, lang);
      expect(res.body).toMatch(/<html lang="en">/);
      for (const id of PAGE_STRINGS) {
        expect(res.body, id).toContain(esc(msg(id, {}, 'en')));
        expect(res.body, id).not.toContain(esc(msg(id, {}, 'ja')));
      }
    }
  });

  it('the history, the not-found page and a refused link speak the reader\'s language too', async () => {
    const opening = (await get(`/t/${h.publicId}/at/0`, 'ja')).json<{ parts: { status: string } }>();
    expect(opening.parts.status).toContain(esc(msg('web.opening', {}, 'ja')));
    const english = (await get(`/t/${h.publicId}/at/0`)).json<{ parts: { status: string } }>();
    expect(english.parts.status).toContain(esc(msg('web.opening', {}, 'en')));
    const missing = await get(`/t/${'A'.repeat(32)}`, 'ja');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="ja">/);
    expect(missing.body).toContain(esc(msg('web.notFound', {}, 'ja')));
    const unrouted = await get('/nowhere', 'ja');
    expect(unrouted.body).toContain(esc(msg('web.notFound', {}, 'ja')));
    const token = signSeatLink('another-secret-0123456789abcdef0123456789', { publicId: h.publicId, seat: 0, userId: h.actors[0]!.userId, expiresAt: h.clock.now.getTime() + 3_600_000 });
    const forged = await get(`/t/${h.publicId}?key=${token}`, 'ja');
    expect(forged.statusCode).toBe(403);
    expect(forged.body, forged.body).toContain(esc(msg('web.refused.forged', {}, 'ja')));
  });
});
