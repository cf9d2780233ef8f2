/**
 * The board (spec §2.2, §2.3, §2.7, CE-17): the map sides and their route graphs, land distances, city tiles, track
 * faces, player colours and city names.
 *
 * City and express-space ids are unique across both map sides, so one graph (the disjoint union of the sides) answers
 * neighbours and distances for either map; what belongs to one side only (its city list, its express spaces) is read
 * through the state's map option.
 */
import { cityTilesData, mapPack, perDataSet, trackFacesData } from '../data/pack.ts';
import type { Cargo, Colour, DemandSpace } from '../state.ts';

/** Lookups over the data set in use: the map graph, tiles and track faces (each built once per data set). */
export interface CityInfo {
  id: string;
  number: number;
  name: string;
  colour: 'red' | 'blue' | 'yellow' | 'green';
  port: boolean;
}

export type MapId = 'europe' | 'dior';

export interface MapSide {
  cities: readonly CityInfo[];
  cityIds: readonly string[];
  expressSpaces: readonly string[];
  landRoutes: readonly (readonly [string, string])[];
}

interface Board {
  sides: Readonly<Record<MapId, MapSide>>;
  cityById: ReadonlyMap<string, CityInfo>;
  expressIds: ReadonlySet<string>;
  neighbours: ReadonlyMap<string, readonly string[]>;
}

function sideOf(map: MapId): MapSide {
  const pack = mapPack(map);
  return { cities: pack.cities, cityIds: pack.cities.map((c) => c.id), expressSpaces: pack.expressSpaces.map((e) => e.id), landRoutes: pack.landRoutes };
}

const board = perDataSet((): Board => {
  const sides = { europe: sideOf('europe'), dior: sideOf('dior') };
  const neighbours = new Map<string, string[]>();
  for (const side of Object.values(sides)) {
    for (const id of [...side.cityIds, ...side.expressSpaces]) neighbours.set(id, []);
    for (const [a, b] of side.landRoutes) {
      neighbours.get(a)!.push(b);
      neighbours.get(b)!.push(a);
    }
  }
  return {
    sides,
    cityById: new Map([...sides.europe.cities, ...sides.dior.cities].map((c) => [c.id, c])),
    expressIds: new Set([...sides.europe.expressSpaces, ...sides.dior.expressSpaces]),
    neighbours,
  };
});

/** One map side of the data set in use: its cities in map order, express spaces and land routes. */
export function mapSide(map: MapId): MapSide {
  return board().sides[map];
}

/** The Europe map's city ids (the default map); rules read the map in play through cityIds(s). */
export function europeCityIds(): readonly string[] {
  return board().sides.europe.cityIds;
}

/** The cities of the map in play, in map order. */
export function cityIds(s: { options: { map: MapId } }): readonly string[] {
  return board().sides[s.options.map].cityIds;
}

/** The express spaces of the map in play (none in Europe, CE-17.1). */
export function expressSpaces(map: MapId): readonly string[] {
  return board().sides[map].expressSpaces;
}

export function isExpressSpace(id: string): boolean {
  return board().expressIds.has(id);
}

export function cityInfo(id: string): CityInfo {
  const c = board().cityById.get(id);
  if (!c) throw new Error(`unknown city ${id}`);
  return c;
}

/** A city of either map side; whether it is on the map in play is `id in s.cities`. */
export function isCity(id: string): boolean {
  return board().cityById.has(id);
}

/** A city of the map in play. */
export function isCityOf(s: { cities: Record<string, unknown> }, id: string): boolean {
  return isCity(id) && Object.hasOwn(s.cities, id);
}

/** The nodes one land route away: cities and, on Dior, express spaces (CE-17.2). */
export function neighbours(id: string): readonly string[] {
  return board().neighbours.get(id) ?? [];
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
  const graph = board().neighbours;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const n of frontier) {
      for (const m of graph.get(n) ?? []) {
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
const tileById = perDataSet((d) => new Map(d['city-tiles.json'].tiles.map((t) => [t.id, t])));

/** The city tile ids in the data's order (setup shuffles them). */
export function tileIds(): readonly string[] {
  return cityTilesData().tiles.map((t) => t.id);
}

export function tileSide(tile: string, level: 1 | 2): TileSide {
  const t = tileById().get(tile);
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
/** A development track tile face's id (`a01`), as named in track-faces.json. */
export type FaceId = string;

export function isFace(id: string): id is FaceId {
  return Object.hasOwn(trackFacesData().faces, id);
}

export function faceRow(face: string, row: 'upper' | 'lower'): TrackSpace[] {
  const faces = trackFacesData().faces;
  const f = Object.hasOwn(faces, face) ? faces[face] : undefined;
  if (!f) throw new Error(`unknown track face ${face}`);
  return f[row].map(([icon, width]) => ({ icon, width }));
}

export const PLAYER_COLOURS: readonly Colour[] = Object.freeze(['red', 'yellow', 'green', 'blue', 'purple'] as const);

/** A city's name for the log ('blank' is a blank city card). */
export function cityName(id: string): string {
  if (id === 'blank') return 'a blank city card';
  return board().cityById.get(id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}
