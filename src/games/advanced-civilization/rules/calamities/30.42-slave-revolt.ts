/**
 * 30.42 Slave Revolt: 15 of the victim's tokens (Mining 20, Enlightenment 10, both 15; 30.423) cannot support cities;
 * he reduces cities one at a time (his choice, cities built this turn first, 26.32) until the usable support suffices,
 * the replacement tokens always counting (D-26, K4).
 */
import type { AcState } from '../../state.ts';
import { citiesOf, limitFor, nationOf, player, tokensOnBoard } from '../units.ts';
import { answerOf, holds, reduceListed, type Handler } from './common.ts';
import { reductionPreference } from '../26-support.ts';

export function slaveExclusion(hasCard: (c: string) => boolean): number {
  return 15 + (hasCard('mining') ? 5 : 0) - (hasCard('enlightenment') ? 5 : 0);
}

/** Replays the reductions: null when they are exactly the ones needed (stop as soon as support suffices). */
export function slaveProblem(s: AcState, seat: number, excluded: number, list: readonly string[]): string | null {
  const n = nationOf(s, seat);
  const left = new Set(citiesOf(s, n));
  let usable = Math.max(0, tokensOnBoard(s, n) - excluded);
  let stock = player(s, seat).stock;
  for (const [i, a] of list.entries()) {
    if (!left.has(a)) return `${a} is not one of your cities (or is listed twice).`;
    if (usable >= 2 * left.size) return `Usable support suffices after ${i} reduction${i === 1 ? '' : 's'} (30.422): list only ${list.slice(0, i).join(', ') || 'nothing'}.`;
    if ([...left].some((x) => s.board[x]!.cityNew) && !s.board[a]!.cityNew) return 'Cities built this turn must be reduced first (26.32).';
    left.delete(a);
    const k = Math.min(stock, limitFor(s, a, n));
    stock -= k;
    usable += k;
  }
  if (left.size > 0 && usable < 2 * left.size) return `Usable support is still ${usable} for ${left.size} cities: reduce more (30.422).`;
  return null;
}

export function slaveDefault(s: AcState, seat: number, excluded: number): string[] {
  const pref = reductionPreference(s, seat);
  for (let k = 0; k <= pref.length; k++) if (slaveProblem(s, seat, excluded, pref.slice(0, k)) === null) return pref.slice(0, k);
  return pref;
}

export const slaveRevolt: Handler = (s, run, st, answers, events) => {
  const why = 'Slave Revolt, 30.42';
  const v = st.victim;
  const excluded = slaveExclusion((c) => holds(s, v, c));
  if (run.stage === 'reduce') {
    reduceListed(s, v, answerOf(answers, v, 'reduce')?.areas ?? [], why, events);
    return 'done';
  }
  const need = slaveDefault(s, v, excluded);
  if (need.length === 0) {
    events.push({ kind: 'calamity-no-effect', data: { calamity: 'slave_revolt', seat: v, excluded }, text: `Slave Revolt: ${excluded} tokens cannot support cities; support still suffices (30.421).` });
    return 'done';
  }
  if (need.length === citiesOf(s, nationOf(s, v)).length) {
    reduceListed(s, v, need, why, events);
    return 'done';
  }
  run.stage = 'reduce';
  return { kind: 'slave', k: 'K4', seat: v, excluded, text: `${why}: ${excluded} of your tokens cannot support cities; choose cities to reduce, one at a time, until support suffices` };
};
