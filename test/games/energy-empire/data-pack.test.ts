import { describe, expect, it } from 'vitest';
import { dataSetId, parseDataSet, withDataSet, type DataPackProblem } from '../../../src/engine/data-pack.ts';
import { EE_DATA, EE_PACK, eeBoard } from '../../../src/games/energy-empire/data/index.ts';
import { oilPrice } from '../../../src/games/energy-empire/rules/track.ts';
import { dataSetWith, withData } from '../../support/kit/common.ts';
import { EE, newGame } from './helpers.ts';

/** A copy of a shipped file to edit. */
const shipped = (file: keyof typeof EE_PACK.files & string): Record<string, unknown> => structuredClone(EE_DATA.builtIn.raw[file]) as Record<string, unknown>;

/** The problems of the shipped set with `replaced` files (and without `removed` ones). */
function problemsWith(replaced: Record<string, unknown>, removed: string[] = []): DataPackProblem[] {
  const raw: Record<string, unknown> = { ...EE_DATA.builtIn.raw, ...replaced };
  for (const file of removed) delete raw[file];
  const set = parseDataSet(EE_PACK, raw, 'test');
  if (!Array.isArray(set)) throw new Error('the set should be refused');
  return set;
}

describe('issue 22 Energy Empire data pack', () => {
  it('the shipped set parses, is the one in use, and its id is a stable content hash', () => {
    const set = EE_DATA.builtIn;
    expect(EE_DATA.current()).toBe(set);
    expect(Object.keys(set.raw).sort()).toEqual(['agendas.json', 'board.json', 'dice.json', 'environment.json', 'global-impacts.json', 'nations.json', 'setup.json', 'structures.json', 'un-track.json']);
    // The same content gives the same id, whatever the order of its keys or where it came from.
    const again = parseDataSet(EE_PACK, JSON.parse(JSON.stringify(set.raw)) as Record<string, unknown>, 'a copy');
    expect(Array.isArray(again) ? again : again.id).toBe(set.id);
    expect(dataSetId(set.raw)).toBe(set.id);
    // The id recorded by tables for the shipped data: it changes only when the shipped files change.
    expect(set.id).toBe('ds-c0fd54446111853f');
  });

  it('the data is read-only: rules cannot change a data set other tables share', () => {
    expect(() => {
      (eeBoard().globalImpactTrack.oilPriceBySpace as number[])[0] = 9;
    }).toThrow(TypeError);
    expect(eeBoard().globalImpactTrack.oilPriceBySpace[0]).toBe(1);
  });

  it('EE-3.4 a replacement board.json changes the tokens put on each track space at setup', () => {
    const board = shipped('board.json') as { globalImpactTrack: { tokensPerSpaceByPlayers: Record<string, number> } };
    board.globalImpactTrack.tokensPerSpaceByPlayers['3'] = 9;
    const set = dataSetWith(EE_DATA, { 'board.json': board });
    expect(set.id).not.toBe(EE_DATA.builtIn.id);
    // A replaced file is taken as the real data: it is no longer named provisional.
    expect(set.provisional.some((p) => p.startsWith('board.json'))).toBe(false);
    expect(withData(EE_DATA, set, () => newGame(3).track)).toEqual([9, 9, 9, 9, 9, 9]);
    expect(newGame(3).track).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('EE-11.6 / EE-6.7 a replacement oil price track changes what Oil Buy/Sell costs', () => {
    const board = shipped('board.json') as { globalImpactTrack: { oilPriceBySpace: number[] } };
    board.globalImpactTrack.oilPriceBySpace = [3, 3, 4, 4, 5, 6];
    const set = dataSetWith(EE_DATA, { 'board.json': board });
    const s = newGame(2);
    expect(oilPrice(s, 'buy')).toBe(1);
    expect(withData(EE_DATA, set, () => oilPrice(s, 'buy'))).toBe(3);
  });

  it('EE-3 a table replays exactly with the set it started with, whatever the set in use outside', () => {
    const board = shipped('board.json') as { globalImpactTrack: { tokensPerSpaceByPlayers: Record<string, number> } };
    board.globalImpactTrack.tokensPerSpaceByPlayers['2'] = 2;
    const set = dataSetWith(EE_DATA, { 'board.json': board });
    const seats = [{ name: 'A' }, { name: 'B' }];
    const first = withDataSet(EE_DATA, set, () => EE.setup(EE.options.parse({}), seats, 'replay'));
    const second = withDataSet(EE_DATA, set, () => EE.setup(EE.options.parse({}), seats, 'replay'));
    expect(second).toEqual(first);
    expect(EE.setup(EE.options.parse({}), seats, 'replay').track).not.toEqual(first.track);
  });

  it('EE-16 / EE-15.4 help quotes the numbers of the set in use and names only its provisional files', () => {
    const setup = shipped('setup.json') as { soloGoals: { totalVp: number } };
    setup.soloGoals.totalVp = 90;
    const dice = shipped('dice.json') as { endGameVpPerDie: number };
    dice.endGameVpPerDie = 3;
    const set = dataSetWith(EE_DATA, { 'setup.json': setup, 'dice.json': dice });
    expect(EE.help.topics!.solo).toContain('100+ VP');
    expect(EE.help.topics!.scoring).toContain('2 VP per energy die');
    withData(EE_DATA, set, () => {
      expect(EE.help.topics!.solo).toContain('90+ VP');
      expect(EE.help.topics!.scoring).toContain('3 VP per energy die');
      expect(EE.help.topics!.provisional).toContain(set.id);
      expect(EE.help.topics!.provisional).not.toContain('setup.json');
      expect(EE.help.topics!.provisional).toContain('nations.json');
    });
  });

  it('a file of the wrong type is refused with the file, the field path and the reason', () => {
    const dice = shipped('dice.json') as { types: Record<string, unknown>[] };
    dice.types[2]!.supply = 'eight';
    expect(problemsWith({ 'dice.json': dice })).toEqual([{ file: 'dice.json', field: 'types[2].supply', reason: expect.stringMatching(/number/) as string }]);
    const setup = shipped('setup.json');
    setup.workersOnMat = -1;
    expect(problemsWith({ 'setup.json': setup })).toEqual([{ file: 'setup.json', field: 'workersOnMat', reason: expect.stringMatching(/>=0|0/) as string }]);
  });

  it('an unknown id reference is refused with its field: a space, a location, a duplicate card id', () => {
    const environment = shipped('environment.json') as { drillSpaces: string[] };
    environment.drillSpaces[1] = 'forest-9';
    expect(problemsWith({ 'environment.json': environment })).toEqual([{ file: 'environment.json', field: 'drillSpaces[1]', reason: expect.stringContaining('unknown space forest-9') as string }]);
    const board = shipped('board.json') as { locations: { id: string }[] };
    board.locations[2]!.id = 'moon_base';
    const boardProblems = problemsWith({ 'board.json': board });
    expect(boardProblems).toContainEqual({ file: 'board.json', field: 'locations[2].id', reason: expect.stringContaining('mine') as string });
    expect(boardProblems).toHaveLength(1);
    const withoutMine = shipped('board.json') as { locations: { id: string }[] };
    withoutMine.locations.splice(2, 1);
    expect(problemsWith({ 'board.json': withoutMine })).toEqual([{ file: 'board.json', field: 'locations', reason: 'no location mine' }]);
    const structures = shipped('structures.json') as { cards: { id: string }[] };
    structures.cards[3]!.id = structures.cards[0]!.id;
    expect(problemsWith({ 'structures.json': structures })).toEqual([{ file: 'structures.json', field: 'cards[3].id', reason: `duplicate structure ${structures.cards[0]!.id}` }]);
  });

  it('a missing file, a file of another game and a problem across files are refused', () => {
    expect(problemsWith({}, ['agendas.json'])).toEqual([{ file: 'agendas.json', field: '', reason: 'the file is missing' }]);
    expect(problemsWith({ 'map-dior.json': {} })).toEqual([{ file: 'map-dior.json', field: '', reason: expect.stringContaining('not a file of this game') as string }]);
    const impacts = shipped('global-impacts.json') as { row: { early: number; late: number } };
    impacts.row.early = 2;
    expect(problemsWith({ 'global-impacts.json': impacts })).toEqual([{ file: '(across files)', field: '', reason: expect.stringContaining('board.json globalImpactTrack.spaces is 6') as string }]);
  });

  it('withDataSet puts the previous set back even when the engine throws', () => {
    const board = shipped('board.json') as { globalImpactTrack: { oilPriceWhenEmpty: number } };
    board.globalImpactTrack.oilPriceWhenEmpty = 7;
    const set = dataSetWith(EE_DATA, { 'board.json': board });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` }));
    expect(() => withDataSet(EE_DATA, set, () => EE.setup(EE.options.parse({}), six, 'x'))).toThrow(/1 to 5 players/);
    expect(EE_DATA.current()).toBe(EE_DATA.builtIn);
    expect(eeBoard().globalImpactTrack.oilPriceWhenEmpty).toBe(5);
  });
});
