/**
 * Phase 5 (23): which movement step the AI takes next. legal() lists targeted steps (rules/23-movement-candidates.ts):
 * gathering tokens into city sites, relieving areas over their limit, spreading into empty areas, sieges of pirate
 * cities and barbarians that the neighbours can take, and attacks only when nothing else is listed. The AI takes them
 * in that order of worth, finishes a siege it began, attacks only where it wins (24), carries tokens by ship to free
 * land (ai/ships.ts), and ends the phase when nothing is worth doing.
 */
import { siegeStrength } from '../rules/23-movement-candidates.ts';
import { cityCost } from '../rules/25-cities.ts';
import { limitFor, nationOf, ownersIn } from '../rules/units.ts';
import { gatherPlan } from './gather.ts';
import { bestOf, parsedAs } from './parsed.ts';
import { shipStepWorth } from './ships.ts';
import type { AcState } from '../state.ts';

/** Tokens a city defends with (24.31: a city counts as this many tokens against 7 or more attackers). */
const CITY_STRENGTH = 6;

/** Tokens (and the growth of an occupied area, 20.1) a step costs the area it leaves; tokens over the limit cost nothing (26.1). */
function leavingCost(s: AcState, seat: number, from: string, count: number): number {
  const nation = nationOf(s, seat);
  const u = s.board[from];
  if (!u || u.city) return 0; // a city's area keeps no tokens (26.1)
  const own = u.tokens[nation] ?? 0;
  const limit = limitFor(s, from, nation);
  const lost = Math.min(own, limit) - Math.min(own - count, limit);
  return lost + (own - count === 0 ? OCCUPIED : 0);
}

/** Worth of an occupied area beyond its tokens: it grows (20.1). */
const OCCUPIED = 3;

/** Worth of the next step of the gathering plan (ai/gather.ts): before starting a siege, after one under way. */
const PLANNED_GATHER = 42;

/** Worth of one step; null when it should not be played. `plan`: the gathering plan's steps, when one was made. */
export function stepWorth(s: AcState, seat: number, move: string, plan?: readonly string[]): number | null {
  const ship = shipStepWorth(s, seat, move);
  if (ship !== undefined) return ship;
  const m = parsedAs(move, 'move');
  if (!m || m.steps.length !== 1) return null;
  const step = m.steps[0]!;
  if (step.kind !== 'land') return null;
  const nation = nationOf(s, seat);
  const to = step.path[step.path.length - 1]!;
  const cost = 2 * leavingCost(s, seat, step.path[0]!, step.count);
  const u = s.board[to];
  const foreign = u ? ownersIn(u).filter((o) => o !== nation) : [];
  const enemyCity = u?.city != null && u.city !== nation;
  const siege = siegeStrength(s, nation, to);
  if (siege !== null) return siegeWorth(s, seat, to, step.count, siege, cost);
  if (foreign.length > 0 || enemyCity) {
    const worth = attackWorth(s, seat, to, step.count);
    return worth === null || worth - cost <= 0 ? null : worth - cost;
  }
  if (u?.city) return null; // tokens in one's own city area are removed (26.1)
  const own = u?.tokens[nation] ?? 0;
  const after = own + step.count;
  const site = cityCost(s, to);
  const limit = limitFor(s, to, nation);
  // Gathering toward a city (25.2: 6 tokens on a site, 12 elsewhere): legal() lists it only when this turn can fill it.
  if (after <= site && after > limit) {
    if (plan) return move === plan[0] ? PLANNED_GATHER : null; // steps outside the plan would strand tokens (26.1)
    return (after === site ? 40 : 20 + Math.round((6 * after) / site)) - cost;
  }
  const gain = Math.min(after, limit) - Math.min(own, limit) + (own === 0 ? OCCUPIED : 0);
  const worth = 5 + 2 * gain - cost;
  return gain > 0 && worth > 0 ? worth : null;
}

/** Worth of taking back a pirate city's site (24.34) or barbarians' land (30.5235): it can grow and hold a city again. */
const SIEGE_TAKEN = 45;
const SIEGE_BEGUN = 25;
/** A siege under way comes before everything else: attackers short of the threshold are all lost (24.31). */
const SIEGE_UNDER_WAY = 100;

/** legal() lists a siege step only while the neighbours' spare tokens can still reach the threshold. */
function siegeWorth(s: AcState, seat: number, to: string, count: number, strength: number, cost: number): number | null {
  if ((s.moved[to] ?? 0) > 0) return SIEGE_UNDER_WAY; // tokens of this phase wait there (23.56)
  const here = s.board[to]?.tokens[nationOf(s, seat)] ?? 0;
  const worth = (here + count >= strength ? SIEGE_TAKEN : SIEGE_BEGUN + count) - cost;
  return worth > 0 ? worth : null;
}

/** Attacks only where the attacker outnumbers what stands there by a margin (24.2: both sides lose one at a time). */
function attackWorth(s: AcState, seat: number, to: string, count: number): number | null {
  const nation = nationOf(s, seat);
  const u = s.board[to]!;
  let defence = 0;
  for (const o of ownersIn(u)) if (o !== nation) defence = Math.max(defence, u.tokens[o] ?? 0);
  if (u.city && u.city !== nation) {
    if (count < 7 || defence > 0) return null;
    return count >= CITY_STRENGTH + 3 ? 30 : null;
  }
  return count >= defence + 3 ? 15 + Math.min(10, count - defence) : null;
}

/** The best step, or "done" (when the rules allow it) when none is worth taking. */
export function chooseMovement(s: AcState, seat: number, legal: readonly string[]): string {
  const plan = gatherPlan(s, seat, legal);
  const best = bestOf(legal, (move) => stepWorth(s, seat, move, plan));
  if (best) return best;
  if (legal.includes('done')) return 'done';
  return legal.find((m) => m.startsWith('sail ')) ?? legal[0]!;
}
