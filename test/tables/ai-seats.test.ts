/**
 * Issue 25, AI seats: the host seats the game's computer player in the lobby (/game add-ai); it plays its seat's
 * decisions at once through the same path as a player's move (logged, marked automatic, by its own user id), is
 * named as a computer everywhere, and is never pinged, mentioned or DMed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, ok, refused } from '../support/table-service.ts';

let db: TestStore;
let service: TableService;

beforeAll(async () => {
  db = await openTestStore();
  service = new TableService({ store: db.store, games: catalogOf([terraMysticaEntry, highCardEntry]), images: noImages, newSeed: () => 'ai-seats', clock: () => new Date('2026-06-01T10:00:00Z') });
});
afterAll(async () => db?.cleanup());

/** Every user id the outcome pings, mentions or DMs. */
function reached(outcome: Outcome): string[] {
  return [...outcome.posts.flatMap((p) => p.mentions), ...outcome.dms.map((d) => d.userId)];
}

describe('AI seats (issue 25)', () => {
  it('only the host seats or removes one, only in the lobby, only for a game with a computer player, only while seats are free', async () => {
    // Every hosted game has its computer player; the High Card fixture has none.
    ok(await service.newTable(ann, { guildId: 'g', channelId: 'ai-refusals', gameId: 'high-card', options: {} }));
    expect(refused(await service.addComputer(ann, 'ai-refusals'))).toMatch(/no computer player yet/);
    ok(await service.newTable(ann, { guildId: 'g', channelId: 'ai-lobby', gameId: 'terra-mystica', options: {} }));
    ok(await service.join(ben, 'ai-lobby'));
    expect(refused(await service.addComputer(ben, 'ai-lobby'))).toMatch(/Only the host/);
    expect(refused(await service.removeComputer(ann, 'ai-lobby'))).toMatch(/No computer player/);
    // Terra Mystica seats five at most.
    for (let i = 0; i < 3; i++) ok(await service.addComputer(ann, 'ai-lobby'));
    expect(refused(await service.addComputer(ann, 'ai-lobby'))).toMatch(/full|at most/i);
    const removed = ok(await service.removeComputer(ann, 'ai-lobby'));
    expect(removed.reply!.text).toContain('🤖 AI 3');
    const seats = await db.store.listSeats((await db.store.getActiveTable('ai-lobby'))!.id);
    expect(seats.map((s) => s.displayName)).toEqual(['Ann', 'Ben', '🤖 AI 1', '🤖 AI 2']);
    ok(await service.start(ann, 'ai-lobby', 'join'));
    expect(refused(await service.addComputer(ann, 'ai-lobby'))).toMatch(/only possible before the game/);
  });

  it('TM-4.3 a computer player answers at once through the move path, as itself, and nobody pings or DMs it', async () => {
    const channelId = 'ai-play';
    ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'terra-mystica', options: {} }));
    const added = ok(await service.addComputer(ann, channelId));
    expect(added.posts[0]!.text).toContain('🤖 AI 1');
    let outcome = ok(await service.start(ann, channelId, 'join'));
    const tableId = (await db.store.getActiveTable(channelId))!.id;
    for (let i = 0; i < 400; i++) {
      expect(reached(outcome).filter((u) => u.startsWith('ai:'))).toEqual([]);
      const table = (await db.store.getTable(tableId))!;
      if (table.status !== 'active') break;
      const pending = terraMysticaEntry.module.pending(table.snapshot as never);
      // The computer has always answered by the time the service replies: only Ann is ever waited for.
      expect(pending.every((d) => d.seat === 0)).toBe(true);
      outcome = ok(await service.move(ann, { channelId, text: terraMysticaEntry.module.legal(table.snapshot as never, 0)[0]! }));
    }
    const table = (await db.store.getTable(tableId))!;
    expect(table.status).toBe('finished');
    const moves = await db.store.listMoves(tableId);
    const byAi = moves.filter((m) => m.seat === 1);
    expect(byAi.length).toBeGreaterThan(5);
    expect(byAi.every((m) => m.automatic && m.userId === 'ai:1')).toBe(true);
    expect(moves.filter((m) => m.seat === 0).every((m) => !m.automatic)).toBe(true);
  });
});
