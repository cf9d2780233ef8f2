/**
 * Terra Mystica through Discord (issue 4): a whole 3-player game, from faction picks to final scoring,
 * played by slash commands and buttons through a real discord.js client and the fake Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../../src/games/entry.ts';
import { terraMysticaEntry } from '../../../src/games/terra-mystica/entry.ts';
import { loadSharp } from '../../../src/render/sharp-loader.ts';
import { allComponents } from '../fake-discord/index.ts';
import type { FakeAttachment } from '../fake-discord/types.ts';
import { latestTurnPost, playToEnd, startTableHarness, type TableHarness } from './table-harness.ts';

const games = catalogOf([terraMysticaEntry]);
let h: TableHarness;

/**
 * The Terra Mystica table through Discord: `wholeGame` plays the game to its final scores (npm run test:long,
 * terra-mystica.long.test.ts); without it the table's opening tests run (terra-mystica.test.ts, npm test).
 */
export function tmTableSuite(wholeGame: boolean): void {
  beforeAll(async () => {
    h = await startTableHarness(games, ['ann', 'ben', 'cat']);
  });
  afterAll(async () => h?.close());

  /** Share of dark pixels in the image's top band (the title bar, which always carries text). */
  async function titleInk(file: FakeAttachment): Promise<number> {
    const sharp = await loadSharp();
    const { data, info } = await sharp(file.bytes).extract({ left: 0, top: 0, width: 800, height: 40 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (const v of data) if (v < 100) dark++;
    return dark / (info.width * info.height);
  }

  describe('Terra Mystica at a Discord table', () => {
    it('opens a table with options, seats three players and starts with faction picks as buttons', async () => {
      const [ann, ben, cat] = h.users as [typeof h.users[0], typeof h.users[0], typeof h.users[0]];
      const opened = await h.slash(ann, 'game', { subcommand: 'new', options: { game: 'terra-mystica' } });
      expect(opened.ephemeral).toBe(true);
      await h.slash(ben, 'game', { subcommand: 'join' });
      await h.slash(cat, 'game', { subcommand: 'join' });
      await h.slash(ann, 'game', { subcommand: 'start' });
      const post = latestTurnPost(h.fake)!;
      expect(post.content).toMatch(/your turn|Choose|faction/i);
      const labels = allComponents(post).map((c) => c.label);
      expect(labels).toEqual(expect.arrayContaining(['Witches', 'My view', 'Board', 'Log']));
    });

    it('/tm help lists the factions and, at this table, the status with the round and who must act', async () => {
      const help = await h.slash(h.users[1]!, 'tm', { subcommand: 'help' });
      expect(help.content).toContain('Terra Mystica');
      expect(help.content).toContain('introductory setup');
      expect(help.content).toMatch(/Must act/);
      const witches = await h.slash(h.users[1]!, 'tm', { subcommand: 'help', options: { topic: 'witches' } });
      expect(witches.content).toContain('Witches');
      expect(witches.content).toContain('+5 VP');
      const topics = await h.fake.autocomplete(h.users[1]!, 'tm', { subcommand: 'help', options: { topic: 'dar' }, focused: 'topic' });
      expect(topics.map((t) => t.value)).toEqual(['darklings']);
    });

    it.runIf(wholeGame)('plays the whole game to final scoring; every board image renders with text', async () => {
      const tableId = (await h.active())!.id;
      const played = await playToEnd(h, 'tm-e2e', 3000, games);
      expect(played.byButton).toBeGreaterThan(0);
      expect(played.bySlash).toBeGreaterThan(20);
      expect(await h.active()).toBeNull();
      const table = (await h.store.getTable(tableId))!;
      expect(table.status).toBe('finished');
      const result = await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes('is over'));
      expect(result.content).toMatch(/1\. \S+: \*\*\d+\*\*/);
      expect(result.content).toMatch(/cult|network|resources/i);
      const images = h.fake.allMessages().flatMap((m) => m.attachments).filter((a) => a.filename.endsWith('.png'));
      expect(images.length).toBeGreaterThan(played.moves / 2);
      for (const image of images) {
        expect(image.size).toBeLessThan(2 * 1024 * 1024);
        const meta = await (await loadSharp())(image.bytes).metadata();
        expect(meta.width).toBeLessThanOrEqual(1600);
      }
      // Text really drawn: the title bar of the first and the last board has ink.
      expect(await titleInk(images[0]!)).toBeGreaterThan(0.01);
      expect(await titleInk(images.at(-1)!)).toBeGreaterThan(0.01);
      expect(h.fake.unknownRoutes).toEqual([]);
    });
  });
}
