/**
 * 30.21 Volcanic Eruption / Earthquake. 30.211: a volcano touching one of the victim's cities erupts and removes every
 * player's units around it (the one with the greatest total damage; ties K1). 30.212: otherwise an earthquake destroys
 * one of his cities and reduces one adjacent foreign city (D-16), the site with the greatest damage (ties K2, D-17).
 * 30.213 Engineering: the victim's city is reduced instead; a holder is never the earthquake's secondary victim.
 */
import type { AcState, Owner } from '../../state.ts';
import { boardOf, citiesOf, nationOf, ownerHas, ownersIn, reduceCity, removeCity, seatName, tokensToStock } from '../units.ts';
import { answerOf, holds, type Handler } from './common.ts';
import { reductionPoints } from './loss.ts';

const neutral = (o: Owner | null) => o === null || o === 'barbarian' || o === 'pirate';

function volcanoDamage(s: AcState, areas: readonly string[]): number {
  let n = 0;
  for (const a of areas) {
    const u = s.board[a];
    if (!u) continue;
    for (const o of ownersIn(u)) if (!neutral(o)) n += u.tokens[o] ?? 0;
    if (!neutral(u.city)) n += 5;
  }
  return n;
}

export function eruptionCandidates(s: AcState, victim: number): { id: string; damage: number }[] {
  const mine = citiesOf(s, nationOf(s, victim));
  return boardOf(s)
    .volcanoes.filter((v) => v.areas.some((a) => mine.includes(a)))
    .map((v) => ({ id: v.id, damage: volcanoDamage(s, v.areas) }));
}

/** Earthquake sites "own>foreign" (or "own" when no foreign city is adjacent) with their damage. */
export function earthquakeSites(s: AcState, victim: number): { site: string; damage: number }[] {
  const board = boardOf(s);
  const nation = nationOf(s, victim);
  const eng = holds(s, victim, 'engineering');
  const out: { site: string; damage: number }[] = [];
  for (const x of citiesOf(s, nation)) {
    const own = eng ? reductionPoints(s, x, nation) : 5;
    const foreign = (board.adjacent[x] ?? []).filter((y) => {
      const c = s.board[y]?.city ?? null;
      return c !== null && !neutral(c) && c !== nation && !ownerHas(s, c, 'engineering');
    });
    if (foreign.length === 0) out.push({ site: x, damage: own });
    for (const y of foreign) out.push({ site: `${x}>${y}`, damage: own + reductionPoints(s, y, s.board[y]!.city!) });
  }
  return out;
}

function best<T extends { damage: number }>(list: T[]): T[] {
  const top = Math.max(...list.map((x) => x.damage));
  return list.filter((x) => x.damage === top);
}

export const volcanoEarthquake: Handler = (s, run, st, answers, events) => {
  const v = st.victim;
  if (run.stage === 'start') {
    const volcanoes = eruptionCandidates(s, v);
    if (volcanoes.length > 0) {
      const tied = best(volcanoes).map((x) => x.id);
      run.memo.area = tied[0]!;
      run.stage = 'erupt';
      if (tied.length > 1) return { kind: 'pick', k: 'K1', seat: v, options: tied, text: 'Volcanic Eruption (30.211): choose the volcano that erupts (equal damage)' };
    } else {
      const sites = earthquakeSites(s, v);
      if (sites.length === 0) {
        events.push({ kind: 'calamity-no-effect', data: { calamity: 'volcano_earthquake', seat: v }, text: `${seatName(s, v)} has no city: the earthquake has no effect (30.212).` });
        return 'done';
      }
      const tied = best(sites).map((x) => x.site);
      run.memo.area = tied[0]!;
      run.stage = 'quake';
      if (tied.length > 1) return { kind: 'pick', k: 'K2', seat: v, options: tied, text: 'Earthquake (30.212): choose the site (your city>adjacent foreign city; equal damage)' };
    }
  }
  const choice = answerOf(answers, v, 'pick')?.choice ?? run.memo.area!;
  if (run.stage === 'erupt') {
    const volcano = boardOf(s).volcanoes.find((x) => x.id === choice)!;
    for (const a of volcano.areas) {
      const u = s.board[a];
      if (!u) continue;
      for (const o of ownersIn(u)) if (!neutral(o)) tokensToStock(s, a, o, u.tokens[o] ?? 0);
      if (!neutral(u.city)) removeCity(s, a);
    }
    events.push({ kind: 'volcano-erupts', data: { seat: v, volcano: choice, areas: [...volcano.areas] }, text: `The volcano ${choice} erupts: every unit in ${volcano.areas.join(', ')} is removed (30.211).` });
    return 'done';
  }
  const [x, y] = choice.split('>') as [string, string | undefined];
  if (holds(s, v, 'engineering')) reduceCity(s, x);
  else removeCity(s, x);
  if (y) reduceCity(s, y);
  events.push({ kind: 'earthquake', data: { seat: v, area: x, destroyed: !holds(s, v, 'engineering'), reduced: y ?? null }, text: `Earthquake: the city of ${seatName(s, v)} in ${x} is ${holds(s, v, 'engineering') ? 'reduced (Engineering, 30.213)' : 'destroyed'}${y ? `; the city in ${y} is reduced` : ''} (30.212).` });
  return 'done';
};
