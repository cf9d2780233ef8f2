import { FACTIONS } from '../data/factions.ts';
import { cycleDifference, TERRAINS, type Terrain } from '../data/terrain.ts';
import type { FactionState, TmState } from '../state.ts';
import type { RuleError } from '../../../engine/errors.ts';
import { fail } from './fail.ts';
import { board, directNeighbors, homeOf, shipRange, teleportRange, terrainAt } from './geometry.ts';
import type { Cost } from './resources.ts';

export interface ReachCost {
  cost: Cost;
  vp: number;
  teleport: boolean;
  /** Fakirs' flight school: coins per carpet flight (special terrain). */
  coins?: number;
}

/** Ship distance from a Mermaids' coral reef on river hex `reef` to land hex `hex` (rivers crossed besides the reef). */
function reefShipDistance(s: TmState, reef: string, hex: string): number {
  const b = board(s);
  const depth = new Map([[reef, 0]]);
  let frontier = [reef];
  for (let d = 0; d <= 6 && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const r of frontier) {
      for (const n of b.neighbors[r] ?? []) {
        if (n === hex) return d;
        if (b.terrain[n] === 'river' && !depth.has(n)) {
          depth.set(n, d + 1);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return 99;
}

/**
 * Can the faction reach `hex` (TM-6.1.2): direct adjacency, shipping (+BON4), or tunnelling / carpet flight
 * with its surcharge (TM-14.8, 14.13). Not during setup; no BON4 and no tunnelling in phase III.
 */
export function checkReachable(s: TmState, f: FactionState, hex: string): ReachCost | RuleError {
  const free: ReachCost = { cost: {}, vp: 0, teleport: false };
  if (s.round === 0) return free;
  const b = board(s);
  // A special terrain placed in this very action gives no reach yet (ST-G6).
  const locations = f.specialThisAction ? f.locations.filter((l) => l !== f.specialThisAction) : f.locations;
  const near = new Set(directNeighbors(s, hex));
  if (locations.some((l) => near.has(l))) return free;
  const range = shipRange(f, true);
  if (range > 0 && locations.some((l) => (b.terrain[l] === 'river' ? reefShipDistance(s, l, hex) : (b.ship[hex]?.[l] ?? 99)) <= range)) return free;
  if (f.teleportTo !== null) {
    if (f.teleportTo === hex) return free;
    return fail('teleport-twice', 'You can tunnel or fly only once per action.');
  }
  const greatTunnel = f.id === 'dwarves' && f.specialHex !== null && f.specialHex !== f.specialThisAction ? f.specialHex : null;
  // Dwarves with the Great Tunnel may also tunnel with cult-bonus spades, without paying workers (special terrain).
  if ((f.id === 'dwarves' || f.id === 'fakirs') && (!f.passed || greatTunnel !== null)) {
    const r = teleportRange(f);
    const inRange = locations.some((l) => (b.crow[hex]?.[l] ?? 99) - 1 <= r) || (greatTunnel !== null && (b.crow[hex]?.[greatTunnel] ?? 99) <= 3);
    if (inRange) {
      if (f.passed) return { cost: {}, vp: 4, teleport: true };
      const cost: Cost = f.id === 'dwarves' ? { W: f.teleport > 0 ? 1 : 2 } : { P: 1 };
      const coins = f.id === 'fakirs' && f.specialHex !== null ? 2 : 0;
      return { cost, vp: 4, teleport: true, ...(coins ? { coins } : {}) };
    }
  }
  return fail('unreachable', `${hex} is not reachable from your buildings.`);
}

/** Spades needed to turn `from` into `to`, choosing the direction as snellman does (TM-6.1.3). */
export function spadeCost(f: FactionState, from: Terrain, to: Terrain): number {
  const home = homeOf(f);
  const diff = cycleDifference(from, to);
  let d = Math.abs(diff);
  if (to === home || from === home) {
    const other = 7 - d;
    if (f.scratch.SPADE > 0 && f.scratch.SPADE === other) d = other;
  } else {
    const homeDiff = cycleDifference(from, home);
    if (homeDiff < 0 !== diff < 0) {
      // home terrain lies the other way round: the short way is fine
    } else if (Math.abs(homeDiff) > Math.abs(diff)) {
      // home terrain is further along the short way
    } else {
      d = 7 - d;
    }
  }
  if (f.id === 'giants' && d !== 0) d = 2;
  return d;
}

/** Target terrain when "transform X" names none: home for free transforms and Giants, else towards home. */
export function defaultTransformTarget(f: FactionState, current: Terrain): Terrain {
  const home = homeOf(f);
  if (f.scratch.freeTf > 0 || f.id === 'giants' || f.scratch.SPADE === 0) return home;
  const idx = TERRAINS.indexOf(current);
  let cw: Terrain = current;
  let ccw: Terrain = current;
  for (let i = 1; i <= f.scratch.SPADE; i++) {
    if (cw !== home) cw = TERRAINS[(idx + i) % 7] as Terrain;
    if (ccw !== home) ccw = TERRAINS[(((idx - i) % 7) + 7) % 7] as Terrain;
  }
  return Math.abs(cycleDifference(home, cw)) < Math.abs(cycleDifference(home, ccw)) ? cw : ccw;
}

export function hasShipTrack(f: FactionState): boolean {
  return FACTIONS[f.id].ship !== null;
}

export function currentTerrain(s: TmState, hex: string): Terrain | RuleError {
  const t = terrainAt(s, hex);
  if (t === undefined || t === 'river') return fail('bad-hex', `${hex} is not a land hex of this map.`);
  return t;
}
