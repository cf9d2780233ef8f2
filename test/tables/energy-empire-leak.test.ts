/**
 * Issue 9 leak test: through the table service, no Energy Empire agenda held by one seat reaches anyone else —
 * public posts, other players' DMs, the board and phone-card pictures, the private pictures of other seats,
 * autocomplete and the move log — including the setup keeps that the platform plays when a deadline passes
 * (the keep decision's default names the seat's agenda: only its public form may be shown).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { EeState } from '../../src/games/energy-empire/index.ts';
import { agendaData } from '../../src/games/energy-empire/rules/lookup.ts';
import { catalogOf } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import { cardLayout, type TableImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';

const games = catalogOf([energyEmpireEntry]);
const players = [ann, ben, cat];
const channelId = 'ee-leak';
let db: TestStore;
let store: Store;
let service: TableService;
let clockNow = new Date('2026-04-01T09:00:00Z');

/** Pictures drawn as the real port draws them, kept as SVG text so the test can read what each one shows. */
const drawn: { kind: 'board' | 'card' | 'private'; seat?: Seat; svg: string; finished: boolean }[] = [];
const recordingImages: TableImages = {
  async board(req) {
    drawn.push({ kind: 'board', svg: req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx), finished: req.entry.module.result(req.state) !== null });
    return undefined;
  },
  async privateImage(req, seat) {
    const svg = req.entry.renderPrivate?.(req.entry.module.view(req.state, seat), seat, req.ctx);
    if (svg) drawn.push({ kind: 'private', seat, svg, finished: false });
    return undefined;
  },
  async card(req, text) {
    drawn.push({ kind: 'card', svg: cardLayout(req.entry, req.state, req.ctx, text).svg, finished: req.entry.module.result(req.state) !== null });
    return undefined;
  },
};

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games, images: recordingImages, clock: () => clockNow, newSeed: () => 'ee-leak' });
});
afterAll(async () => db?.cleanup());

const secretWords = (ids: readonly string[]) => ids.flatMap((id) => [id, agendaData(id).name]);

function expectNone(text: string, secrets: readonly string[], where: string): void {
  for (const s of secrets) expect(text, `${where} shows ${s}`).not.toContain(s);
}

describe('Energy Empire: agendas stay with their seat', () => {
  it('ER-16 EE-3.10 posts, DMs, pictures, autocomplete and the log never show another seat\'s agenda, to the end of a game played by deadlines', async () => {
    ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'energy-empire', options: {} }));
    ok(await service.join(ben, channelId));
    ok(await service.join(cat, channelId));
    ok(await service.settings(ann, channelId, { turnDeadlineHours: 24, offTurnDeadlineHours: 12 }, {}));
    ok(await service.start(ann, channelId, 'join'));
    const tableId = (await store.getActiveTable(channelId))!.id;
    const seatUser = new Map((await store.listSeats(tableId)).map((s) => [s.seat, s.userId]));
    const dealt = ((await store.getTable(tableId))!.snapshot as EeState).players.map((p) => secretWords(p.dealtAgendas));

    // Autocomplete during setup offers each player only their own deal.
    for (const [seat, actor] of players.entries()) {
      const values = await service.suggest(actor, channelId, { subcommand: 'keep', option: 'agenda', filled: {}, typed: '' });
      expect(values.length).toBeGreaterThan(0);
      const all = JSON.stringify([values, await service.suggest(actor, channelId, { subcommand: null, option: 'text', filled: {}, typed: '' })]);
      for (const other of [0, 1, 2].filter((x) => x !== seat)) expectNone(all, dealt[other]!.filter((w) => !dealt[seat]!.includes(w)), `autocomplete of seat ${seat}`);
    }

    const outcomes: { outcome: Outcome; finished: boolean }[] = [];
    const views: { seat: Seat; text: string }[] = [];
    let polls = 0;
    while ((await store.getTable(tableId))!.status === 'active') {
      if (++polls > 3000) throw new Error('not over after 3000 deadlines');
      const table = (await store.getTable(tableId))!;
      clockNow = new Date(table.deadlineAt!.getTime() + 60_000);
      const fired = (await service.dueDeadlines()).filter((o) => o.tableId === tableId);
      expect(fired).toHaveLength(1);
      const finished = (await store.getTable(tableId))!.status !== 'active';
      outcomes.push({ outcome: fired[0]!, finished });
      if (polls % 10 === 1 && !finished) {
        // The Board button and each player's My view, as players press them during the game.
        outcomes.push({ outcome: await service.board({ channelId }), finished });
        for (const [seat, actor] of players.entries()) views.push({ seat, text: (await service.view(actor, { channelId })).reply?.text ?? '' });
      }
      if (polls === 1) {
        // The automatic keeps: the posts say a choice was made, never which.
        const text = fired[0]!.posts.map((p) => p.text).join('\n');
        expect(text).toContain('hidden until everyone has chosen');
        expectNone(text, dealt.flat(), 'the post of the automatic keeps');
        const log = await service.log({ channelId });
        expectNone(JSON.stringify(log), dealt.flat(), 'the log after setup');
      }
    }
    const end = (await store.getTable(tableId))!.snapshot as EeState;
    expect(end.phase).toBe('over');
    const moves = await store.listMoves(tableId);
    expect(moves.filter((m) => m.notation.startsWith('keep '))).toHaveLength(3);

    for (let seat = 0; seat < 3; seat++) {
      // Agendas held in secret to the end; until the game is over no one else may see them.
      const secrets = secretWords(end.players[seat]!.agendas.filter((a) => !a.public).map((a) => a.id));
      if (secrets.length === 0) continue;
      for (const { outcome, finished } of outcomes) {
        if (finished) continue;
        for (const post of outcome.posts) expectNone(post.text, secrets, 'a public post');
        for (const dm of outcome.dms) if (dm.userId !== seatUser.get(seat)) expectNone(dm.text, secrets, 'another player\'s DM');
      }
      for (const v of views) if (v.seat !== seat) expectNone(v.text, secrets, `My view of seat ${v.seat}`);
      expect(views.some((v) => v.seat === seat && secrets.some((w) => v.text.includes(w)))).toBe(true);
      for (const image of drawn) {
        if (image.finished || image.seat === seat) continue;
        expectNone(image.svg, secrets, `a ${image.kind} picture${image.seat === undefined ? '' : ` of seat ${image.seat}`}`);
      }
    }
    expect(drawn.filter((d) => d.kind === 'board').length).toBeGreaterThan(10);
    expect(drawn.filter((d) => d.kind === 'private').length).toBeGreaterThan(10);
    expect(drawn.filter((d) => d.kind === 'card').length).toBeGreaterThan(10);
  });
});
