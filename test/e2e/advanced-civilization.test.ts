/** Advanced Civilization at a Discord table (issue 13): /civ registers, a 3-player table starts and plays by /civ and /move. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { AC_FAMILIES } from '../../src/games/advanced-civilization/commands.ts';
import type { AcState } from '../../src/games/advanced-civilization/state.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './support/table-harness.ts';

const games = catalogOf([advancedCivilizationEntry]);
const game = advancedCivilizationEntry.module;
let h: TableHarness;

beforeAll(async () => {
  h = await startTableHarness(games, ['ada', 'bo', 'cy']);
});
afterAll(async () => h?.close());

describe('Advanced Civilization at a Discord table', () => {
  it('registers /civ with a subcommand per family of decisions', () => {
    const civ = h.fake.commands({ guildId: h.fake.guildId }).find((c) => c.name === 'civ') ?? h.fake.commands().find((c) => c.name === 'civ');
    expect(civ).toBeDefined();
    const names = (civ!.options as { name: string }[]).map((o) => o.name);
    for (const f of AC_FAMILIES) expect(names).toContain(f.name);
  });

  it('15 opens, seats three players, starts with a board image and plays by /civ subcommands and /move', async () => {
    const [ada, bo, cy] = h.users as [typeof h.users[0], typeof h.users[0], typeof h.users[0]];
    await h.slash(ada, 'game', { subcommand: 'new', options: { game: 'advanced-civilization' } });
    await h.slash(bo, 'game', { subcommand: 'join', options: {} });
    await h.slash(cy, 'game', { subcommand: 'join', options: {} });
    const started = await h.slash(ada, 'game', { subcommand: 'start', options: { order: 'join' } });
    expect(started.content).toContain('Advanced Civilization');
    expect(latestTurnPost(h.fake)!.attachments[0]!.bytes.length).toBeGreaterThan(10_000);
    const chooser = seedRng('ac-e2e');
    let bySubcommand = 0;
    let bySlash = 0;
    for (let i = 0; i < 14; i++) {
      const table = (await h.active())!;
      const s = table.snapshot as AcState;
      const decisions = game.pending(s);
      const d = decisions[randomInt(chooser, decisions.length)]!;
      const legal = game.legal(s, d.seat);
      const move = legal[randomInt(chooser, legal.length)]!;
      const user = await h.userForSeat(table.id, d.seat);
      const family = AC_FAMILIES.find((f) => f.words.includes(move.split(' ')[0]!) && !f.confirm);
      let reply;
      if (family && i % 3 !== 2) {
        const value = family.prefix ? move.slice(family.prefix.length + 1) : move;
        const choices = await h.fake.autocomplete(user, 'civ', { subcommand: family.name, options: { [family.option]: '' }, focused: family.option });
        expect(choices.map((c) => c.value)).toContain(value.slice(0, 100));
        reply = await h.slash(user, 'civ', { subcommand: family.name, options: { [family.option]: value } });
        bySubcommand++;
      } else {
        reply = await h.slash(user, 'move', { options: { text: move } });
        bySlash++;
      }
      expect(reply.content.startsWith('⚠️'), reply.content).toBe(false);
    }
    expect(bySubcommand).toBeGreaterThan(3);
    expect(bySlash).toBeGreaterThan(0);
    expect((await h.active())!.version).toBeGreaterThan(14);
  });

  it('4.5 /civ area tells anyone who is in an area, its population limit and city; /civ board shows a region close up', async () => {
    const [, , cy] = h.users as [typeof h.users[0], typeof h.users[0], typeof h.users[0]];
    const s = (await h.active())!.snapshot as AcState;
    const [areaId, units] = Object.entries(s.board).find(([, u]) => Object.values(u.tokens).some((n) => (n ?? 0) > 0))!;
    const names = await h.fake.autocomplete(cy, 'civ', { subcommand: 'area', options: { name: areaId.slice(0, 4) }, focused: 'name' });
    expect(names.map((c) => c.value)).toContain(areaId);
    const reply = await h.slash(cy, 'civ', { subcommand: 'area', options: { name: areaId } });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(/Population limit \d+/);
    const [owner, count] = Object.entries(units.tokens).find(([, n]) => (n ?? 0) > 0)!;
    expect(reply.content.toLowerCase()).toContain(`${owner} ${count}`);
    const unknown = await h.slash(cy, 'civ', { subcommand: 'area', options: { name: 'atlantis' } });
    expect(unknown.content).toContain('There is no area "atlantis"');
    const regions = await h.fake.autocomplete(cy, 'civ', { subcommand: 'board', options: { region: '' }, focused: 'region' });
    expect(regions.map((c) => c.value)).toContain('greece');
    const board = await h.slash(cy, 'civ', { subcommand: 'board', options: { region: 'greece' } });
    expect(board.content).toContain('Greece');
    expect(board.attachments[0]!.bytes.length).toBeGreaterThan(10_000);
  });
});
