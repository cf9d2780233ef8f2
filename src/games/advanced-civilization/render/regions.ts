/**
 * Named regions for the detail image (`/civ board region:`), as boxes in their board's pixel space
 * ([minX, minY, maxX, maxY], see data/map-geometry.ts). Together they cover every area of both boards
 * (a test checks it), so any crowded corner can be read close up.
 */
import type { BoardId } from '../data/map-geometry.ts';

export interface MapRegion {
  id: string;
  name: string;
  board: BoardId;
  box: [number, number, number, number];
}

export const MAP_REGIONS: readonly MapRegion[] = [
  { id: 'italy', name: 'Italy and Sicily', board: 'main', box: [-9, 180, 640, 1110] },
  { id: 'balkans', name: 'Danube, Balkans and Germania', board: 'main', box: [-9, -9, 1180, 700] },
  { id: 'greece', name: 'Greece and the Aegean', board: 'main', box: [470, 420, 1180, 1080] },
  { id: 'asia-minor', name: 'Asia Minor and the Black Sea', board: 'main', box: [960, -9, 1800, 930] },
  { id: 'levant', name: 'Levant and Mesopotamia', board: 'main', box: [1440, 300, 2325, 1180] },
  { id: 'caucasus', name: 'Caucasus and Persia', board: 'main', box: [1500, -9, 2325, 720] },
  { id: 'egypt', name: 'Egypt and Libya', board: 'main', box: [660, 960, 1900, 1594] },
  { id: 'africa', name: 'North Africa', board: 'main', box: [-9, 820, 900, 1594] },
  { id: 'arabia', name: 'Arabia and the Red Sea', board: 'main', box: [1550, 700, 2325, 1594] },
  { id: 'western', name: 'Western Extension', board: 'western', box: [-2, -3, 766, 1310] },
];

export function regionById(id: string): MapRegion | undefined {
  return MAP_REGIONS.find((r) => r.id === id);
}
