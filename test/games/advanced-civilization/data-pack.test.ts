/** Issue 22: Advanced Civilization reads its component data from its data pack (data/pack/*.json), checked by zod. */
import { describe, expect, it } from 'vitest';
import { dataSetId, parseDataSet, withDataSet, type DataPackProblem } from '../../../src/engine/data-pack.ts';
import { civCards, goldPrice, handLimit } from '../../../src/games/advanced-civilization/data/cards.ts';
import { AC_DATA } from '../../../src/games/advanced-civilization/data/pack.ts';
import { advancedCivilization as game } from '../../../src/games/advanced-civilization/index.ts';
import { maxGoldPurchase } from '../../../src/games/advanced-civilization/rules/27-trade-cards.ts';
import { amountDue, excessCards } from '../../../src/games/advanced-civilization/rules/31-civ-cards.ts';
import { AC_HELP } from '../../../src/games/advanced-civilization/help.ts';
import { advancedCivilizationEntry } from '../../../src/games/advanced-civilization/entry.ts';
import type { AcOptions } from '../../../src/games/advanced-civilization/options.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { bindDataSet } from '../../../src/games/bind-data.ts';
import { testMapSet } from '../../support/kit/advanced-civilization.ts';
import { dataSetWith, withData } from '../../support/kit/common.ts';

const built = AC_DATA.builtIn;
const raw = built.raw as Record<string, Record<string, unknown>>;

/** The problems of a set made of the shipped files with `replaced` (undefined drops a file). */
function problemsWith(replaced: Record<string, unknown>): DataPackProblem[] {
  const files: Record<string, unknown> = { ...built.raw, ...replaced };
  for (const [file, content] of Object.entries(replaced)) if (content === undefined) delete files[file];
  const set = parseDataSet(AC_DATA.spec, files, 'test');
  if (!Array.isArray(set)) throw new Error('the set was accepted');
  return set;
}

/** A copy of the shipped civilization cards with card `id` edited. */
function civCardsWith(id: string, edit: Record<string, unknown>): unknown {
  const file = structuredClone(raw['civilization-cards.json']!) as { cards: Record<string, unknown>[] };
  const i = file.cards.findIndex((c) => c.id === id);
  file.cards[i] = { ...file.cards[i], ...edit };
  return file;
}

