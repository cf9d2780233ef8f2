/**
 * Express tiles on the Dior map (CE-17): placed from the bag at setup and in maintenance (CE-17.1, CE-17.5, CE-10.4),
 * gained when the transport's journey passes an express space holding one (CE-17.3, CE-17.4, one per turn), never by
 * an Elleston 2-card payment, the bot or a vassal (CE-17.7, CE-16.6).
 */
import type { GameEvent } from '../../../engine/types.ts';
import { shuffle, type RngState } from '../../../engine/rng.ts';
import { expressTiles, transportCardsData } from '../data/pack.ts';
import { actor, say } from './events.ts';
import { participant } from './participants.ts';
import { extraPortFor } from './families.ts';
import { capacityOf, isLegalPayment, type Capacity } from './payment.ts';
import { cityIds, cityInfo, expressSpaces, isExpressSpace, neighbours, type MapId } from './world.ts';
import type { CeState, Counts, Transport } from '../state.ts';

/** CE-17.1 / CE-17.5: every tile back in the bag, then one drawn at random for each express space. */
export function placeExpressTiles(map: MapId, rng: RngState): Record<string, Transport | null> {
  const bag = shuffle(rng, expressTiles().map((t) => t.type));
  return Object.fromEntries(expressSpaces(map).map((space, i) => [space, bag[i] ?? null]));
}

export function refreshExpressTiles(s: CeState, events: GameEvent[]): void {
  if (s.express === undefined) return;
  s.express = placeExpressTiles(s.options.map, s.rng);
  say(events, 'express-refresh', { tiles: { ...s.express } }, `Express tiles are placed anew: ${describeTiles(s.express)}.`);
}

export function describeTiles(tiles: Readonly<Record<string, Transport | null>>): string {
  return Object.entries(tiles)
    .map(([space, tile]) => `${space.toUpperCase()} ${tile ?? 'empty'}`)
    .join(', ');
}

/**
 * The express spaces passed by each shortest journey that these cards make from origin to destination (CE-4.5,
 * CE-17.2, CE-17.3). Legs: car 1 land route, loco 1-2 (enhanced 1-3) consecutive routes, ship from a port to another
 * port; every card is used once. Iterative deepening on the number of land routes finds the shortest journeys first;
 * legal payments are small, so the search stays tiny.
 */
export function shortestJourneys(map: MapId, from: string, to: string, cap: Capacity, extraPort: string | null): string[][] {
  const isPort = (node: string) => !isExpressSpace(node) && (cityInfo(node).port || node === extraPort);
  const portCities = cityIds({ options: { map } }).filter(isPort);
  const { cards, enhancedLoco } = transportCardsData();
  const maxRoutes = cap.car * cards.car.maxRoutes + cap.loco * cards.loco.maxRoutes + cap.eloco * enhancedLoco.maxRoutes;
  for (let limit = 0; limit <= maxRoutes; limit++) {
    const found: string[][] = [];
    const walk = (node: string, left: Capacity, inLeg: number, routes: number, passed: readonly string[]): void => {
      if (node === to && left.car + left.loco + left.eloco + left.ship === 0 && routes === limit) found.push([...new Set(passed)]);
      if (routes < limit) {
        const go = (next: Capacity, legLeft: number) => {
          for (const n of neighbours(node)) walk(n, next, legLeft, routes + 1, isExpressSpace(n) ? [...passed, n] : passed);
        };
        if (inLeg > 0) go(left, inLeg - 1);
        if (left.car > 0) go({ ...left, car: left.car - 1 }, cards.car.maxRoutes - 1);
        if (left.loco > 0) go({ ...left, loco: left.loco - 1 }, cards.loco.maxRoutes - 1);
        if (left.eloco > 0) go({ ...left, eloco: left.eloco - 1 }, enhancedLoco.maxRoutes - 1);
      }
      if (left.ship > 0 && isPort(node)) for (const q of portCities) if (q !== node) walk(q, { ...left, ship: left.ship - 1 }, 0, routes, passed);
    };
    walk(from, cap, 0, 0, []);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * What a transport may gain (CE-17.3): the express spaces holding a tile that a shortest journey of the played cards
 * passes, and whether some shortest journey passes no tile (then taking none is a choice of journey). An Elleston
 * 2-card payment that is no journey gains nothing (CE-17.7).
 */
export function expressChoices(s: CeState, p: number, from: string, to: string, cards: Counts<Transport>): { spaces: string[]; none: boolean } {
  const tiles = s.express;
  if (tiles === undefined) return { spaces: [], none: true };
  const extraPort = extraPortFor(s, p);
  if (!isLegalPayment(from, to, cards, s.flags.enhanced, extraPort)) return { spaces: [], none: true };
  const journeys = shortestJourneys(s.options.map, from, to, capacityOf(cards, s.flags.enhanced), extraPort);
  const withTile = journeys.map((j) => j.filter((x) => tiles[x] !== null && tiles[x] !== undefined));
  const spaces = expressSpaces(s.options.map).filter((x) => withTile.some((j) => j.includes(x)));
  return { spaces, none: withTile.some((j) => j.length === 0) };
}

/** CE-17.3: take the tile, advance its marker 1 space (queued first, with bonuses); the tile goes back to the bag. */
export function gainExpress(s: CeState, p: number, space: string, events: GameEvent[]): void {
  const tile = s.express?.[space];
  if (tile === null || tile === undefined) throw new Error(`no express tile on ${space}`);
  s.express![space] = null;
  const who = participant(s, p);
  say(events, 'express', { ...actor(who), space, tile }, `${who.name} takes the ${tile} express tile from ${space.toUpperCase()}: the ${tile} marker advances 1 space.`);
  s.tasks.unshift({ t: 'advance', p, marker: tile, steps: 1 });
}
