/**
 * Phase 7 (25) and the support it needs (26.31: two tokens on the board per city): the AI builds as many cities as it
 * can still support after building, paying no treasury when a plain build is offered (Architecture, 25.3, only to
 * complete a site).
 */
import { citiesOf, limitFor, nationOf, tokenAreas } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** Tokens per city the board must hold (26.31). */
const SUPPORT_PER_CITY = 2;

/** Worth of a city answer: cities built, or null when the cities after it could not be supported. */
export function cityWorth(s: AcState, seat: number, move: string): number | null {
  if (move === 'cities none') return 0;
  const m = parsedAs(move, 'cities');
  if (!m) return null;
  const nation = nationOf(s, seat);
  // Tokens that stay after building: none in city areas, at most the limit elsewhere (26.1 removes the surplus).
  const built = new Set(m.builds.map((b) => b.area));
  let tokens = 0;
  for (const a of tokenAreas(s, nation)) {
    if (!built.has(a) && !s.board[a]?.city) tokens += Math.min(s.board[a]?.tokens[nation] ?? 0, limitFor(s, a, nation));
  }
  const cities = citiesOf(s, nation).length + m.builds.length;
  if (tokens < SUPPORT_PER_CITY * cities) return null;
  const treasury = m.builds.reduce((n, b) => n + b.treasury, 0);
  return m.builds.length * 100 - treasury;
}

export function chooseCities(s: AcState, seat: number, legal: readonly string[]): string {
  return bestOf(legal, (move) => cityWorth(s, seat, move)) ?? 'cities none';
}
