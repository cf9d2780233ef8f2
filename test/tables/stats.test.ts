/** `/game stats`: per server, from finished tables: games, average length, wins and average score, factions or nations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import type { GameResult } from '../../src/engine/types.ts';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import { FACTIONS } from '../../src/games/terra-mystica/data/factions.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { ImageCache } from '../../src/render/cache.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { renderedImages, type TableImages } from '../../src/tables/images.ts';
import { withLocale } from '../../src/tables/locale.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok, refused, stranger } from '../support/table-service.ts';

/** High Card with its lobby colour standing in for a nation, to exercise the per-nation statistics. */
const withNations: AnyGameEntry = { ...highCardEntry, factions: { term: 'nation', of: (state, seat) => (state as HighCardState).players[seat]?.colour ?? null } };

const charts: string[] = [];
const svgCharts: TableImages = {
  board: async () => undefined,
  privateImage: async () => undefined,
  chart: async (svg, name) => {
    charts.push(svg);
    return { name, data: Buffer.from(svg) };
  },
};

let db: TestStore;
let store: Store;
let service: TableService;
let channels = 0;
const guild = 'guild-stats';

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([withNations]), images: svgCharts, newSeed: () => `stats-${channels}` });
});
afterAll(async () => db?.cleanup());

/** Plays a 1-round High Card table to its end (first legal move each time); returns its table id. */
async function finishedTable(players: Actor[], guildId = guild): Promise<string> {
  const channelId = `stats-${++channels}`;
  ok(await service.newTable(players[0]!, { guildId, channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(players[0]!, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  for (;;) {
    const table = (await store.getTable(tableId))!;
    if (table.status !== 'active') return tableId;
    const state = table.snapshot as HighCardState;
    const seat = highCard.pending(state)[0]!.seat;
    ok(await service.move(players[seat]!, { channelId, text: highCard.legal(state, seat)[0]! }));
  }
}

interface Expected {
  games: number;
  wins: number;
  score: number;
}

/** What the statistics must say, counted here straight from the stored results. */
async function expectedFor(tableIds: string[], key: (userId: string, colour: string) => string | null): Promise<Map<string, Expected>> {
  const out = new Map<string, Expected>();
  for (const id of tableIds) {
    const table = (await store.getTable(id))!;
    const seats = await store.listSeats(id);
    for (const line of (table.result as GameResult).scores) {
      const seat = seats.find((s) => s.seat === line.seat)!;
      const k = key(seat.userId, seat.picks.colour!);
      if (k === null) continue;
      const e = out.get(k) ?? { games: 0, wins: 0, score: 0 };
      e.games++;
      e.wins += line.rank === 1 ? 1 : 0;
      e.score += line.total;
      out.set(k, e);
    }
  }
  return out;
}

const avg = (e: Expected) => (Math.round((e.score / e.games) * 10) / 10).toString();

describe('/game stats', () => {
  const tables: string[] = [];

  beforeAll(async () => {
    tables.push(await finishedTable([ann, ben]));
    tables.push(await finishedTable([ben, cat, ann]));
    tables.push(await finishedTable([cat, ann]));
    // Not counted: another server, an aborted table, a running one.
    await finishedTable([ann, ben], 'another-guild');
    const abortedChannel = `stats-${++channels}`;
    ok(await service.newTable(ann, { guildId: guild, channelId: abortedChannel, gameId: 'high-card', options: {} }));
    ok(await service.join(ben, abortedChannel));
    ok(await service.start(ann, abortedChannel, 'join'));
    ok(await service.abort(ann, { channelId: abortedChannel }, true));
    const running = `stats-${++channels}`;
    ok(await service.newTable(cat, { guildId: guild, channelId: running, gameId: 'high-card', options: {} }));
  });

  it('HC-5 HC-6 counts finished games, their average length, and wins and average score per player', async () => {
    const reply = ok(await service.stats({ guildId: guild }));
    expect(reply.posts).toHaveLength(0);
    const text = reply.reply!.text;
    expect(text).toContain('Statistics of this server: 3 finished games.');
    let moves = 0;
    for (const id of tables) moves += (await store.listMoves(id)).length;
    expect(text).toMatch(new RegExp(`\\*\\*High Card\\*\\*: 3 finished, on average ${(Math.round((moves / 3) * 10) / 10).toString().replace('.', '\\.')} moves and 0 days`));
    const byUser = await expectedFor(tables, (userId) => userId);
    for (const [userId, e] of byUser) {
      const name = [ann, ben, cat].find((a) => a.userId === userId)!.name;
      expect(text).toMatch(new RegExp(`\\d+\\. ${name}: ${e.wins} wins in ${e.games} games, average score ${avg(e).replace('.', '\\.')}`));
    }
    expect(byUser.get(ann.userId)!.games).toBe(3);
    // Players are ranked by wins.
    const ranked = [...text.matchAll(/^\d+\. (\w+): (\d+) wins/gm)].map((m) => Number(m[2]));
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });

  it('groups results by the nation (or faction) each seat played, as the game entry reports it', async () => {
    const text = ok(await service.stats({ guildId: guild, gameId: 'high-card' })).reply!.text;
    expect(text).toContain('High Card nations:');
    const byColour = await expectedFor(tables, (_, colour) => colour);
    expect(byColour.size).toBeGreaterThan(1);
    for (const [colour, e] of byColour) expect(text).toContain(`• ${colour}: ${e.wins} wins in ${e.games} games, average score ${avg(e)}`);
  });

  it('for one player: only their tables and results, per game and per nation', async () => {
    const text = ok(await service.stats({ guildId: guild, player: { userId: cat.userId, name: 'Cat' } })).reply!.text;
    const catTables = [tables[1]!, tables[2]!];
    expect(text).toContain('Statistics of Cat on this server: 2 finished games.');
    const own = (await expectedFor(catTables, (userId) => (userId === cat.userId ? 'cat' : null))).get('cat')!;
    expect(text).toContain(`Cat: ${own.wins} wins in 2 games, average score ${avg(own)}`);
    const colours = await expectedFor(catTables, (userId, colour) => (userId === cat.userId ? colour : null));
    for (const [colour, e] of colours) expect(text).toContain(`• ${colour}: ${e.wins} wins in ${e.games} games`);
    expect(text).not.toMatch(/^\d+\. Ann/m);
  });

  it('draws a chart: wins per player, or one player\'s rating history (RT-1)', async () => {
    charts.length = 0;
    const all = ok(await service.stats({ guildId: guild }));
    expect(all.reply!.image!.name).toBe('server-stats.png');
    expect(charts[0]).toContain('Wins per player');
    for (const name of ['Ann', 'Ben', 'Cat']) expect(charts[0]).toContain(`>${name}<`);
    expect(charts[0]!.match(/<rect/g)!.length).toBeGreaterThanOrEqual(3 + 2);
    ok(await service.stats({ guildId: guild, player: { userId: ann.userId, name: 'Ann' } }));
    expect(charts[1]).toContain('Ann: rating history');
    expect(charts[1]).toContain('<polyline');
  });

  it('the chart is a real PNG through the SVG → PNG stack', async () => {
    const rendering = new TableService({ store, games: catalogOf([withNations]), images: renderedImages(new ImageCache(1024 * 1024)) });
    const image = ok(await rendering.stats({ guildId: guild })).reply!.image!;
    expect(image.data.subarray(1, 4).toString()).toBe('PNG');
    expect(image.data.readUInt32BE(16)).toBe(900);
  });

  it('answers an unknown game, a player with no games, a server with none, or no server, clearly', async () => {
    expect(refused(await service.stats({ guildId: guild, gameId: 'chess' }))).toBe('Unknown game "chess". Available: high-card.');
    expect(ok(await service.stats({ guildId: guild, player: { userId: stranger.userId, name: 'Eve' } })).reply!.text).toBe('Eve has not finished a game on this server yet.');
    expect(ok(await service.stats({ guildId: guild, gameId: 'high-card', player: { userId: stranger.userId, name: 'Eve' } })).reply!.text).toBe('Eve has not finished a High Card game on this server yet.');
    expect(ok(await service.stats({ guildId: 'empty-guild' })).reply!.text).toBe('No game has finished on this server yet.');
    expect(ok(await service.stats({ guildId: 'empty-guild', gameId: 'high-card' })).reply!.text).toBe('No High Card game has finished on this server yet.');
    expect(refused(await service.stats({ guildId: null }))).toContain('per server');
  });
});

describe('Terra Mystica factions for statistics', () => {
  it('TM-3.6 reports the faction each seat chose, read from the game state', () => {
    const game = terraMysticaEntry.module;
    let state = game.setup({}, [{ name: 'Ann' }, { name: 'Ben' }], 'stats-tm');
    const chosen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const decision = game.pending(state)[0]!;
      const option = decision.options!.at(-1)!;
      const played = playNotation(game, state, decision.seat, option.notation);
      if (isRuleError(played)) throw new Error(played.message);
      state = played.state;
      chosen[decision.seat] = option.notation.split(' ')[1]!;
    }
    for (const seat of [0, 1]) expect(terraMysticaEntry.factions!.of(state, seat)).toBe(FACTIONS[chosen[seat] as keyof typeof FACTIONS].name);
    expect(terraMysticaEntry.factions!.of(game.setup({}, [{ name: 'A' }, { name: 'B' }], 'x'), 0)).toBeNull();
  });
});

/** High Card with a computer player that takes its first legal move, so tables can seat AIs (issue 25). */
const withComputer: AnyGameEntry = { ...withNations, module: { ...highCard, ai: { determinize: (s: HighCardState) => s, choose: (_s: HighCardState, _seat: number, legal: readonly string[]) => legal[0] ?? null } } };

describe('/game stats with computer players (issue 25)', () => {
  const aiGuild = 'guild-stats-ai';
  const tables: string[] = [];
  let aiService: TableService;

  /** A 1-round High Card table of `people` and `computers` AI seats played to its end; the AIs answer by themselves. */
  async function finishedWithComputers(people: Actor[], computers: number): Promise<string> {
    const channelId = `stats-ai-${++channels}`;
    ok(await aiService.newTable(people[0]!, { guildId: aiGuild, channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
    for (const p of people.slice(1)) ok(await aiService.join(p, channelId));
    for (let i = 0; i < computers; i++) ok(await aiService.addComputer(people[0]!, channelId));
    ok(await aiService.start(people[0]!, channelId, 'join'));
    const tableId = (await store.getActiveTable(channelId))!.id;
    for (let i = 0; i < 200; i++) {
      const table = (await store.getTable(tableId))!;
      if (table.status !== 'active') return tableId;
      const state = table.snapshot as HighCardState;
      const seat = highCard.pending(state)[0]!.seat;
      expect(seat).toBeLessThan(people.length); // the computers have answered already
      ok(await aiService.move(people[seat]!, { channelId, text: highCard.legal(state, seat)[0]! }));
    }
    throw new Error('the table did not finish');
  }

  beforeAll(async () => {
    aiService = new TableService({ store, games: catalogOf([withComputer]), images: svgCharts, newSeed: () => `stats-ai-${channels}` });
    tables.push(await finishedWithComputers([ann], 1));
    tables.push(await finishedWithComputers([ann, ben], 2));
    tables.push(await finishedWithComputers([ben, cat], 0));
    tables.push(await finishedWithComputers([cat], 2));
  });

  it('counts games among people only and with computer players apart, and the wins of people and of computers', async () => {
    const text = ok(await aiService.stats({ guildId: aiGuild })).reply!.text;
    expect(text).toContain('Statistics of this server: 4 finished games.');
    let humanWins = 0;
    let computerWins = 0;
    for (const id of tables) {
      const table = (await store.getTable(id))!;
      const seats = await store.listSeats(id);
      const winners = (table.result as GameResult).scores.filter((l) => l.rank === 1).map((l) => seats.find((s) => s.seat === l.seat)!.userId);
      if (winners.some((u) => !u.startsWith('ai:'))) humanWins++;
      if (winners.some((u) => u.startsWith('ai:'))) computerWins++;
    }
    expect(humanWins + computerWins).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`  1 among people only, 3 with computer players; wins: ${humanWins} by people, ${computerWins} by computer players.`);
  });

  it('people\'s lines hold only their own seats; every computer seat is counted together as the AI, never ranked with people', async () => {
    const text = ok(await aiService.stats({ guildId: aiGuild })).reply!.text;
    const people = await expectedFor(tables, (userId) => (userId.startsWith('ai:') ? null : userId));
    for (const [userId, e] of people) {
      const name = [ann, ben, cat].find((a) => a.userId === userId)!.name;
      expect(text).toMatch(new RegExp(`^\\d+\\. ${name}: ${e.wins} wins in ${e.games} games, average score ${avg(e).replace('.', '\\.')}$`, 'm'));
    }
    const ai = (await expectedFor(tables, (userId) => (userId.startsWith('ai:') ? 'ai' : null))).get('ai')!;
    expect(ai.games).toBe(5); // 1 + 2 + 0 + 2 computer seats
    expect(text).toContain(`🤖 AI, every computer seat together: ${ai.wins} wins in 5 seats, average score ${avg(ai)} (not ranked with people)`);
    expect(text).not.toMatch(/^\d+\. 🤖/m);
    expect([...text.matchAll(/^\d+\. [^:]+: \d+ wins in \d+ games/gm)]).toHaveLength(3);
    // The nations count people's seats only.
    const colours = await expectedFor(tables, (userId, colour) => (userId.startsWith('ai:') ? null : colour));
    for (const [colour, e] of colours) expect(text).toContain(`• ${colour}: ${e.wins} wins in ${e.games} games`);
  });

  it('a player\'s own statistics say how many of their games had computer players; the chart shows the AI as its own bar', async () => {
    const text = ok(await aiService.stats({ guildId: aiGuild, player: { userId: ann.userId, name: 'Ann' } })).reply!.text;
    expect(text).toContain('Statistics of Ann on this server: 2 finished games.');
    expect(text).toContain('2 of these games had computer players at the table (such games are never rated).');
    const own = (await expectedFor(tables, (userId) => (userId === ann.userId ? 'ann' : null))).get('ann')!;
    expect(text).toContain(`Ann: ${own.wins} wins in 2 games, average score ${avg(own)}`);
    charts.length = 0;
    ok(await aiService.stats({ guildId: aiGuild }));
    expect(charts[0]).toContain('>🤖 AI<');
    for (const name of ['Ann', 'Ben', 'Cat']) expect(charts[0]).toContain(`>${name}<`);
  });

  it('the Japanese catalogue says the same', async () => {
    const text = await withLocale('ja', async () => ok(await aiService.stats({ guildId: aiGuild })).reply!.text);
    expect(text).toContain('人だけのゲーム 1 件、コンピュータープレイヤーのいるゲーム 3 件');
    expect(text).toContain('🤖 AI（コンピューターの席すべての合計）: 5 席');
  });
});
