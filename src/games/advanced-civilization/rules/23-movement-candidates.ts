/**
 * Land-move candidates for autocomplete and random play (23.3 with 25.2, 26.1 and 26.31 in view). The legal set is far
 * larger (any count from any area to any neighbour); legal() lists the moves a player usually wants, and the engine
 * still accepts any legal move typed in full:
 * - gather: tokens that may still move step into a neighbouring city site (no city) that this turn can fill to its
 *   cost (6, 25.2), only as many as it still needs, so cities get built in phase 7; and into a wilderness area that can
 *   reach 12 (the map has about one site per city piece, 25.1, and other nations hold many). Only while the tokens
 *   that survive surplus removal (26.1) still give every city two (26.31);
 * - relief (with gather): tokens over an area's limit, which 26.1 would remove, step into neighbours with room;
 * - spread: when neither applies, one token steps from an area holding two or more into an empty neighbour (more
 *   areas grow more tokens, 20.1); listing every count to every neighbour spreads random players too thin;
 * - siege: the spare tokens of the neighbours of a pirate city (24.34, 30.913) or of an area held by barbarians alone
 *   (30.5235: they stay until destroyed) step into it when together they can take it and the tokens left still give
 *   every city two (26.31): the land comes back into play;
 * - attack: when nothing else is listed, all spare tokens of an area into a neighbour held by another owner (24), but
 *   never fewer than seven into a city; steps into the player's own full areas would only lose tokens to 26.1;
 * - with Roadbuilding (23.31), all movable tokens along each valid two-area path.
 */
import { attackThreshold } from './24-conflict.ts';
import { cityCost } from './25-cities.ts';
import { TOKENS_PER_CITY, tokensKept } from './26-support.ts';
import { movable, moveStepProblem } from './23-movement.ts';
import { boardOf, citiesOf, hasCiv, limitFor, nationOf, ownersIn, player, tokenAreas } from './units.ts';
import type { NationId } from '../data/nations.ts';
import type { AcState } from '../state.ts';

const SITE_COST = 6;

/** An area without a city where this turn could gather the tokens a city costs there (25.2). */
interface Target {
  area: string;
  cost: number;
  here: number;
}

function ownTokens(s: AcState, seat: number, area: string): number {
  return s.board[area]?.tokens[nationOf(s, seat)] ?? 0;
}

/** Areas without a city that already hold the tokens a city costs there (they become cities in phase 7). */
function filledAreas(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  return board.order.filter((a) => board.areas[a]!.land && !s.board[a]?.city && ownTokens(s, seat, a) >= cityCost(s, a));
}

/**
 * Tokens left on the board after a city gathered in `target`: the filled areas and the target become cities, the
 * surplus is removed (26.1: at most the limit stays in each area), and the target's missing tokens come from its
 * neighbours' surplus first, then from what would stay. Each city (old, filled and the new one) still needs two tokens
 * on the board (26.31), or a city is reduced at once.
 */
function supportsAnotherCity(s: AcState, seat: number, target: Target, filled: ReadonlySet<string>): boolean {
  const nation = nationOf(s, seat);
  if (player(s, seat).citiesInStock <= filled.size) return false;
  const kept = keptTokens(s, seat, target.area, filled);
  let surplusNear = 0;
  for (const a of boardOf(s).land[target.area] ?? []) if (!filled.has(a)) surplusNear += surplus(s, seat, a);
  const fromKept = Math.max(0, target.cost - target.here - surplusNear);
  const cities = citiesOf(s, nation).length + filled.size + 1;
  return kept - fromKept >= TOKENS_PER_CITY * cities;
}

/** Movable tokens that may leave an area without unfilling a city gathered there this turn. */
export function spare(s: AcState, seat: number, from: string): number {
  const n = movable(s, seat, from);
  if (s.board[from]?.city) return n;
  const own = ownTokens(s, seat, from);
  const cost = cityCost(s, from);
  return own >= cost ? Math.min(n, own - cost) : n;
}

/**
 * Gather targets: city sites (6 tokens) that this turn can fill from their neighbours, then wilderness areas (12
 * tokens, 25.2), which players with many tokens and few free sites need.
 */
function gatherTargets(s: AcState, seat: number): Target[] {
  const board = boardOf(s);
  const filled = new Set(filledAreas(s, seat));
  const sites: Target[] = [];
  const wild: Target[] = [];
  for (const area of board.order) {
    if (!board.areas[area]!.land || s.board[area]?.city) continue;
    const cost = cityCost(s, area);
    const here = ownTokens(s, seat, area);
    if (here >= cost) continue;
    let total = here;
    for (const from of board.land[area] ?? []) total += spare(s, seat, from);
    const t = { area, cost, here };
    if (total >= cost && supportsAnotherCity(s, seat, t, filled)) (cost === SITE_COST ? sites : wild).push(t);
  }
  return [...sites, ...wild];
}

function gatherMoves(s: AcState, seat: number, targets: readonly Target[]): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const t of targets) {
    for (const from of board.land[t.area] ?? []) {
      const n = Math.min(spare(s, seat, from), t.cost - t.here);
      if (n > 0) out.push(`move ${from}>${t.area} ${n}`);
    }
  }
  return out;
}

