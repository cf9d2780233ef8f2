/**
 * The bot started exactly as a user starts it: `npm run deploy-commands` and `npm start` as child
 * processes, configured only by environment variables, on the embedded database in a temporary folder,
 * with DISCORD_API_URL pointing at the fake Discord. Plays a short table, stops the bot with SIGTERM,
 * starts it again and checks that the table and its log are intact.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { openStore } from '../../src/store/open.ts';
import { allComponents, startFakeDiscord, type FakeDiscord } from './fake-discord/index.ts';
import type { FakeUser } from './fake-discord/types.ts';
import { killBotProcess, runNpm, stopBotProcess, waitForOutput, type BotProcess } from './support/bot-process.ts';

const hosted = [...games.values()][0];

let fake: FakeDiscord;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let bot: BotProcess | undefined;
let alice: FakeUser;
let bob: FakeUser;

function run(args: string[]): BotProcess {
  return runNpm(args, env);
}

async function startBotProcess(): Promise<BotProcess> {
  const running = run(['start']);
  await waitForOutput(running, 'bot ready');
  await fake.waitForBot();
  return running;
}

async function slash(user: FakeUser, name: string, opts: Parameters<FakeDiscord['slash']>[2]) {
  const handle = await fake.slash(user, name, opts);
  return handle.final();
}

beforeAll(async () => {
  fake = await startFakeDiscord({ announceGuild: true });
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-entry-'));
  alice = fake.addUser({ username: 'alice' });
  bob = fake.addUser({ username: 'bob' });
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  env = { ...rest, DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase, DATA_DIR: dataDir, LOG_LEVEL: 'info', DEV_GUILD_ID: fake.guildId };
});

afterAll(async () => {
  await killBotProcess(bot);
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`npm start against the fake Discord (${hosted?.module.title ?? 'no hosted game'})`, () => {
  it('has a hosted game to play', () => {
    expect(hosted).toBeDefined();
  });

  it('registers the commands with npm run deploy-commands and prints what changed', async () => {
    const deploy = run(['run', 'deploy-commands']);
    expect(await deploy.exited).toBe(0);
    const out = deploy.output.join('');
    expect(out).toContain(`Commands (guild ${fake.guildId})`);
    expect(out).toMatch(/added: \/game, \/move/);
    expect(fake.commands({ guildId: fake.guildId }).map((c) => c.name)).toEqual(expect.arrayContaining(['game', 'move', hosted!.module.commands.name]));
  });

  it('starts, logs which API base it uses without the token, and plays a short table', async () => {
    bot = await startBotProcess();
    const log = bot.output.join('');
    expect(log).toContain('"msg":"Discord API base"');
    expect(log).toContain(`"api":"${fake.apiBase}"`);
    expect(log).not.toContain(fake.token);
    // Registration at start: deploy-commands already registered this exact set, so nothing changed.
    expect(log).toMatch(/"scope":"guild \d+","added":\[\],"changed":\[\],"removed":\[\],"msg":"slash commands registered"/);

    const game = hosted!.module;
    const players = [alice, bob].slice(0, Math.max(game.minPlayers, 2));
    await slash(alice, 'game', { subcommand: 'new', options: { game: game.id } });
    for (const p of players.slice(1)) await slash(p, 'game', { subcommand: 'join' });
    await slash(alice, 'game', { subcommand: 'start', options: { order: 'join' } });
    const turnPost = await fake.waitForMessage(fake.channelId, (m) => allComponents(m).some((c) => c.label === 'My view'));
    expect(turnPost.attachments[0]?.filename).toMatch(/\.png$/);

    // One move: whoever must act reads their legal moves in their private view and plays the first.
    let moved = false;
    for (const user of players) {
      const mine = await slash(user, 'game', { subcommand: 'view' });
      const first = /Your legal moves \(\d+\): `([^`]+)`/.exec(mine.content)?.[1];
      if (!first) continue;
      const reply = await slash(user, 'move', { options: { text: first } });
      expect(reply.content).not.toMatch(/⚠️/);
      moved = true;
      break;
    }
    expect(moved).toBe(true);

    const view = await slash(bob, 'game', { subcommand: 'view' });
    expect(view.ephemeral).toBe(true);
    expect(view.content).toContain('Your view');
  });

  it('shuts down cleanly on SIGTERM and, restarted, finds the table and its log intact', async () => {
    const statusBefore = (await slash(alice, 'game', { subcommand: 'status' })).content;
    const logBefore = (await slash(alice, 'game', { subcommand: 'log' })).content;
    // npm itself dies of the signal; what matters is that the bot finished its own clean shutdown.
    await stopBotProcess(bot!);
    expect(bot!.output.join('')).toContain('stopped cleanly');
    // While the bot is down, the database itself shows the table and its moves.
    const stored = await snapshotOfTable();
    expect(stored.status).toBe('active');
    expect(stored.moves.length).toBeGreaterThanOrEqual(1);

    bot = await startBotProcess();
    expect((await slash(alice, 'game', { subcommand: 'status' })).content).toBe(statusBefore);
    expect((await slash(alice, 'game', { subcommand: 'log' })).content).toBe(logBefore);
    expect(statusBefore).toContain(`Version ${stored.version}`);
    await stopBotProcess(bot);
    expect(bot.output.join('')).toContain('stopped cleanly');
  });
});

/** The bot's database, opened only while the bot is stopped (a PGlite folder belongs to one process). */
async function openReadOnlyView() {
  return openStore({ dataDir: join(dataDir, 'pglite') });
}

async function snapshotOfTable() {
  const store = await openReadOnlyView();
  try {
    const table = (await store.getActiveTable(fake.channelId))!;
    const moves = await store.listMoves(table.id);
    return { id: table.id, version: table.version, status: table.status, moves: moves.map((m) => `${m.seq}:${m.seat}:${m.notation}`) };
  } finally {
    await store.close();
  }
}
