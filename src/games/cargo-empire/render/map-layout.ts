import type { Point } from '../../../render/primitives.ts';
import { DIOR_MAP } from '../data/dior-map.ts';

/** Size of the map area and of one city box, in SVG pixels. */
export const MAP_WIDTH = 1600;
export const MAP_HEIGHT = 880;
export const CITY_W = 160;
export const CITY_H = 94;

const ROW = [70, 196, 322, 448, 574, 700, 826];

/**
 * Centres of the Europe city boxes. The map itself is a reconstruction with no printed geometry (spec §12.2), so the
 * boxes sit on a loose grid that keeps each city's rough geographic place and leaves every land route visible.
 */
const EUROPE: Record<string, Point> = {
  oslo: { x: 700, y: ROW[0]! },
  stockholm: { x: 930, y: ROW[0]! },
  dublin: { x: 110, y: ROW[1]! },
  copenhagen: { x: 760, y: ROW[1]! },
  riga: { x: 1130, y: ROW[1]! },
  moscow: { x: 1460, y: ROW[1]! },
  london: { x: 290, y: ROW[2]! },
  amsterdam: { x: 520, y: ROW[2]! },
  berlin: { x: 870, y: ROW[2]! },
  warsaw: { x: 1120, y: ROW[2]! },
  paris: { x: 390, y: ROW[3]! },
  frankfurt: { x: 650, y: ROW[3]! },
  kyiv: { x: 1390, y: ROW[3]! },
  marseille: { x: 420, y: ROW[4]! },
  munich: { x: 790, y: ROW[4]! },
  vienna: { x: 1040, y: ROW[4]! },
  madrid: { x: 200, y: ROW[5]! },
  milan: { x: 620, y: ROW[5]! },
  venice: { x: 880, y: ROW[5]! },
  bucharest: { x: 1230, y: ROW[5]! },
  lisbon: { x: 90, y: ROW[6]! },
  rome: { x: 780, y: ROW[6]! },
  athens: { x: 1150, y: ROW[6]! },
  istanbul: { x: 1390, y: ROW[6]! },
};

/** Centres of the Dior cities and express spaces: drawn where the data pack places them (provisional, CE-17). */
const DIOR: Record<string, Point> = Object.fromEntries([...DIOR_MAP.cities, ...DIOR_MAP.expressSpaces].map((n) => [n.id, { x: n.x, y: n.y }]));

/** Radius of an express space's circle (Dior). */
export const EXPRESS_R = 22;

/** Centre of a city's box; cities without a known place (another map) fall back to a plain grid by their order. */
export function cityCentre(id: string, index: number): Point {
  const known = EUROPE[id] ?? DIOR[id];
  if (known) return known;
  const cols = 8;
  return { x: 110 + (index % cols) * 190, y: ROW[Math.floor(index / cols) % ROW.length]! };
}
