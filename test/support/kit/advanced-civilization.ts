/**
 * Advanced Civilization's test kit (issue 22), on top of kit/common.ts: fixtures injected as data (a small abstract
 * map, A.S.T. rows, cards), a position builder that checks the game's invariants, the moves of any seat and scripted
 * play. Production code never imports this folder.
 */
import { describeProblem, parseDataSet, type DataSet } from '../../../src/engine/data-pack.ts';
import type { DerivedMap, RawMap } from '../../../src/games/advanced-civilization/data/board-types.ts';
import type { AstData, CivCardData } from '../../../src/games/advanced-civilization/data/card-types.ts';
import { calamities, calamityList, civCards, commodityList, stackOf } from '../../../src/games/advanced-civilization/data/cards.ts';
import { mapBoard } from '../../../src/games/advanced-civilization/data/maps.ts';
import { CITIES_PER_PLAYER, isNation, SHIPS_PER_PLAYER, type NationId } from '../../../src/games/advanced-civilization/data/nations.ts';
import { AC_DATA, type AcData } from '../../../src/games/advanced-civilization/data/pack.ts';
import { advancedCivilization } from '../../../src/games/advanced-civilization/index.ts';
import type { AcOptions } from '../../../src/games/advanced-civilization/options.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { assertSound, buildPosition, dataSetWith, movesOf, playMoves, type BuildSpec } from './common.ts';

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

// ---------------------------------------------------------------------------------------------------------------
// Positions: a builder that checks the game's invariants, and edits that keep them (cards move, never appear).
// ---------------------------------------------------------------------------------------------------------------

/** The trade cards of the data set in use, by id and number of copies (8.1: commodities by count, one per calamity). */
function fullDeck(): Map<string, number> {
  const deck = new Map<string, number>();
  for (const c of commodityList()) deck.set(c.id, c.count);
  for (const c of calamityList()) deck.set(c.id, 1);
  return deck;
}

/** Where every trade card of a position is: stacks, hands, cards to return, spent calamities, leavers' city cards. */
export function tradeCardsOf(s: AcState): Map<string, number> {
  const held = new Map<string, number>();
  const add = (c: string) => held.set(c, (held.get(c) ?? 0) + 1);
  for (const stack of s.stacks) stack.forEach(add);
  for (const p of s.players) p.hand.forEach(add);
  s.returned.forEach(add);
  s.spentCalamities.forEach(add);
  Object.values(s.cityCards ?? {}).forEach(add);
  return held;
}

/**
 * What must hold in every Advanced Civilization position, in words per broken invariant: no negative stock, treasury or
 * pieces; each nation's tokens (board, ships' cargo, stock, treasury), cities (9) and ships (4) conserved (5.1, 5.5);
 * every trade card of the data in its stack, a hand or a discard pile, once (8.1, 15.2); ids known to the data in use
 * (map, areas, nations, civilization and trade cards).
 */
