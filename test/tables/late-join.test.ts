/**
 * Joining a running game (Advanced Civilization 15.5) through the table service: /game join on a running table
 * without an open seat adds a new seat when the game accepts late players, and the move log alone replays it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancedCivilization, type AcState } from '../../src/games/advanced-civilization/index.ts';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { replayTable } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok, refused, stranger } from '../support/table-service.ts';

const acEntry: AnyGameEntry = { module: advancedCivilization, renderBoard: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const players: Actor[] = [ann, ben, cat];

let db: TestStore;
let store: Store;
let service: TableService;

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([acEntry]), images: noImages, newSeed: () => 'late-join-seed' });
});
afterAll(async () => db?.cleanup());

async function runningTable(channelId: string, options: Record<string, unknown>): Promise<string> {
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'advanced-civilization', options }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(ann, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  // Set-up (15.3) with every default, until the first turn has begun.
  for (let i = 0; i < 20; i++) {
    const s = (await store.getTable(tableId))!.snapshot as AcState;
    if (s.phase !== 'nation' && s.phase !== 'start') break;
    const d = advancedCivilization.pending(s).find((x) => x.answered !== true)!;
    ok(await service.move(players[d.seat]!, { channelId, text: d.defaultMove! }));
  }
  return tableId;
}

describe('15.5 joining a running game through the table service', () => {
  it('15.5: /game join adds a new seat that plays "join", and the log replays to the same state', async () => {
    const tableId = await runningTable('late-on', { lateJoin: true });
    const joined = ok(await service.join(stranger, 'late-on'));
    expect(joined.reply!.text).toMatch(/new seat 4/);
    const seats = await store.listSeats(tableId);
    expect(seats.map((s) => s.userId)).toEqual([ann.userId, ben.userId, cat.userId, stranger.userId]);
    const table = (await store.getTable(tableId))!;
    const s = table.snapshot as AcState;
    expect(s.players[3]).toMatchObject({ waiting: true, nation: null });
    expect(advancedCivilization.pending(s).some((d) => d.seat === 3 && d.kind === 'nation')).toBe(true);
    expect(refused(await service.undo(stranger, { channelId: 'late-on' }))).toMatch(/joining cannot be taken back/);
    expect((await store.listSeats(tableId)).length).toBe(4);
    ok(await service.move(stranger, { channelId: 'late-on', text: 'nation thrace' }));
    // The board before the join is replayed from part of the log, without the late seat in setup.
    const joinSeq = (await store.listMoves(tableId)).find((m) => m.notation === 'join')!.seq;
    ok(await service.history({ channelId: 'late-on' }, joinSeq - 1, 'board'));
    const after = (await store.getTable(tableId))!;
    const again = await replayTable(store, after, acEntry, await store.listSeats(tableId));
    expect(again).toEqual(after.snapshot);
  });

  it('15.5: without the option a running table refuses a newcomer and nothing changes', async () => {
    const tableId = await runningTable('late-off', {});
    const before = (await store.getTable(tableId))!.version;
    expect(refused(await service.join(stranger, 'late-off'))).toBeTruthy();
    expect((await store.listSeats(tableId)).length).toBe(3);
    expect((await store.getTable(tableId))!.version).toBe(before);
  });
});
