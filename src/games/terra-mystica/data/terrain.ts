/** The terraforming cycle (TM-2.2) and the colour names snellman notation uses for each terrain. */
export const TERRAINS = ['desert', 'plains', 'swamp', 'lakes', 'forest', 'mountains', 'wasteland'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** snellman colour of each terrain, in cycle order (yellow brown black blue green gray red). */
export const TERRAIN_COLOR = {
  desert: 'yellow',
  plains: 'brown',
  swamp: 'black',
  lakes: 'blue',
  forest: 'green',
  mountains: 'gray',
  wasteland: 'red',
} as const satisfies Record<Terrain, string>;

/** One-letter codes used by the map data (data/maps.ts). */
export const TERRAIN_CODE = {
  Y: 'desert',
  U: 'plains',
  K: 'swamp',
  B: 'lakes',
  G: 'forest',
  S: 'mountains',
  R: 'wasteland',
} as const satisfies Record<string, Terrain>;

const BY_COLOR: Record<string, Terrain> = Object.fromEntries(
  TERRAINS.map((t) => [TERRAIN_COLOR[t], t]),
);

/** Accepts a terrain id or a snellman colour ('red', 'grey'/'gray'). */
export function terrainFromName(name: string): Terrain | null {
  const n = name.toLowerCase();
  if ((TERRAINS as readonly string[]).includes(n)) return n as Terrain;
  if (n === 'grey') return 'mountains';
  return BY_COLOR[n] ?? null;
}

/** Signed shortest step count on the cycle from `a` to `b`, in -3..3 (snellman color_difference). */
export function cycleDifference(a: Terrain, b: Terrain): number {
  let diff = TERRAINS.indexOf(b) - TERRAINS.indexOf(a);
  if (diff > 3) diff -= 7;
  else if (diff < -3) diff += 7;
  return diff;
}
