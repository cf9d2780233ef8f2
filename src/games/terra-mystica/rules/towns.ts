import { PIECE_POWER } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { adjacentOwnBuildings, board } from './geometry.ts';

function townTileLeft(s: TmState): boolean {
  return Object.values(s.townPool).some((n) => n > 0);
}

function markTown(s: TmState, f: FactionState, hex: string): void {
  s.town[hex] = true;
  for (const n of adjacentOwnBuildings(s, f, hex)) if (!s.town[n]) markTown(s, f, n);
}

/**
 * After something changed on `hex`, join an adjacent town or found a new one (TM-10.1..10.4):
 * at least 4 buildings (a sanctuary counts 2) with power >= townSize (7, or 6 with FAV5).
 * Returns 1 when a town was founded (the player then owes a town tile choice).
 */
export function detectTownsFrom(s: TmState, f: FactionState, hex: string): number {
  if (s.town[hex]) return 0;
  const piece = s.buildings[hex];
  if (!piece || piece.seat !== f.seat) return 0;
  for (const n of adjacentOwnBuildings(s, f, hex)) {
    if (s.town[n]) markTown(s, f, hex);
  }
  if (s.town[hex]) return 0;
  const { seen, power, count } = connectedBuildings(s, f, [hex]);
  if (power >= f.townSize && count >= 4 && townTileLeft(s)) {
    for (const loc of seen) s.town[loc] = true;
    f.scratch.gainTown++;
    return 1;
  }
  return 0;
}

/** Mermaids: would treating river `r` as a link found a town? (snellman check_mermaid_river_connection_town) */
export function mermaidRiverTownPossible(s: TmState, f: FactionState, river: string): boolean {
  const b = board(s);
  if (b.terrain[river] !== 'river' || s.riverTowns.includes(river)) return false;
  const land = (b.neighbors[river] ?? []).filter((n) => s.buildings[n]?.seat === f.seat);
  if (land.some((h) => s.town[h])) return false;
  const { power, count } = connectedBuildings(s, f, land);
  return power >= f.townSize && count >= 4 && townTileLeft(s);
}

/** The faction's buildings connected to `starts`, with their total power value and building count (a sanctuary counts 2). */
function connectedBuildings(s: TmState, f: FactionState, starts: readonly string[]): { seen: Set<string>; power: number; count: number } {
  const seen = new Set<string>(starts);
  const stack = [...starts];
  let power = 0;
  let count = 0;
  while (stack.length > 0) {
    const loc = stack.pop() as string;
    const type = s.buildings[loc]?.type ?? 'D';
    power += PIECE_POWER[type];
    count += type === 'SA' ? 2 : 1;
    for (const n of adjacentOwnBuildings(s, f, loc)) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return { seen, power, count };
}
