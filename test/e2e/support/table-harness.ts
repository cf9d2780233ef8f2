/**
 * The bot in-process against the fake Discord, with helpers to play a whole table through Discord the way
 * players do: slash commands for moves, buttons for decisions that offer them.
 */
import { Writable } from 'node:stream';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import { startBot, type Bot } from '../../../src/discord/bot.ts';
import { buildCommands } from '../../../src/discord/commands.ts';
import { deployCommands } from '../../../src/discord/deploy.ts';
import type { GameCatalog } from '../../../src/games/entry.ts';
import { createLogger } from '../../../src/logger.ts';
import { ImageCache } from '../../../src/render/cache.ts';
import type { Store, TableRecord } from '../../../src/store/port.ts';
import { renderedImages, type TableImages } from '../../../src/tables/images.ts';
import { TableService } from '../../../src/tables/service.ts';
import { openTestStore } from '../../support/db.ts';
import { allComponents, startFakeDiscord, type FakeDiscord } from '../fake-discord/index.ts';
import type { FakeMessage, FakeUser } from '../fake-discord/types.ts';

export interface TableHarness {
  fake: FakeDiscord;
  store: Store;
  logLines: string[];
  users: FakeUser[];
  slash(user: FakeUser, name: string, opts: Parameters<FakeDiscord['slash']>[2]): Promise<FakeMessage>;
  active(): Promise<TableRecord | null>;
  userForSeat(tableId: string, seat: number): Promise<FakeUser>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The table service's clock (deadlines, reminders); the real one by default. */
  clock?: () => Date;
  /** How often the bot polls for due reminders and deadlines; hourly by default (never, in a test). */
  pollSeconds?: number;
  /** Listen for members leaving the server (GUILD_MEMBER_REMOVE). */
  memberEvents?: boolean;
  /** The seed of each new table (random by default), for a game scripted in advance. */
  newSeed?: () => string;
  /** The pictures (rendered PNGs by default); a leak audit may use the SVG text instead. */
  images?: TableImages;
}

export async function startTableHarness(games: GameCatalog, playerNames: string[], opts: HarnessOptions = {}): Promise<TableHarness> {
  const fake = await startFakeDiscord({ announceGuild: true });
  // A Postgres schema of its own with DATABASE_URL, else an in-memory PGlite from the migrated template (see db.ts).
  const db = await openTestStore();
  const store = db.store;
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const service = new TableService({ store, games, images: opts.images ?? renderedImages(new ImageCache(32 * 1024 * 1024)), clock: opts.clock, newSeed: opts.newSeed });
  await deployCommands({ token: fake.token, applicationId: fake.applicationId, guildId: fake.guildId, apiUrl: fake.apiBase, commands: buildCommands(games) });
  const bot: Bot = await startBot({ token: fake.token, apiUrl: fake.apiBase, service, logger: createLogger('info', [fake.token], sink), reminderPollSeconds: opts.pollSeconds ?? 3600, memberEvents: opts.memberEvents });
  const users = playerNames.map((username) => fake.addUser({ username }));
  return {
    fake,
    store,
    logLines,
    users,
    async slash(user, name, opts) {
      const handle = await fake.slash(user, name, opts);
      return handle.final();
    },
    active: () => store.getActiveTable(fake.channelId),
    async userForSeat(tableId, seat) {
      const seats = await store.listSeats(tableId);
      const id = seats.find((s) => s.seat === seat)!.userId;
      return users.find((u) => u.id === id)!;
    },
    async close() {
      await bot.stop();
      await db.cleanup();
      await fake.close();
    },
  };
}

/** The latest turn post (the one with the My view button). */
export function latestTurnPost(fake: FakeDiscord): FakeMessage | undefined {
  return fake.messages(fake.channelId).filter((m) => allComponents(m).some((c) => c.label === 'My view')).at(-1);
}

export interface PlayedGame {
  moves: number;
  byButton: number;
  bySlash: number;
}

/**
 * Plays the table in the channel to its end: each step, a random seat that must act makes a random
 * legal move; when the turn post offers that move as a button, the player clicks it, otherwise they
 * type it with /move. Every answer must be accepted.
 */
export async function playToEnd(h: TableHarness, seed: string, maxMoves: number, games: GameCatalog): Promise<PlayedGame> {
  const chooser: RngState = seedRng(seed);
  const played: PlayedGame = { moves: 0, byButton: 0, bySlash: 0 };
  for (;;) {
    const table = await h.active();
    if (!table) return played;
    if (played.moves >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const game = games.get(table.gameId)!.module;
    const decisions = game.pending(table.snapshot);
    const decision = decisions[randomInt(chooser, decisions.length)]!;
    const legal = game.legal(table.snapshot, decision.seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const user = await h.userForSeat(table.id, decision.seat);
    const post = latestTurnPost(h.fake);
    const offered = decision.options?.some((o) => o.notation === move) ?? false;
    // Option buttons carry their move in the custom id (t|o|<table>|<version>|<notation>).
    const buttonId = offered && post ? allComponents(post).find((c) => typeof c.custom_id === 'string' && c.custom_id.startsWith('t|o|') && c.custom_id.endsWith(`|${move}`))?.custom_id : undefined;
    let reply: FakeMessage;
    if (buttonId && post) {
      reply = await (await h.fake.clickButton(user, post, buttonId as string)).final();
      played.byButton++;
    } else {
      reply = await h.slash(user, 'move', { options: { text: move } });
      played.bySlash++;
    }
    if (reply.content.startsWith('⚠️')) throw new Error(`move "${move}" by seat ${decision.seat + 1} was refused: ${reply.content}`);
    played.moves++;
  }
}
