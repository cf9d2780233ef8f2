/**
 * GameModule.anyTimeMoves through the table service: a seat that holds no decision may still play a move the rules
 * allow at any time (Energy Empire discards, EE-2.5.6 / EE-14.4 / ER-11), by command or /move, with the usual
 * confirmation; nobody waits on such moves, and the player the game waits for keeps their decision and deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { EeState } from '../../src/games/energy-empire/index.ts';
import { agendaData } from '../../src/games/energy-empire/rules/lookup.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, ok, refused, stranger } from '../support/table-service.ts';

const channelId = 'ee-any-time';
const players = [ann, ben];
let db: TestStore;
let service: TableService;
let tableId = '';
const clock = new Date('2026-05-01T09:00:00Z');

const table = async () => (await db.store.getTable(tableId))!;
const state = async () => (await table()).snapshot as EeState;

beforeAll(async () => {
  db = await openTestStore();
  service = new TableService({ store: db.store, games: catalogOf([energyEmpireEntry]), images: noImages, newSeed: () => 'any-time', clock: () => clock });
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'energy-empire', options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.settings(ann, channelId, { turnDeadlineHours: 24 }, {}));
  ok(await service.start(ann, channelId, 'join'));
  tableId = (await db.store.getActiveTable(channelId))!.id;
  for (const [seat, actor] of players.entries()) {
    const p = (await state()).players[seat]!;
    ok(await service.move(actor, { channelId, text: `keep ${p.dealtNations[0]} ${p.dealtAgendas[0]}` }));
  }
});
afterAll(async () => db?.cleanup());

describe('moves at any time (GameModule.anyTimeMoves)', () => {
  it('ER-11 / EE-14.4 the seat not to move discards its secret agenda: committed, announced without the agenda, the mover\'s decision and deadline kept', async () => {
    const s = await state();
    const idle = 1 - s.current;
    const actor = players[idle]!;
    const agenda = s.players[idle]!.agendas[0]!.id;
    const before = await table();
    expect(before.deadlines?.items.map((i) => i.seat)).toEqual([s.current]);

    // My view offers the discard; autocomplete of /ee drop and of /move too.
    expect((await service.view(actor, { channelId })).reply!.text).toContain(`drop agenda ${agenda}`);
    expect((await service.suggest(actor, channelId, { subcommand: 'drop', option: 'what', filled: {}, typed: '' })).map((c) => c.value)).toContain(`agenda ${agenda}`);
    expect((await service.suggest(actor, channelId, { subcommand: null, option: 'text', filled: {}, typed: 'drop' })).map((c) => c.value)).toEqual([`drop agenda ${agenda}`]);

    // /ee drop asks for a confirmation first; nothing is committed until then.
    const asked = ok(await service.move(actor, { channelId, text: `drop agenda ${agenda}`, confirmFirst: true, gameId: 'energy-empire' }));
    expect(asked.posts).toEqual([]);
    expect((await table()).version).toBe(before.version);

    const done = ok(await service.move(actor, { channelId, text: `drop agenda ${agenda}` }));
    const after = await table();
    expect(after.version).toBe(before.version + 1);
    expect((after.snapshot as EeState).players[idle]!.agendas).toEqual([]);
    const post = done.posts.map((p) => p.text).join('\n');
    expect(post).toContain('discards a secret agenda');
    for (const word of [agenda, agendaData(agenda).name]) expect(post).not.toContain(word);
    // The player the game waits for is not pinged again, and their clock runs on.
    expect(done.posts.flatMap((p) => p.mentions ?? [])).toEqual([]);
    expect(after.deadlines?.items).toEqual(before.deadlines?.items);
    const logged = (await db.store.listMoves(tableId)).at(-1)!;
    expect([logged.seat, logged.notation]).toEqual([idle, `drop agenda ${agenda}`]);
  });

  it('ER-11 with nothing left to discard, the seat not to move is told whose turn it is; a stranger is refused', async () => {
    const s = await state();
    const idle = 1 - s.current;
    expect(s.players[idle]!.agendas).toEqual([]);
    expect((await state()).players[idle]!.dice).toEqual([]);
    expect(refused(await service.move(players[idle]!, { channelId, text: 'drop die coal' }))).toMatch(/turn|waiting/i);
    expect(refused(await service.move(stranger, { channelId, text: 'drop die coal' }))).toBeTruthy();
  });
});
