import { FACTIONS } from '../data/factions.ts';
import { BONUS_CARDS, FAVOR_TILES, type BonusId } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { W } from './weights.ts';

/**
 * What resources are worth in victory points, by how many income phases are still to come: early they build the
 * engine (a worker is a third of a dwelling, a priest a temple's income or two cult steps, power in bowl III a power
 * action), at the end only their conversion to coins counts (TM-13.4: 3 coins a point, Alchemists 2).
 */
const STOCK = ['C', 'W', 'P', 'P1', 'P2', 'P3'] as const satisfies readonly (keyof FactionState)[];
type Stock = (typeof STOCK)[number];

export type ResourceValue = Record<Stock, number> & {
  /** One power token moved by income (half from bowl I to II, half from II to III on average). */
  PW: number;
};

export const LAST_ROUND = 6;

/** Income phases still to come (TM-5): none in the last round. */
export function incomePhasesLeft(s: TmState): number {
  if (s.phase === 'play' || s.phase === 'income-spades') return Math.max(0, LAST_ROUND - s.round);
  return LAST_ROUND;
}

export function resourceValue(f: FactionState, roundsLeft: number): ResourceValue {
  const end = f.id === 'alchemists' ? 1 / 2 : 1 / 3;
  const late: Record<Stock, number> = { C: end, W: end, P: end, P1: 0, P2: end / 2, P3: end };
  const early = Math.min(1, roundsLeft / 5);
  const v = Object.fromEntries(STOCK.map((k) => [k, late[k] + (W[k] - late[k]) * early])) as Record<Stock, number>;
  return { ...v, PW: (v.P2 - v.P1 + v.P3 - v.P2) / 2 };
}

export function stockValue(f: FactionState, v: ResourceValue): number {
  return STOCK.reduce((sum, k) => sum + f[k] * v[k], 0);
}

type Income = { C: number; W: number; P: number; PW: number };

/** Income of buildings and favour tiles (TM-5), the part that comes every round. */
export function buildingIncome(f: FactionState): Income {
  const data = FACTIONS[f.id];
  const total = { C: 0, W: 0, P: 0, PW: 0 };
  for (const type of ['D', 'TP', 'TE', 'SH', 'SA'] as const) {
    const inc = data.income[type];
    for (const k of ['C', 'W', 'P', 'PW'] as const) total[k] += inc[k]?.[f.built[type]] ?? 0;
  }
  for (const fav of f.favors) {
    const tile = FAVOR_TILES[fav];
    if ('income' in tile) for (const k of ['C', 'W', 'P', 'PW'] as const) total[k] += (tile.income as Partial<Income>)[k] ?? 0;
  }
  return total;
}

export function incomeValue(inc: Income, v: ResourceValue): number {
  return inc.C * v.C + inc.W * v.W + inc.P * v.P + inc.PW * v.PW;
}

/** The building income of every income phase still to come, each valued at its own time. */
export function futureIncome(f: FactionState, roundsLeft: number): number {
  const inc = buildingIncome(f);
  let sum = 0;
  for (let k = roundsLeft - 1; k >= 0; k--) sum += incomeValue(inc, resourceValue(f, k + 0.5));
  return sum * W.income;
}

/** Pass VP a bonus card (and FAV12, the Engineers' bridges aside) would give with the faction's buildings now. */
function passVpOf(f: FactionState, card: BonusId): number {
  const p = BONUS_CARDS[card].passVp;
  if (!p) return 0;
  if (p.per === 'SHSA') return p.vp * (f.built.SH + f.built.SA);
  if (p.per === 'ship') return p.vp * (FACTIONS[f.id].ship ? f.ship : 0);
  return p.vp * f.built[p.per];
}

/** A bonus card held for the next round: its income, its action, its pass VP (TM-7). */
export function bonusCardValue(s: TmState, f: FactionState, card: BonusId, roundsLeft: number): number {
  const data = BONUS_CARDS[card];
  const v = resourceValue(f, Math.max(0, roundsLeft - 0.5));
  const inc = data.income as Partial<Income>;
  let value = (inc.C ?? 0) * v.C + (inc.W ?? 0) * v.W + (inc.P ?? 0) * v.P + (inc.PW ?? 0) * v.PW;
  if ('special' in data) value += data.special === 'spade' ? 2 * v.W + 0.5 : 1;
  if ('shipBonus' in data) value += FACTIONS[f.id].ship ? 0.8 : 0;
  value += passVpOf(f, card) * 0.9;
  return value;
}

/** What holding the current card is worth until the faction passes: its pass VP and an unused action. */
export function heldCardValue(f: FactionState): number {
  if (!f.bonus) return 0;
  return passVpOf(f, f.bonus);
}

/** The best card left in the pool, which the faction can expect to take when it passes this round. */
export function bestPoolCard(s: TmState, f: FactionState, roundsLeft: number): number {
  let best = 0;
  for (const card of s.bonusPool) best = Math.max(best, bonusCardValue(s, f, card, roundsLeft) + (s.bonusCoins[card] ?? 0) * resourceValue(f, roundsLeft).C);
  return best;
}
