import { FACTIONS } from '../data/factions.ts';
import {
  BONUS_CARDS,
  CULTS,
  FAVOR_TILES,
  SCORING_TILES,
  TOWN_TILES,
  type BonusId,
  type Cult,
  type FavorId,
  type ScoreEvent,
  type TownId,
} from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { detectTownsFrom } from './towns.ts';

/** Gain n power (TM-7.1): I->II first, then II->III; returns how much was actually gained. */
export function gainPower(f: FactionState, n: number): number {
  for (let i = 0; i < n; i++) {
    if (f.P1 > 0) {
      f.P1--;
      f.P2++;
    } else if (f.P2 > 0) {
      f.P2--;
      f.P3++;
    } else {
      return i;
    }
  }
  return n;
}

export function powerCapacity(f: FactionState): number {
  return 2 * f.P1 + f.P2;
}

export function cultIndex(cult: Cult): number {
  return CULTS.indexOf(cult);
}

export function currentScoring(s: TmState): (typeof SCORING_TILES)[keyof typeof SCORING_TILES] | null {
  if (s.round < 1 || s.round > 6) return null;
  const id = s.scoring[s.round - 1];
  return id ? SCORING_TILES[id] : null;
}

/** Round scoring tile VP for an event of the action phase (TM-2.8). */
export function scoreTileEvent(s: TmState, f: FactionState, event: ScoreEvent): void {
  const tile = currentScoring(s);
  if (tile && tile.event === event) f.VP += tile.vp;
}

/** Faction abilities that trigger on gaining a spade or a town tile (TM-14.3, 14.5, 14.2, 14.10). */
function factionGainSpecial(f: FactionState, what: 'SPADE' | 'TOWN'): void {
  if (what === 'SPADE') {
    if (f.id === 'halflings') f.VP += 1;
    if (f.id === 'alchemists' && f.built.SH === 1) gainPower(f, 2);
  } else {
    if (f.id === 'witches') {
      if (f.specialHex !== null) f.ravenChoice += 1;
      else f.VP += 5;
    }
    if (f.id === 'swarmlings') f.W += 3;
  }
}

export function gainPriests(f: FactionState, n: number): void {
  f.P = Math.min(f.P + n, f.maxP);
}

function anotherAtTen(s: TmState, f: FactionState, i: number): boolean {
  return s.factions.some((o) => o !== f && o.cult[i] === 10);
}

/** Advance a cult track with power thresholds and the key rule for space 10 (TM-2.4, TM-11.3). */
export function advanceCult(s: TmState, f: FactionState, cult: Cult, delta: number): Refusal {
  const i = cultIndex(cult);
  const old = f.cult[i] as number;
  let next = old + delta;
  const max = anotherAtTen(s, f, i) ? 9 : 10;
  if (next > max) next = max;
  if (next < 0) return fail('cult-negative', `Not enough steps on ${cult}.`);
  f.cult[i] = next;
  if (old <= 2 && next > 2) gainPower(f, 1);
  if (old <= 4 && next > 4) gainPower(f, 2);
  if (old <= 6 && next > 6) gainPower(f, 2);
  if (old <= 9 && next > 9) {
    if (f.keys < 1) {
      f.cult[i] = 9;
      if (!f.cultBlocked.includes(cult)) f.cultBlocked.push(cult);
      return;
    }
    if (f.id !== 'cultists' && shouldWaitForCultists(s, cult)) {
      return fail('wait-cultists', `Wait for the Cultists' cult decision before moving to 10 on ${cult}.`);
    }
    f.keys--;
    gainPower(f, 3);
    if (f.id === 'auren' && f.specialHex !== null) f.VP += 4;
  }
}

/** snellman: a cult advance to 10 waits while a pending Cultists reward could still reach 10 first (TM-11.5). */
function shouldWaitForCultists(s: TmState, cult: Cult): boolean {
  const cultists = s.factions.find((f) => f.id === 'cultists');
  if (!cultists || cultists.keys === 0) return false;
  const ids = new Set<number>();
  for (const l of s.leeches) {
    if (l.from === cultists.seat && !cultists.leechCultGained[l.id]) ids.add(l.id);
  }
  return (cultists.cult[cultIndex(cult)] as number) + cultists.scratch.CULT + ids.size >= 10;
}

export function gainKeys(s: TmState, f: FactionState, n: number): Refusal {
  f.keys += n;
  if (f.cultBlocked.length > 0 && f.keys >= f.cultBlocked.length) {
    const blocked = f.cultBlocked;
    f.cultBlocked = [];
    for (const c of blocked) {
      const refused = advanceCult(s, f, c, 1);
      if (refused) return refused;
    }
  }
  return undefined;
}

export function gainShipLevel(f: FactionState): void {
  const ship = FACTIONS[f.id].ship;
  if (ship && f.ship < ship.max) {
    f.ship++;
    f.VP += ship.vp[f.ship] ?? 0;
  }
}

export function gainSpades(s: TmState, f: FactionState, n: number): void {
  f.scratch.SPADE += n;
  for (let i = 0; i < n; i++) {
    scoreTileEvent(s, f, 'SPADE');
    factionGainSpecial(f, 'SPADE');
  }
}

