/**
 * Cargo Empire's test kit (issue 22), on top of kit/common.ts: a position builder that checks the game's invariants,
 * fixtures injected through options or data (cards on top of the city and goal decks, the display, city tiles drawn in a
 * chosen order, express tiles, the solo bot's next cards), the legal moves of any seat and scripted play. Tests use it
 * instead of writing into the game's modules; production code never imports it.
 *
 * Cargo Empire has no transport deck: transport cards come from an unlimited general supply (spec §2.4), so a hand is
 * set directly (`edit`), and the invariants only ask that it is not negative.
 */
import type { DataSet } from '../../../src/engine/data-pack.ts';
import type { Seat } from '../../../src/engine/types.ts';
import { CE_DATA, botCards, goalCards, playerCountsData, type CeData } from '../../../src/games/cargo-empire/data/pack.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import type { CeOptions } from '../../../src/games/cargo-empire/options.ts';
import { effectivePlayers } from '../../../src/games/cargo-empire/rules/participants.ts';
import { cityIds, expressSpaces, isFace, tileIds, tileSide } from '../../../src/games/cargo-empire/rules/world.ts';
import { BLANK, type CityCard, type Transport } from '../../../src/games/cargo-empire/state.ts';
import { buildPosition, dataSetWith, movesOf, playMoves, withData, type BuildSpec } from './common.ts';

const SETUP_PHASES: ReadonlySet<string> = new Set(['setup-goals', 'setup-order', 'setup-first', 'setup-second', 'setup-crest']);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  return JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));
}

/**
 * What holds in every reachable position (with the data set in use): no negative count; cubes (CE-S1, AMB-4), posts
 * (CE-S7.3, CE-18.3), goal cards and bot cards conserved; city cards never duplicated and only leaving the game; every
 * id (city, tile, track face, goal, bot card, express space) known to the data.
 */
export function ceInvariants(s: CeState): string[] {
  const broken: string[] = [];
  const cities = cityIds(s);
  const known = new Set(cities);
  // No negative count.
  s.players.forEach((p, i) => {
    const counts = { ...p.hand, ...Object.fromEntries(Object.entries(p.cubes).map(([k, v]) => [`cube ${k}`, v])), reserve: Math.min(...p.reserve), vassalReserve: Math.min(...p.vassalReserve) };
    for (const [what, n] of Object.entries(counts)) if (n < 0) broken.push(`participant ${i} has ${n} ${what}`);
  });
  for (const [cube, n] of Object.entries(s.supply)) if (n < 0) broken.push(`the supply has ${n} ${cube} cubes`);
  // The board: the map's cities, known tiles, each tile once; known track faces.
  const stateCities = Object.keys(s.cities);
  if (stateCities.length !== cities.length || stateCities.some((id) => !known.has(id))) broken.push(`the cities are not those of the ${s.options.map} map`);
  const tiles = Object.values(s.cities).flatMap((c) => (c.tile === null ? [] : [c.tile]));
  const knownTiles = new Set(tileIds());
  for (const t of tiles) if (!knownTiles.has(t)) broken.push(`unknown city tile ${t}`);
  if (new Set(tiles).size !== tiles.length) broken.push('a city tile lies on two cities');
  for (const face of s.track) if (!isFace(face)) broken.push(`unknown track face ${face}`);
  // Cubes are conserved: on tiles, kept by families or in the supply (AMB-4); 2 per city (CE-S1).
  if (!s.options.unlimitedCubes) {
    const onTiles = sum(Object.values(s.cities).map((c) => c.production.filter((x) => x !== null).length));
    const kept = sum(s.players.map((p) => sum(Object.values(p.cubes))));
    const total = onTiles + kept + sum(Object.values(s.supply));
    if (total !== 2 * cities.length) broken.push(`${total} cubes in play instead of ${2 * cities.length}`);
  }
  // Posts are conserved (CE-S7.3, CE-18.3): on the map + reserve + removed = the reserve dealt + the 2 setup posts.
  const onMap = (colour: string) => sum(Object.values(s.cities).map((c) => (c.demand.upper === colour ? 1 : 0) + (c.demand.lower === colour ? 1 : 0) + c.posts.filter((x) => x === colour).length));
  const dealt = playerCountsData().byEffectivePlayers[effectivePlayers(s)].reserve + 2;
  s.players.forEach((p, i) => {
    const posts = onMap(p.colour) + sum(p.reserve) + (s.removedPosts[i] ?? 0);
    if (SETUP_PHASES.has(s.phase) ? posts > dealt : posts !== dealt) broken.push(`participant ${i} (${p.colour}) has ${posts} posts instead of ${dealt}`);
    if (p.vassal) {
      const vassal = onMap(p.vassal) + sum(p.vassalReserve);
      if (vassal !== 3 * playerCountsData().vassalPostsPerRound) broken.push(`the ${p.vassal} vassal has ${vassal} posts`);
    }
  });
  // City cards: known ids, each city once at most (a level-3 city's card may leave the game, CE-14.4), blanks counted.
  const cards: CityCard[] = [...s.cityDeck, ...s.display, ...s.players.flatMap((p) => [...p.cities, ...(p.hiddenCity === null ? [] : [p.hiddenCity])])];
  const named = cards.filter((c) => c !== BLANK);
  for (const c of named) if (!known.has(c)) broken.push(`unknown city card ${c}`);
  if (new Set(named).size !== named.length) broken.push('a city card is in two places');
  if (cards.length - named.length > playerCountsData().blankCityCards) broken.push('more blank city cards than the game has');
  // Goal cards are conserved: deck, hands, setup pairs and goal bonuses being decided (CE-8.7).
  const goals = [...s.goalDeck, ...s.players.flatMap((p) => p.goals), ...s.setupGoals.flatMap((g) => g ?? []), ...s.tasks.flatMap((t) => (t.t === 'goal' ? t.drawn : []))];
  if (!sameMultiset(goals, goalCards().map((g) => g.id))) broken.push('the goal cards are not each in exactly one place');
  // Bot cards are conserved (CE-14.2 a): the deck and the discard pile hold each card once.
  if (s.bot && !sameMultiset([...s.bot.deck, ...s.bot.discard], botCards().map((c) => c.number))) broken.push("the bot's cards are not each in exactly one place");
  // Express tiles (CE-17.1): one entry per express space of the map, none in Europe.
  const spaces = expressSpaces(s.options.map);
  if (s.express !== undefined && JSON.stringify(Object.keys(s.express).sort()) !== JSON.stringify([...spaces].sort())) broken.push('the express tiles are not on the express spaces of the map');
  return broken;
}

