/**
 * Issue 24: the leak audit of every byte the web server sends. A seeded game of each of the four games is played
 * through the table service; along the way every public response (the page, live.json, the board SVG, the history at
 * every move, the event stream, 404 pages) is checked against what each seat keeps secret at that moment (TM-16,
 * CE-9, EE-3.10, H 27.3): nothing may name it. Each seat's private page (through its personal link's cookie) may show
 * its own secrets and no one else's; the control checks that it does show its own. The same holds at past positions:
 * a seat's private view of an earlier position (the history with its cookie) is checked against what every seat kept
 * secret THEN, and must show the seat's own secrets of then.
 */
import { get as httpGet } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types.ts';
import { checkHeard, type HeardText, type LeakReport } from '../support/leak-audit/recorder.ts';
import { advancedCivilizationProfile, cargoEmpireProfile, energyEmpireProfile, namesSecret, terraMysticaProfile, type LeakProfile } from '../support/leak-audit/profiles.ts';
import { anySecret, secretsAt } from '../support/leak-audit/secrets.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

/** The text a reader sees: HTML entities decoded, so an escaped secret is still found. */
function decoded(body: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return body.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&([a-z]+);/g, (all, name: string) => named[name] ?? all);
}

interface WebAudit extends LeakReport {
  fetched: number;
  sawSecrets: boolean;
  ownPageShowedSecret: boolean;
  ownPastShowedSecret: boolean;
  paths: Record<string, number>;
}

