/**
 * The board (spec §2.2, §2.3, §2.7): the map graph, land distances, city tiles, track faces, player colours and city
 * names.
 */
import { CITY_TILES } from '../data/city-tiles.ts';
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

export const CITIES: readonly CityInfo[] = EUROPE_MAP.cities;
export const CITY_IDS: readonly string[] = CITIES.map((c) => c.id);
const cityById = new Map(CITIES.map((c) => [c.id, c]));

export function cityInfo(id: string): CityInfo {
  const c = cityById.get(id);
  if (!c) throw new Error(`unknown city ${id}`);
  return c;
}

export function isCity(id: string): boolean {
  return cityById.has(id);
}

export const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>(CITY_IDS.map((id) => [id, []]));
  for (const [a, b] of EUROPE_MAP.landRoutes) {
    m.get(a)!.push(b);
    m.get(b)!.push(a);
  }
  return m;
})();

export function neighbours(id: string): readonly string[] {
  return NEIGHBOURS.get(id) ?? [];
}

/** Land distance between two cities (breadth-first). */
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
  return id === 'blank' ? 'a blank city card' : id.charAt(0).toUpperCase() + id.slice(1);
}
