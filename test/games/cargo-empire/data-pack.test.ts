import { describe, expect, it } from 'vitest';
import { dataSetId, parseDataSet, withDataSet, type DataPackProblem } from '../../../src/engine/data-pack.ts';
import { bindDataSet } from '../../../src/games/bind-data.ts';
import { cargoEmpireEntry } from '../../../src/games/cargo-empire/entry.ts';
import { cargoEmpire } from '../../../src/games/cargo-empire/index.ts';
import { CE_DATA, ceData } from '../../../src/games/cargo-empire/data/pack.ts';
import { completes } from '../../../src/games/cargo-empire/rules/payment.ts';
import { cityName, landDistance } from '../../../src/games/cargo-empire/rules/world.ts';
import type { CeState } from '../../../src/games/cargo-empire/state.ts';
import { dataSetWith, seatsOf, withData } from '../../support/kit/common.ts';

/** The shipped JSON of one file, as a mutable copy to edit into a fixture. */
function shipped<T>(file: string): T {
  return structuredClone(CE_DATA.builtIn.raw[file]) as T;
}

function problemsOf(replaced: Record<string, unknown>, drop: string[] = []): DataPackProblem[] {
  const raw = { ...CE_DATA.builtIn.raw, ...replaced };
  for (const file of drop) delete raw[file];
  const set = parseDataSet(CE_DATA.spec, raw, 'test');
  if (!Array.isArray(set)) throw new Error('the set was accepted');
  return set;
}