/** The first `bytes` of the event stream of a page opened at version 0 (it hears the current version at once). */
function eventStream(address: string, publicId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${address}/t/${publicId}/events?v=0`, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        data += chunk;
        if (/event: version/.test(data)) {
          req.destroy();
          resolve(data);
        }
      });
    });
    req.on('error', reject);
    setTimeout(() => {
      req.destroy();
      resolve('');
    }, 5000);
  });
}

async function audit(profile: LeakProfile, moves: number): Promise<WebAudit> {
  const h: WebHarness = await openWebHarness(profile.entry, { players: profile.players, seed: 'web-audit-1', options: profile.options, pollMs: 100 });
  const report: WebAudit = { leaks: [], texts: 0, checks: 0, fetched: 0, sawSecrets: false, ownPageShowedSecret: false, ownPastShowedSecret: false, paths: {} };
  try {
    const address = await h.web.app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = new Map<Seat, string>();
    for (const seat of h.actors.keys()) {
      const res = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}?key=${await h.tokenFor(seat)}` });
      cookies.set(seat, String(res.headers['set-cookie']).split(';')[0]!);
    }
    const game = profile.entry.module;
    /** Earlier rounds: the last move then, each seat's secrets then, and what each seat knew then. */
    const earlier: { move: number; moment: Awaited<ReturnType<typeof secretsAt>>; known: Map<Seat, string[]> }[] = [];
    for (let round = 0; round < moves / 5; round++) {
      if ((await h.play(5)) === 0) break;
      const table = (await h.store.getTable(h.tableId))!;
      if (table.status !== 'active') break;
      const moment = await secretsAt(h.store, h.tableId, profile);
      if (anySecret(moment)) report.sawSecrets = true;
      const seats = await h.store.listSeats(h.tableId);
      const seatOfUser = (userId: string) => seats.find((s) => s.userId === userId)?.seat ?? null;
      const heard: HeardText[] = [];
      const hear = async (path: string, url: string, reader: Seat | null = null) => {
        const res = await h.web.app.inject({ method: 'GET', url, headers: reader === null ? {} : { cookie: cookies.get(reader)! } });
        report.fetched++;
        report.paths[path] = (report.paths[path] ?? 0) + 1;
        const text = decoded(`${JSON.stringify(res.headers)}\n${res.body}`);
        heard.push({ readerUserId: reader === null ? null : h.actors[reader]!.userId, kind: reader === null ? 'public' : 'private', where: `${path} ${url.replace(/\?.*/, '')}`, text });
        return text;
      };
      // Every public byte: the page, its live parts, the board, the history at every move, a 404, the event stream.
      await hear('page', `/t/${h.publicId}`);
      await hear('live.json', `/t/${h.publicId}/live.json`);
      await hear('board.svg', `/t/${h.publicId}/board.svg`);
      await hear('private picture without a cookie', `/t/${h.publicId}/me.svg`);
      await hear('404', `/t/${h.publicId}/at/999999`);
      for (const m of [0, ...(await h.store.listMoves(h.tableId)).map((x) => x.seq)]) await hear('history', `/t/${h.publicId}/at/${m}`);
      const stream = await eventStream(address, h.publicId);
      expect(stream).toContain('event: version');
      heard.push({ readerUserId: null, kind: 'public', where: 'event stream', text: stream });
      report.paths['event stream'] = (report.paths['event stream'] ?? 0) + 1;
      // Each seat's private page: its own secrets only.
      for (const [seat] of cookies) {
        const page = await hear('private page', `/t/${h.publicId}`, seat);
        await hear('private live.json', `/t/${h.publicId}/live.json`, seat);
        await hear('private picture', `/t/${h.publicId}/me.svg`, seat);
        const own = moment.secrets.get(seat) ?? [];
        if (own.some((w) => namesSecret(profile, page, w))) report.ownPageShowedSecret = true;
      }
      const known = new Map<Seat, string[]>();
      for (const seat of h.actors.keys()) known.set(seat, [...(moment.secrets.get(seat) ?? []), ...game.legal(table.snapshot, seat)]);
      checkHeard(profile, heard, { secrets: moment.secrets, hiddenMoves: moment.hiddenMoves, knownBefore: known, seatOfUser }, report);
      // Each seat's private view of the last two earlier rounds' positions, against the secrets of then.
      for (const past of earlier.slice(-2)) {
        const pastHeard: HeardText[] = [];
        const before = heard.length;
        for (const [seat] of cookies) {
          const json = await hear('private history', `/t/${h.publicId}/at/${past.move}`, seat);
          await hear('private history picture', `/t/${h.publicId}/at/${past.move}/me.svg`, seat);
          if ((past.moment.secrets.get(seat) ?? []).some((w) => namesSecret(profile, json, w))) report.ownPastShowedSecret = true;
        }
        pastHeard.push(...heard.splice(before));
        checkHeard(profile, pastHeard, { secrets: past.moment.secrets, hiddenMoves: past.moment.hiddenMoves, knownBefore: past.known, seatOfUser }, report);
      }
      earlier.push({ move: (await h.store.listMoves(h.tableId)).at(-1)?.seq ?? 0, moment, known });
    }
  } finally {
    await h.cleanup();
  }
  console.log(`${profile.entry.module.id}: ${report.fetched} responses, ${report.texts} texts, ${report.checks} checks, paths ${JSON.stringify(report.paths)}`);
  return report;
}

describe('leak audit of the web server (issue 24)', () => {
  it('TM-16 a Terra Mystica table’s page, history and stream run through every path (nothing is hidden)', async () => {
    const result = await audit(terraMysticaProfile, 20);
    expect(result.leaks).toEqual([]);
    expect(result.paths.history).toBeGreaterThan(20);
  }, 300_000);

  for (const [profile, rule] of [[cargoEmpireProfile, 'CE-9'], [energyEmpireProfile, 'EE-3.10'], [advancedCivilizationProfile, 'H 27.3']] as const) {
    it(`${rule} no public byte of ${profile.entry.module.title}’s page names a seat’s secret; a private page shows only its own`, async () => {
      const result = await audit(profile, profile === advancedCivilizationProfile ? 60 : 30);
      expect(result.leaks).toEqual([]);
      expect(result.sawSecrets).toBe(true);
      expect(result.ownPageShowedSecret).toBe(true);
      expect(result.ownPastShowedSecret).toBe(true);
      expect(result.paths['private history']).toBeGreaterThan(0);
      expect(result.checks).toBeGreaterThan(100);
    }, 300_000);
  }
});
