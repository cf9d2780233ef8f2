/**
 * The board (spec §2.2, §2.3, §2.7, CE-17): the map sides and their route graphs, land distances, city tiles, track
 * faces, player colours and city names.
 *
 * City and express-space ids are unique across both map sides, so one graph (the disjoint union of the sides) answers
 * neighbours and distances for either map; what belongs to one side only (its city list, its express spaces) is read
 * through the state's map option.
 */
import { CITY_TILES } from '../data/city-tiles.ts';
import { DIOR_MAP } from '../data/dior-map.ts';
import { EUROPE_MAP } from '../data/europe-map.ts';
import { TRACK_FACES } from '../data/track-faces.ts';
import type { Cargo, Colour, DemandSpace } from '../state.ts';

/** Static lookups over the typed data: the map graph, tiles and track faces. */
export interface CityInfo {
  id: string;
  number: number;
  name: string;
  colour: 'red' | 'blue' | 'yellow' | 'green';
  port: boolean;
}

export type MapId = 'europe' | 'dior';

interface MapSide {
  cities: readonly CityInfo[];
  expressSpaces: readonly string[];
  landRoutes: readonly (readonly [string, string])[];
}

export const MAP_SIDES: Readonly<Record<MapId, MapSide>> = {
  europe: { cities: EUROPE_MAP.cities, expressSpaces: [], landRoutes: EUROPE_MAP.landRoutes },
  dior: { cities: DIOR_MAP.cities, expressSpaces: DIOR_MAP.expressSpaces.map((e) => e.id), landRoutes: DIOR_MAP.landRoutes },
};

/** The Europe map's cities (the default map); rules read the map in play through cityIds(s). */
export const CITIES: readonly CityInfo[] = EUROPE_MAP.cities;
export const CITY_IDS: readonly string[] = CITIES.map((c) => c.id);
const cityById = new Map([...MAP_SIDES.europe.cities, ...MAP_SIDES.dior.cities].map((c) => [c.id, c]));
const cityIdsByMap: Record<MapId, readonly string[]> = {
  europe: CITY_IDS,
  dior: MAP_SIDES.dior.cities.map((c) => c.id),
};

/** The cities of the map in play, in map order. */
export function cityIds(s: { options: { map: MapId } }): readonly string[] {
  return cityIdsByMap[s.options.map];
}

/** The express spaces of the map in play (none in Europe, CE-17.1). */
export function expressSpaces(map: MapId): readonly string[] {
  return MAP_SIDES[map].expressSpaces;
}

export function isExpressSpace(id: string): boolean {
  return MAP_SIDES.dior.expressSpaces.includes(id);
}

export function cityInfo(id: string): CityInfo {
  const c = cityById.get(id);
  if (!c) throw new Error(`unknown city ${id}`);
  return c;
}

/** A city of either map side; whether it is on the map in play is `id in s.cities`. */
export function isCity(id: string): boolean {
  return cityById.has(id);
}

/** A city of the map in play. */
export function isCityOf(s: { cities: Record<string, unknown> }, id: string): boolean {
  return isCity(id) && Object.hasOwn(s.cities, id);
}

export const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const side of Object.values(MAP_SIDES)) {
    for (const id of [...side.cities.map((c) => c.id), ...side.expressSpaces]) m.set(id, []);
    for (const [a, b] of side.landRoutes) {
      m.get(a)!.push(b);
      m.get(b)!.push(a);
    }
  }
  return m;
})();

/** The nodes one land route away: cities and, on Dior, express spaces (CE-17.2). */
export function neighbours(id: string): readonly string[] {
  return NEIGHBOURS.get(id) ?? [];
}

/**
 * Neighbours for the network goal (goal 9): cities joined by a land route, and on Dior also cities joined to the
 * same express space (CE-17.6, example W).
 */
export function networkNeighbours(id: string): string[] {
  const out = new Set<string>();
  for (const n of neighbours(id)) {
    if (!isExpressSpace(n)) out.add(n);
    else for (const m of neighbours(n)) if (m !== id && !isExpressSpace(m)) out.add(m);
  }
  return [...out];
}

/** Land distance between two nodes (breadth-first); an express space counts as a node (CE-17.2). */
export function landDistance(from: string, to: string): number {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const n of frontier) {
      for (const m of neighbours(n)) {
        if (m === to) return d;
        if (!seen.has(m)) {
          seen.add(m);
          next.push(m);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}

export interface TileSide {
  production: readonly Cargo[];
  upper: Cargo;
  lower: Cargo;
}
const tileById = new Map<string, (typeof CITY_TILES)[number]>(CITY_TILES.map((t) => [t.id, t]));
export const TILE_IDS: readonly string[] = CITY_TILES.map((t) => t.id);

export function tileSide(tile: string, level: 1 | 2): TileSide {
  const t = tileById.get(tile);
  if (!t) throw new Error(`unknown tile ${tile}`);
  return level === 1 ? t.lv1 : t.lv2;
}

export function demandColour(tile: string, level: 1 | 2, space: DemandSpace): Cargo {
  return tileSide(tile, level)[space];
}

export type TrackIcon = 'none' | 'car' | 'locomotive' | 'ship' | 'city' | 'goal' | 'anyCard' | 'cityOrGoal';
export interface TrackSpace {
  icon: TrackIcon;
  width: number;
}
export type FaceId = keyof typeof TRACK_FACES;

export function isFace(id: string): id is FaceId {
  return Object.hasOwn(TRACK_FACES, id);
}

export function faceRow(face: string, row: 'upper' | 'lower'): TrackSpace[] {
  if (!isFace(face)) throw new Error(`unknown track face ${face}`);
  return TRACK_FACES[face][row].map(([icon, width]) => ({ icon, width }));
}

export const PLAYER_COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'blue', 'purple'];

/** A city's name for the log ('blank' is a blank city card). */
export function cityName(id: string): string {
  if (id === 'blank') return 'a blank city card';
  return cityById.get(id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}
