/**
 * Open tables and ratings through a real discord.js client and the fake Discord: the server's lobby channel,
 * the announcement of a new lobby, /game open and its Join button, a game played to its end and rated, the
 * leaderboard in /game stats with its chart, a player's rating history image, and the admin's rebuild.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { DEFAULT_MEMBER_PERMISSIONS, allComponents } from './fake-discord/index.ts';
import type { FakeChannel, FakeMessage, FakeUser } from './fake-discord/types.ts';
import { startTableHarness, type TableHarness } from './support/table-harness.ts';

let h: TableHarness;
let ann: FakeUser;
let ben: FakeUser;
let admin: FakeUser;
let lobbies: FakeChannel;
let table2: FakeChannel;

beforeAll(async () => {
  h = await startTableHarness(catalogOf([highCardEntry]), ['ann', 'ben']);
  [ann, ben] = h.users as [FakeUser, FakeUser];
  admin = h.fake.addUser({ username: 'admin', permissions: String(PermissionFlagsBits.ManageGuild | BigInt(DEFAULT_MEMBER_PERMISSIONS)) });
  lobbies = h.fake.addChannel('lobbies');
  table2 = h.fake.addChannel('table-2');
});
afterAll(async () => h?.close());

function button(message: FakeMessage, label: string): string {
  const found = allComponents(message).find((c) => c.label === label);
  if (!found) throw new Error(`no button "${label}" on: ${allComponents(message).map((c) => String(c.label)).join(', ')}`);
  return found.custom_id as string;
}

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(1, 4).toString() === 'PNG';
}

describe('open tables through Discord', () => {
  it('/game open with no lobby says so', async () => {
    const reply = await h.slash(ann, 'game', { subcommand: 'open' });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe('No table on this server is waiting for players. Open one with /game new.');
  });

  it('an admin sets the lobby channel; a new lobby is announced there with a Join button', async () => {
    const refused = await h.slash(ann, 'game', { subcommand: 'server', options: { 'lobby-channel': lobbies.id } });
    expect(refused.content).toContain('Manage Server');
    const set = await h.slash(admin, 'game', { subcommand: 'server', options: { 'lobby-channel': lobbies.id } });
    expect(set.content).toBe(`admin set the channel where new tables are announced: <#${lobbies.id}>.`);
    await h.slash(ann, 'game', { subcommand: 'new', channelId: table2.id, options: { game: 'high-card', options: 'rounds=1 hand-size=2' } });
    const announcement = await h.fake.waitForMessage(lobbies.id, (m) => m.content.startsWith('New table:'));
    expect(announcement.content).toBe(`New table: **High Card** in <#${table2.id}>, opened by ann. Rounds: 1; Hand size: 2 (at most 20 cards shared by all players); Variant: standard (followers may pass). 3 seats free (up to 4).`);
    expect(allComponents(announcement).map((c) => c.label)).toEqual(['Join']);
  });

  it('/game open lists the lobby; its Join button seats the player at that table and posts in its channel', async () => {
    const open = await h.slash(ben, 'game', { subcommand: 'open' });
    expect(open.ephemeral).toBe(true);
    expect(open.content).toContain(`1. **High Card** in <#${table2.id}>: Rounds: 1; Hand size: 2`);
    expect(open.content).toMatch(/1 seated, 3 free \(up to 4\)\. Host ann, waiting for \d+ min\./);
    const joined = await (await h.fake.clickButton(ben, open, button(open, 'Join 1: High Card'))).final();
    expect(joined.content).not.toMatch(/^⚠️/);
    const table = (await h.store.getActiveTable(table2.id))!;
    expect((await h.store.listSeats(table.id)).map((s) => s.userId)).toEqual([ann.id, ben.id]);
    expect(h.fake.messages(table2.id).some((m) => m.content.includes('ben'))).toBe(true);
    // The join was posted at the table, not in the channel the button was pressed in (only the admin's line is there).
    expect(h.fake.messages(h.fake.channelId).map((m) => m.content)).toEqual([`admin set the channel where new tables are announced: <#${lobbies.id}>.`]);
  });
});

describe('ratings through Discord', () => {
  it('/game stats before any finished game explains it', async () => {
    const stats = await h.slash(ann, 'game', { subcommand: 'stats', options: { game: 'high-card' } });
    expect(stats.content).toBe('No High Card game has finished on this server yet.');
  });

  it('a game played to its end is rated; /game stats shows the leaderboard and a chart', async () => {
    await h.slash(ann, 'game', { subcommand: 'start', channelId: table2.id, options: { order: 'join' } });
    const tableId = (await h.store.getActiveTable(table2.id))!.id;
    for (let i = 0; i < 50; i++) {
      const table = (await h.store.getTable(tableId))!;
      if (table.status !== 'active') break;
      const state = table.snapshot as HighCardState;
      const seat = highCard.pending(state)[0]!.seat;
      const user = await h.userForSeat(tableId, seat);
      const reply = await h.slash(user, 'move', { channelId: table2.id, options: { text: highCard.legal(state, seat)[0]! } });
      expect(reply.content).not.toMatch(/^⚠️/);
    }
    expect((await h.store.getTable(tableId))!.status).toBe('finished');
    const events = (await h.store.getRatingLedger(h.fake.guildId, 'high-card')).events;
    expect(events.map((e) => e.tableId)).toEqual([tableId, tableId]);
    const stats = await h.slash(ann, 'game', { subcommand: 'stats', options: { game: 'high-card' } });
    expect(stats.content).toContain('**High Card** ratings (skill − 3 × uncertainty; a new player starts at 0):');
    const winner = events.find((e) => e.rank === 1)!;
    const winnerName = winner.userId === ann.id ? 'ann' : 'ben';
    expect(stats.content).toMatch(new RegExp(`1\\. ${winnerName}: \\*\\*-?\\d+\\.\\d\\*\\* \\(skill \\d+\\.\\d ± \\d+\\.\\d\\), 1 rated games, first rated game`));
    expect(stats.attachments[0]!.filename).toBe('leaderboard.png');
    expect(isPng(stats.attachments[0]!.bytes)).toBe(true);
  });

  it('/game stats player: gives the player their rating and their rating history as an image', async () => {
    const mine = await h.slash(ann, 'game', { subcommand: 'stats', options: { player: ben.id } });
    expect(mine.content).toMatch(/\*\*High Card\*\* rating: \*\*-?\d+\.\d\*\* \(skill \d+\.\d ± \d+\.\d\), place [12] of 2, 1 rated games/);
    expect(mine.attachments[0]!.filename).toBe('rating-history.png');
    expect(isPng(mine.attachments[0]!.bytes)).toBe(true);
    const none = await h.slash(ann, 'game', { subcommand: 'stats', options: { player: admin.id } });
    expect(none.content).toBe('admin has not finished a game on this server yet.');
  });

  it('an admin rebuilds the ratings: the same as the incremental update, said publicly in one line', async () => {
    const before = await h.store.getRatingLedger(h.fake.guildId, 'high-card');
    const rebuilt = await h.slash(admin, 'game', { subcommand: 'server', options: { 'rebuild-ratings': 'high-card' } });
    expect(rebuilt.content).toBe('admin rebuilt the High Card ratings of this server from its finished tables: they were already up to date (2 player results).');
    expect(h.fake.messages(h.fake.channelId).at(-1)!.content).toBe(rebuilt.content);
    expect((await h.store.getRatingLedger(h.fake.guildId, 'high-card')).events).toEqual(before.events);
  });
});
