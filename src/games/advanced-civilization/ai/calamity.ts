/**
 * Calamity answers (29-30). A loss of unit points (29.62-29.63, K6/K8-K10) is paid where it hurts least: tokens before
 * cities (a city scores 50, 35.1, pays tax, 19, and draws a trade card, 27.1), and tokens from the fullest areas so
 * the fewest areas empty (20.1: every area grows). Other prompts take the rules' default, which already prefers the
 * least valuable cities (26 reduction preference).
 */
import { calamityDefault } from '../rules/29-calamities.ts';
import type { AcState } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** What losing one city costs, in tokens. */
const CITY_LOSS = 12;
const CITY_REDUCED = 7;

/** Minus the harm of a loss answer: tokens lost, cities lost, and areas emptied. */
export function lossWorth(s: AcState, seat: number, move: string): number | null {
  const m = parsedAs(move, 'lose');
  if (!m) return null;
  const spec = s.calamity?.ask?.kind === 'loss' ? s.calamity.ask.specs[seat] : undefined;
  let harm = 0;
  for (const item of m.items) {
    if (item.what === 'city') harm += CITY_LOSS;
    else if (item.what === 'reduce') harm += CITY_REDUCED;
    else if (item.what === 'tokens') {
      harm += item.n;
      if (spec && item.n >= (spec.pool.tokens[item.area] ?? 0)) harm += 1; // the area empties: it grows nothing
    }
  }
  return -harm;
}

export function chooseCalamity(s: AcState, seat: number, legal: readonly string[]): string {
  const ask = s.calamity?.ask;
  if (ask?.kind === 'loss' && ask.verb === 'lose') return bestOf(legal, (move) => lossWorth(s, seat, move)) ?? legal[0]!;
  const def = calamityDefault(s, seat);
  return def !== undefined && legal.includes(def) ? def : legal[0]!;
}
