/**
 * /game board move:N with its step buttons, the log's jump select, /game mine and /game stats through a real
 * discord.js client and the fake Discord, on a Terra Mystica table.
 */
import type { TmState } from '../../src/games/terra-mystica/state.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { allComponents } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser } from './fake-discord/types.ts';
import { startTableHarness, type TableHarness } from './support/table-harness.ts';

const games = catalogOf([terraMysticaEntry]);
const game: AnyGameModule = terraMysticaEntry.module;
let h: TableHarness;
let ann: FakeUser;
let ben: FakeUser;

beforeAll(async () => {
  h = await startTableHarness(games, ['ann', 'ben', 'eve']);
  [ann, ben] = h.users as [FakeUser, FakeUser];
  await h.slash(ann, 'game', { subcommand: 'new', options: { game: 'terra-mystica' } });
  await h.slash(ben, 'game', { subcommand: 'join' });
  await h.slash(ann, 'game', { subcommand: 'start', options: { order: 'join' } });
  // Four moves: both faction picks and the first initial dwellings (TM-3.6, TM-3.7).
  for (let i = 0; i < 4; i++) {
    const table = (await h.active())!;
    const seat = game.pending(table.snapshot)[0]!.seat;
    const user = await h.userForSeat(table.id, seat);
    const reply = await h.slash(user, 'move', { options: { text: game.legal(table.snapshot, seat)[0]! } });
    expect(reply.content).not.toMatch(/^⚠️/);
  }
});
afterAll(async () => h?.close());

function buttonLabelled(message: FakeMessage, label: string): string {
  const found = allComponents(message).find((c) => c.label === label);
  if (!found) throw new Error(`no button "${label}" on: ${allComponents(message).map((c) => String(c.label)).join(', ')}`);
  return found.custom_id as string;
}

describe('history through Discord', () => {
  it('/game board move:2 shows the board after move 2, privately, with buttons one move back and forward', async () => {
    const reply = await h.slash(ben, 'game', { subcommand: 'board', options: { move: 2 } });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('after move 2');
    expect(reply.attachments[0]!.filename).toBe('terra-mystica-board-move2.png');
    const back = await (await h.fake.clickButton(ben, reply, buttonLabelled(reply, '◀ Move 1'))).final();
    expect(back.attachments[0]!.filename).toBe('terra-mystica-board-move1.png');
    const forward = await (await h.fake.clickButton(ben, back, buttonLabelled(back, 'Move 2 ▶'))).final();
    expect(forward.attachments[0]!.bytes.equals(reply.attachments[0]!.bytes)).toBe(true);
  });

  it('/game status move:0 is the opening position; a move beyond the log or below 0 is explained', async () => {
    const opening = await h.slash(ann, 'game', { subcommand: 'status', options: { move: 0 } });
    expect(opening.content).toContain('The opening position');
    const beyond = await h.slash(ann, 'game', { subcommand: 'status', options: { move: 99 } });
    expect(beyond.content).toBe('⚠️ There is no move 99 in this log: choose a move from 0 (the opening position) to 4.');
    const below = await h.slash(ann, 'game', { subcommand: 'board', options: { move: -1 } });
    expect(below.content).toContain('There is no move -1');
  });

  it('the log jumps to the board after the chosen move', async () => {
    const log = await h.slash(ann, 'game', { subcommand: 'log' });
    const select = allComponents(log).find((c) => typeof c.custom_id === 'string' && (c.custom_id as string).startsWith('t|hm|'))!;
    expect((select.options as { value: string }[]).map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    const jumped = await (await h.fake.selectMenu(ann, log, select.custom_id as string, ['3'])).final();
    expect(jumped.attachments[0]!.filename).toBe('terra-mystica-board-move3.png');
  });
});

describe('/game mine and /game stats through Discord', () => {
  it('/game mine tells the player whose decision it is that the table waits on them; the other sees whom it waits for', async () => {
    const table = (await h.active())!;
    const waiting = await h.userForSeat(table.id, game.pending(table.snapshot)[0]!.seat);
    const other = waiting.id === ann.id ? ben : ann;
    const mine = await h.slash(waiting, 'game', { subcommand: 'mine' });
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toContain('1 waiting on you');
    expect(mine.content).toContain(`<#${h.fake.channelId}>`);
    const theirs = await h.slash(other, 'game', { subcommand: 'mine' });
    expect(theirs.content).toContain('0 waiting on you');
    expect(theirs.content).toMatch(/Waiting for \w+ since <t:\d+:R>/);
  });

  it('/game stats counts a finished game with the factions played (TM-3.6), and explains an empty selection', async () => {
    expect((await h.slash(ann, 'game', { subcommand: 'stats' })).content).toBe('No game has finished on this server yet.');
    const table = (await h.active())!;
    const factions = [0, 1].map((seat) => terraMysticaEntry.factions!.of(table.snapshot as TmState, seat)!);
    const resign = await h.slash(ben, 'game', { subcommand: 'resign' });
    await (await h.fake.clickButton(ben, resign, buttonLabelled(resign, 'Confirm'))).final();
    expect(await h.active()).toBeNull();

    const stats = await h.slash(ann, 'game', { subcommand: 'stats', options: { game: 'terra-mystica' } });
    expect(stats.content).toContain('Statistics of this server: 1 finished games.');
    expect(stats.content).toContain('Terra Mystica factions:');
    for (const f of factions) expect(stats.content).toContain(`• ${f}: `);
    expect(stats.attachments[0]!.filename).toBe('leaderboard.png');
    const eve = h.users[2]!;
    const none = await h.slash(ann, 'game', { subcommand: 'stats', options: { player: eve.id } });
    expect(none.content).toBe('eve has not finished a game on this server yet.');
  });
});