/** Own tokens above the area's limit: 26.1 would remove them at the end of the turn, so they are free to move. */
function surplus(s: AcState, seat: number, from: string): number {
  const nation = nationOf(s, seat);
  const u = s.board[from];
  const own = u?.tokens[nation] ?? 0;
  const over = u?.city ? own : own - limitFor(s, from, nation);
  return Math.max(0, Math.min(spare(s, seat, from), over));
}

/** Free room in a neighbour the seat holds alone (or an empty one) below its limit. */
function room(s: AcState, seat: number, to: string): number {
  const nation = nationOf(s, seat);
  const u = s.board[to];
  if (u?.city || (u && ownersIn(u).some((o) => o !== nation))) return 0;
  return Math.max(0, limitFor(s, to, nation) - (u?.tokens[nation] ?? 0));
}

/** Surplus tokens step into neighbours with room instead of being removed (26.1): more areas grow more tokens (20.1). */
function reliefMoves(s: AcState, seat: number, sites: ReadonlySet<string>): string[] {
  const board = boardOf(s);
  const out: string[] = [];
  for (const from of tokenAreas(s, nationOf(s, seat))) {
    if (sites.has(from)) continue;
    const n = surplus(s, seat, from);
    if (n === 0) continue;
    for (const to of board.land[from] ?? []) {
      const k = Math.min(n, room(s, seat, to));
      if (k > 0 && !sites.has(to)) out.push(`move ${from}>${to} ${k}`);
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

/**
 * When nothing else is listed: all spare tokens of an area into a neighbour held by another owner (conflict, 24), never
 * fewer than seven into a city (24.31). Steps into the seat's own full areas only lose tokens to 26.1, so they are not
 * listed.
 */
function attackMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const nation = nationOf(s, seat);
  const out: string[] = [];
  for (const from of tokenAreas(s, nation)) {
    const n = spare(s, seat, from);
    if (n === 0) continue;
    for (const to of board.land[from] ?? []) {
      const u = s.board[to];
      const foreign = u !== undefined && (ownersIn(u).some((o) => o !== nation) || (u.city !== null && u.city !== nation));
      if (!foreign) continue;
      if (u.city && u.city !== nation && n < 7) continue; // a city falls only to 7 or more attackers (24.31)
      out.push(`move ${from}>${to} ${n}`);
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

/** Tokens that would stay on the board (26.1) outside city areas, `area` and the areas filled for cities this turn. */
function keptTokens(s: AcState, seat: number, area: string, filled: ReadonlySet<string>): number {
  return tokensKept(s, nationOf(s, seat), (a) => a === area || filled.has(a));
}

/**
 * Tokens a siege of `area` needs in all, or null when the area is no siege target: a pirate city (the attack threshold,
 * 24.34) or an area held by barbarians alone, who must all fall before the total drops to the limit (24.2: one token
 * each at a time, so barbarians + limit).
 */
export function siegeStrength(s: AcState, nation: NationId, area: string): number | null {
  const u = s.board[area];
  const others = u ? ownersIn(u).filter((o) => o !== nation) : [];
  if (u?.city === 'pirate' && others.length === 0) return attackThreshold(s, nation, 'pirate');
  if (u && u.city === null && others.length === 1 && others[0] === 'barbarian') return (u.tokens.barbarian ?? 0) + (boardOf(s).areas[area]?.popLimit ?? 0);
  return null;
}

/** Tokens the seat's neighbouring tokens must still bring into a siege target this turn, or null. */
function siegeNeed(s: AcState, seat: number, area: string, filled: ReadonlySet<string>): number | null {
  const nation = nationOf(s, seat);
  const strength = siegeStrength(s, nation, area);
  if (strength === null) return null;
  const need = strength - ownTokens(s, seat, area);
  const from = boardOf(s).land[area] ?? [];
  if (need <= 0 || from.reduce((n, a) => n + spare(s, seat, a), 0) < need) return null;
  // Count the attackers as lost, so the tokens that stay must still support every city (26.31).
  const surplusNear = from.filter((a) => !filled.has(a)).reduce((n, a) => n + surplus(s, seat, a), 0);
  const cities = citiesOf(s, nation).length + Math.min(filled.size, player(s, seat).citiesInStock);
  return keptTokens(s, seat, area, filled) - Math.max(0, need - surplusNear) >= TOKENS_PER_CITY * cities ? need : null;
}

function siegeMoves(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const filled = new Set(filledAreas(s, seat));
  const out: string[] = [];
  for (const area of board.order) {
    const need = siegeNeed(s, seat, area, filled);
    if (need === null) continue;
    for (const from of board.land[area] ?? []) {
      const n = Math.min(spare(s, seat, from), need);
      if (n > 0) out.push(`move ${from}>${area} ${n}`);
    }
  }
  return out;
}

/** The land-move candidates of the seat (see the file comment). */
export function landMoveCandidates(s: AcState, seat: number): string[] {
  const targets = gatherTargets(s, seat);
  const gather = [...gatherMoves(s, seat, targets), ...reliefMoves(s, seat, new Set(targets.map((t) => t.area)))];
  const land = [...new Set([...(gather.length > 0 ? gather : spreadMoves(s, seat)), ...siegeMoves(s, seat)])];
  return [...(land.length > 0 ? land : attackMoves(s, seat)), ...roadMoves(s, seat)];
}
