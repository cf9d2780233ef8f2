import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTestStore } from '../support/db.ts';
import { ann, ben, ok } from '../support/table-service.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function startTable(gameId: string) {
  const testStore = await openTestStore();
  cleanups.push(() => testStore.cleanup());
  const service = new TableService({ store: testStore.store, games: catalogOf([terraMysticaEntry, highCardEntry]), images: noImages, newSeed: () => 'dm-seed' });
  ok(await service.newTable(ann, { guildId: null, channelId: 'c1', gameId, options: {} }));
  ok(await service.join(ben, 'c1'));
  return ok(await service.start(ann, 'c1', 'join'));
}

describe('direct messages at the start', () => {
  it('go only to players with hidden information: none in Terra Mystica, only the turn DM', async () => {
    const started = await startTable('terra-mystica');
    expect(started.dms.map((d) => ({ user: d.userId, kind: d.kind }))).toEqual([{ user: ann.userId, kind: 'turn' }]);
    expect(started.dms.some((d) => d.text.includes('no hidden information'))).toBe(false);
  });

  it('carry each hand in a game with hidden hands', async () => {
    const started = await startTable('high-card');
    const views = started.dms.filter((d) => d.text.includes('Your private view'));
    expect(views.map((d) => d.userId).sort()).toEqual([ann.userId, ben.userId]);
  });
});
