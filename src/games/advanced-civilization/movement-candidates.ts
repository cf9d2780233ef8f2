/**
 * Land-move candidates for autocomplete and random play (23.3 with 25.2 in view). The legal set is far larger (any count
 * from any area to any neighbour); legal() lists the moves a player usually wants, and the engine still accepts any
 * legal move typed in full:
 * - gather: tokens that may still move step into a neighbouring empty city site (no city) that this turn can fill to
 *   its cost (6 tokens on a city site, 25.2), only as many as the site still needs, so cities get built in phase 8;
 *   only while enough tokens stay on the board to support every city (26.31);
 * - spread: when nothing can be gathered, one token steps from an area holding two or more into an empty neighbour
 *   (more areas grow more tokens, 20.1); listing every count to every neighbour spreads random players too thin;
 * - blocked (no empty neighbour): one or all movable tokens of an area to any land neighbour (into conflict, 24), but
 *   never fewer than seven into another player's city;
 * - with Roadbuilding (23.31), all movable tokens along each valid two-area path, as before.
 */
import { cityCost } from './rules/25-cities.ts';
import { movable, moveStepProblem } from './rules/23-movement.ts';
import { boardOf, citiesOf, hasCiv, nationOf, ownersIn, player, tokenAreas, tokensOnBoard } from './rules/units.ts';
import type { AcState } from './state.ts';

const SITE_COST = 6;

/** Own tokens a city site holds now plus what its neighbours could still bring (moved tokens stay put). */
function reachable(s: AcState, seat: number, site: string): { here: number; total: number } {
  const nation = nationOf(s, seat);
  const here = s.board[site]?.tokens[nation] ?? 0;
  let total = here;
  for (const from of boardOf(s).land[site] ?? []) total += spare(s, seat, from);
  return { here, total };
}

/** Unbuilt city sites of the seat's own that already hold the tokens a city costs. */
function filledSites(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const nation = nationOf(s, seat);
  return board.order.filter((a) => board.areas[a]!.land && !s.board[a]?.city && cityCost(s, a) === SITE_COST && (s.board[a]?.tokens[nation] ?? 0) >= SITE_COST);
}

/**
 * Tokens left on the board for another city: after the filled sites become cities, each city (old, filled and the next)
 * still needs two tokens on the board (26.31), or the new city is reduced at once.
 */
function roomForAnotherCity(s: AcState, seat: number): boolean {
  const nation = nationOf(s, seat);
  const filled = filledSites(s, seat).length;
  const cities = citiesOf(s, nation).length + filled + 1;
  return tokensOnBoard(s, nation) - SITE_COST * (filled + 1) >= 2 * cities && player(s, seat).citiesInStock > filled;
}

/** Movable tokens that may leave an area without unfilling a city site gathered this turn. */
function spare(s: AcState, seat: number, from: string): number {
  const n = movable(s, seat, from);
  const u = s.board[from];
  if (u?.city || cityCost(s, from) !== SITE_COST) return n;
  const own = u?.tokens[nationOf(s, seat)] ?? 0;
  return own >= SITE_COST ? Math.min(n, own - SITE_COST) : n;
}

function gatherMoves(s: AcState, seat: number): string[] {
  if (!roomForAnotherCity(s, seat)) return [];
  const board = boardOf(s);
  const out: string[] = [];
  for (const site of board.order) {
    const u = s.board[site];
    if (!board.areas[site]!.land || u?.city || cityCost(s, site) !== SITE_COST) continue;
    const { here, total } = reachable(s, seat, site);
    if (here >= SITE_COST || total < SITE_COST) continue;
    for (const from of board.land[site] ?? []) {
      const n = Math.min(spare(s, seat, from), SITE_COST - here);
      if (n > 0) out.push(`move ${from}>${site} ${n}`);
    }
  }
  return out;
}

function spreadMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const from of tokenAreas(s, nationOf(s, seat))) {
    if (spare(s, seat, from) < 2) continue;
    for (const to of board.land[from] ?? []) {
      const u = s.board[to];
      if (!u || (!u.city && ownersIn(u).length === 0)) out.push(`move ${from}>${to} 1`);
    }
  }
  return out;
}

/** Every area's movable tokens, one or all, to every land neighbour (used when gathering and spreading are blocked). */
function stepMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const from of tokenAreas(s, nationOf(s, seat))) {
    const n = spare(s, seat, from);
    if (n === 0) continue;
    for (const to of board.land[from] ?? []) {
      const city = s.board[to]?.city;
      if (city && city !== nationOf(s, seat) && n < 7) continue; // a city falls only to 7 or more attackers (24.4)
      for (const c of new Set([1, n])) out.push(`move ${from}>${to} ${c}`);
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
  const land = gather.length > 0 ? gather : spreadMoves(s, seat);
  return [...(land.length > 0 ? land : stepMoves(s, seat)), ...roadMoves(s, seat)];
}
