/**
 * Advanced Civilization's test kit (issue 22), on top of kit/common.ts: fixtures injected as data (a small abstract
 * map, A.S.T. rows, cards), a position builder that checks the game's invariants, the moves of any seat and scripted
 * play. Production code never imports this folder.
 */
import type { DataSet } from '../../../src/engine/data-pack.ts';
import type { DerivedMap, RawMap } from '../../../src/games/advanced-civilization/data/board-types.ts';
import { AC_DATA, type AcData } from '../../../src/games/advanced-civilization/data/pack.ts';
import { dataSetWith } from './common.ts';

/**
 * A hand-made ten-area map for unit tests (spec C.2 step 1). Land a-b-c-d-e in a row with f below b and e;
 * g is an island off c; h is land across the water from d; "sea" is open sea between c, g and h.
 * d has two coasts: north (to c) and south (to h), so a ship cannot pass c -> d -> h (23.57).
 *
 *      a(2*) - b(3) - c(1*) ~~~ g(2*, island)
 *              |       |  ~ sea ~
 *      f(1)  - e(4*) - d(2)  ~~~ h(3*)
 */

export const TEST_MAP: RawMap = {
  status: 'TEST MAP: hand-made for unit tests.',
  areas: [
    { id: 'a', name: 'Alpha', board: 'main', land: true, popLimit: 2, citySite: 'black', floodPlain: false, volcano: null },
    { id: 'b', name: 'Beta', board: 'main', land: true, popLimit: 3, citySite: null, floodPlain: false, volcano: null },
    { id: 'c', name: 'Gamma', board: 'main', land: true, popLimit: 1, citySite: 'black', floodPlain: false, volcano: null },
    { id: 'd', name: 'Delta', board: 'main', land: true, popLimit: 2, citySite: null, floodPlain: false, volcano: null },
    { id: 'e', name: 'Epsilon', board: 'main', land: true, popLimit: 4, citySite: 'white', floodPlain: true, volcano: null },
    { id: 'f', name: 'Phi', board: 'main', land: true, popLimit: 1, citySite: null, floodPlain: false, volcano: null },
    { id: 'g', name: 'Gamma Island', board: 'main', land: true, popLimit: 2, citySite: 'black', floodPlain: false, volcano: null },
    { id: 'h', name: 'Eta', board: 'main', land: true, popLimit: 3, citySite: 'black', floodPlain: false, volcano: null },
    { id: 'sea', name: 'Test Sea', board: 'main', land: false, popLimit: 0, citySite: null, floodPlain: false, volcano: null },
    { id: 'w', name: 'West Land', board: 'western', land: true, popLimit: 2, citySite: 'black', floodPlain: false, volcano: null },
  ],
  adjacency: {
    a: ['b', 'w'],
    b: ['a', 'c', 'e'],
    c: ['b', 'd', 'g', 'sea'],
    d: ['c', 'e', 'h', 'sea'],
    e: ['b', 'd', 'f'],
    f: ['e'],
    g: ['c', 'sea'],
    h: ['d', 'sea'],
    sea: ['c', 'd', 'g', 'h'],
    w: ['a'],
  },
  shipEdges: [
    { a: 'c', b: 'g' },
    { a: 'c', b: 'd', bSide: 'd#north' },
    { a: 'd', b: 'h', aSide: 'd#south' },
    { a: 'c', b: 'sea' },
    { a: 'sea', b: 'g' },
    { a: 'sea', b: 'h' },
    { a: 'sea', b: 'd', bSide: 'd#south' },
  ],
  startAreas: { africa: ['a', 'b'], italy: ['h'], crete: ['g'], thrace: ['f'], illyria: ['w'] },
  // 4.61 on the test map: with the Western Extension Africa's 'a' (next to the western 'w') is ignored.
  westernExtensionStartAreas: { africa: ['b'] },
  volcanoes: [{ id: 'test-volcano', areas: ['d'] }],
  floodPlains: [{ id: 'test-plain', areas: ['e'] }],
  playAreaExclusions: { panel4: ['h'], eastOfDotted: ['h'], panel1: ['a'], westOfDotted: ['a'] },
};

export const TEST_DERIVED: DerivedMap = {
  status: 'TEST MAP',
  landEdges: [['a', 'b'], ['a', 'w'], ['b', 'c'], ['b', 'e'], ['c', 'd'], ['d', 'e'], ['e', 'f']],
  openSeas: ['sea'],
  islands: { g: 'gamma-island' },
};

/** The shipped data set plus the test map as map `test` (table option map=test): the candidate map stays available. */
export function testMapSet(): DataSet<AcData> {
  const maps = AC_DATA.builtIn.data['maps.json'];
  return dataSetWith(AC_DATA, { 'maps.json': { maps: { ...maps.maps, test: { ...TEST_MAP, derived: TEST_DERIVED } } } });
}

let testMapData: DataSet<AcData> | undefined;

/**
 * Makes the test-map data set the one in use for the rest of this test file (each test file has its own modules), so
 * states built with map=test and every rule call on them read it. Returns the set.
 */
export function useTestMap(): DataSet<AcData> {
  testMapData ??= testMapSet();
  if (AC_DATA.current() !== testMapData) AC_DATA.use(testMapData);
  return testMapData;
}
