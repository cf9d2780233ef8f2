/**
 * Issue 20 regression: an undo request quoted the raw notation of the move it takes back ("keep japan workforce"),
 * which holds an Energy Empire secret agenda (EE-3.10), in the channel. Every undo message now quotes the move in its
 * public form (moveAsSeenBy), like the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { EeState } from '../../src/games/energy-empire/index.ts';
import { agendaData } from '../../src/games/energy-empire/rules/lookup.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';

let db: TestStore;
let service: TableService;
const game = energyEmpireEntry.module;

beforeAll(async () => {
  db = await openTestStore();
  service = new TableService({ store: db.store, games: catalogOf([energyEmpireEntry]), images: noImages, newSeed: () => 'undo-leak', clock: () => new Date('2026-05-01T10:00:00Z') });
});
afterAll(async () => db?.cleanup());

/** Everything of an outcome that someone other than the mover reads: posts (text, buttons) and DMs to others. */
function seenByOthers(o: Outcome, moverUserId: string): string {
  const posts = o.posts.map((p) => [p.text, ...p.buttons.map((b) => `${b.label} ${JSON.stringify(b.action)}`), p.image?.description ?? ''].join('\n'));
  const dms = o.dms.filter((d) => d.userId !== moverUserId).map((d) => d.text);
  return [...posts, ...dms].join('\n');
}

async function openTable(channelId: string): Promise<{ tableId: string; keeps: string[] }> {
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'energy-empire', options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.join(cat, channelId));
  ok(await service.start(ann, channelId, 'join'));
  const table = (await db.store.getActiveTable(channelId))!;
  const state = table.snapshot as EeState;
  const keeps = [0, 1, 2].map((seat) => game.legal(state, seat).find((m) => m.startsWith('keep '))!);
  return { tableId: table.id, keeps };
}

/** The secret words of a keep move: the agenda id and its name. */
function secretsOf(keep: string): string[] {
  const agenda = keep.split(' ')[2]!;
  return [keep, agenda, agendaData(agenda).name];
}

describe('undo never quotes a hidden move (issue 20)', () => {
  it('EE-3.10 a free undo of a secret keep names it only in its public form', async () => {
    const { keeps } = await openTable('undo-free');
    ok(await service.move(ann, { channelId: 'undo-free', text: keeps[0]! }));
    const undone = ok(await service.undo(ann, { channelId: 'undo-free' }));
    expect(undone.posts.length).toBeGreaterThan(0);
    expect(undone.posts[0]!.text).toContain('keep (nation and agenda hidden');
    for (const secret of secretsOf(keeps[0]!)) expect(seenByOthers(undone, ann.userId)).not.toContain(secret);
  });

  it('EE-3.10 an undo request, its votes and the approval never quote the secret keep', async () => {
    const channelId = 'undo-vote';
    const { tableId, keeps } = await openTable(channelId);
    ok(await service.move(ann, { channelId, text: keeps[0]! }));
    ok(await service.move(ben, { channelId, text: keeps[1]! }));
    const request = ok(await service.undo(ann, { channelId }));
    const secrets = secretsOf(keeps[0]!);
    expect(request.posts[0]!.text).toMatch(/asks to take back 2 move\(s\)/);
    for (const secret of secrets) expect(seenByOthers(request, ann.userId)).not.toContain(secret);
    const version = (await db.store.getTable(tableId))!.version;
    const approved = ok(await service.act(ben, tableId, version, { type: 'undo-vote', approve: true }));
    expect(approved.posts[0]!.text).toMatch(/Undo approved: 2 move\(s\) taken back/);
    for (const secret of [...secrets, ...secretsOf(keeps[1]!)]) expect(seenByOthers(approved, ann.userId)).not.toContain(secret);
    // The log of the running game shows neither keep in full.
    const log = JSON.stringify(await service.log({ channelId }));
    for (const secret of [...secrets, ...secretsOf(keeps[1]!)]) expect(log).not.toContain(secret);
  });
});
