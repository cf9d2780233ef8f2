/** 30.32 Superstition: the victim reduces 3 cities; only his best Religion card counts (30.322, D-32). */
import { holds, reduceOrAsk, applyReduceAnswers, type Handler } from './common.ts';

export function superstitionCities(hasCard: (card: string) => boolean): number {
  if (hasCard('enlightenment')) return 0;
  if (hasCard('deism')) return 1;
  if (hasCard('mysticism')) return 2;
  return 3;
}

export const superstition: Handler = (s, run, st, answers, events) => {
  const why = 'Superstition, 30.32';
  if (run.stage === 'reduce') {
    applyReduceAnswers(s, run.ask, answers, why, events);
    return 'done';
  }
  const n = superstitionCities((c) => holds(s, st.victim, c));
  if (n === 0) events.push({ kind: 'calamity-no-effect', data: { calamity: 'superstition', seat: st.victim }, text: 'Enlightenment cancels Superstition (30.322).' });
  return reduceOrAsk(s, run, st.victim, n, why, 'reduce', events) ?? 'done';
};
