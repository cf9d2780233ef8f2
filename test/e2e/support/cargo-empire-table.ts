/** Cargo Empire through Discord (issue 5): a whole 3-player game, with private hands only ever shown to their owners. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CeState } from '../../../src/games/cargo-empire/state.ts';
import { cargoEmpireEntry } from '../../../src/games/cargo-empire/entry.ts';
import { catalogOf } from '../../../src/games/entry.ts';
import { allComponents, messageText } from '../fake-discord/index.ts';
import { latestTurnPost, playToEnd, startTableHarness, type TableHarness } from './table-harness.ts';

const games = catalogOf([cargoEmpireEntry]);
let h: TableHarness;

/**
 * The Cargo Empire table through Discord: `wholeGame` plays the game to its final scores (npm run test:long,
 * cargo-empire.long.test.ts); without it the table's opening tests run (cargo-empire.test.ts, npm test).
 */
export function ceTableSuite(wholeGame: boolean): void {
  beforeAll(async () => {
    h = await startTableHarness(games, ['ada', 'bo', 'cy']);
  });
  afterAll(async () => h?.close());

  describe('Cargo Empire at a Discord table', () => {
    it('opens, seats three players with colour picks and starts with a board image', async () => {
      const [ada, bo, cy] = h.users as [typeof h.users[0], typeof h.users[0], typeof h.users[0]];
      await h.slash(ada, 'game', { subcommand: 'new', options: { game: 'cargo-empire' } });
      const pickChoices = await h.fake.autocomplete(bo, 'game', { subcommand: 'join', options: { pick: '' }, focused: 'pick' });
      expect(pickChoices.length).toBeGreaterThan(0);
      await h.slash(bo, 'game', { subcommand: 'join', options: { pick: String(pickChoices[0]!.value) } });
      // Cy joins by choosing a colour in the lobby post's select menu.
      const lobby = h.fake.messages(h.fake.channelId).filter((m) => allComponents(m).some((c) => c.type === 3)).at(-1)!;
      const menu = allComponents(lobby).find((c) => c.type === 3)!;
      const colour = (menu.options as { value: string }[])[0]!.value;
      const joined = await (await h.fake.selectMenu(cy, lobby, menu.custom_id as string, [colour])).final();
      expect(joined.content).toContain('joined');
      const started = await h.slash(ada, 'game', { subcommand: 'start', options: { order: 'join' } });
      expect(started.content).toContain('**Cargo Empire** begins');
      const post = latestTurnPost(h.fake)!;
      expect(post.attachments[0]!.bytes.length).toBeGreaterThan(10_000);
      const seats = await h.store.listSeats((await h.active())!.id);
      expect(new Set(seats.map((s) => s.picks.colour)).size).toBe(3);
      expect(seats.find((s) => s.userId === cy.id)!.picks.colour).toBe(colour);
    });

    it('CE-9 /game view shows a player their hidden goals and hand privately, with their picture', async () => {
      const table = (await h.active())!;
      const seatUser = await h.userForSeat(table.id, 0);
      const view = await h.slash(seatUser, 'game', { subcommand: 'view' });
      expect(view.ephemeral).toBe(true);
      expect(view.attachments[0]?.filename).toMatch(/private/);
      const summary = cargoEmpireEntry.module.privateSummary!(table.snapshot as CeState, 0)!;
      expect(view.content).toContain(summary.split('\n')[0]!);
    });

    it.runIf(wholeGame)('plays a whole game by /move and decision buttons to the final scores, and no private summary ever leaks', async () => {
      const table = (await h.active())!;
      const played = await playToEnd(h, 'ce-e2e', 2000, games);
      expect(played.moves).toBeGreaterThan(30);
      expect(played.byButton).toBeGreaterThan(0);
      expect(played.bySlash).toBeGreaterThan(0);
      expect(await h.active()).toBeNull();
      const result = await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes('is over'));
      expect(result.content).toMatch(/1\. \S+: \*\*\d+\*\*/);
      const final = (await h.store.getTable(table.id))!;
      expect(final.status).toBe('finished');
      // Every message readable by someone other than a seat's owner is free of that seat's hidden goals.
      for (const m of h.fake.allMessages()) {
        if (m.audience.kind === 'channel') expect(messageText(m)).not.toMatch(/Your (goal|hand)/i);
      }
      expect(h.fake.unknownRoutes).toEqual([]);
    });
  });
}
