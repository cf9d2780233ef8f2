/**
 * Deadlines and autopilot through Discord (issue 11): the bot's poller plays a passed deadline's default move and
 * the channel sees it once; a member leaving the server puts their seat on autopilot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayIntentBits } from 'discord.js';
import { catalogOf } from '../../src/games/entry.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './support/table-harness.ts';

const HOUR = 3_600_000;
const games = catalogOf([highCardEntry]);
let h: TableHarness;
let clockNow = new Date();

beforeAll(async () => {
  h = await startTableHarness(games, ['ada', 'bo', 'cy'], { clock: () => clockNow, pollSeconds: 0.2, memberEvents: true });
});
afterAll(async () => h?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deadlines at a Discord table', () => {
  it('shows the deadline in the turn post and posts the automatic move once when it passes', async () => {
    const [ada, bo, cy] = h.users as [(typeof h.users)[0], (typeof h.users)[0], (typeof h.users)[0]];
    await h.slash(ada, 'game', { subcommand: 'new', options: { game: 'high-card', options: 'rounds=1 handSize=2' } });
    await h.slash(bo, 'game', { subcommand: 'join' });
    await h.slash(cy, 'game', { subcommand: 'join' });
    const refused = await h.slash(ada, 'game', { subcommand: 'settings', options: { 'turn-deadline': '0' } });
    expect(refused.content).toMatch(/1 to 720 hours/);
    const refusedText = await h.slash(ada, 'game', { subcommand: 'settings', options: { 'turn-deadline': 'tomorrow' } });
    expect(refusedText.content).toMatch(/not a deadline/);
    const set = await h.slash(ada, 'game', { subcommand: 'settings', options: { 'turn-deadline': '2h' } });
    expect(set.content).toMatch(/2 h for a turn/);
    await h.slash(ada, 'game', { subcommand: 'start', options: { order: 'join' } });
    const table = (await h.active())!;
    expect(latestTurnPost(h.fake)!.content).toMatch(/<t:\d+:R>/);

    clockNow = new Date(clockNow.getTime() + 2 * HOUR + 60_000);
    await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes('⏰'), 10_000);
    // Several more polls: the deadline must not fire again.
    await sleep(1_500);
    const automatic = h.fake.messages(h.fake.channelId).filter((m) => m.content.includes('did not answer in time'));
    expect(automatic).toHaveLength(1);
    const moves = await h.store.listMoves(table.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.automatic).toBe(true);
  });

  it('puts the seat of a member who leaves the server on autopilot (needs the Server Members intent)', async () => {
    expect((h.fake.intents ?? 0) & GatewayIntentBits.GuildMembers).toBe(GatewayIntentBits.GuildMembers);
    const table = (await h.active())!;
    const leaver = await h.userForSeat(table.id, 2);
    await h.fake.dispatch('GUILD_MEMBER_REMOVE', { guild_id: h.fake.guildId, user: { id: leaver.id, username: leaver.username, discriminator: '0', avatar: null, global_name: null } });
    await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes('left the server'), 10_000);
    const seat = (await h.store.listSeats(table.id)).find((s) => s.seat === 2)!;
    expect(seat).toMatchObject({ autopilot: true });
    expect(seat.userId).not.toBe(leaver.id);
  });
});
