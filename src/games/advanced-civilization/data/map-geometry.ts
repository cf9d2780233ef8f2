/**
 * CANDIDATE GEOMETRY for drawing the board (spec M.3a), NOT the printed board: map-geometry.json of the data set in use.
 * Source: github:johnchampaign/advanced-civilization, src/data/areas.json at commit 77949e9e17693a27969b4415671cd716093e91fd
 * (the same source and commit as the map). The repository states that its area outlines were traced from the public
 * VASSAL module AdvancedCivilization_v1.0.vmod; only the coordinates (facts) are taken, no artwork.
 * Outlines are in each board's own pixel space (x right, y down). `anchor` is a point inside the outline far from its
 * edges (pole of inaccessibility found by grid sampling at generation time) and `room` its distance to the nearest edge:
 * labels and pieces go there (a centroid is not always inside). test/games/advanced-civilization/render checks both.
 */
import { acData } from './current.ts';
import { geometryProblems } from './geometry-check.ts';
import type { MapGeometry } from './geometry-types.ts';

export type { AreaGeometry, BoardId, MapGeometry } from './geometry-types.ts';

export function mapGeometry(): MapGeometry {
  return acData()['map-geometry.json'];
}

/** Throws when the outlines and a map's areas differ (ids, board): a mangled data file is refused at load time. */
export function checkGeometry(geometry: MapGeometry, mapId: string): void {
  const problems = geometryProblems(geometry, acData()['maps.json'], mapId);
  if (problems.length > 0) throw new Error(`Map geometry for ${mapId} is invalid:\n${problems.join('\n')}`);
}
