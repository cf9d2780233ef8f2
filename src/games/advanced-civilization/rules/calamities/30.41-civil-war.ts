/**
 * 30.41 Civil War. The beneficiary is the other player with the most unit points in stock (30.411, D-10); the victim
 * selects 15 unit points (+5 Music, +5 Drama and Poetry, +10 Democracy), then the beneficiary 20 more (K9): the first
 * faction (30.412; Philosophy: the beneficiary selects exactly 15, 30.4124). The rest is the second faction (30.413).
 * Military: each faction loses 5 points, the victim choosing (30.414, K10). The victim keeps one faction (K11) and the
 * beneficiary replaces the other, then the next richest in stock; the rest is removed (30.415, D-22).
 */
import type { AcState } from '../../state.ts';
import { astOrder, nationOf, placeCity, player, removeCity, seatName, stockPoints, tokensFromStock, tokensToStock } from '../units.ts';
import { answerOf, holds, type Handler } from './common.ts';
import { waitingLatePlayer, welcomeLatePlayer } from '../15.5-late-join.ts';
import { ownerPool, poolPoints } from './loss.ts';
import type { Faction, LossItem, UnitPool } from './types.ts';

/** The beneficiary (30.411): a waiting late player first (15.52); else null when the victim has the most unit points in stock. */
export function civilWarBeneficiary(s: AcState, victim: number): number | null {
  const late = waitingLatePlayer(s);
  if (late !== null) return late;
  let best: number | null = null;
  for (const x of astOrder(s)) if (x !== victim && (best === null || stockPoints(player(s, x)) > stockPoints(player(s, best)))) best = x;
  if (best === null || stockPoints(player(s, victim)) > stockPoints(player(s, best))) return null;
  return best;
}

function factionPool(f: Faction): UnitPool {
  return { tokens: { ...f.tokens }, cities: Object.fromEntries(f.cities.map((a) => [a, { destroy: 5, reduce: null }])) };
}

/** The victim's units outside the first faction. */
function secondFaction(s: AcState, victim: number, first: Faction): Faction {
  const all = ownerPool(s, nationOf(s, victim), null, { reduce: false });
  const tokens: Record<string, number> = {};
  for (const [a, n] of Object.entries(all.tokens)) if (n - (first.tokens[a] ?? 0) > 0) tokens[a] = n - (first.tokens[a] ?? 0);
  return { tokens, cities: Object.keys(all.cities).filter((a) => !first.cities.includes(a)) };
}

function addTo(f: Faction, items: readonly LossItem[]): void {
  for (const it of items) {
    if (it.what === 'tokens') f.tokens[it.area] = (f.tokens[it.area] ?? 0) + it.n;
    else f.cities.push(it.area);
  }
}

function points(f: Faction): number {
  return poolPoints(factionPool(f));
}

/** Removes units of a faction (Military losses) from the board and from the faction. */
function loseFrom(s: AcState, victim: number, f: Faction, items: readonly LossItem[]): void {
  for (const it of items) {
    if (it.what === 'tokens') {
      tokensToStock(s, it.area, nationOf(s, victim), it.n);
      f.tokens[it.area] = (f.tokens[it.area] ?? 0) - it.n;
      if (f.tokens[it.area]! <= 0) delete f.tokens[it.area];
    } else {
      removeCity(s, it.area);
      f.cities = f.cities.filter((a) => a !== it.area);
    }
  }
}

/** 30.415: the beneficiary, then the next richest in stock, replace the faction; what nobody can replace is removed. */
function replaceFaction(s: AcState, victim: number, beneficiary: number, f: Faction): string {
  const others = astOrder(s).filter((x) => x !== victim && x !== beneficiary).sort((a, b) => stockPoints(player(s, b)) - stockPoints(player(s, a)));
  const order = [beneficiary, ...others];
  const nation = nationOf(s, victim);
  let removed = 0;
  for (const a of f.cities) {
    removeCity(s, a);
    const taker = order.find((x) => player(s, x).citiesInStock > 0);
    if (taker === undefined) removed += 5;
    else placeCity(s, a, nationOf(s, taker), false);
  }
  for (const [a, n] of Object.entries(f.tokens)) {
    tokensToStock(s, a, nation, n);
    let left = n;
    for (const x of order) if (left > 0) left -= tokensFromStock(s, a, nationOf(s, x), left);
    removed += left;
  }
  return removed > 0 ? `; ${removed} unit points nobody could replace are removed` : '';
}

