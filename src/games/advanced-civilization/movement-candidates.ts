/**
 * Land-move candidates for autocomplete and random play (23.3 with 25.2 in view). The legal set is far larger (any count
 * from any area to any neighbour); legal() lists the moves a player usually wants, and the engine still accepts any
 * legal move typed in full:
 * - gather: tokens that may still move step into a neighbouring empty city site (no city) that this turn can fill to
 *   its cost (6 tokens on a city site, 25.2), only as many as the site still needs, so cities get built in phase 8;
 * - spread: when nothing can be gathered, one token steps from an area holding two or more into an empty neighbour
 *   (more areas grow more tokens, 20.1); listing every count to every neighbour spreads random players too thin;
 * - with Roadbuilding (23.31), all movable tokens along each valid two-area path, as before.
 */
import { cityCost } from './rules/25-cities.ts';
import { movable, moveStepProblem } from './rules/23-movement.ts';
import { boardOf, hasCiv, nationOf, ownersIn, tokenAreas } from './rules/units.ts';
import type { AcState } from './state.ts';

const SITE_COST = 6;

/** Own tokens a city site holds now plus what its neighbours could still bring (moved tokens stay put). */
function reachable(s: AcState, seat: number, site: string): { here: number; total: number } {
  const nation = nationOf(s, seat);
  const here = s.board[site]?.tokens[nation] ?? 0;
  let total = here;
  for (const from of boardOf(s).land[site] ?? []) total += movable(s, seat, from);
  return { here, total };
}

function gatherMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const site of board.order) {
    const u = s.board[site];
    if (!board.areas[site]!.land || u?.city || cityCost(s, site) !== SITE_COST) continue;
    const { here, total } = reachable(s, seat, site);
    if (here >= SITE_COST || total < SITE_COST) continue;
    for (const from of board.land[site] ?? []) {
      const n = Math.min(movable(s, seat, from), SITE_COST - here);
      if (n > 0) out.push(`move ${from}>${site} ${n}`);
    }
  }
  return out;
}

function spreadMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const from of tokenAreas(s, nationOf(s, seat))) {
    if (movable(s, seat, from) < 2) continue;
    for (const to of board.land[from] ?? []) {
      const u = s.board[to];
      if (!u || (!u.city && ownersIn(u).length === 0)) out.push(`move ${from}>${to} 1`);
    }
  }
  return out;
}

function roadMoves(s: AcState, seat: number): string[] {
  if (!hasCiv(s, seat, 'roadbuilding')) return [];
  const board = boardOf(s);
  const out = new Set<string>();
  for (const from of tokenAreas(s, nationOf(s, seat))) {
    const n = movable(s, seat, from);
    if (n === 0) continue;
    for (const to of board.land[from] ?? []) {
      for (const to2 of board.land[to] ?? []) {
        if (to2 === from) continue;
        if (moveStepProblem(s, seat, { kind: 'land', path: [from, to, to2], count: n }) === null) out.add(`move ${from}>${to}>${to2} ${n}`);
      }
    }
  }
  return [...out];
}

/** The land-move candidates of the seat (see the file comment). */
export function landMoveCandidates(s: AcState, seat: number): string[] {
  const gather = gatherMoves(s, seat);
  return [...(gather.length > 0 ? gather : spreadMoves(s, seat)), ...roadMoves(s, seat)];
}
