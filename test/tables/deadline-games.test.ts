/**
 * Issue 11: a table whose players do nothing finishes its game by deadlines alone, with the defaults each game
 * declares (Terra Mystica: decline offers, pass; Cargo Empire: cheapest transport, else the fallback turn).
 * A fake clock jumps past each deadline and the poller plays the default move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { waitingDecisions } from '../../src/engine/decisions.ts';
import { engines } from '../../src/games/engines.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import type { Store } from '../../src/store/port.ts';
import { automaticMove } from '../../src/engine/automatic.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, ok } from '../support/table-service.ts';

const games = catalogOf([terraMysticaEntry, cargoEmpireEntry]);
let db: TestStore;
let store: Store;
let service: TableService;
let clockNow = new Date('2026-04-01T09:00:00Z');

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games, images: noImages, clock: () => clockNow, newSeed: () => 'deadline-game' });
});
afterAll(async () => db?.cleanup());

/** Starts a 2-player table with deadlines, then lets only the clock move until the game is over. */
async function finishByDeadlines(gameId: string, channelId: string, maxPolls: number, autopilot: 'ai' | 'default' = 'default') {
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId, options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.settings(ann, channelId, { turnDeadlineHours: 24, offTurnDeadlineHours: 12, autopilot }, {}));
  ok(await service.start(ann, channelId, 'join'));
  const tableId = (await store.getActiveTable(channelId))!.id;
  let polls = 0;
  let posts = 0;
  const lines: string[] = [];
  while ((await store.getTable(tableId))!.status === 'active') {
    if (++polls > maxPolls) throw new Error(`${gameId}: not over after ${maxPolls} deadlines`);
    const table = (await store.getTable(tableId))!;
    expect(table.deadlineAt, 'an active game always has a deadline').not.toBeNull();
    clockNow = new Date(table.deadlineAt!.getTime() + 60_000);
    const fired = (await service.dueDeadlines()).filter((o) => o.tableId === tableId);
    expect(fired).toHaveLength(1);
    posts += fired[0]!.posts.length;
    lines.push(...fired[0]!.posts.map((p) => p.text));
  }
  const table = (await store.getTable(tableId))!;
  const moves = await store.listMoves(tableId);
  return { table, moves, polls, posts, lines };
}

describe('a game finished by deadlines alone', () => {
  it('TM-4.3 TM-8.3 Terra Mystica, 2 players: factions, dwellings, bonus cards, then passing every round to final scoring', async () => {
    const { table, moves, posts } = await finishByDeadlines('terra-mystica', 'tm-deadlines', 400);
    expect(table.status).toBe('finished');
    expect(moves.length).toBeGreaterThan(12);
    expect(moves.every((m) => m.automatic)).toBe(true);
    expect(moves.filter((m) => m.notation.startsWith('pass')).length).toBeGreaterThanOrEqual(12);
    expect((table.result as { scores: unknown[] }).scores).toHaveLength(2);
    expect(table.deadlineAt).toBeNull();
    expect(posts).toBeGreaterThan(0);
  });

  it('CE-2.2 CE-14 Cargo Empire, 2 players: the game\'s autopilot (the solo bot\'s judgement among legal moves) transports each turn, to final scoring', async () => {
    const { table, moves } = await finishByDeadlines('cargo-empire', 'ce-deadlines', 2000);
    expect(table.status).toBe('finished');
    expect(moves.every((m) => m.automatic)).toBe(true);
    expect(moves.some((m) => m.notation.startsWith('ship'))).toBe(true);
    expect((table.result as { scores: unknown[] }).scores).toHaveLength(2);
    expect(table.deadlineAt).toBeNull();
  });
});

describe('missed deadlines played by the computer player (issue 25, autopilot:ai)', () => {
  it('TM-4.3 Terra Mystica: every automatic move is the AI\'s, said in the post, and the game reaches final scoring with more than passing', async () => {
    const { table, moves, lines } = await finishByDeadlines('terra-mystica', 'tm-deadlines-ai', 600, 'ai');
    expect(table.status).toBe('finished');
    expect(moves.every((m) => m.automatic)).toBe(true);
    // The default moves only pass; the computer player builds.
    expect(moves.some((m) => /build|upgrade/.test(m.notation))).toBe(true);
    const automatic = lines.join('\n').split('\n').filter((l) => l.startsWith('⏰'));
    expect(automatic.length).toBeGreaterThan(0);
    expect(automatic.every((l) => l.endsWith('(computer player)'))).toBe(true);
  });

  it('TM-4.3 a computer player out of time (AI_TIME_LIMIT_MS) never holds the table: the default move is played and the post says why', async () => {
    const hurried = new TableService({ store, games, images: noImages, clock: () => clockNow, newSeed: () => 'deadline-game', aiTimeLimitMs: 0 });
    ok(await hurried.newTable(ann, { guildId: 'g', channelId: 'tm-ai-timeout', gameId: 'terra-mystica', options: {} }));
    ok(await hurried.join(ben, 'tm-ai-timeout'));
    ok(await hurried.settings(ann, 'tm-ai-timeout', { turnDeadlineHours: 24, offTurnDeadlineHours: 12, autopilot: 'ai' }, {}));
    ok(await hurried.start(ann, 'tm-ai-timeout', 'join'));
    const before = (await store.getActiveTable('tm-ai-timeout'))!;
    const tm: AnyGameModule = terraMysticaEntry.module;
    const decision = waitingDecisions(tm.pending(before.snapshot))[0]!;
    clockNow = new Date(before.deadlineAt!.getTime() + 60_000);
    const fired = (await hurried.dueDeadlines()).filter((o) => o.tableId === before.id);
    const line = fired[0]!.posts.map((p) => p.text).join('\n').split('\n').find((l) => l.startsWith('⏰'));
    expect(line).toMatch(/\(the computer player ran out of time; the default move was played\)$/);
    const moves = await store.listMoves(before.id);
    expect(moves.at(-1)!.notation).toBe(automaticMove(tm, before.snapshot, decision)!.notation);
  });
});

describe('every rules engine', () => {
  for (const game of engines.values()) {
    it(`${game.id}: a game whose players never act ends by automatic moves alone (declared defaults, else the first legal move)`, () => {
      const players = Math.max(2, game.minPlayers);
      let state: unknown = game.setup(game.options.parse({}), Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), 'deadlines-only');
      let moves = 0;
      while (game.result(state) === null) {
        expect(moves, 'the game ends').toBeLessThan(5000);
        const decision = waitingDecisions(game.pending(state))[0];
        expect(decision, 'a running game always waits for someone').toBeDefined();
        const played = automaticMove(game, state, decision!);
        expect(played, `a move for "${decision!.prompt}"`).not.toBeNull();
        state = played!.state;
        moves++;
      }
      expect(game.result(state)!.scores).toHaveLength(players);
    });
  }
});
