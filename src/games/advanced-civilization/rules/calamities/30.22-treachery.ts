/** 30.22 Treachery: the trader takes one of the victim's cities (K3), or destroys it without a city in stock (D-29); self-drawn, the victim reduces one city (30.222, K4). */
import { citiesOf, nationOf, placeCity, player, removeCity, seatName } from '../units.ts';
import { answerOf, applyReduceAnswers, reduceOrAsk, type Handler } from './common.ts';

export const treachery: Handler = (s, run, st, answers, events) => {
  const why = 'Treachery, 30.22';
  const cities = citiesOf(s, nationOf(s, st.victim));
  if (run.stage === 'reduce') {
    applyReduceAnswers(s, run.ask, answers, why, events);
    return 'done';
  }
  if (st.trader === null) return reduceOrAsk(s, run, st.victim, 1, `${why}2`, 'reduce', events) ?? 'done';
  if (run.stage === 'start') {
    if (cities.length === 0) return 'done';
    run.stage = 'pick';
    return { kind: 'pick', k: 'K3', seat: st.trader, options: cities, text: `${why}1: choose the city of ${seatName(s, st.victim)} you take over` };
  }
  const area = answerOf(answers, st.trader, 'pick')?.choice ?? cities[0]!;
  removeCity(s, area);
  if (player(s, st.trader).citiesInStock > 0) {
    placeCity(s, area, nationOf(s, st.trader), false);
    events.push({ kind: 'treachery', data: { seat: st.trader, victim: st.victim, area, takenOver: true }, text: `${seatName(s, st.trader)} takes over the city in ${area} (30.221).` });
  } else events.push({ kind: 'treachery', data: { seat: st.trader, victim: st.victim, area, takenOver: false }, text: `The city in ${area} is destroyed: ${seatName(s, st.trader)} has no city in stock (30.221, D-29).` });
  return 'done';
};
