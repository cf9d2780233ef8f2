/**
 * 30.81 Iconoclasm and Heresy: the victim reduces 4 cities, Law -1, Philosophy -1, Theology -3, Monotheism +1,
 * Roadbuilding +1 (30.811-30.817); then he may name others (not the trader, not Theology holders) to reduce up to 2
 * cities in total, a Philosophy holder at most 1 (30.818-30.819, K7); each named player chooses his cities (K8).
 */
import { astOrder, citiesOf, nationOf } from '../units.ts';
import { answerOf, applyReduceAnswers, holds, namable, namedEvent, reduceListed, sharesBySeat, type Handler } from './common.ts';
import type { Ask } from './types.ts';

export function iconoclasmCities(cities: number, hasCard: (card: string) => boolean): number {
  const n = 4 - (hasCard('law') ? 1 : 0) - (hasCard('philosophy') ? 1 : 0) - (hasCard('theology') ? 3 : 0) + (hasCard('monotheism') ? 1 : 0) + (hasCard('roadbuilding') ? 1 : 0);
  return Math.max(0, Math.min(cities, n));
}

export const iconoclasm: Handler = (s, run, st, answers, events) => {
  const why = 'Iconoclasm and Heresy, 30.81';
  for (;;) {
    switch (run.stage) {
      case 'start': {
        const mine = citiesOf(s, nationOf(s, st.victim));
        const n = iconoclasmCities(mine.length, (c) => holds(s, st.victim, c));
        run.stage = 'assign';
        if (n <= 0) continue;
        if (n >= mine.length) {
          reduceListed(s, st.victim, mine, why, events);
          continue;
        }
        run.stage = 'reduce';
        return { kind: 'reduce', k: 'K4', counts: { [st.victim]: n }, text: `${why}: choose ${n} of your cities to reduce` };
      }
      case 'reduce':
        applyReduceAnswers(s, run.ask, answers, why, events);
        run.stage = 'assign';
        continue;
      case 'assign': {
        const caps: Record<number, number> = {};
        for (const x of namable(s, st, (x) => !holds(s, x, 'theology') && citiesOf(s, nationOf(s, x)).length > 0)) caps[x] = holds(s, x, 'philosophy') ? 1 : Math.min(2, citiesOf(s, nationOf(s, x)).length);
        if (Object.keys(caps).length === 0) return 'done';
        run.stage = 'assigned';
        return { kind: 'assign', k: 'K7', seat: st.victim, mode: 'cities', total: 2, caps, mandatory: false, text: `${why}: you may name other players to reduce up to 2 cities in total (30.818)` };
      }
      case 'assigned': {
        const m = answerOf(answers, st.victim, 'assign');
        const named = sharesBySeat(s, m?.shares ?? []);
        if (named.size === 0) return 'done';
        events.push(namedEvent(s, st.victim, named, '30.818'));
        const counts: Record<number, number> = {};
        for (const seat of astOrder(s)) {
          const n = Number(named.get(seat) ?? 0);
          const theirs = citiesOf(s, nationOf(s, seat));
          if (n <= 0) continue;
          if (n >= theirs.length) reduceListed(s, seat, theirs, why, events);
          else counts[seat] = n;
        }
        if (Object.keys(counts).length === 0) return 'done';
        run.stage = 'secondary';
        const ask: Ask = { kind: 'reduce', k: 'K8', counts, text: `${why}: you were named; choose the cities to reduce` };
        return ask;
      }
      default:
        applyReduceAnswers(s, run.ask, answers, why, events);
        return 'done';
    }
  }
};