export function invariants(s: AcState): string[] {
  const broken: string[] = [];
  const board = mapBoard(s.mapId);
  if (!board) return [`map ${s.mapId} is not in the data set in use`];
  for (const area of Object.keys(s.board)) if (!board.areas[area]) broken.push(`units in ${area}, not an area of map ${s.mapId}`);
  for (const [area, u] of Object.entries(s.board)) {
    for (const [owner, n] of Object.entries(u.tokens)) if ((n ?? 0) < 0) broken.push(`${n} ${owner} tokens in ${area}`);
    if (u.city !== null && !isNation(u.city) && u.city !== 'barbarian' && u.city !== 'pirate') broken.push(`city of unknown owner ${u.city} in ${area}`);
  }
  const cards = civCards();
  for (const p of s.players) {
    const who = `seat ${p.seat}`;
    for (const [what, n] of [['stock', p.stock], ['treasury', p.treasury], ['cities in stock', p.citiesInStock], ['ships in stock', p.shipsInStock]] as const) {
      if (n < 0) broken.push(`${who} has ${n} ${what}`);
    }
    for (const c of [...p.civ, ...p.civNew]) if (!cards[c]) broken.push(`${who} owns unknown civilization card ${c}`);
    if (new Set(p.civ).size !== p.civ.length) broken.push(`${who} owns a civilization card twice`);
    if (p.nation === null) continue;
    if (!isNation(p.nation)) broken.push(`${who} plays unknown nation ${String(p.nation)}`);
    const nation = p.nation;
    const onBoard = Object.values(s.board).reduce((n, u) => n + (u.tokens[nation] ?? 0), 0);
    const ships = s.ships.filter((x) => x.seat === p.seat);
    const aboard = ships.reduce((n, x) => n + x.cargo, 0);
    if (onBoard + aboard + p.stock + p.treasury !== s.tokensPerPlayer) broken.push(`${who} (${nation}): ${onBoard} tokens on the board + ${aboard} aboard + ${p.stock} stock + ${p.treasury} treasury != ${s.tokensPerPlayer} (5.5)`);
    const cities = Object.values(s.board).filter((u) => u.city === nation).length;
    if (cities + p.citiesInStock !== CITIES_PER_PLAYER) broken.push(`${who} (${nation}): ${cities} cities + ${p.citiesInStock} in stock != ${CITIES_PER_PLAYER}`);
    if (ships.length + p.shipsInStock !== SHIPS_PER_PLAYER) broken.push(`${who} (${nation}): ${ships.length} ships + ${p.shipsInStock} in stock != ${SHIPS_PER_PLAYER}`);
  }
  const deck = fullDeck();
  for (const [card, n] of tradeCardsOf(s)) {
    const expected = deck.get(card);
    if (expected === undefined) broken.push(`unknown trade card ${card}`);
    else if (n !== expected) broken.push(`${n} ${card} cards in play, the data has ${expected}`);
  }
  for (const [card, n] of deck) if (!tradeCardsOf(s).has(card)) broken.push(`the ${n} ${card} card${n === 1 ? '' : 's'} of the data are nowhere`);
  return broken;
}

/** A position built from set-up plus edits (kit/common.ts buildPosition), checked by this game's invariants. */
export function acPosition(spec: BuildSpec<AcState, AcOptions> = {}): AcState {
  return buildPosition<AcState, AcOptions>(advancedCivilization, spec, invariants);
}

/**
 * Moves trade cards into a seat's hand from their stacks (8.1: a card leaves the stack it lies in), so the deck stays
 * whole. Throws when a stack lacks the card.
 */
export function dealTradeCards(s: AcState, seat: number, cards: readonly string[]): AcState {
  for (const card of cards) {
    const stack = s.stacks[stackOf(card)]!;
    const i = stack.indexOf(card);
    if (i < 0) throw new Error(`no ${card} left in stack ${stackOf(card)} to deal to seat ${seat}`);
    stack.splice(i, 1);
    s.players[seat]!.hand.push(card);
  }
  s.players[seat]!.hand.sort();
  return s;
}

/** Puts cards on top of their stacks, in the order given (27.2 draws the top card first), taken from inside the stacks. */
export function stackTop(s: AcState, stack: number, cards: readonly string[]): AcState {
  const pile = s.stacks[stack]!;
  for (const card of [...cards].reverse()) {
    const i = pile.indexOf(card);
    if (i < 0) throw new Error(`stack ${stack} has no ${card} to put on top`);
    pile.splice(i, 1);
    pile.unshift(card);
  }
  return s;
}

/** Gives civilization cards bought in an earlier turn (they count for credits and prerequisites: 31.53). */
export function ownCivCards(s: AcState, seat: number, cards: readonly string[]): AcState {
  for (const c of cards) if (!civCards()[c]) throw new Error(`unknown civilization card ${c}`);
  s.players[seat]!.civ.push(...cards.filter((c) => !s.players[seat]!.civ.includes(c)));
  return s;
}

/**
 * Puts a calamity in a seat's hand as drawn this turn (29.1): taken from its stack, with the player who traded it to
 * him when it came by trade (29.3), so phase 11 resolves it.
 */
export function drawCalamity(s: AcState, seat: number, calamity: string, tradedBy: number | null = null): AcState {
  if (!calamities()[calamity]) throw new Error(`${calamity} is not a calamity`);
  dealTradeCards(s, seat, [calamity]);
  s.calamityTraders[calamity] = tradedBy;
  return s;
}

/** Moves `n` tokens of a seat's nation from its stock into an area (a land area of the map in play). */
export function placeTokens(s: AcState, seat: number, area: string, n: number): AcState {
  const p = s.players[seat]!;
  if (!p.nation) throw new Error(`seat ${seat} has no nation yet`);
  if (!mapBoard(s.mapId)?.areas[area]?.land) throw new Error(`${area} is not a land area of map ${s.mapId}`);
  if (p.stock < n) throw new Error(`seat ${seat} has only ${p.stock} tokens in stock`);
  const u = (s.board[area] ??= { tokens: {}, city: null });
  u.tokens[p.nation] = (u.tokens[p.nation] ?? 0) + n;
  p.stock -= n;
  return s;
}