describe('issue 22: Cargo Empire reads its component data from its data pack', () => {
  it('the shipped set parses, is the set in use, names its provisional files and has a stable content id', () => {
    expect(CE_DATA.current()).toBe(CE_DATA.builtIn);
    expect(CE_DATA.builtIn.source).toBe('built-in');
    expect(Object.keys(CE_DATA.builtIn.raw).sort()).toEqual([
      'bot-cards.json',
      'city-tiles.json',
      'express-tiles.json',
      'families.json',
      'goal-cards.json',
      'map-dior.json',
      'map-europe.json',
      'player-counts.json',
      'track-faces.json',
      'transport-cards.json',
    ]);
    const provisional = CE_DATA.builtIn.provisional.map((line) => line.split(':')[0]);
    expect(provisional.sort()).toEqual(['bot-cards.json', 'city-tiles.json', 'goal-cards.json', 'map-dior.json', 'map-europe.json', 'track-faces.json', 'transport-cards.json']);
    // The id is a hash of the content: the same files give the same id, whatever the key order.
    expect(CE_DATA.builtIn.id).toMatch(/^ds-[0-9a-f]{16}$/);
    expect(dataSetId(Object.fromEntries(Object.entries(CE_DATA.builtIn.raw).reverse()))).toBe(CE_DATA.builtIn.id);
    expect(CE_DATA.builtIn.id).toBe('ds-27e6917ade33737f');
  });

  it('a replacement file is no longer provisional (it is taken as the real data)', () => {
    const goals = shipped<{ cards: { name: string }[] }>('goal-cards.json');
    goals.cards[0]!.name = 'red and blue';
    const set = dataSetWith(CE_DATA, { 'goal-cards.json': goals });
    expect(set.id).not.toBe(CE_DATA.builtIn.id);
    expect(set.provisional.some((p) => p.startsWith('goal-cards.json'))).toBe(false);
    expect(set.provisional.some((p) => p.startsWith('map-europe.json'))).toBe(true);
  });

  it('CE-4.2 a longer locomotive in transport-cards.json really changes which payments complete, and only inside its set', () => {
    const transport = shipped<{ cards: { loco: { maxRoutes: number } } }>('transport-cards.json');
    transport.cards.loco.maxRoutes = 3;
    const set = dataSetWith(CE_DATA, { 'transport-cards.json': transport });
    const oneLoco = { car: 0, loco: 1, eloco: 0, ship: 0 };
    expect(landDistance('warsaw', 'milan')).toBe(3);
    expect(completes('warsaw', 'milan', oneLoco)).toBe(false);
    expect(withData(CE_DATA, set, () => completes('warsaw', 'milan', oneLoco))).toBe(true);
    // The route graphs and their memo tables are per data set: the shipped set's answer is unchanged afterwards.
    expect(completes('warsaw', 'milan', oneLoco)).toBe(false);
  });

  it('CE-S3 posts in reserve and a city name come from the set the table runs with (through the bound entry)', () => {
    const counts = shipped<{ byEffectivePlayers: Record<string, { reserve: number }> }>('player-counts.json');
    counts.byEffectivePlayers['2']!.reserve = 15;
    const europe = shipped<{ cities: { id: string; name: string }[] }>('map-europe.json');
    europe.cities.find((c) => c.id === 'kyiv')!.name = 'Kiev';
    const set = dataSetWith(CE_DATA, { 'player-counts.json': counts, 'map-europe.json': europe });
    const bound = bindDataSet(cargoEmpireEntry, set);
    const options = cargoEmpire.options.parse({});
    const mine = bound.module.setup(options, seatsOf(2, 2), 'pack') as CeState;
    const shippedState = cargoEmpire.setup(options, seatsOf(2, 2), 'pack');
    expect(shippedState.players[0]!.reserve).toEqual([4, 4, 4]);
    expect(mine.players[0]!.reserve).toEqual([5, 5, 5]);
    expect(withData(CE_DATA, set, () => cityName('kyiv'))).toBe('Kiev');
    expect(cityName('kyiv')).toBe('Kyiv');
  });

  it('a replaced map is no longer called provisional in the help, the options, the view and the board', () => {
    const europe = shipped<{ source: string }>('map-europe.json');
    europe.source = 'the printed board, typed in';
    const set = dataSetWith(CE_DATA, { 'map-europe.json': europe });
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), seatsOf(2, 2), 'pack');
    expect(cargoEmpire.help.summary).toMatch(/the Europe map/);
    expect(cargoEmpire.view(s, 0).provisionalMap).toBe(true);
    withData(CE_DATA, set, () => {
      expect(cargoEmpire.help.summary).not.toMatch(/the Europe map/);
      expect(cargoEmpire.help.summary).toMatch(/PROVISIONAL DATA: the city tiles/); // the other files still are
      expect(cargoEmpire.describeOptions(cargoEmpire.options.parse({}))[0]).toBe('Map: Europe');
      expect(cargoEmpire.view(s, 0).provisionalMap).toBe(false);
    });
  });

  it('a wrong type is refused with the file, the field path and the reason', () => {
    const bots = shipped<{ cards: Record<string, unknown>[] }>('bot-cards.json');
    bots.cards[2]!.steps = 'three';
    const [p] = problemsOf({ 'bot-cards.json': bots });
    expect(p).toMatchObject({ file: 'bot-cards.json', field: 'cards[2].steps' });
    expect(p!.reason).toMatch(/number/i);
  });

  it('an unknown id reference is refused: a land route to a city the map lacks, a track tile naming a face that does not exist', () => {
    const europe = shipped<{ landRoutes: string[][] }>('map-europe.json');
    europe.landRoutes.push(['paris', 'atlantis']);
    expect(problemsOf({ 'map-europe.json': europe })).toContainEqual({ file: 'map-europe.json', field: `landRoutes[${europe.landRoutes.length - 1}]`, reason: expect.stringMatching(/paris-atlantis names an unknown node/) });
    const faces = shipped<{ normalTiles: string[][] }>('track-faces.json');
    faces.normalTiles[0]![1] = 'a99';
    expect(problemsOf({ 'track-faces.json': faces })).toEqual([{ file: 'track-faces.json', field: 'normalTiles[0][1]', reason: 'unknown face a99' }]);
  });

  it('CE-13.5 a family given another colour’s paid ability, and a map that breaks 6 cities per colour, are refused', () => {
    const families = shipped<{ families: { paid: string }[] }>('families.json');
    families.families[0]!.paid = 'borrow_crest';
    expect(problemsOf({ 'families.json': families })).toEqual([{ file: 'families.json', field: 'families[0].paid', reason: expect.stringMatching(/yellow family's paid ability is gain_car/) }]);
    const dior = shipped<{ cities: { colour: string }[] }>('map-dior.json');
    dior.cities[0]!.colour = dior.cities[0]!.colour === 'red' ? 'blue' : 'red';
    expect(problemsOf({ 'map-dior.json': dior }).map((p) => `${p.file} ${p.field}`)).toContain('map-dior.json cities');
  });

  it('a missing file, an unknown file and ids shared across both map sides are refused', () => {
    expect(problemsOf({}, ['families.json'])).toEqual([{ file: 'families.json', field: '', reason: 'the file is missing' }]);
    expect(problemsOf({ 'dice.json': {} })[0]).toMatchObject({ file: 'dice.json', field: '' });
    const dior = shipped<{ cities: { id: string }[]; landRoutes: string[][] }>('map-dior.json');
    const old = dior.cities[0]!.id;
    dior.cities[0]!.id = 'paris';
    dior.landRoutes = dior.landRoutes.map((r) => r.map((n) => (n === old ? 'paris' : n)));
    expect(problemsOf({ 'map-dior.json': dior })).toEqual([{ file: '(across files)', field: '', reason: expect.stringMatching(/share node ids \(paris\)/) }]);
  });

  it('withDataSet puts the previous set back even when the engine throws inside it', () => {
    const counts = shipped<{ rounds: number }>('player-counts.json');
    counts.rounds = 2;
    const set = dataSetWith(CE_DATA, { 'player-counts.json': counts });
    expect(() =>
      withDataSet(CE_DATA, set, () => {
        expect(ceData()['player-counts.json'].rounds).toBe(2);
        return cityName('x') + String(cargoEmpire.apply(undefined as unknown as CeState, 0, { t: 'nonsense' } as never));
      }),
    ).toThrow();
    expect(CE_DATA.current()).toBe(CE_DATA.builtIn);
    expect(ceData()['player-counts.json'].rounds).toBe(3);
  });
});
