/**
 * The bot end to end: a real discord.js Client against the fake Discord, playing the High Card
 * fixture table from /game new to the final result, with a restart in the middle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/discord/bot.ts';
import { buildCommands } from '../../src/discord/commands.ts';
import { deployCommands } from '../../src/discord/deploy.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { createLogger } from '../../src/logger.ts';
import { ImageCache } from '../../src/render/cache.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/port.ts';
import { renderedImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { DEFAULT_MEMBER_PERMISSIONS, allComponents, messageText, startFakeDiscord, type FakeDiscord } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser } from './fake-discord/types.ts';

const games = catalogOf([highCardEntry]);
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let fake: FakeDiscord;
let dataDir: string;
let store: Store;
let bot: Bot;
let host: FakeUser;
let bob: FakeUser;
let carol: FakeUser;
let users: FakeUser[];

async function boot(): Promise<void> {
  // A real database folder (or Postgres), so that a restart has to find the table again.
  store = await openStore(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: `e2e_${process.pid}` } : { dataDir });
  const service = new TableService({ store, games, images: renderedImages(new ImageCache(32 * 1024 * 1024)) });
  bot = await startBot({ token: fake.token, apiUrl: fake.apiBase, service, logger: createLogger('debug', [fake.token], logSink), reminderPollSeconds: 3600 });
}

async function shutdown(): Promise<void> {
  await bot.stop();
  await store.close();
}

beforeAll(async () => {
  fake = await startFakeDiscord({ announceGuild: true });
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-bot-'));
  host = fake.addUser({ username: 'host', permissions: String(PermissionFlagsBits.ManageChannels | BigInt(DEFAULT_MEMBER_PERMISSIONS)) });
  bob = fake.addUser({ username: 'bob' });
  carol = fake.addUser({ username: 'carol' });
  users = [host, bob, carol];
  fake.closeDms(carol.id);
  await deployCommands({ token: fake.token, applicationId: fake.applicationId, guildId: fake.guildId, apiUrl: fake.apiBase, commands: buildCommands(games) });
  await boot();
});

afterAll(async () => {
  await shutdown().catch(() => undefined);
  if (process.env.DATABASE_URL) {
    const { dropSchema, postgresTarget } = await import('../../src/store/postgres.ts');
    await dropSchema(postgresTarget(process.env.DATABASE_URL, `e2e_${process.pid}`));
  }
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function channelPosts(): FakeMessage[] {
  return fake.messages(fake.channelId);
}

function lastPost(predicate: (m: FakeMessage) => boolean = () => true): FakeMessage {
  const found = channelPosts().filter(predicate).at(-1);
  if (!found) throw new Error('no such post');
  return found;
}

function button(message: FakeMessage, label: string) {
  const b = allComponents(message).find((c) => c.label === label);
  if (!b) throw new Error(`no "${label}" button on message: ${message.content}`);
  return b.custom_id as string;
}

async function currentState(): Promise<{ state: HighCardState; version: number; tableId: string } | null> {
  const table = await store.getActiveTable(fake.channelId);
  return table ? { state: table.snapshot as HighCardState, version: table.version, tableId: table.id } : null;
}

async function userForSeat(tableId: string, seat: number): Promise<FakeUser> {
  const seats = await store.listSeats(tableId);
  const id = seats.find((s) => s.seat === seat)!.userId;
  return users.find((u) => u.id === id)!;
}

async function final(handlePromise: ReturnType<FakeDiscord['slash']>) {
  const handle = await handlePromise;
  expect((await handle.response()).type).toBe(5); // deferred: acknowledged before any work
  return handle.final();
}

describe('a High Card table played through Discord', () => {
  it('registers /game, /move and the game\'s own command', () => {
    const names = fake.commands({ guildId: fake.guildId }).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['game', 'move', 'hc']));
  });

  it('opens a lobby, seats three players by command and by button, and starts', async () => {
    const opened = await final(fake.slash(host, 'game', { subcommand: 'new', options: { game: 'high-card', options: 'rounds=1 hand-size=2' } }));
    expect(opened.ephemeral).toBe(true);
    const lobby = await fake.waitForMessage(fake.channelId, (m) => m.content.includes('table opened'));
    const joinByButton = await (await fake.clickButton(bob, lobby, button(lobby, 'Join'))).final();
    expect(joinByButton.content).toContain('joined');
    expect((await final(fake.slash(carol, 'game', { subcommand: 'join' }))).content).toContain('joined');
    const started = await final(fake.slash(host, 'game', { subcommand: 'start', options: { order: 'join' } }));
    expect(started.content).toContain('begins');
    const turnPost = await fake.waitForMessage(fake.channelId, (m) => m.content.includes('your turn'));
    expect(turnPost.attachments[0]!.filename).toMatch(/\.png$/);
    expect(turnPost.attachments[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(allComponents(turnPost).map((c) => c.label)).toEqual(expect.arrayContaining(['My view', 'Board', 'Log']));
  });

  it('sends each player their private view by DM, and falls back to a mention for closed DMs', async () => {
    const { state } = (await currentState())!;
    const hostDm = await fake.waitForDm(host.id, (m) => m.content.includes('Your hand'));
    expect(hostDm.content).toContain(`Your hand: ${state.hands[0]!.join(', ')}`);
    await fake.waitForDm(bob.id, (m) => m.content.includes('Your hand'));
    expect(fake.dms(carol.id)).toHaveLength(0);
    const fallback = await fake.waitForMessage(fake.channelId, (m) => m.content.includes('I could not DM you'));
    expect(fallback.content).toBe(`<@${carol.id}>, I could not DM you: press My view.`);
    // Said once, not again for every DM of the same outcome or every later turn.
    expect(channelPosts().filter((m) => m.content.includes('I could not DM you'))).toHaveLength(1);
  });

  it('My view reaches only its owner, and no hand ever reaches anyone else', async () => {
    const { state } = (await currentState())!;
    const turnPost = lastPost((m) => m.content.includes('your turn'));
    const view = await (await fake.clickButton(carol, turnPost, button(turnPost, 'My view'))).final();
    expect(view.ephemeral).toBe(true);
    expect(view.audience).toEqual({ kind: 'ephemeral', userId: carol.id });
    expect(view.content).toContain(`Your hand: ${state.hands[2]!.join(', ')}`);
    for (const [seat, hand] of state.hands.entries()) {
      const secret = `Your hand: ${hand.join(', ')}`;
      const seen = fake.allMessages().filter((m) => messageText(m).includes(secret));
      for (const m of seen) expect(m.audience).toHaveProperty('userId', users[seat]!.id);
    }
  });

  it('an illegal move gets an ephemeral rule error and changes nothing', async () => {
    const before = (await currentState())!;
    const mover = await userForSeat(before.tableId, highCard.pending(before.state)[0]!.seat);
    const reply = await final(fake.slash(mover, 'move', { options: { text: 'play 99' } }));
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(/⚠️/);
    const after = (await currentState())!;
    expect(after.version).toBe(before.version);
    expect(await store.listMoves(after.tableId)).toHaveLength(0);
  });

  it('autocomplete offers only the asker\'s own legal moves', async () => {
    const { state, tableId } = (await currentState())!;
    const seat = highCard.pending(state)[0]!.seat;
    const mover = await userForSeat(tableId, seat);
    const choices = await fake.autocomplete(mover, 'hc', { subcommand: 'play', options: { card: '' }, focused: 'card' });
    expect(choices.map((c) => String(c.value)).sort()).toEqual(state.hands[seat]!.map(String).sort());
    const other = await userForSeat(tableId, (seat + 1) % 3);
    expect(await fake.autocomplete(other, 'move', { options: { text: '' }, focused: 'text' })).toEqual([]);
  });

  it('plays moves by the game command and by /move', async () => {
    const first = (await currentState())!;
    const seat = highCard.pending(first.state)[0]!.seat;
    const card = first.state.hands[seat]![0]!;
    const done = await final(fake.slash(await userForSeat(first.tableId, seat), 'hc', { subcommand: 'play', options: { card: String(card) } }));
    expect(done.content).toContain('Done');
    const post = lastPost((m) => m.content.includes(String(card)));
    expect(post.content).toContain('your turn');
    const second = (await currentState())!;
    const seat2 = highCard.pending(second.state)[0]!.seat;
    await final(fake.slash(await userForSeat(second.tableId, seat2), 'move', { options: { text: highCard.legal(second.state, seat2)[0]! } }));
    expect(await store.listMoves(first.tableId)).toHaveLength(2);
  });

  it('survives a restart of the bot mid-game without losing anything', async () => {
    const before = (await currentState())!;
    const movesBefore = await store.listMoves(before.tableId);
    await shutdown();
    await boot();
    const after = (await currentState())!;
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
    expect((await store.listMoves(after.tableId)).map((m) => m.notation)).toEqual(movesBefore.map((m) => m.notation));
    const status = await final(fake.slash(bob, 'game', { subcommand: 'status' }));
    expect(status.content).toContain('High Card');
  });

  it('plays on to the end with buttons for the simultaneous bets, refuses a stale button, and posts the final result', async () => {
    let betPost: FakeMessage | undefined;
    let staleChecked = false;
    for (let step = 0; step < 60; step++) {
      const current = await currentState();
      if (!current) break;
      const decisions = highCard.pending(current.state);
      const post = lastPost((m) => allComponents(m).some((c) => c.label === 'My view'));
      if (betPost && !staleChecked && decisions[0]!.kind === 'turn') {
        // A bet button from a finished betting round: the clicker holds no bet now.
        const clicker = await userForSeat(current.tableId, decisions[0]!.seat);
        const stale = await (await fake.clickButton(clicker, betPost, button(betPost, 'Yes'))).final();
        expect(stale.content).toMatch(/out of date|not yours/);
        expect((await currentState())!.version).toBe(current.version);
        staleChecked = true;
      }
      if (decisions[0]!.kind === 'bet') {
        betPost = post;
        // Everyone who must bet clicks on the same post, at the same time.
        await Promise.all(
          decisions.map(async (d) => {
            const user = await userForSeat(current.tableId, d.seat);
            const label = allComponents(post).find((c) => typeof c.label === 'string' && /yes/i.test(c.label as string))!.label as string;
            const reply = await (await fake.clickButton(user, post, button(post, label))).final();
            expect(reply.content).not.toMatch(/⚠️/);
          }),
        );
      } else {
        const seat = decisions[0]!.seat;
        await final(fake.slash(await userForSeat(current.tableId, seat), 'move', { options: { text: highCard.legal(current.state, seat)[0]! } }));
      }
    }
    expect(await currentState()).toBeNull();
    expect(staleChecked).toBe(true);
    expect(channelPosts().filter((m) => m.content.includes('I could not DM you'))).toHaveLength(1);
    const result = await fake.waitForMessage(fake.channelId, (m) => m.content.includes('is over'));
    expect(result.content).toMatch(/1\. \S+: \*\*\d+\*\*/);
    expect(result.attachments[0]!.bytes.length).toBeGreaterThan(1000);
  });

  it('never logged the token or anyone\'s hand, and the fake saw no unexpected requests', () => {
    const all = logLines.join('');
    expect(all).toContain('Discord API base');
    expect(all).toContain('interaction handled');
    expect(all).not.toContain(fake.token);
    expect(all).not.toContain('Your hand');
    expect(fake.unknownRoutes).toEqual([]);
  });
});
