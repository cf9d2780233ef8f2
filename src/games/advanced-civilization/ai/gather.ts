/**
 * Phase 5 (23) with 25.2 and 26.31: which of the city targets legal() lists the tokens can fill together this turn.
 * legal() checks each target alone, and a step takes as many tokens as its target still needs, so steps taken one by
 * one often drain the neighbours (or the seed tokens of the next site) that a second city needed, and a half-filled
 * area loses its extra tokens to 26.1. The plan fills the targets that need the fewest tokens first (sites, 6, before
 * wilderness, 12), takes first the tokens no other target can use and last those of another target, and keeps two
 * tokens on the board for every city (26.31).
 */
import { spare } from '../rules/23-movement-candidates.ts';
import { cityCost } from '../rules/25-cities.ts';
import { TOKENS_PER_CITY } from '../rules/26-support.ts';
import { boardOf, citiesOf, limitFor, nationOf, ownersIn, player, tokenAreas } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { parsedAs } from './parsed.ts';

/** A listed gather step's target: an area without a city that the step brings over its limit toward its city cost. */
function gatherTarget(s: AcState, seat: number, move: string): string | null {
  const step = parsedAs(move, 'move')?.steps[0];
  if (step?.kind !== 'land' || step.path.length !== 2) return null;
  const to = step.path[1]!;
  const nation = nationOf(s, seat);
  const u = s.board[to];
  if (u?.city || (u && ownersIn(u).some((o) => o !== nation))) return null;
  const after = (u?.tokens[nation] ?? 0) + step.count;
  return after <= cityCost(s, to) && after > limitFor(s, to, nation) ? to : null;
}

/** The steps that fill the most targets together, in order (empty when none can be filled). */
export function gatherPlan(s: AcState, seat: number, legal: readonly string[]): string[] {
  const nation = nationOf(s, seat);
  const board = boardOf(s);
  const own = (a: string) => s.board[a]?.tokens[nation] ?? 0;
  const targets = [...new Set(legal.map((m) => gatherTarget(s, seat, m)).filter((t): t is string => t !== null))];
  const need = (t: string) => cityCost(s, t) - own(t);
  targets.sort((a, b) => cityCost(s, a) - cityCost(s, b) || need(a) - need(b));

  const filled = new Set(board.order.filter((a) => !s.board[a]?.city && own(a) > 0 && own(a) >= cityCost(s, a)));
  const left = new Map(tokenAreas(s, nation).map((a) => [a, own(a)]));
  const free = new Map(tokenAreas(s, nation).map((a) => [a, spare(s, seat, a)]));
  const isTarget = new Set(targets);
  const serves = (a: string) => (board.land[a] ?? []).filter((x) => isTarget.has(x)).length;
  const over = (a: string) => (left.get(a) ?? 0) - limitFor(s, a, nation);
  const planned = new Set<string>();
  const steps: string[] = [];
  let pieces = player(s, seat).citiesInStock - filled.size;
  for (const t of targets) {
    if (pieces <= 0) break;
    // Tokens no other target can use first, the seed of another target last, the most over the limit (26.1) first.
    const sources = (board.land[t] ?? [])
      .filter((a) => (free.get(a) ?? 0) > 0 && !planned.has(a))
      .sort((a, b) => Number(isTarget.has(a)) - Number(isTarget.has(b)) || serves(a) - serves(b) || over(b) - over(a));
    let missing = need(t);
    const takes: [string, number][] = [];
    for (const a of sources) {
      if (missing <= 0) break;
      const k = Math.min(free.get(a)!, missing);
      takes.push([a, k]);
      missing -= k;
    }
    if (missing > 0) continue;
    for (const [a, k] of takes) left.set(a, left.get(a)! - k);
    planned.add(t);
    if (!supported(s, seat, left, planned, filled)) {
      for (const [a, k] of takes) left.set(a, left.get(a)! + k);
      planned.delete(t);
      continue;
    }
    for (const [a, k] of takes) {
      free.set(a, free.get(a)! - k);
      steps.push(`move ${a}>${t} ${k}`);
    }
    pieces--;
  }
  return steps;
}

/** 26.31: the tokens that stay on the board after 26.1 still give every city, old and planned, two. */
function supported(s: AcState, seat: number, left: ReadonlyMap<string, number>, planned: ReadonlySet<string>, filled: ReadonlySet<string>): boolean {
  const nation = nationOf(s, seat);
  let kept = 0;
  for (const [a, n] of left) if (!s.board[a]?.city && !planned.has(a) && !filled.has(a)) kept += Math.min(n, limitFor(s, a, nation));
  return kept >= TOKENS_PER_CITY * (citiesOf(s, nation).length + filled.size + planned.size);
}
