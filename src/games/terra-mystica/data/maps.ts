import mapsJson from './pack/maps.json' with { type: 'json' };
import { loadDataFile, mapSchema, recordOf } from './schema.ts';

/**
 * Terrain of the five maps, row by row (data/pack/maps.json, generated once from shared/rules/terra-mystica/map-*.json; sources there:
 * jsnell/terra-mystica, pjsavola/terramystica, LuKev/tm_server). One letter per hex, river hexes as '.':
 * Y desert, U plains (brown), K swamp (black), B lakes (blue), G forest, S mountains (gray), R wasteland (red).
 * `firstRow` is the letter of the first row (B for maps whose first row is the short one, as snellman labels them).
 * `bridges` lists every valid bridge location as the two land hexes it joins (TM-19.4).
 */

export interface MapData {
  readonly id: string;
  readonly title: string;
  readonly firstRow: string;
  readonly rows: readonly string[];
  readonly bridges: readonly (readonly [string, string])[];
}

export const MAP_IDS = ['base', 'revised-base', 'lakes', 'fire-and-ice-side-1', 'fjords'] as const;
export type MapId = (typeof MAP_IDS)[number];
export const MAPS = loadDataFile('maps.json', recordOf(MAP_IDS, mapSchema), mapsJson) as Record<MapId, MapData>;
