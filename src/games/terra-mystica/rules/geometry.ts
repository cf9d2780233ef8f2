import { boardOf, hexDistance, type Board } from './board.ts';
import { FACTIONS } from '../data/factions.ts';
import type { Terrain } from '../data/terrain.ts';
import { PIECE_POWER } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';

export function board(s: TmState): Board {
  return boardOf(s.options.map);
}

export function terrainAt(s: TmState, hex: string): Terrain | 'river' | undefined {
  return s.terrain[hex] ?? board(s).terrain[hex];
}

export function homeOf(f: FactionState): Terrain {
  return FACTIONS[f.id].home;
}

/** Direct adjacency (TM-9.1): shared edge or the two ends of a placed bridge. */
export function directNeighbors(s: TmState, hex: string): string[] {
  const out = [...(board(s).neighbors[hex] ?? [])];
  for (const b of s.bridges) {
    if (b.a === hex) out.push(b.b);
    else if (b.b === hex) out.push(b.a);
  }
  return out;
}

export function isDirectlyAdjacent(s: TmState, a: string, b: string): boolean {
  if ((board(s).neighbors[a] ?? []).includes(b)) return true;
  return s.bridges.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
}

/** Land hexes linked to `hex` through a river the Mermaids used for a town (snellman "skip"). */
function mermaidLinks(s: TmState, hex: string): string[] {
  if (s.riverTowns.length === 0) return [];
  const b = board(s);
  const out: string[] = [];
  for (const r of s.riverTowns) {
    const land = (b.neighbors[r] ?? []).filter((n) => b.terrain[n] !== 'river');
    if (land.includes(hex)) for (const n of land) if (n !== hex) out.push(n);
  }
  return out;
}

/** Own buildings directly adjacent to `hex`, including the Mermaids' river links (towns, TM-14.9). */
export function adjacentOwnBuildings(s: TmState, f: FactionState, hex: string): string[] {
  const cand = directNeighbors(s, hex);
  if (f.id === 'mermaids') cand.push(...mermaidLinks(s, hex));
  return cand.filter((h) => s.buildings[h]?.seat === f.seat);
}

/** Shipping range used for reach: level, +1 with BON4 during the action phase (TM-9.2). */
export function shipRange(f: FactionState, forReach: boolean): number {
  const ship = FACTIONS[f.id].ship;
  if (!ship) return 0;
  return f.ship + (forReach && f.bonus === 'BON4' && !f.passed ? 1 : 0);
}

export function teleportRange(f: FactionState): number {
  if (f.id === 'dwarves') return 1;
  if (f.id === 'fakirs') return f.carpetRange;
  return 0;
}

/** Power each other seat would be offered when `seat` builds or upgrades on `hex` (TM-8.2). */
export function computeLeech(s: TmState, seat: number, hex: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const n of directNeighbors(s, hex)) {
    const piece = s.buildings[n];
    if (!piece || piece.seat === seat) continue;
    const value = PIECE_POWER[piece.type];
    out.set(piece.seat, (out.get(piece.seat) ?? 0) + value);
  }
  return out;
}

/**
 * Largest network (TM-9.5, TM-13.3): buildings connected by direct adjacency, Mermaids' river links,
 * and shipping (level without BON4) or tunnel/carpet range.
 */
export function networkSize(s: TmState, f: FactionState): number {
  let best = 0;
  for (const net of networks(s, f, true)) best = Math.max(best, net.length);
  return best;
}

/**
 * The faction's buildings grouped by connection (snellman find_building_cliques): with `indirect`, shipping or
 * tunnel/carpet range also connects (networks); without it only direct adjacency and Mermaids' river links (clusters).
 */
export function networks(s: TmState, f: FactionState, indirect: boolean): string[][] {
  const b = board(s);
  const locs = f.locations;
  const teleport = f.id === 'dwarves' || f.id === 'fakirs';
  const range = !indirect ? 0 : teleport ? teleportRange(f) : shipRange(f, false);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const start of locs) {
    if (seen.has(start)) continue;
    const net: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const loc = stack.pop() as string;
      net.push(loc);
      const links = new Set([...directNeighbors(s, loc), ...(f.id === 'mermaids' ? mermaidLinks(s, loc) : [])]);
      for (const to of locs) {
        if (seen.has(to)) continue;
        let linked = links.has(to);
        if (!linked && range > 0) {
          if (teleport) linked = (b.crow[loc]?.[to] ?? 99) - 1 <= range;
          else linked = (b.ship[loc]?.[to] ?? 99) <= range;
        }
        if (linked) {
          seen.add(to);
          stack.push(to);
        }
      }
    }
    out.push(net);
  }
  return out;
}

/** A faction's value for a Fire & Ice final scoring tile (snellman compute_network_size), ranked 18/12/6. */
export function finalTileValue(
  s: TmState,
  f: FactionState,
  tile: 'connected-distance' | 'connected-sa-sh-distance' | 'building-on-edge' | 'connected-clusters',
): number {
  const b = board(s);
  const nets = networks(s, f, true);
  let best = 0;
  if (tile === 'connected-clusters') {
    const clusterOf = new Map<string, number>();
    networks(s, f, false).forEach((c, i) => c.forEach((h) => clusterOf.set(h, i)));
    for (const net of nets) best = Math.max(best, new Set(net.map((h) => clusterOf.get(h))).size);
    return best;
  }
  if (tile === 'building-on-edge') {
    for (const net of nets) best = Math.max(best, net.filter((h) => b.edge.has(h)).length);
    return best;
  }
  for (const net of nets) {
    for (const x of net) {
      for (const y of net) {
        if (tile === 'connected-sa-sh-distance' && (s.buildings[x]?.type !== 'SA' || s.buildings[y]?.type !== 'SH')) continue;
        best = Math.max(best, hexDistance(b, x, y));
      }
    }
  }
  return best;
}
