import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { ImageCache } from '../../src/render/cache.ts';
import { renderedImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTestStore } from '../support/db.ts';
import { ann, ben, ok } from '../support/table-service.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const pngWidth = (data: Buffer) => data.readUInt32BE(16);

describe('turn posts carry the phone card; the full board is one click away', () => {
  it('each turn post and the final post have an 800 px card; Board gives the 1600 px-class board; the final post keeps a Board button', async () => {
    const testStore = await openTestStore();
    cleanups.push(() => testStore.cleanup());
    const service = new TableService({ store: testStore.store, games: catalogOf([highCardEntry]), images: renderedImages(new ImageCache(8 * 1024 * 1024)), newSeed: () => 'card-seed' });
    ok(await service.newTable(ann, { guildId: null, channelId: 'c1', gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
    ok(await service.join(ben, 'c1'));
    let outcome: Outcome = ok(await service.start(ann, 'c1', 'join'));
    const first = outcome.posts.find((p) => p.isTurnPost)!;
    expect(first.image!.name).toMatch(/high-card-turn-v\d+\.png/);
    expect(pngWidth(first.image!.data)).toBe(800);
    const board = await service.board({ channelId: 'c1' });
    expect(board.reply!.image!.name).toMatch(/board/);
    expect(pngWidth(board.reply!.image!.data)).not.toBe(800);

    const table = (await testStore.store.getActiveTable('c1'))!;
    let state = table.snapshot as ReturnType<typeof highCard.setup>;
    while (highCard.result(state) === null) {
      const seat = highCard.pending(state)[0]!.seat;
      outcome = ok(await service.move(seat === 0 ? ann : ben, { channelId: 'c1', text: highCard.legal(state, seat)[0]! }));
      state = (await testStore.store.getTable(table.id))!.snapshot as typeof state;
    }
    const final = outcome.posts[0]!;
    expect(final.text).toContain('is over');
    expect(final.text).toMatch(/\n(Winner|Shared win): \*\*(Ann|Ben)/);
    expect(pngWidth(final.image!.data)).toBe(800);
    expect(final.buttons.map((b) => b.action.type)).toEqual(['board', 'log']);
  });
});
