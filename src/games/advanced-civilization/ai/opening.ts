/**
 * Set-up (15.3): the nation and start area with the most room to grow. An area's worth is the room near it: the
 * population limits (4.5, growth 20) and city sites (25.2) of the areas in play within a few land steps, less the
 * areas another nation already holds.
 */
import { startAreas } from '../rules/15-setup.ts';
import { boardOf, nationOf } from '../rules/units.ts';
import type { NationId } from '../data/nations.ts';
import type { AcState } from '../state.ts';
import { bestOf } from './parsed.ts';
import { stepsWithin } from './steps.ts';

/** Land steps counted as room (about the reach of the first ten turns). */
const REACH = 3;
const SITE_WORTH = 6;

/** Land steps from `start` to every area in play within `reach`. */
function distances(s: AcState, start: string, reach: number): Map<string, number> {
  const land = boardOf(s).land;
  const out = new Set(s.outOfPlay);
  return stepsWithin(start, reach, (a) => (land[a] ?? []).filter((x) => !out.has(x)));
}

/** The room around a start area: limits and city sites within REACH land steps, empty areas only. */
export function roomAround(s: AcState, start: string): number {
  const areas = boardOf(s).areas;
  let room = 0;
  for (const a of distances(s, start, REACH).keys()) {
    const u = s.board[a];
    const taken = u !== undefined && (u.city !== null || Object.keys(u.tokens).length > 0);
    if (!taken) room += areas[a]!.popLimit + (areas[a]!.citySite ? SITE_WORTH : 0);
  }
  return room;
}

/** Worth of each step of distance kept from a neighbour's start (conflict over the same areas, 24, costs both). */
const NEIGHBOUR_PENALTY = 2;

/**
 * How crowded a start is: for every other nation that is or may be played, its nearest start area within twice the
 * reach, weighted by closeness (a nation already chosen counts double: it will be there).
 */
function crowding(s: AcState, start: string, mine: NationId): number {
  const dist = distances(s, start, 2 * REACH);
  const chosen = new Set(s.players.map((p) => p.nation));
  let penalty = 0;
  for (const nation of s.playableNations) {
    if (nation === mine) continue;
    const near = Math.min(...startAreas(s, nation).map((a) => dist.get(a) ?? Infinity));
    if (near === Infinity) continue;
    penalty += (2 * REACH + 1 - near) * NEIGHBOUR_PENALTY * (chosen.has(nation) ? 2 : 1);
  }
  return penalty;
}

function startWorth(s: AcState, start: string, nation: NationId): number {
  return roomAround(s, start) - crowding(s, start, nation);
}

function nationRoom(s: AcState, nation: NationId): number {
  return Math.max(...startAreas(s, nation).map((a) => startWorth(s, a, nation)));
}

export function chooseNation(s: AcState, legal: readonly string[]): string {
  return bestOf(legal, (move) => (move.startsWith('nation ') ? nationRoom(s, move.slice(7) as NationId) : null)) ?? legal[0]!;
}

export function chooseStart(s: AcState, seat: number, legal: readonly string[]): string {
  const nation = nationOf(s, seat);
  return bestOf(legal, (move) => (move.startsWith('start ') ? startWorth(s, move.slice(6), nation) : null)) ?? legal[0]!;
}