export const civilWar: Handler = (s, run, st, answers, events) => {
  const v = st.victim;
  const m = run.memo;
  const why = 'Civil War, 30.41';
  for (;;) {
    switch (run.stage) {
      case 'start': {
        const ben = civilWarBeneficiary(s, v);
        if (ben === null) {
          events.push({ kind: 'calamity-no-effect', data: { calamity: 'civil_war', seat: v }, text: `${seatName(s, v)} has the most unit points in stock: no civil war (30.411).` });
          return 'done';
        }
        m.beneficiary = ben;
        m.first = { tokens: {}, cities: [] };
        if (holds(s, v, 'philosophy')) {
          run.stage = 'ben-select';
          continue;
        }
        const target = 15 + (holds(s, v, 'music') ? 5 : 0) + (holds(s, v, 'drama_and_poetry') ? 5 : 0) + (holds(s, v, 'democracy') ? 10 : 0);
        run.stage = 'victim-selected';
        return { kind: 'loss', k: 'K9', verb: 'select', specs: { [v]: { target, pool: factionPool(secondFaction(s, v, m.first)) } }, text: `${why}2: select your units worth ${target} unit points for the first faction` };
      }
      case 'victim-selected':
        addTo(m.first!, answerOf(answers, v, 'select')?.items ?? []);
        run.stage = 'ben-select';
        continue;
      case 'ben-select': {
        const target = holds(s, v, 'philosophy') ? 15 : 20;
        const pool = factionPool(secondFaction(s, v, m.first!));
        run.stage = 'ben-selected';
        if (poolPoints(pool) === 0) continue;
        return { kind: 'loss', k: 'K9', verb: 'select', specs: { [m.beneficiary!]: { target, pool } }, text: `${why}2: select units of ${seatName(s, v)} worth ${target} unit points for the first faction` };
      }
      case 'ben-selected': {
        addTo(m.first!, answerOf(answers, m.beneficiary!, 'select')?.items ?? []);
        if (points(secondFaction(s, v, m.first!)) === 0) {
          events.push({ kind: 'calamity-no-effect', data: { calamity: 'civil_war', seat: v }, text: `All units of ${seatName(s, v)} are in the first faction: no civil war (30.413).` });
          return 'done';
        }
        events.push({ kind: 'civil-war-factions', data: { seat: v, beneficiary: m.beneficiary!, first: points(m.first!), second: points(secondFaction(s, v, m.first!)) }, text: `Civil War factions: first ${points(m.first!)} unit points, second ${points(secondFaction(s, v, m.first!))} (30.412-30.413).` });
        run.stage = holds(s, v, 'military') ? 'military-first' : 'keep';
        continue;
      }
      case 'military-first':
        run.stage = 'military-first-lost';
        return { kind: 'loss', k: 'K10', verb: 'lose', specs: { [v]: { target: 5, pool: factionPool(m.first!) } }, text: `${why}4 Military: choose 5 unit points the first faction loses` };
      case 'military-first-lost':
        loseFrom(s, v, m.first!, answerOf(answers, v, 'lose')?.items ?? []);
        run.stage = 'military-second';
        continue;
      case 'military-second':
        run.stage = 'military-second-lost';
        return { kind: 'loss', k: 'K10', verb: 'lose', specs: { [v]: { target: 5, pool: factionPool(secondFaction(s, v, m.first!)) } }, text: `${why}4 Military: choose 5 unit points the second faction loses` };
      case 'military-second-lost': {
        const second = secondFaction(s, v, m.first!);
        loseFrom(s, v, second, answerOf(answers, v, 'lose')?.items ?? []);
        events.push({ kind: 'civil-war-military', data: { seat: v, points: 5 }, text: `Military: each faction loses 5 unit points (30.414).` });
        run.stage = 'keep';
        continue;
      }
      case 'keep': {
        const larger = points(m.first!) >= points(secondFaction(s, v, m.first!)) ? 'first' : 'second';
        run.stage = 'kept';
        return { kind: 'pick', k: 'K11', seat: v, options: [larger, larger === 'first' ? 'second' : 'first'], text: `${why}5: keep the first (${points(m.first!)} points) or the second faction (${points(secondFaction(s, v, m.first!))} points)` };
      }
      default: {
        const keep = answerOf(answers, v, 'pick')?.choice ?? 'first';
        const lost = keep === 'first' ? secondFaction(s, v, m.first!) : m.first!;
        const note = replaceFaction(s, v, m.beneficiary!, lost);
        events.push({ kind: 'civil-war-split', data: { seat: v, kept: keep, beneficiary: m.beneficiary! }, text: `${seatName(s, v)} keeps the ${keep} faction; ${seatName(s, m.beneficiary!)} takes over the other (30.415)${note}.` });
        if (player(s, m.beneficiary!).waiting) welcomeLatePlayer(s, m.beneficiary!, v, events);
        return 'done';
      }
    }
  }
};
