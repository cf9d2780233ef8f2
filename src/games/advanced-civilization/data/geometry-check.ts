import { buildBoard } from './board.ts';
import type { MapGeometry } from './geometry-types.ts';
import type { MapsFile } from './schema.ts';

/** Outlines and the candidate map's areas differ (ids, board), in words: checked across files when a data set loads. */
export function geometryProblems(geometry: MapGeometry, maps: MapsFile, mapId = 'candidate'): string[] {
  const map = maps.maps[mapId];
  if (!map) return [`map-geometry.json draws map ${mapId}, which maps.json lacks`];
  const board = buildBoard(mapId, map, map.derived);
  const problems: string[] = [];
  for (const id of board.order) {
    const g = geometry.areas[id];
    if (!g) problems.push(`area ${id} has no outline`);
    else if (g.board !== board.areas[id]!.board) problems.push(`area ${id} is on board ${board.areas[id]!.board}, its outline on ${g.board}`);
    else if (g.path.length < 3) problems.push(`outline of ${id} has fewer than 3 points`);
  }
  for (const id of Object.keys(geometry.areas)) if (!board.areas[id]) problems.push(`outline ${id} is not an area of map ${mapId}`);
  return problems.map((p) => `map-geometry.json against maps.json: ${p}`);
}