/** Builds a city of a seat's nation in an area, from its cities in stock. */
export function placeCity(s: AcState, seat: number, area: string): AcState {
  const p = s.players[seat]!;
  if (!p.nation) throw new Error(`seat ${seat} has no nation yet`);
  if (!mapBoard(s.mapId)?.areas[area]?.land) throw new Error(`${area} is not a land area of map ${s.mapId}`);
  if (p.citiesInStock < 1) throw new Error(`seat ${seat} has no city in stock`);
  (s.board[area] ??= { tokens: {}, city: null }).city = p.nation;
  p.citiesInStock -= 1;
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Data fixtures: A.S.T. rows and cards replaced through a data set, never by writing into a module.
// ---------------------------------------------------------------------------------------------------------------

type AstRow = AstData['tracksByNation'][string];

/** A data set whose A.S.T. rows for the nations given replace the shipped ones (33: where each epoch starts). */
export function astRowsSet(rows: Partial<Record<NationId, AstRow>>, base: DataSet<AcData> = AC_DATA.builtIn): DataSet<AcData> {
  const ast = base.data['ast.json'];
  return dataSetFrom(base, { 'ast.json': { ...ast, tracksByNation: { ...ast.tracksByNation, ...rows } } });
}

/** A data set whose civilization cards are edited (cost, credits, prerequisites) by id. */
export function civCardsSet(edits: Record<string, Partial<CivCardData>>, base: DataSet<AcData> = AC_DATA.builtIn): DataSet<AcData> {
  const cards = base.data['civilization-cards.json'].cards.map((c) => ({ ...c, ...edits[c.id] }));
  return dataSetFrom(base, { 'civilization-cards.json': { cards } });
}

/** A data set whose trade-card file is edited (hand limit, gold price, commodities...). */
export function tradeCardsSet(edit: Partial<AcData['trade-cards.json']>, base: DataSet<AcData> = AC_DATA.builtIn): DataSet<AcData> {
  return dataSetFrom(base, { 'trade-cards.json': { ...base.data['trade-cards.json'], ...edit } });
}

/** `base` with some files replaced (the test-map set stays the test-map set with new A.S.T. rows). */
function dataSetFrom(base: DataSet<AcData>, replaced: Partial<Record<keyof AcData & string, unknown>>): DataSet<AcData> {
  const set = parseDataSet(AC_DATA.spec, { ...base.raw, ...replaced }, 'test fixture');
  if (Array.isArray(set)) throw new Error(`the fixture data is unsound: ${set.map(describeProblem).join('; ')}`);
  return set;
}

// ---------------------------------------------------------------------------------------------------------------
// Moves: any seat's legal moves, scripted play.
// ---------------------------------------------------------------------------------------------------------------

/** Everything `seat` may submit now: its decision's legal moves and the open moves (insist strict, leave). */
export function acMovesOf(s: AcState, seat: number): string[] {
  return movesOf(advancedCivilization, s, seat);
}

/** Plays scripted [seat, move] pairs; a refused move fails with its message; the result is checked by the invariants. */
export function acPlay(s: AcState, moves: readonly (readonly [number, string])[]): AcState {
  return assertSound(playMoves(advancedCivilization, s, moves), invariants);
}

/**
 * Plays each open decision's default (its first legal move where the rules give no default) until `stop` holds or
 * nothing is open: fast-forwards to a phase.
 */
export function playDefaultsUntil(s: AcState, stop: (s: AcState) => boolean, limit = 2_000): AcState {
  let current = s;
  for (let i = 0; i < limit && !stop(current); i++) {
    // A seat that answered a simultaneous step may change its answer: ask the seats still to answer.
    const d = advancedCivilization.pending(current).find((x) => current.sim?.answers[x.seat] === undefined);
    if (!d) break;
    const move = d.defaultMove ?? advancedCivilization.legal(current, d.seat)[0];
    if (move === undefined) throw new Error(`seat ${d.seat} has no move to play in phase ${current.phase}`);
    current = playMoves(advancedCivilization, current, [[d.seat, move]]);
  }
  return assertSound(current, invariants);
}
