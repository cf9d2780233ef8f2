/**
 * Ships (22, 23.5) to settle free land the seat's tokens cannot walk to: islands and coasts beyond other nations (the
 * board fills up by land, and an empty area grows and becomes a city site's six tokens, 20.1, 25.2). The AI builds one
 * ship on a coast of its own from which such land lies within a turn's sailing, carries a full load there, and
 * scraps the ship when no free land is in reach (its upkeep costs a token a turn, 22.3).
 */
import { boardOf, hasCiv, nationOf, ownersIn } from '../rules/units.ts';
import { shipsOf } from '../rules/22-ships.ts';
import { shipRange } from '../rules/23-movement.ts';
import type { AcState, Ship } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';
import { stepsWithin } from './steps.ts';

/** A ship carries at most five tokens (23.51). */
const SHIP_LOAD = 5;
/** Fewest tokens worth carrying: one alone grows only one a turn (20.1). */
const LEAST_LOAD = 2;

/** Free land worth settling: an empty land area that grows (limit 2 or more) or holds a city site, with no own token next to it. */
function freeLand(s: AcState, seat: number, area: string): boolean {
  const board = boardOf(s);
  const a = board.areas[area];
  if (!a?.land || s.outOfPlay.includes(area)) return false;
  const u = s.board[area];
  if (u && (u.city !== null || ownersIn(u).length > 0)) return false;
  if (a.popLimit < 2 && a.citySite === null) return false;
  const nation = nationOf(s, seat);
  return !(board.land[area] ?? []).some((x) => (s.board[x]?.tokens[nation] ?? 0) > 0);
}

/** Sailing moves from `from` to the nearest free land within `reach` (coasts ignored, open sea only with Astronomy, 23.54), or null. */
export function seaDistanceToFreeLand(s: AcState, seat: number, from: string, reach: number): number | null {
  const board = boardOf(s);
  const astronomy = hasCiv(s, seat, 'astronomy');
  const sailable = (a: string) => (board.ship[a] ?? []).map((e) => e.to).filter((to) => astronomy || !board.areas[to]!.openSea);
  let nearest: number | null = null;
  for (const [area, d] of stepsWithin(from, reach, sailable)) {
    if (d > 0 && (nearest === null || d < nearest) && freeLand(s, seat, area)) nearest = d;
  }
  return nearest;
}

/** Phase 4: build a ship where free land is in reach and enough tokens can board; scrap a ship with nothing to reach. */
export function chooseShips(s: AcState, seat: number, legal: readonly string[]): string {
  const ships = shipsOf(s, seat);
  const useless = ships.find((x) => seaDistanceToFreeLand(s, seat, x.area, 2 * shipRange(s, seat)) === null);
  if (useless && legal.includes(`ship scrap ${useless.id}`)) return `ship scrap ${useless.id}`;
  if (ships.length > 0) return legal.includes('ships none') ? 'ships none' : legal[0]!;
  const nation = nationOf(s, seat);
  const build = bestOf(legal, (move) => {
    const step = parsedAs(move, 'ships')?.steps[0];
    if (step?.kind !== 'build') return null;
    const left = (s.board[step.area]?.tokens[nation] ?? 0) - (2 - step.treasury); // 22.1: the rest is levied there
    if (left < LEAST_LOAD || seaDistanceToFreeLand(s, seat, step.area, shipRange(s, seat)) === null) return null;
    return Math.min(left, SHIP_LOAD) * 10 + step.treasury; // a fuller load, then paying from the treasury
  });
  return build ?? (legal.includes('ships none') ? 'ships none' : legal[0]!);
}

function shipOf(s: AcState, seat: number, id: number): Ship | undefined {
  return shipsOf(s, seat).find((x) => x.id === id);
}

/** An area next to other areas of the seat (its tokens or cities): boarding there does not strip a lone colony. */
function onMainland(s: AcState, seat: number, area: string): boolean {
  const nation = nationOf(s, seat);
  return (boardOf(s).land[area] ?? []).some((x) => (s.board[x]?.tokens[nation] ?? 0) > 0 || s.board[x]?.city === nation);
}

/** Worth of a ship step in phase 5, or null when it should not be played (undefined: not a ship step). */
export function shipStepWorth(s: AcState, seat: number, move: string): number | null | undefined {
  const m = parsedAs(move, 'move');
  const step = m?.steps.length === 1 ? m.steps[0]! : null;
  if (!step || step.kind === 'land') return undefined;
  const ship = shipOf(s, seat, step.ship);
  if (!ship) return null;
  const here = seaDistanceToFreeLand(s, seat, ship.area, ship.movesLeft);
  if (step.kind === 'board') {
    // A full load (or all that may leave) from the mainland, not from a colony, for free land in reach this turn.
    const room = Math.min(SHIP_LOAD - ship.cargo, step.count);
    return here !== null && step.count === room && ship.cargo + step.count >= LEAST_LOAD && onMainland(s, seat, ship.area) ? 35 : null;
  }
  if (step.kind === 'disembark') {
    // Cargo comes ashore on free land, or wherever the ship is when it cannot get nearer (23.56: none stays aboard).
    return freeLand(s, seat, ship.area) || here === null ? 60 : null;
  }
  if (ship.cargo === 0) return null;
  const next = seaDistanceToFreeLand(s, seat, step.to, ship.movesLeft - 1);
  const arrived = freeLand(s, seat, step.to);
  return arrived || (next !== null && here !== null && next < here) ? 45 : null;
}
