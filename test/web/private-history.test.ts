/**
 * Issue 24: with a seat's cookie, a past position shows that seat's private view AT THAT POSITION (what it saw then),
 * not the live one: an Energy Empire seat's agendas at the opening are the two dealt (EE-3.10), later the one kept.
 * Without a cookie a past position has no private part; another seat's cookie shows that seat's view only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/play.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import { seatInfos } from '../../src/tables/context.ts';
import { esc } from '../../src/web/html.ts';
import { openWebHarness, type WebHarness } from './harness.ts';

let h: WebHarness;
const cookies: string[] = [];

beforeAll(async () => {
  h = await openWebHarness(energyEmpireEntry, { players: 3, seed: 'private-history' });
  await h.play(24);
  for (const seat of [0, 1, 2]) {
    const res = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}?key=${await h.tokenFor(seat)}` });
    cookies.push(String(res.headers['set-cookie']).split(';')[0]!);
  }
}, 120_000);

afterAll(async () => h?.cleanup());

const game: AnyGameModule = energyEmpireEntry.module;

/** The seat's private summary after move `seq` of the log, by a plain replay of the live moves up to it. */
async function summaryAt(seq: number, seat: number): Promise<string> {
  const table = (await h.store.getTable(h.tableId))!;
  const seats = await h.store.listSeats(h.tableId);
  const live = (await h.store.listMoves(h.tableId)).filter((m) => m.seq <= seq);
  const state = replay(game, { options: table.options, seats: seatInfos(seats), seed: table.seed }, live);
  return game.privateSummary!(state, seat)!;
}

describe('the private layer at past positions', () => {
  it('shows the seat its own view as it was at that move, not the live one', async () => {
    const moves = (await h.store.listMoves(h.tableId)).map((m) => m.seq);
    const last = moves.at(-1)!;
    const liveSummary = game.privateSummary!((await h.store.getTable(h.tableId))!.snapshot, 0)!;
    let differed = 0;
    for (const move of [0, ...moves.slice(0, -1)]) {
      const then = await summaryAt(move, 0);
      const res = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/${move}`, headers: { cookie: cookies[0]! } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<{ private?: string }>();
      expect(body.private, `move ${move}`).toContain(esc(then));
      expect(body.private).toContain(move === 0 ? 'As you saw it at the opening position.' : `As you saw it after move ${move}.`);
      if (then !== liveSummary) {
        differed++;
        expect(body.private).not.toContain(esc(liveSummary));
      }
    }
    // The hand changed during these moves (the dealt agendas, then the one kept): the test saw past views differ.
    expect(differed).toBeGreaterThan(0);
    // The live position through the history gives the live view.
    const live = (await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/${last}`, headers: { cookie: cookies[0]! } })).json<{ private?: string }>();
    expect(live.private).toContain(esc(liveSummary));
  });

  it('gives the private picture at that position to its seat only; nothing private without a cookie', async () => {
    const opening = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/0`, headers: { cookie: cookies[1]! } });
    const part = opening.json<{ private?: string }>().private!;
    expect(part).toContain(esc(await summaryAt(0, 1)));
    const picture = /src="([^"]+)"/.exec(part)?.[1];
    if (picture) {
      expect(picture).toBe(`/t/${h.publicId}/at/0/me.svg`);
      const svg = await h.web.app.inject({ method: 'GET', url: picture, headers: { cookie: cookies[1]! } });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect((await h.web.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    }
    const pub = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/0` });
    expect(pub.json<{ private?: string }>().private).toBeUndefined();
    expect(pub.headers['cache-control']).toBe('no-store');
    const forged = await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/0`, headers: { cookie: `${cookies[1]!}x` } });
    expect(forged.json<{ private?: string }>().private).toBeUndefined();
    expect((await h.web.app.inject({ method: 'GET', url: `/t/${h.publicId}/at/0/me.svg`, headers: { cookie: `${cookies[1]!}x` } })).statusCode).toBe(404);
  });
});
