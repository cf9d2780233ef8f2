/**
 * Phase 5 (23): which movement step the AI takes next. legal() lists targeted steps (rules/23-movement-candidates.ts):
 * gathering tokens into city sites, relieving areas over their limit, spreading into empty areas, and attacks only when
 * nothing else is listed. The AI takes them in that order of worth, attacks only where it wins (24), never boards or
 * sails (no ship plans), and ends the phase when nothing is worth doing.
 */
import { cityCost } from '../rules/25-cities.ts';
import { boardOf, limitFor, nationOf, ownersIn } from '../rules/units.ts';
import { bestOf, parsedAs } from './parsed.ts';
import type { AcState } from '../state.ts';

/** Tokens a city defends with (24.31: a city counts as this many tokens against 7 or more attackers). */
const CITY_STRENGTH = 6;

/** Worth of one step; null when it should not be played. */
export function stepWorth(s: AcState, seat: number, move: string): number | null {
  if (move.startsWith('land ')) return 50; // cargo must come ashore before the phase ends
  const m = parsedAs(move, 'move');
  if (!m || m.steps.length !== 1) return null;
  const step = m.steps[0]!;
  if (step.kind !== 'land') return null;
  const nation = nationOf(s, seat);
  const to = step.path[step.path.length - 1]!;
  const u = s.board[to];
  const foreign = u ? ownersIn(u).filter((o) => o !== nation) : [];
  const enemyCity = u?.city != null && u.city !== nation;
  if (foreign.length > 0 || enemyCity) return attackWorth(s, seat, to, step.count);
  const own = u?.tokens[nation] ?? 0;
  const after = own + step.count;
  const cost = cityCost(s, to);
  const area = boardOf(s).areas[to]!;
  // A step that completes a city site is best; one into a site or toward a limit next; overfilling loses tokens (26.1).
  if (after === cost && cost === 6) return 40;
  if (after > Math.max(cost, limitFor(s, to, nation)) && !u?.city) return 2;
  if (area.citySite !== null) return 20 + Math.min(after, 6);
  return 10 + limitFor(s, to, nation);
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
  const best = bestOf(legal, (move) => stepWorth(s, seat, move));
  if (best) return best;
  if (legal.includes('done')) return 'done';
  return legal.find((m) => m.startsWith('sail ')) ?? legal[0]!;
}