/**
 * Fixtures, each moving real components so the invariants still hold. `tileOrder` applies to the fresh setup; the
 * others to the position `buildCe` reaches (after the setup's decisions with `through: 'setup'`).
 */
export interface CeFixtures {
  /** CE-S1: the tiles drawn from the bag for the cities in map order (the others keep the rest, in their order). */
  tileOrder?: readonly string[];
  /** CE-S4, CE-7: the city display, taken from the deck; the cards it replaces go under the deck's city cards. */
  display?: readonly CityCard[];
  /** CE-7.3: the top cards of the city deck, taken from the deck (top first). */
  cityDeckTop?: readonly CityCard[];
  /** CE-8.7: the top cards of the goal deck, taken from the deck (top first; the setup pairs are dealt already). */
  goalDeckTop?: readonly number[];
  /** CE-17.1: the express tile on each named express space (Dior). */
  express?: Readonly<Record<string, Transport | null>>;
  /** CE-S7.5: each participant's face-down setup city card, taken from the deck (the card it replaces goes back on top) or swapped with the participant holding it. */
  hiddenCities?: readonly CityCard[];
  /** CE-14.2 a: the solo bot's next cards, taken from its deck or discard pile (top first). */
  botNext?: readonly number[];
  /** CE-14.4: bot cards moved from the bot's deck to its discard pile. */
  botDiscard?: readonly number[];
}

function takeOut<T>(from: T[], card: T, where: string): void {
  const i = from.indexOf(card);
  if (i < 0) throw new Error(`fixture: ${String(card)} is not in the ${where}`);
  from.splice(i, 1);
}

/** CE-S1: the tiles in the chosen order, on a fresh setup only. */
export function applyTileOrder(s: CeState, tileOrder: readonly string[] | undefined): void {
  const f = { tileOrder };
  if (f.tileOrder) {
    if (s.phase !== 'setup-goals' || Object.values(s.cities).some((c) => c.level !== 1 || c.production.includes(null))) throw new Error('fixture: tileOrder applies to a fresh setup only');
    const ids = cityIds(s);
    const rest = ids.map((id) => s.cities[id]!.tile!).filter((t) => !f.tileOrder!.includes(t));
    const order = [...f.tileOrder, ...rest];
    ids.forEach((id, i) => {
      const tile = order[i];
      if (tile === undefined || !tileIds().includes(tile)) throw new Error(`fixture: unknown or missing tile for ${id}`);
      s.cities[id]!.tile = tile;
      s.cities[id]!.production = [...tileSide(tile, 1).production];
    });
  }
}

