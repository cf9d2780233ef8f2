/**
 * 30.91 Piracy: two of the victim's coastal cities, chosen by the trader (the victim if he drew it, K13), become
 * pirate cities; the victim may then name up to two other players (not the trader), one coastal city each (K14, D-19).
 */
import type { GameEvent } from '../../../../engine/types.ts';
import type { AcState, Owner } from '../../state.ts';
import { boardOf, citiesOf, nationOf, placeCity, removeCity, seatName } from '../units.ts';
import { answerOf, namable, sharesBySeat, type Handler } from './common.ts';

export function coastalCities(s: AcState, owner: Owner): string[] {
  const board = boardOf(s);
  return citiesOf(s, owner).filter((a) => board.areas[a]!.coastal);
}

function toPirates(s: AcState, areas: readonly string[], events: GameEvent[]): void {
  for (const a of areas) {
    removeCity(s, a);
    placeCity(s, a, 'pirate', false);
  }
  if (areas.length > 0) events.push({ kind: 'pirate-cities', data: { areas: [...areas] }, text: `Pirate cities replace the cities in ${areas.join(', ')} (30.911).` });
}

export const piracy: Handler = (s, run, st, answers, events) => {
  const why = 'Piracy, 30.91';
  const chooser = st.trader ?? st.victim;
  for (;;) {
    switch (run.stage) {
      case 'start': {
        const coast = coastalCities(s, nationOf(s, st.victim));
        run.stage = 'name';
        if (coast.length <= 2) {
          toPirates(s, coast, events);
          continue;
        }
        run.stage = 'seized';
        return { kind: 'seize', k: 'K13', seat: chooser, n: 2, options: coast, text: `${why}1: choose 2 coastal cities of ${seatName(s, st.victim)} for the pirates` };
      }
      case 'seized':
        toPirates(s, answerOf(answers, chooser, 'seize')?.areas ?? [], events);
        run.stage = 'name';
        continue;
      case 'name': {
        const coastal: Record<number, string[]> = {};
        const caps: Record<number, number> = {};
        for (const x of namable(s, st, (x) => coastalCities(s, nationOf(s, x)).length > 0)) {
          coastal[x] = coastalCities(s, nationOf(s, x));
          caps[x] = 1;
        }
        if (Object.keys(caps).length === 0) return 'done';
        run.stage = 'named';
        return { kind: 'assign', k: 'K14', seat: st.victim, mode: 'coastal', total: 2, caps, mandatory: false, coastal, text: `${why}2: you may name up to 2 other players, one coastal city each, for the pirates` };
      }
      default: {
        const named = sharesBySeat(s, answerOf(answers, st.victim, 'assign')?.shares ?? []);
        toPirates(s, [...named.values()], events);
        return 'done';
      }
    }
  }
};