export function payPower(f: FactionState, n: number): Refusal {
  if (f.P3 < n) return fail('no-power', `You need ${n} power in bowl III (you have ${f.P3}).`);
  f.P3 -= n;
  f.P1 += n;
  return undefined;
}

export interface Cost {
  W?: number;
  C?: number;
  P?: number;
  PW?: number;
  VP?: number;
}

/** A cost in words, every part of it: "4 C + 1 P". */
export function describeCost(cost: Cost): string {
  return (['W', 'C', 'P', 'PW', 'VP'] as const)
    .filter((k) => (cost[k] ?? 0) > 0)
    .map((k) => `${cost[k]} ${k}`)
    .join(' + ');
}

/** Pays the whole cost or nothing: a shortfall names the whole cost and what the faction has of each part. */
export function pay(f: FactionState, cost: Cost): Refusal {
  const short = (['W', 'C', 'P', 'VP'] as const).filter((k) => f[k] < (cost[k] ?? 0));
  if (short.length > 0) {
    const have = (['W', 'C', 'P', 'VP'] as const).filter((k) => (cost[k] ?? 0) > 0).map((k) => `${f[k]} ${k}`).join(', ');
    return fail('cannot-afford', `Not enough ${short.join(' and ')}: this costs ${describeCost(cost)}; you have ${have}.`);
  }
  if (cost.PW) {
    const refused = payPower(f, cost.PW);
    if (refused) return refused;
  }
  for (const k of ['W', 'C', 'P', 'VP'] as const) f[k] -= cost[k] ?? 0;
  return undefined;
}

export function gainIncome(f: FactionState, inc: { C?: number; W?: number; P?: number; PW?: number; VP?: number }): void {
  if (inc.C) f.C += inc.C;
  if (inc.W) f.W += inc.W;
  if (inc.VP) f.VP += inc.VP;
  if (inc.P) gainPriests(f, inc.P);
  if (inc.PW) gainPower(f, inc.PW);
}

/** Take a favor tile (TM-2.6): never two of a kind; cult steps at once; FAV5 re-checks towns (TM-10.5). */
export function takeFavor(s: TmState, f: FactionState, id: FavorId): Refusal {
  if (f.scratch.gainFavor < 1) return fail('no-favor', 'You may not take a favor tile now.');
  if ((s.favorPool[id] ?? 0) < 1) return fail('favor-gone', `No ${id} tile is left.`);
  if (f.favors.includes(id)) return fail('favor-twice', `You already hold ${id}; pick a different favor tile.`);
  f.scratch.gainFavor--;
  s.favorPool[id] = (s.favorPool[id] ?? 0) - 1;
  f.favors.push(id);
  const tile = FAVOR_TILES[id];
  const refused = advanceCult(s, f, tile.cult, tile.steps);
  if (refused) return refused;
  if ('townSize6' in tile) {
    f.townSize -= 1;
    for (const loc of [...f.locations]) detectTownsFrom(s, f, loc);
  }
  return undefined;
}

/** Take a town tile (TM-10.2): key first, then VP and reward; SCORE2, Witches and Swarmlings bonuses. */
export function takeTown(s: TmState, f: FactionState, id: TownId, keyFirst?: Cult): Refusal {
  if (f.scratch.gainTown < 1) return fail('no-town', 'You have not founded a town that needs a tile.');
  if ((s.townPool[id] ?? 0) < 1) return fail('town-gone', `No ${id} tile is left.`);
  f.scratch.gainTown--;
  s.townPool[id] = (s.townPool[id] ?? 0) - 1;
  f.towns.push(id);
  const tile: (typeof TOWN_TILES)[TownId] = TOWN_TILES[id];
  const locked = gainKeys(s, f, tile.keys);
  if (locked) return locked;
  f.VP += tile.vp;
  if (tile.gain) gainIncome(f, tile.gain);
  if (tile.cultAll !== undefined) {
    // With fewer keys than tracks reaching 10, the player picks which track gets a key first (TM-11.3, D-KEY).
    const order = keyFirst ? [keyFirst, ...CULTS.filter((c) => c !== keyFirst)] : CULTS;
    for (const c of order) {
      const refused = advanceCult(s, f, c, tile.cultAll);
      if (refused) return refused;
    }
  }
  if ('shipLevel' in tile) {
    gainShipLevel(f);
    f.carpetRange += 1;
  }
  scoreTileEvent(s, f, 'TOWN');
  factionGainSpecial(f, 'TOWN');
  return undefined;
}

/** Take a bonus card with the coins on it; the returned card goes back to the supply (TM-6.8.3). */
export function takeBonus(s: TmState, f: FactionState, id: BonusId): Refusal {
  if (!s.bonusPool.includes(id)) return fail('bonus-gone', `${id} is not available.`);
  s.bonusPool = s.bonusPool.filter((b) => b !== id);
  f.C += s.bonusCoins[id] ?? 0;
  s.bonusCoins[id] = 0;
  f.bonus = id;
  return undefined;
}

export function bonusData(id: BonusId) {
  return BONUS_CARDS[id];
}

export function totalPowerTokens(f: FactionState): number {
  return f.P1 + f.P2 + f.P3;
}
