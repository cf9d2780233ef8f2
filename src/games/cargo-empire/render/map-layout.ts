import type { Point } from '../../../render/primitives.ts';
import { perDataSet } from '../data/pack.ts';

/** Size of the map area and of one city box, in SVG pixels. */
export const MAP_WIDTH = 1600;
export const MAP_HEIGHT = 880;
export const CITY_W = 160;
export const CITY_H = 94;

const ROW = [70, 196, 322, 448, 574, 700, 826];

/**
 * Centres of the city boxes and express spaces, where the map files of the data set in use place them (the Europe map
 * is a reconstruction with no printed geometry, spec §12.2: its boxes sit on a loose grid that keeps each city's rough
 * geographic place and leaves every land route visible).
 */
const centres = perDataSet(
  (d): ReadonlyMap<string, Point> =>
    new Map(
      [d['map-europe.json'], d['map-dior.json']].flatMap((m) => [...m.cities, ...m.expressSpaces].map((n): [string, Point] => [n.id, { x: n.x, y: n.y }])),
    ),
);

/** Radius of an express space's circle (Dior). */
export const EXPRESS_R = 22;

/** Centre of a city's box; cities without a known place (another map) fall back to a plain grid by their order. */
export function cityCentre(id: string, index: number): Point {
  const known = centres().get(id);
  if (known) return known;
  const cols = 8;
  return { x: 110 + (index % cols) * 190, y: ROW[Math.floor(index / cols) % ROW.length]! };
}
