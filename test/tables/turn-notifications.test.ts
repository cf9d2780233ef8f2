/**
 * Issue 20, fewer and better notifications: one Energy Empire turn is several moves (place, buy, activate, …) and its
 * player got a "your turn" DM and a ping after each of them. Now a player is told once, when a decision starts waiting
 * on them after someone else acted, not for each sub-step of their own turn; their reply says what is next instead.
 */
import type { AnyGameModule } from '../../src/engine/types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingDecisions } from '../../src/engine/decisions.ts';
import { seedRng } from '../../src/engine/rng.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import type { Actor } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';

const game: AnyGameModule = energyEmpireEntry.module;
const players: Actor[] = [ann, ben, cat];
const channelId = 'ee-notify';
let db: TestStore;
let service: TableService;

beforeAll(async () => {
  db = await openTestStore();
  service = new TableService({ store: db.store, games: catalogOf([energyEmpireEntry]), images: noImages, newSeed: () => 'notify', clock: () => new Date('2026-06-01T10:00:00Z') });
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'energy-empire', options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.join(cat, channelId));
  ok(await service.start(ann, channelId, 'join'));
});
afterAll(async () => db?.cleanup());

describe('turn notifications (issue 20)', () => {
  it('EE-4 a player is DMed and pinged once per turn, not for each sub-step of their own turn', async () => {
    const chooser = seedRng('notify');
    const tableId = (await db.store.getActiveTable(channelId))!.id;
    let ownSteps = 0;
    let turnsStarted = 0;
    for (let i = 0; i < 150; i++) {
      const state = (await db.store.getTable(tableId))!.snapshot;
      const waiting = waitingDecisions(game.pending(state));
      const turn = waiting.find((d) => d.kind !== 'keep' && d.timing !== 'off-turn') ?? waiting[0]!;
      const mover = players[turn.seat]!;
      const move = pickWeighted(chooser, game.legal(state, turn.seat), game.randomPlayWeights);
      const outcome = ok(await service.move(mover, { channelId, text: move }));
      const after = waitingDecisions(game.pending((await db.store.getTable(tableId))!.snapshot));
      if (after.some((d) => d.seat === turn.seat)) {
        // Still the mover's decision: no DM, no ping for it; the reply names the next step.
        ownSteps++;
        expect(outcome.dms.filter((d) => d.userId === mover.userId && d.kind === 'turn')).toEqual([]);
        expect(outcome.posts.flatMap((p) => p.mentions)).not.toContain(mover.userId);
        expect(outcome.reply!.text).toContain('Next for you:');
      }
      for (const d of after.filter((x) => x.seat !== turn.seat && !waiting.some((w) => w.seat === x.seat))) {
        // A decision that starts waiting on someone else after this move: exactly one DM and a ping for them.
        turnsStarted++;
        const user = players[d.seat]!.userId;
        expect(outcome.dms.filter((m) => m.userId === user)).toHaveLength(1);
        expect(outcome.posts.flatMap((p) => p.mentions)).toContain(user);
      }
      if (game.result((await db.store.getTable(tableId))!.snapshot)) break;
    }
    expect(ownSteps).toBeGreaterThan(10);
    expect(turnsStarted).toBeGreaterThan(10);
  }, 120_000);
});
