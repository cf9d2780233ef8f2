import { MAPS, type MapId } from '../data/maps.ts';
import { TERRAIN_CODE, type Terrain } from '../data/terrain.ts';

/**
 * The static hex graph of a map (TM-19): ids, initial terrain, direct neighbours, ship distances
 * (river hexes only, TM-19.3) and land distances (for tunnelling and carpet flight, TM-9.3).
 * Built once per map and cached; game state only holds ids.
 */
export interface Board {
  readonly id: MapId;
  /** Land and river hex ids in reading order. */
  readonly hexes: readonly string[];
  readonly land: readonly string[];
  readonly terrain: Readonly<Record<string, Terrain | 'river'>>;
  readonly neighbors: Readonly<Record<string, readonly string[]>>;
  /** ship[a][b] = number of river hexes on the shortest river path from land hex a to land hex b (only when > 0). */
  readonly ship: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** crow[a][b] = hex distance from land hex a (up to 5). */
  readonly crow: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly bridges: readonly (readonly [string, string])[];
  readonly bridgeKey: ReadonlySet<string>;
  /** [row, column] of every hex, rivers included (rows counted from A = 0). */
  readonly pos: Readonly<Record<string, readonly [number, number]>>;
  /** Land hexes on the map edge: first or last hex of their row, or in the first or last row (snellman). */
  readonly edge: ReadonlySet<string>;
}

const cache = new Map<MapId, Board>();

export function boardOf(id: MapId): Board {
  let board = cache.get(id);
  if (!board) {
    board = buildBoard(id);
    cache.set(id, board);
  }
  return board;
}

export function bridgeKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

function buildBoard(id: MapId): Board {
  const data = MAPS[id];
  const firstRow = data.firstRow.charCodeAt(0) - 65;
  const grid = new Map<string, string>();
  const hexes: string[] = [];
  const land: string[] = [];
  const terrain: Record<string, Terrain | 'river'> = {};
  const pos: Record<string, [number, number]> = {};
  let river = 0;
  data.rows.forEach((row, i) => {
    const r = firstRow + i;
    const letter = String.fromCharCode(65 + r);
    let landIndex = 1;
    [...row].forEach((code, col) => {
      let hex: string;
      if (code === '.') {
        hex = `r${river++}`;
        terrain[hex] = 'river';
      } else {
        hex = `${letter}${landIndex++}`;
        terrain[hex] = TERRAIN_CODE[code as keyof typeof TERRAIN_CODE];
        land.push(hex);
      }
      hexes.push(hex);
      grid.set(`${r},${col}`, hex);
      pos[hex] = [r, col];
    });
  });
  const neighbors: Record<string, string[]> = {};
  for (const hex of hexes) {
    const [r, c] = pos[hex] as [number, number];
    const off = r % 2 === 1 ? [0, 1] : [-1, 0];
    const cells = [
      [r, c - 1],
      [r, c + 1],
      ...off.flatMap((d) => [
        [r - 1, c + d],
        [r + 1, c + d],
      ]),
    ];
    neighbors[hex] = cells.map(([rr, cc]) => grid.get(`${rr},${cc}`)).filter((h): h is string => h !== undefined);
  }
  const ship: Record<string, Record<string, number>> = {};
  const crow: Record<string, Record<string, number>> = {};
  for (const from of land) {
    ship[from] = shipDistances(from, neighbors, terrain);
    crow[from] = crowDistances(from, neighbors);
  }
  const bridges = data.bridges.map(([a, b]) => [a, b] as const);
  const lastRow = firstRow + data.rows.length - 1;
  const edge = new Set(
    land.filter((h) => {
      const [r, c] = pos[h] as [number, number];
      return r === firstRow || r === lastRow || c === 0 || c === (data.rows[r - firstRow] as string).length - 1;
    }),
  );
  return {
    id,
    hexes,
    land,
    terrain,
    neighbors,
    ship,
    crow,
    bridges,
    bridgeKey: new Set(bridges.map(([a, b]) => bridgeKeyOf(a, b))),
    pos,
    edge,
  };
}

/** Hex distance between any two hexes of a board (snellman hex_distance; odd rows sit half a hex to the right). */
export function hexDistance(board: Board, a: string, b: string): number {
  if (a === b) return 0;
  const [ra, ca] = board.pos[a] as readonly [number, number];
  const [rb, cb] = board.pos[b] as readonly [number, number];
  const dr = Math.abs(ra - rb);
  const dc = Math.abs(ca * 2 + (ra % 2) - (cb * 2 + (rb % 2)));
  return dc < dr ? dr : dr + (dc - dr) / 2;
}

/** Breadth-first search through river hexes only (snellman setup_hex_ranges with river_only). */
function shipDistances(
  from: string,
  neighbors: Record<string, string[]>,
  terrain: Record<string, Terrain | 'river'>,
): Record<string, number> {
  const out: Record<string, number> = {};
  const riverDist = new Map<string, number>();
  let frontier: string[] = [];
  for (const n of neighbors[from] ?? []) {
    if (terrain[n] === 'river' && !riverDist.has(n)) {
      riverDist.set(n, 1);
      frontier.push(n);
    }
  }
  for (let d = 1; d <= 6 && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const r of frontier) {
      for (const n of neighbors[r] ?? []) {
        if (terrain[n] === 'river') {
          if (!riverDist.has(n)) {
            riverDist.set(n, d + 1);
            next.push(n);
          }
        } else if (n !== from && out[n] === undefined) {
          out[n] = d;
        }
      }
    }
    frontier = next;
  }
  return out;
}

function crowDistances(from: string, neighbors: Record<string, string[]>): Record<string, number> {
  const out: Record<string, number> = { [from]: 0 };
  let frontier = [from];
  for (let d = 1; d <= 5 && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of neighbors[h] ?? []) {
        if (out[n] === undefined) {
          out[n] = d;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return out;
}