/** The fixtures other than `tileOrder`, applied to a position. */
export function applyFixtures(s: CeState, f: CeFixtures): void {
  if (f.display) {
    const old = s.display.filter((c) => !f.display!.includes(c));
    for (const c of f.display) if (!s.display.includes(c)) takeOut(s.cityDeck, c, 'city deck');
    const firstBlank = s.cityDeck.indexOf(BLANK);
    s.cityDeck.splice(firstBlank < 0 ? s.cityDeck.length : firstBlank, 0, ...old);
    s.display = [...f.display];
  }
  if (f.hiddenCities) {
    f.hiddenCities.forEach((card, i) => {
      const who = s.players[i];
      if (!who || who.hiddenCity === null) throw new Error(`fixture: participant ${i} holds no hidden city card`);
      if (who.hiddenCity === card) return;
      const holder = s.players.find((p) => p.hiddenCity === card);
      if (holder) holder.hiddenCity = who.hiddenCity; // another participant's card: the two swap
      else {
        takeOut(s.cityDeck, card, 'city deck');
        s.cityDeck.unshift(who.hiddenCity);
      }
      who.hiddenCity = card;
    });
  }
  if (f.cityDeckTop) {
    for (const c of f.cityDeckTop) takeOut(s.cityDeck, c, 'city deck');
    s.cityDeck.unshift(...f.cityDeckTop);
  }
  if (f.goalDeckTop) {
    for (const g of f.goalDeckTop) takeOut(s.goalDeck, g, 'goal deck');
    s.goalDeck.unshift(...f.goalDeckTop);
  }
  if (f.express) {
    if (s.express === undefined) throw new Error('fixture: express tiles need the Dior map');
    for (const [space, tile] of Object.entries(f.express)) {
      if (!Object.hasOwn(s.express, space)) throw new Error(`fixture: ${space} is not an express space`);
      s.express[space] = tile;
    }
  }
  if (f.botNext) {
    const bot = s.bot;
    if (!bot) throw new Error('fixture: no solo bot in this game');
    for (const n of f.botNext) {
      if (bot.deck.includes(n)) takeOut(bot.deck, n, 'bot deck');
      else takeOut(bot.discard, n, 'bot deck or discard pile');
    }
    bot.deck.unshift(...f.botNext);
  }
  if (f.botDiscard) {
    const bot = s.bot;
    if (!bot) throw new Error('fixture: no solo bot in this game');
    for (const n of f.botDiscard) takeOut(bot.deck, n, 'bot deck');
    bot.discard.push(...f.botDiscard);
  }
}

/** Each setup decision answered by its first legal move, until round 1 begins (CE-S7 to CE-S10). */
export function throughSetup(s: CeState): CeState {
  let state = s;
  for (let i = 0; i < 100 && SETUP_PHASES.has(state.phase); i++) {
    const seat = cargoEmpire.pending(state)[0]!.seat;
    state = playMoves(cargoEmpire, state, [[seat, cargoEmpire.legal(state, seat)[0]!]]);
  }
  return state;
}

export interface CeBuild extends BuildSpec<CeState, CeOptions> {
  fixtures?: CeFixtures;
  /** 'setup' plays the setup's decisions (first legal move each) after the fixtures, before `edit`. */
  through?: 'setup';
}

/** A position: setup with options, players and seed, then fixtures, optionally the setup played, then edits; checked. */
export function buildCe(spec: CeBuild = {}): CeState {
  return buildPosition<CeState, CeOptions>(
    cargoEmpire,
    {
      ...spec,
      edit: (fresh) => {
        applyTileOrder(fresh, spec.fixtures?.tileOrder);
        const s = spec.through === 'setup' ? structuredClone(throughSetup(fresh)) : fresh;
        applyFixtures(s, spec.fixtures ?? {});
        return spec.edit?.(s) ?? s;
      },
    },
    ceInvariants,
  );
}

/** Every move seat `seat` may submit now (its decision's legal moves and any-time moves). */
export function ceMoves(s: CeState, seat: Seat): string[] {
  return movesOf(cargoEmpire, s, seat);
}

/** Plays [seat, notation] moves in order (a refused move fails with its message) and checks the invariants after. */
export function playCe(s: CeState, moves: readonly (readonly [Seat, string])[]): CeState {
  const after = playMoves(cargoEmpire, s, moves);
  const broken = ceInvariants(after);
  if (broken.length > 0) throw new Error(`after the moves the position breaks the invariants: ${broken.join('; ')}`);
  return after;
}

/** A data set from the shipped one with files replaced (checked like an operator's files). */
export function ceDataWith(replaced: Partial<Record<keyof CeData & string, unknown>>): DataSet<CeData> {
  return dataSetWith(CE_DATA, replaced);
}

/** CE-17.1, CE-17.5: a data set whose express bag holds these tiles, so every placement and refresh draws only them. */
export function expressBagOf(types: readonly Transport[]): DataSet<CeData> {
  const shipped = CE_DATA.builtIn.raw['express-tiles.json'] as { source: string };
  return ceDataWith({ 'express-tiles.json': { source: shipped.source, tiles: types.map((type, i) => ({ id: `E${i + 1}`, type })) } });
}

/** Runs fn with a data set in use, as a table started with it would run. */
export function withCeData<T>(set: DataSet<CeData>, fn: () => T): T {
  return withData(CE_DATA, set, fn);
}
