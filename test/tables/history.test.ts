/**
 * The table at any move: /game board move:N and /game status move:N, replayed from the log, with step
 * buttons and a jump select under the log. High Card (the test fixture) has hidden hands and hidden bet
 * answers (HC-1, HC-4), so it shows whether a past position reveals more than the live game did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { ImageCache } from '../../src/render/cache.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { renderedImages, type TableImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok, refused } from '../support/table-service.ts';

/** Board "images" as their SVG text, so a test can compare exactly what was drawn. */
const svgImages: TableImages = {
  board: async (req) => ({ name: `board-${req.atMove ?? `v${req.version}`}.svg`, data: Buffer.from(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)) }),
  privateImage: async () => undefined,
};

const players: Actor[] = [ann, ben, cat];
let db: TestStore;
let store: Store;
let service: TableService;
let channels = 0;

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([highCardEntry]), images: svgImages, newSeed: () => 'history-seed', clock: () => new Date('2026-03-01T00:00:00Z') });
});
afterAll(async () => db?.cleanup());

async function startedTable(options: Record<string, unknown> = { rounds: 1, handSize: 3 }) {
  const channelId = `history-${++channels}`;
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(ann, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  const table = async () => (await store.getTable(tableId))!;
  return { channelId, tableId, table, state: async () => (await table()).snapshot as HighCardState };
}

/** What the live game showed after one move: the turn post's board, the status text, the seats' private summaries. */
interface LiveShot {
  seq: number;
  board: string;
  status: string;
  privates: string[];
  notation: string;
}

/** One move by whoever acts first (bets answered 'yes' by even seats, 'no' by odd ones); returns what the live game showed. */
async function playOne(t: Awaited<ReturnType<typeof startedTable>>): Promise<LiveShot> {
  const state = await t.state();
  const decision = highCard.pending(state)[0]!;
  const legal = highCard.legal(state, decision.seat);
  const text = legal.includes('bet yes') ? (decision.seat % 2 === 0 ? 'bet yes' : 'bet no') : legal[0]!;
  const moved = ok(await service.move(players[decision.seat]!, { channelId: t.channelId, text }));
  const after = await t.state();
  const seq = (await store.listMoves(t.tableId)).at(-1)!.seq;
  return {
    seq,
    board: moved.posts[0]!.image!.data.toString(),
    status: (await service.status({ channelId: t.channelId })).reply!.text,
    privates: [0, 1, 2].map((seat) => highCard.privateSummary!(after, seat) ?? '').filter((s) => s !== ''),
    notation: text,
  };
}

/** Status text below its first two lines (the live header and players line; the history header and move line). */
const body = (text: string) => text.split('\n').slice(2);

describe('the table at any move (history)', () => {
  it('HC-1 HC-4 a past position of a running game shows exactly what the live game showed then, nothing hidden', async () => {
    const t = await startedTable();
    const shots: LiveShot[] = [];
    for (let i = 0; i < 6; i++) shots.push(await playOne(t));
    expect(shots.some((s) => s.notation.startsWith('bet '))).toBe(true);
    for (const shot of shots) {
      const board = ok(await service.history({ channelId: t.channelId }, shot.seq, 'board'));
      expect(board.reply!.image!.data.toString()).toBe(shot.board);
      const status = ok(await service.history({ channelId: t.channelId }, shot.seq, 'status'));
      const text = status.reply!.text;
      expect(body(text)).toEqual(body(shot.status));
      // Hidden hands and bet answers of that moment appear nowhere; a bet is shown only as "bet".
      for (const hidden of shot.privates) expect(text).not.toContain(hidden);
      expect(text).not.toMatch(/Hidden then/);
      if (shot.notation.startsWith('bet ')) {
        expect(text).toContain(`Move ${shot.seq}, `);
        expect(text).not.toContain(shot.notation);
        expect(board.reply!.text).not.toContain(shot.notation);
      }
    }
    const opening = ok(await service.history({ channelId: t.channelId }, 0, 'status'));
    expect(opening.reply!.text).toContain('The opening position');
    expect(opening.posts).toHaveLength(0);
  });

  it('HC-6 once the game is over, a past position shows the full moves and every hidden hand of that moment', async () => {
    const t = await startedTable({ rounds: 1, handSize: 2 });
    const shots: LiveShot[] = [];
    while ((await t.table()).status === 'active') shots.push(await playOne(t));
    const bet = shots.find((s) => s.notation.startsWith('bet '))!;
    const status = ok(await service.history({ channelId: t.channelId }, bet.seq, 'status'));
    expect(status.reply!.text).toContain(`Move ${bet.seq}, `);
    expect(status.reply!.text).toContain(bet.notation);
    for (const hidden of bet.privates) expect(status.reply!.text).toContain(hidden);
    expect(status.reply!.text).toContain('Hidden then');
  });

  it('refuses a move beyond the log, below 0, not a whole number or taken back, clearly and without any change', async () => {
    const t = await startedTable();
    const shots = [await playOne(t), await playOne(t), await playOne(t)];
    const versionBefore = (await t.table()).version;
    const last = shots.at(-1)!.seq;
    expect(refused(await service.history({ channelId: t.channelId }, last + 1, 'board'))).toBe(`There is no move ${last + 1} in this log: choose a move from 0 (the opening position) to ${last}.`);
    expect(refused(await service.history({ channelId: t.channelId }, -1, 'status'))).toContain('There is no move -1');
    expect(refused(await service.history({ channelId: t.channelId }, 1.5, 'status'))).toContain('There is no move 1.5');
    expect(refused(await service.history({ channelId: 'no-table-here' }, 1, 'board'))).toContain('There is no table');

    // A lone bet is free to take back (HC-4: nothing revealed yet).
    const state = await t.state();
    const bettor = highCard.pending(state).find((d) => d.kind !== 'turn')?.seat;
    let undoneSeq: number | undefined;
    if (bettor !== undefined) {
      ok(await service.move(players[bettor]!, { channelId: t.channelId, text: 'bet yes' }));
      ok(await service.undo(players[bettor]!, { channelId: t.channelId }));
      undoneSeq = (await store.listMoves(t.tableId, { includeUndone: true })).at(-1)!.seq;
      expect(refused(await service.history({ channelId: t.channelId }, undoneSeq, 'board'))).toContain(`Move ${undoneSeq} was taken back`);
    }
    const lobbyChannel = `history-lobby-${++channels}`;
    ok(await service.newTable(ann, { guildId: 'g', channelId: lobbyChannel, gameId: 'high-card', options: {} }));
    expect(refused(await service.history({ channelId: lobbyChannel }, 0, 'board'))).toContain('lobby');
    const table = await t.table();
    expect(table.version).toBe(versionBefore + (undoneSeq === undefined ? 0 : 2));
  });

  it('step buttons go one move back and forward, skipping taken-back moves, and work as clicks', async () => {
    const t = await startedTable();
    const first = await playOne(t);
    const second = await playOne(t);
    const steps = (o: Outcome) => (o.reply!.buttons ?? []).map((b) => b.action);
    const start = ok(await service.history({ channelId: t.channelId }, 0, 'board'));
    expect(steps(start)).toEqual([{ type: 'history', move: first.seq, view: 'board' }]);
    const middle = ok(await service.history({ channelId: t.channelId }, first.seq, 'status'));
    expect(steps(middle)).toEqual([
      { type: 'history', move: 0, view: 'status' },
      { type: 'history', move: second.seq, view: 'status' },
    ]);
    const table = await t.table();
    const clicked = ok(await service.act(ben, t.tableId, table.version, { type: 'history', move: second.seq, view: 'board' }));
    expect(clicked.reply!.image!.data.toString()).toBe(second.board);
    expect(steps(clicked)).toEqual([{ type: 'history', move: first.seq, view: 'board' }]);
    // A click made at an older version still shows the same past position.
    const later = await playOne(t);
    const old = ok(await service.act(ben, t.tableId, table.version, { type: 'history', move: second.seq, view: 'board' }));
    expect(old.reply!.image!.data.toString()).toBe(second.board);
    expect(steps(old).at(-1)).toEqual({ type: 'history', move: later.seq, view: 'board' });
  });

  it('the log offers a jump to the board after each of its moves still in the game', async () => {
    const t = await startedTable();
    const shots = [await playOne(t), await playOne(t)];
    const log = ok(await service.log({ channelId: t.channelId }));
    const select = log.reply!.select!;
    expect(select.kind).toBe('history');
    expect(select.options.map((o) => o.value)).toEqual(shots.map((s) => String(s.seq)));
    expect(select.options[0]!.label).toBe(`Move ${shots[0]!.seq} (Ann)`);
    const jumped = ok(await service.act(cat, t.tableId, select.version, { type: 'history', move: Number(select.options[1]!.value), view: 'board' }));
    expect(jumped.reply!.image!.data.toString()).toBe(shots[1]!.board);
  });
});

describe('history images', () => {
  it('are cached by table and move: a later move neither re-renders nor changes a past board', async () => {
    const cache = new ImageCache(16 * 1024 * 1024);
    const rendering = new TableService({ store, games: catalogOf([highCardEntry]), images: renderedImages(cache), newSeed: () => 'history-seed' });
    const t = await startedTable();
    await playOne(t);
    const seq = (await store.listMoves(t.tableId)).at(-1)!.seq;
    const first = ok(await rendering.history({ tableId: t.tableId }, seq, 'board')).reply!.image!;
    expect(first.name).toBe(`high-card-board-move${seq}.png`);
    const misses = cache.stats().misses;
    await playOne(t);
    const again = ok(await rendering.history({ tableId: t.tableId }, seq, 'board')).reply!.image!;
    expect(again.data.equals(first.data)).toBe(true);
    expect(cache.stats().misses).toBe(misses);
    // The live board at the newer version is its own entry, and differs from the past one.
    const live = ok(await rendering.board({ tableId: t.tableId })).reply!.image!;
    expect(cache.stats().misses).toBe(misses + 1);
    expect(live.data.equals(first.data)).toBe(false);
  });

  it('one version is one picture in every process: /game board elsewhere matches the turn post, never an older board', async () => {
    // Two services with caches of their own stand for two processes over one database.
    const processA = new TableService({ store, games: catalogOf([highCardEntry]), images: renderedImages(new ImageCache(8 * 1024 * 1024)), newSeed: () => 'history-seed' });
    const processB = new TableService({ store, games: catalogOf([highCardEntry]), images: renderedImages(new ImageCache(8 * 1024 * 1024)), newSeed: () => 'history-seed' });
    const t = await startedTable();
    const boardOnB = async () => ok(await processB.board({ channelId: t.channelId })).reply!.image!;
    const before = await boardOnB();
    const state = await t.state();
    const seat = highCard.pending(state)[0]!.seat;
    ok(await processA.move(players[seat]!, { channelId: t.channelId, text: highCard.legal(state, seat)[0]! }));
    // The turn post carries the phone card; the full board of the new version is drawn by the process that moved.
    const onA = ok(await processA.board({ channelId: t.channelId })).reply!.image!;
    const after = await boardOnB();
    expect(after.name).toBe(`high-card-board-v${(await t.table()).version}.png`);
    expect(after.data.equals(onA.data)).toBe(true);
    expect(after.data.equals(before.data)).toBe(false);
  });
});
