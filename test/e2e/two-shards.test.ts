/**
 * Scale-out: two bot processes, shard 0 and shard 1 of 2 (`npm start` with SHARD_IDS and SHARD_COUNT, as on
 * two machines), against the fake Discord and one Postgres database. Interactions for the same table reach
 * both processes at the same moment; no move is lost or doubled, every turn post appears once, reminders go
 * out once although both processes poll, and neither process's image cache ever serves a stale board.
 *
 * Scheduled work is checked in "fires once" below: reminders now; per-decision deadlines (a default move
 * played when a deadline passes) belong next to them, with the same makeDue/waitForOnce helpers.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/play.ts';
import { games } from '../../src/games/registry.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store, TableRecord } from '../../src/store/port.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';
import { seatInfos } from '../../src/tables/context.ts';
import { killBotProcess, runNpm, stopBotProcess, waitForOutput, type BotProcess } from './support/bot-process.ts';
import { allComponents, startFakeDiscord, type FakeDiscord } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser } from './fake-discord/types.ts';
import { HANG_MS } from './fake-discord/wait.ts';

const postgresUrl = process.env.DATABASE_URL;
const schema = `shards_${process.pid}_${randomBytes(4).toString('hex')}`;
const hosted = games.get('terra-mystica')!;
const REMINDER_POLL_SECONDS = 5;

let fake: FakeDiscord;
let store: Store;
const bots: BotProcess[] = [];
let alice: FakeUser;
let bob: FakeUser;

function databaseUrlWithSchema(url: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}

function shardEnv(shard: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return {
    ...rest,
    DISCORD_TOKEN: fake.token,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_API_URL: fake.apiBase,
    DEV_GUILD_ID: fake.guildId,
    DATABASE_URL: databaseUrlWithSchema(postgresUrl!),
    SHARD_IDS: String(shard),
    SHARD_COUNT: '2',
    REMINDER_POLL_SECONDS: String(REMINDER_POLL_SECONDS),
    LOG_LEVEL: 'info',
  };
}

async function startShard(shard: number): Promise<BotProcess> {
  const bot = runNpm(['start'], shardEnv(shard));
  bots.push(bot);
  await waitForOutput(bot, 'bot ready');
  return bot;
}

async function final(user: FakeUser, name: string, opts: Parameters<FakeDiscord['slash']>[2]): Promise<FakeMessage> {
  return (await fake.slash(user, name, opts)).final();
}

async function table(): Promise<TableRecord> {
  return (await store.getActiveTable(fake.channelId))!;
}

const turnPosts = () => fake.messages(fake.channelId).filter((m) => allComponents(m).some((c) => c.label === 'My view'));
const refusedReply = (m: FakeMessage) => m.content.startsWith('⚠️');

// Two processes cannot open one embedded PGlite folder, so this runs only on Postgres (CI's Postgres job).
if (!postgresUrl) console.info('two-shards.test.ts skipped: it needs DATABASE_URL (Postgres); two processes cannot share an embedded PGlite.');
describe.skipIf(!postgresUrl)('two shard processes over one Postgres (skipped without DATABASE_URL: two processes cannot share an embedded PGlite)', () => {
  beforeAll(async () => {
    fake = await startFakeDiscord({ announceGuild: true });
    alice = fake.addUser({ username: 'alice' });
    bob = fake.addUser({ username: 'bob' });
    store = await openStore({ databaseUrl: postgresUrl!, schema });
    await Promise.all([startShard(0), startShard(1)]);
    await fake.waitForShards([0, 1]);
  });

  afterAll(async () => {
    for (const bot of bots) await killBotProcess(bot);
    await store?.close();
    if (postgresUrl) await dropSchema(postgresTarget(postgresUrl, schema));
    await fake?.close();
  });

  it('logs in as shard 0 and shard 1 of 2; only shard 0 registers the commands', () => {
    expect(fake.liveShards).toEqual([0, 1]);
    expect(bots[0]!.output.join('')).toMatch(/"shard":\[0\][^\n]*"msg":"bot ready"/);
    expect(bots[1]!.output.join('')).toMatch(/"shard":\[1\][^\n]*"msg":"bot ready"/);
    expect(bots[0]!.output.join('')).toContain('slash commands registered');
    expect(bots[1]!.output.join('')).not.toContain('slash commands registered');
  });

  it('the same interactions sent to both shards at once: each move lands once, every turn post appears once', async () => {
    await final(alice, 'game', { subcommand: 'new', options: { game: hosted.module.id }, shard: 0 });
    await final(bob, 'game', { subcommand: 'join', shard: 1 });
    await final(alice, 'game', { subcommand: 'start', options: { order: 'join' }, shard: 0 });
    await fake.waitForMessage(fake.channelId, (m) => turnPosts().includes(m));
    const users = [alice, bob];
    let accepted = 0;
    let racesWithOneWinner = 0;
    let byButton = 0;
    for (let step = 0; step < 8; step++) {
      const current = await table();
      const game = hosted.module;
      const decision = game.pending(current.snapshot)[0]!;
      const user = users[(await store.listSeats(current.id)).find((s) => s.seat === decision.seat)!.userId === alice.id ? 0 : 1]!;
      const move = game.legal(current.snapshot, decision.seat)[0]!;
      const post = turnPosts().at(-1)!;
      const button = allComponents(post).find((c) => c.custom_id === `t|o|${current.id}|${current.version}|${move}`);
      // The very same click or command, delivered to both processes at the same moment.
      const replies = await Promise.all(
        [0, 1].map(async (shard) => {
          const handle = button ? await fake.clickButton(user, post, button.custom_id as string, { shard }) : await fake.slash(user, 'move', { options: { text: move }, shard });
          return handle.final();
        }),
      );
      if (button) byButton++;
      const ok = replies.filter((r) => !refusedReply(r)).length;
      expect(ok, replies.map((r) => r.content).join(' | ')).toBeGreaterThanOrEqual(1);
      if (ok === 1) racesWithOneWinner++;
      accepted += ok;
      expect((await store.listMoves(current.id)).length).toBe(accepted);
    }
    expect(byButton).toBeGreaterThan(0);
    expect(racesWithOneWinner).toBeGreaterThan(0);

    const settled = await table();
    const log = await store.listMoves(settled.id, { includeUndone: true });
    expect(log.map((m) => m.seq)).toEqual(log.map((_, i) => i + 1));
    expect(log.every((m) => m.undoneAt === null)).toBe(true);
    // The log replays to exactly the stored state: nothing lost, nothing applied twice.
    const replayed = replay(hosted.module, { options: settled.options, seats: seatInfos(await store.listSeats(settled.id)), seed: settled.seed }, log);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(settled.snapshot);
    // One turn post for the start and one per accepted move.
    await new Promise((r) => setTimeout(r, 500));
    expect(turnPosts()).toHaveLength(accepted + 1);
  });

  it('neither process serves a stale board: both answer with the current version, and past boards agree', async () => {
    const board = async (shard: number, move?: number) => {
      const reply = await final(alice, 'game', { subcommand: 'board', options: move === undefined ? {} : { move }, shard });
      return reply.attachments[0]!;
    };
    const before = await table();
    const [a, b] = [await board(0), await board(1)];
    expect(a.filename).toBe(`${hosted.module.id}-board-v${before.version}.png`);
    expect(b.filename).toBe(a.filename);
    expect(a.bytes.equals(b.bytes)).toBe(true);

    // A move through shard 0; shard 1, which cached the older board, must draw the new one.
    const decision = hosted.module.pending(before.snapshot)[0]!;
    const seats = await store.listSeats(before.id);
    const mover = seats.find((s) => s.seat === decision.seat)!.userId === alice.id ? alice : bob;
    const reply = await final(mover, 'move', { options: { text: hosted.module.legal(before.snapshot, decision.seat)[0]! }, shard: 0 });
    expect(refusedReply(reply), reply.content).toBe(false);
    const after = await table();
    expect(after.version).toBeGreaterThan(before.version);
    const fresh = await board(1);
    expect(fresh.filename).toBe(`${hosted.module.id}-board-v${after.version}.png`);
    expect(fresh.bytes.equals(b.bytes)).toBe(false);
    expect(fresh.bytes.equals(await board(0).then((x) => x.bytes))).toBe(true);

    const [past0, past1] = [await board(0, 3), await board(1, 3)];
    expect(past0.filename).toBe(`${hosted.module.id}-board-move3.png`);
    expect(past0.bytes.equals(past1.bytes)).toBe(true);
  });

  describe('scheduled work fires once across both processes', () => {
    /** Makes the table's reminder due now, as if its waiting time had passed. */
    async function makeDue(tableId: string): Promise<void> {
      await store.updateMeta(tableId, { nextReminderAt: new Date(Date.now() - 60_000), remindersSent: 0 });
    }

    /**
     * Waits until `count()` reaches `expected` (however busy the machine: only a hang fails), then two more poll rounds
     * of both processes, and checks it stayed there.
     */
    async function waitForOnce(count: () => number, expected: number): Promise<void> {
      const deadline = Date.now() + HANG_MS;
      while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(count()).toBe(expected);
      await new Promise((r) => setTimeout(r, 2 * REMINDER_POLL_SECONDS * 1000 + 1000));
      expect(count()).toBe(expected);
    }

    it('reminders: each due reminder reaches the waiting player once, though both processes poll', async () => {
      const current = await table();
      const decision = hosted.module.pending(current.snapshot)[0]!;
      const waitingId = (await store.listSeats(current.id)).find((s) => s.seat === decision.seat)!.userId;
      const reminders = () => fake.dms(waitingId).filter((m) => m.content.startsWith('Reminder')).length;
      const before = reminders();
      for (let round = 1; round <= 2; round++) {
        await makeDue(current.id);
        await waitForOnce(reminders, before + round);
        expect((await table()).remindersSent).toBe(1);
      }
    });
  });

  it('both processes stop cleanly on SIGTERM', async () => {
    for (const bot of bots) {
      await stopBotProcess(bot);
      expect(bot.output.join('')).toContain('stopped cleanly');
    }
  });

  it('npm run start:sharded runs two shard processes on the same database, each answering for the same table', async () => {
    const { SHARD_IDS: _ids, ...env } = shardEnv(0);
    const manager = runNpm(['run', 'start:sharded'], env);
    bots.push(manager);
    await waitForOutput(manager, /"shard":\[0\][^\n]*"msg":"bot ready"/);
    await waitForOutput(manager, /"shard":\[1\][^\n]*"msg":"bot ready"/);
    await fake.waitForShards([0, 1]);
    const version = (await table()).version;
    for (const shard of [0, 1]) {
      const status = await final(alice, 'game', { subcommand: 'status', shard });
      expect(status.content).toContain(`Version ${version}`);
    }
    // SIGTERM to the whole group (the manager and both shards), as a process manager stops a service.
    process.kill(-manager.child.pid!, 'SIGTERM');
    await manager.exited;
    expect(manager.output.join('').match(/stopped cleanly/g)).toHaveLength(2);
  });
});
