/** 30.71 Civil Disorder (D-4): all but 3 cities are reduced; Music, Drama and Poetry, Law, Democracy spare one more each, Military and Roadbuilding one fewer each (30.712-30.715). */
import { citiesOf, nationOf } from '../units.ts';
import { applyReduceAnswers, holds, reduceOrAsk, type Handler } from './common.ts';

export function civilDisorderCities(cities: number, hasCard: (card: string) => boolean): number {
  const spare = ['music', 'drama_and_poetry', 'law', 'democracy'].filter(hasCard).length;
  const worse = ['military', 'roadbuilding'].filter(hasCard).length;
  return Math.max(0, Math.min(cities, cities - 3 - spare + worse));
}

export const civilDisorder: Handler = (s, run, st, answers, events) => {
  const why = 'Civil Disorder, 30.71';
  if (run.stage === 'reduce') {
    applyReduceAnswers(s, run.ask, answers, why, events);
    return 'done';
  }
  const n = civilDisorderCities(citiesOf(s, nationOf(s, st.victim)).length, (c) => holds(s, st.victim, c));
  if (n === 0) events.push({ kind: 'calamity-no-effect', data: { calamity: 'civil_disorder', seat: st.victim }, text: 'Civil Disorder reduces no city (30.711).' });
  return reduceOrAsk(s, run, st.victim, n, why, 'reduce', events) ?? 'done';
};
