import type { FactionId } from '../data/factions.ts';
import { CULTS, type Cult } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { board, directNeighbors, homeOf, terrainAt } from './geometry.ts';
import { noteLeech } from './leech.ts';
import { advanceCult, scoreTileEvent } from './resources.ts';
import { detectTownsFrom } from './towns.ts';

/**
 * Special terrain option (TM-15.5, special-terrain.json ST-G1..G7): each faction may place one structure
 * of power 1 when it transforms a hex to its home terrain; it counts for towns, leech and the network.
 * Open questions of the seed are settled as special-terrain.json assumes (it counts as a structure and gives reach).
 */
const PREREQUISITE: Partial<Record<FactionId, (f: FactionState) => boolean>> = {
  witches: (f) => f.built.TE >= 2,
  alchemists: (f) => f.built.SH > 0,
  darklings: (f) => f.built.SH > 0,
  halflings: (f) => f.built.SH > 0,
  swarmlings: (f) => f.built.SA > 0,
  chaosmagicians: (f) => f.built.SH > 0,
  giants: (f) => f.built.TE > 0,
  nomads: (f) => f.built.TP > 0,
};

export function hasSpecial(f: FactionState, id: FactionId): boolean {
  return f.id === id && f.specialHex !== null;
}

export function specialPlaceable(s: TmState, f: FactionState): boolean {
  return s.options.specialTerrain && f.specialHex === null && (PREREQUISITE[f.id]?.(f) ?? true);
}

/** "special HEX": place the faction's special terrain structure. */
export function cmdSpecial(s: TmState, f: FactionState, hex: string): Refusal {
  if (!s.options.specialTerrain) return fail('no-special-terrain', 'This table plays without special terrain.');
  if (s.active !== f.seat || f.passed) return fail('not-active', 'Special terrain is placed during your own action (ST-G2).');
  if (f.specialHex !== null) return fail('special-placed', 'Your special terrain is already on the map (ST-G1).');
  if (!(PREREQUISITE[f.id]?.(f) ?? true)) return fail('special-prerequisite', 'You do not have the building your special terrain needs yet (ST-G7).');
  if (s.buildings[hex]) return fail('occupied', `${hex} is not empty.`);
  const t = terrainAt(s, hex);
  if (t === undefined) return fail('bad-hex', `${hex} is not on this map.`);
  if (f.id === 'mermaids') {
    if (t !== 'river') return fail('reef-river', 'The coral reef goes on an empty river hex.');
    if (!directNeighbors(s, hex).some((n) => s.buildings[n]?.seat === f.seat)) return fail('reef-adjacent', 'The coral reef must touch one of your structures.');
    if (f.scratch.SPADE < 1) return fail('reef-spade', 'The coral reef costs 1 spade.');
    f.scratch.SPADE -= 1;
  } else if (f.id === 'chaosmagicians') {
    if (!f.scratch.chaosGate) return fail('gate-timing', 'The chaos gate is placed when you build your stronghold.');
    if (t !== 'wasteland') return fail('gate-wasteland', 'The chaos gate goes on an empty wasteland hex.');
    f.scratch.chaosGate = false;
  } else {
    if (!f.buildLocations.includes(hex) || t !== homeOf(f)) {
      return fail('special-transform', `Place it on a hex you transformed to ${homeOf(f)} in this action (ST-G2).`);
    }
    f.buildLocations = f.buildLocations.filter((h) => h !== hex);
  }
  noteLeech(s, f, hex);
  s.buildings[hex] = { seat: f.seat, type: 'ST' };
  f.locations.push(hex);
  f.specialHex = hex;
  f.specialThisAction = hex;
  if (f.id === 'darklings') {
    // The camp counts as a dwelling for tiles that score dwellings.
    if (f.favors.includes('FAV11')) f.VP += 2;
    scoreTileEvent(s, f, 'D');
  }
  if (f.id === 'alchemists') f.workshop = ['ship', 'dig'];
  if (f.id === 'giants' && f.dig < 2) {
    f.dig++;
    f.VP += 6;
  }
  detectTownsFrom(s, f, hex);
}

/** Witches' raven hut: for a new town, +5 VP or 3 steps on one cult track ("raven vp" / "raven FIRE"). */
export function cmdRaven(s: TmState, f: FactionState, choice: 'VP' | Cult): Refusal {
  if (f.ravenChoice < 1) return fail('no-raven', 'You have no town reward to choose.');
  f.ravenChoice--;
  if (choice !== 'VP') return advanceCult(s, f, choice, 3);
  f.VP += 5;
  return undefined;
}

/** Halflings' excavator: one spade less next to it, at least 1 (applies to the spade count of a transform). */
export function excavatorDiscount(s: TmState, f: FactionState, hex: string, spades: number): number {
  if (!hasSpecial(f, 'halflings') || spades <= 1) return spades;
  return directNeighbors(s, hex).includes(f.specialHex as string) ? spades - 1 : spades;
}

/** Engineers' bridge tower: a land bridge from the tower to a hex two steps away diagonally. */
export function isLandBridge(s: TmState, f: FactionState, a: string, b: string): boolean {
  if (!hasSpecial(f, 'engineers')) return false;
  const tower = f.specialHex as string;
  const other = a === tower ? b : b === tower ? a : null;
  if (other === null) return false;
  const nb = board(s).neighbors;
  const common = (nb[tower] ?? []).filter((h) => (nb[other] ?? []).includes(h));
  return !(nb[tower] ?? []).includes(other) && other !== tower && common.length === 2;
}

/** Swarmlings' hatchery: its town earns another tile at power 14, 21, 28 (12, 18, 24 with FAV5). */
export function checkHatchery(s: TmState, f: FactionState): void {
  if (!hasSpecial(f, 'swarmlings')) return;
  const start = f.specialHex as string;
  if (!s.town[start]) return;
  const seen = new Set([start]);
  const stack = [start];
  let power = 0;
  while (stack.length > 0) {
    const h = stack.pop() as string;
    const p = s.buildings[h];
    if (!p || p.seat !== f.seat) continue;
    power += { D: 1, TP: 2, TE: 2, SH: 3, SA: 3, ST: 1 }[p.type];
    for (const n of directNeighbors(s, h)) {
      if (!seen.has(n) && s.buildings[n]?.seat === f.seat) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  const step = f.townSize === 7 ? 7 : 6;
  const due = [2, 3, 4].filter((k) => power >= step * k).length;
  if (due > f.hatcheryTiles) {
    f.scratch.gainTown += due - f.hatcheryTiles;
    f.hatcheryTiles = due;
  }
}

export function cultistsPalaceBonus(s: TmState, f: FactionState): number {
  return hasSpecial(f, 'cultists') && s.options.specialTerrain ? 0.5 : 0;
}

export function isCultName(x: string): x is Cult {
  return (CULTS as readonly string[]).includes(x);
}
