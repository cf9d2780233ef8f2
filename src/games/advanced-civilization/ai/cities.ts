/**
 * Phase 7 (25) and the support it needs (26.31: two tokens on the board per city): the AI builds as many cities as it
 * can still support after building, paying no treasury when a plain build is offered (Architecture, 25.3, only to
 * complete a site).
 */
import { TOKENS_PER_CITY, tokensKept } from '../rules/26-support.ts';
import { citiesOf, nationOf } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** Worth of a city answer: cities built, or null when the cities after it could not be supported. */
export function cityWorth(s: AcState, seat: number, move: string): number | null {
  if (move === 'cities none') return 0;
  const m = parsedAs(move, 'cities');
  if (!m) return null;
  const nation = nationOf(s, seat);
  const built = new Set(m.builds.map((b) => b.area));
  const cities = citiesOf(s, nation).length + m.builds.length;
  if (tokensKept(s, nation, (a) => built.has(a)) < TOKENS_PER_CITY * cities) return null;
  const treasury = m.builds.reduce((n, b) => n + b.treasury, 0);
  return m.builds.length * 100 - treasury;
}

export function chooseCities(s: AcState, seat: number, legal: readonly string[]): string {
  return bestOf(legal, (move) => cityWorth(s, seat, move)) ?? 'cities none';
}
