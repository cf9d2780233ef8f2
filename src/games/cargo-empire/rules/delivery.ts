/**
 * Cubes and posts on the board: taking and returning cubes (CE-5.3), placing a post (CE-5.4), city upgrades (CE-6)
 * and refills (CE-9.3 a).
 */
import type { GameEvent } from '../../../engine/types.ts';
import { evictLevel3FromDisplay } from './city-deck.ts';
import { cityName, tileSide } from './world.ts';
import { say } from './events.ts';
import type { Cargo, CeState, Colour, DemandSpace } from '../state.ts';

/** Removes one cube of colour `cube` from the city's production spaces; false if there is none. */
export function takeCube(s: CeState, city: string, cube: Cargo): boolean {
  const c = s.cities[city]!;
  const i = c.production.indexOf(cube);
  if (i < 0) return false;
  c.production[i] = null;
  return true;
}

export function returnToSupply(s: CeState, cube: Cargo, n = 1): void {
  s.supply[cube] += n;
}

/** Takes a cube of a colour from the general supply (finite by AMB-4 unless the house rule is on). */
export function takeFromSupply(s: CeState, cube: Cargo): boolean {
  if (s.options.unlimitedCubes) return true;
  if (s.supply[cube] <= 0) return false;
  s.supply[cube]--;
  return true;
}

/** Fills every empty production space of the city from the supply (CE-6.3, CE-9.3 a); missing colours are skipped. */
export function refillProduction(s: CeState, city: string): number {
  const c = s.cities[city]!;
  if (c.tile === null || c.level === 3) return 0;
  const printed = tileSide(c.tile, c.level).production;
  let placed = 0;
  printed.forEach((colour, i) => {
    if (c.production[i] === null && takeFromSupply(s, colour)) {
      c.production[i] = colour;
      placed++;
    }
  });
  return placed;
}

/**
 * CE-5.3 + CE-5.4: put a post on the demand space; when both demand spaces are occupied, upgrade the city (CE-6).
 * Returns 'full' for a full upgrade (empty production), 'normal' for another upgrade, null for none.
 */
export function placePost(s: CeState, city: string, space: DemandSpace, colour: Colour, events: GameEvent[]): 'full' | 'normal' | null {
  const c = s.cities[city]!;
  c.demand[space] = colour;
  if (c.demand.upper === null || c.demand.lower === null) return null;
  return upgrade(s, city, events);
}

function upgrade(s: CeState, city: string, events: GameEvent[]): 'full' | 'normal' {
  const c = s.cities[city]!;
  const full = c.production.every((x) => x === null);
  for (const cube of c.production) if (cube !== null) returnToSupply(s, cube);
  c.production = c.production.map(() => null);
  c.posts.push(c.demand.upper!, c.demand.lower!);
  c.demand = { upper: null, lower: null };
  if (c.level === 1) {
    c.level = 2;
    c.production = [null, null];
    refillProduction(s, city);
    say(events, 'upgrade', { city, level: 2, full }, `${cityName(city)} upgrades to level 2${full ? ' (full upgrade)' : ''}.`);
  } else {
    c.level = 3;
    c.tile = null;
    c.production = [];
    say(events, 'upgrade', { city, level: 3, full }, `${cityName(city)} upgrades to level 3${full ? ' (full upgrade)' : ''}: its tile leaves the game.`);
    evictLevel3FromDisplay(s, city, events);
  }
  return full ? 'full' : 'normal';
}
