/**
 * Set-up (15.3): the nation and start area with the most room to grow. An area's worth is the room near it: the
 * population limits (4.5, growth 20) and city sites (25.2) of the areas in play within a few land steps, less the
 * areas another nation already holds.
 */
import { startAreas } from '../rules/15-setup.ts';
import { boardOf } from '../rules/units.ts';
import type { NationId } from '../data/nations.ts';
import type { AcState } from '../state.ts';
import { bestOf } from './parsed.ts';

/** Land steps counted as room (about the reach of the first ten turns). */
const REACH = 3;
const SITE_WORTH = 6;

/** The room around a start area: limits and city sites within REACH land steps, empty areas only. */
export function roomAround(s: AcState, start: string): number {
  const board = boardOf(s);
  const out = new Set(s.outOfPlay);
  const dist = new Map([[start, 0]]);
  const queue = [start];
  let room = 0;
  while (queue.length > 0) {
    const a = queue.shift()!;
    const u = s.board[a];
    const taken = u !== undefined && (u.city !== null || Object.keys(u.tokens).length > 0);
    if (!taken) room += board.areas[a]!.popLimit + (board.areas[a]!.citySite ? SITE_WORTH : 0);
    if (dist.get(a)! >= REACH) continue;
    for (const x of board.land[a] ?? []) {
      if (dist.has(x) || out.has(x)) continue;
      dist.set(x, dist.get(a)! + 1);
      queue.push(x);
    }
  }
  return room;
}

function nationRoom(s: AcState, nation: NationId): number {
  return Math.max(0, ...startAreas(s, nation).map((a) => roomAround(s, a)));
}

export function chooseNation(s: AcState, legal: readonly string[]): string {
  return bestOf(legal, (move) => (move.startsWith('nation ') ? nationRoom(s, move.slice(7) as NationId) : null)) ?? legal[0]!;
}

export function chooseStart(s: AcState, legal: readonly string[]): string {
  return bestOf(legal, (move) => (move.startsWith('start ') ? roomAround(s, move.slice(6)) : null)) ?? legal[0]!;
}