describe('Advanced Civilization data pack (issue 22)', () => {
  it('the shipped files parse, and the set id is the content hash (stable: recorded tables name it)', () => {
    expect(Object.keys(built.raw).sort()).toEqual(['ast.json', 'civilization-cards.json', 'map-geometry.json', 'maps.json', 'trade-cards.json']);
    expect(built.id).toBe(dataSetId(structuredClone(built.raw)));
    expect(built.id).toBe('ds-899cceb6ab6dbb98');
    expect(AC_DATA.current()).toBe(built);
    expect(game.data).toBe(AC_DATA);
  });

  it('the provisional files are the candidate A.S.T. rows, map and outlines; the cards are the printed ones (31, 32, 8.1)', () => {
    expect(built.provisional.map((p) => p.split(':')[0])).toEqual(['ast.json', 'maps.json', 'map-geometry.json']);
    const replaced = dataSetWith(AC_DATA, { 'ast.json': { ...raw['ast.json'], pointsPerPosition: 90 } });
    expect(replaced.provisional.map((p) => p.split(':')[0])).toEqual(['maps.json', 'map-geometry.json']);
    expect(replaced.id).not.toBe(built.id);
  });

  it('the shipped cards are the printed ones: 24 civilization cards worth 3190, 114 commodity cards, 12 calamities (31, 8.1)', () => {
    const data = built.data;
    expect(data['civilization-cards.json'].cards).toHaveLength(24);
    expect(data['civilization-cards.json'].cards.reduce((n, c) => n + c.cost, 0)).toBe(3190);
    expect(data['trade-cards.json'].commodities.reduce((n, c) => n + c.count, 0)).toBe(114);
    expect(data['trade-cards.json'].calamities).toHaveLength(12);
    expect([handLimit(), goldPrice()]).toEqual([8, 18]);
  });

  it('27.51 / 31.71 / D-9: a replacement set changes what the rules do (gold price, hand limit, a card cost)', () => {
    const s = game.setup(game.options.parse({}), [{ name: 'a' }, { name: 'b' }, { name: 'c' }], 'pack');
    const p = s.players[0]!;
    p.treasury = 20;
    p.hand = ['ochre', 'ochre', 'hides', 'hides', 'iron', 'iron', 'salt', 'salt', 'grain'];
    const trade = structuredClone(raw['trade-cards.json']!);
    const cheaper = dataSetWith(AC_DATA, { 'trade-cards.json': { ...trade, goldPrice: 10, handLimit: 6 }, 'civilization-cards.json': civCardsWith('pottery', { cost: 60 }) });
    expect([maxGoldPurchase(s, 0), excessCards(p), amountDue(p, ['pottery'])]).toEqual([1, 1, 45]);
    expect(withData(AC_DATA, cheaper, () => [maxGoldPurchase(s, 0), excessCards(p), amountDue(p, ['pottery'])])).toEqual([2, 3, 60]);
    // Back outside: the shipped set again.
    expect(civCards().pottery!.cost).toBe(45);
  });

  it('help topics are generated from the set in use', () => {
    const renamed = dataSetWith(AC_DATA, { 'civilization-cards.json': civCardsWith('pottery', { cost: 55 }) });
    expect(AC_HELP.topics!.pottery).toMatch(/cost 45/);
    expect(withData(AC_DATA, renamed, () => AC_HELP.topics!.pottery)).toMatch(/cost 55/);
  });

  it('a wrong type is refused with the file, the field path and the reason', () => {
    const problems = problemsWith({ 'civilization-cards.json': civCardsWith('music', { cost: 'sixty' }) });
    expect(problems).toEqual([{ file: 'civilization-cards.json', field: 'cards[12].cost', reason: expect.stringMatching(/expected number/) }]);
  });

  it('an unknown id reference is refused where it is named (a prerequisite, a calamity of a stack, a map area)', () => {
    expect(problemsWith({ 'civilization-cards.json': civCardsWith('democracy', { prerequisites: ['writing'] }) })).toEqual([
      { file: 'civilization-cards.json', field: 'cards[16].prerequisites[0]', reason: 'unknown civilization card writing' },
    ]);
    const trade = structuredClone(raw['trade-cards.json']!) as { stacks: { tradableCalamity: string | null }[] };
    trade.stacks[2]!.tradableCalamity = 'plague';
    expect(problemsWith({ 'trade-cards.json': trade })).toEqual([{ file: 'trade-cards.json', field: 'stacks[2].tradableCalamity', reason: 'unknown calamity plague' }]);
    const maps = structuredClone(raw['maps.json']!) as { maps: { candidate: { startAreas: Record<string, string[]> } } };
    maps.maps.candidate.startAreas.thrace = ['atlantis'];
    expect(problemsWith({ 'maps.json': maps })).toEqual([{ file: 'maps.json', field: 'maps.candidate', reason: 'start areas of thrace: unknown area atlantis' }]);
  });

  it('a nation the game does not know, or an A.S.T. row out of order, is refused (17.4, 33)', () => {
    const ast = structuredClone(raw['ast.json']!) as { order: string[]; tracksByNation: Record<string, { epochStart: Record<string, number> }> };
    ast.order[8] = 'persia';
    ast.tracksByNation.egypt!.epochStart.late_bronze = 3;
    const problems = problemsWith({ 'ast.json': ast });
    expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual(['ast.json order[8]']);
    ast.order[8] = 'egypt';
    expect(problemsWith({ 'ast.json': ast })).toEqual([{ file: 'ast.json', field: 'tracksByNation.egypt.epochStart.late_bronze', reason: 'epochs start on increasing squares' }]);
  });

  it('a missing file, a file the game lacks and a mismatch across files are refused', () => {
    expect(problemsWith({ 'ast.json': undefined })).toEqual([{ file: 'ast.json', field: '', reason: 'the file is missing' }]);
    expect(problemsWith({ 'dice.json': {} })).toEqual([{ file: 'dice.json', field: '', reason: expect.stringMatching(/not a file of this game's data/) }]);
    const geometry = structuredClone(raw['map-geometry.json']!) as { areas: Record<string, unknown> };
    delete geometry.areas.athens;
    expect(problemsWith({ 'map-geometry.json': geometry })).toEqual([{ file: '(across files)', field: '', reason: 'map-geometry.json against maps.json: area athens has no outline' }]);
  });

  it('withDataSet puts the previous set back even when the engine throws', () => {
    const other = dataSetWith(AC_DATA, { 'trade-cards.json': { ...raw['trade-cards.json'], goldPrice: 7 } });
    expect(() =>
      withDataSet(AC_DATA, other, () => {
        expect(goldPrice()).toBe(7);
        return game.setup(game.options.parse({ map: 'atlantis' }), [{ name: 'a' }], 'x');
      }),
    ).toThrow(/unknown map atlantis/);
    expect(AC_DATA.current()).toBe(built);
    expect(goldPrice()).toBe(18);
  });

  it('a table bound to its own data set plays with it: the test map exists only for a table that started with that set (16)', () => {
    const options: AcOptions = { ...(game.options.parse({}) as AcOptions), map: 'test' };
    const seats = [{ name: 'a' }, { name: 'b' }];
    expect(game.checkSetup!(options, seats)?.message).toMatch(/unknown map test/);
    const bound = bindDataSet(advancedCivilizationEntry, testMapSet()).module;
    expect(bound.checkSetup!(options, seats)).toBeNull();
    const s = bound.setup(options, seats, 'bound') as AcState;
    expect(s.mapId).toBe('test');
    expect(bound.legal(s, s.queue[0]!).length).toBeGreaterThan(0);
    expect(AC_DATA.current()).toBe(built);
  });
});
