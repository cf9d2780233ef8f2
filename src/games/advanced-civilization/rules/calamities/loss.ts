/** Unit losses in unit points (29.62) paid exact-as-possible (29.63); the same engine serves Civil War selections. */
import type { Owner, AcState } from '../../state.ts';
import { boardOf, limitFor, player, reduceCity, removeCity, seatOf, tokensFromStock, tokensToStock } from '../units.ts';
import type { LossItem, LossSpec, UnitPool } from './types.ts';

/** 29.62: reducing a city is worth 5 minus the tokens it leaves. */
export function reductionPoints(s: AcState, area: string, owner: Owner): number {
  const seat = seatOf(s, owner);
  const stock = seat === null ? 0 : player(s, seat).stock;
  return 5 - Math.min(stock, limitFor(s, area, owner));
}

/** Every unit of an owner (tokens, cities destroyable or reducible), optionally only in some areas. */
export function ownerPool(s: AcState, owner: Owner, areas: readonly string[] | null = null, opts: { reduce?: boolean; keepOne?: boolean } = {}): UnitPool {
  const pool: UnitPool = { tokens: {}, cities: {} };
  for (const a of boardOf(s).order) {
    if (areas && !areas.includes(a)) continue;
    const u = s.board[a];
    if (!u) continue;
    const n = (u.tokens[owner] ?? 0) - (opts.keepOne ? 1 : 0);
    if (n > 0) pool.tokens[a] = n;
    if (u.city === owner) pool.cities[a] = { destroy: 5, reduce: opts.reduce === false ? null : reductionPoints(s, a, owner) };
  }
  return pool;
}

export function poolPoints(pool: UnitPool): number {
  return Object.values(pool.tokens).reduce((n, k) => n + k, 0) + Object.values(pool.cities).reduce((n, c) => n + Math.max(c.destroy ?? 0, c.reduce ?? 0), 0);
}

/** City sums reachable with one witness each (fewest city points first). */
function citySums(pool: UnitPool): Map<number, LossItem[]> {
  let sums = new Map<number, LossItem[]>([[0, []]]);
  for (const [area, c] of Object.entries(pool.cities)) {
    const next = new Map(sums);
    for (const [sum, items] of sums) {
      if (c.reduce !== null && c.reduce > 0 && !next.has(sum + c.reduce)) next.set(sum + c.reduce, [...items, { area, what: 'reduce' }]);
      if (c.destroy !== null && !next.has(sum + c.destroy)) next.set(sum + c.destroy, [...items, { area, what: 'city' }]);
    }
    sums = next;
  }
  return sums;
}

/** 29.63: the amount to pay: the target if reachable, else the smallest reachable amount above it, else everything. */
export function lossDue(spec: LossSpec): number {
  const tokens = Object.values(spec.pool.tokens).reduce((n, k) => n + k, 0);
  const reachable = new Set<number>();
  for (const c of citySums(spec.pool).keys()) for (let t = 0; t <= tokens; t++) reachable.add(c + t);
  const above = [...reachable].filter((x) => x >= spec.target);
  return above.length > 0 ? Math.min(...above) : Math.max(...reachable);
}

export function itemPoints(pool: UnitPool, item: LossItem): number {
  if (item.what === 'tokens') return item.n;
  const c = pool.cities[item.area];
  return (item.what === 'city' ? c?.destroy : c?.reduce) ?? 0;
}

/** Why a loss answer is wrong, or null. */
export function lossProblem(spec: LossSpec, items: readonly LossItem[]): string | null {
  const seen = new Set<string>();
  const tokens = new Map<string, number>();
  for (const it of items) {
    if (it.what === 'tokens') {
      const k = (tokens.get(it.area) ?? 0) + it.n;
      if (it.n <= 0 || k > (spec.pool.tokens[it.area] ?? 0)) return `You may take at most ${spec.pool.tokens[it.area] ?? 0} tokens in ${it.area}.`;
      tokens.set(it.area, k);
      continue;
    }
    const c = spec.pool.cities[it.area];
    if (!c || seen.has(it.area)) return `${it.area} is not one of the cities you may use here (or is listed twice).`;
    if ((it.what === 'city' ? c.destroy : c.reduce) === null) return `The city in ${it.area} may not be ${it.what === 'city' ? 'destroyed' : 'reduced'} here.`;
    seen.add(it.area);
  }
  const total = items.reduce((n, it) => n + itemPoints(spec.pool, it), 0);
  const due = lossDue(spec);
  if (total !== due) return `These units are worth ${total} unit points; exactly ${due} are due (29.63: exact if possible, else the smallest amount above, else everything).`;
  return null;
}

/**
 * K6 default: tokens from the largest stacks first, then cities (as few city points as possible). Variants for the
 * candidate list: `citiesFirst` (as many city points as possible), `smallestFirst` (tokens from the smallest stacks).
 */
export function defaultLoss(spec: LossSpec, citiesFirst = false, smallestFirst = false): LossItem[] {
  const due = lossDue(spec);
  const tokenTotal = Object.values(spec.pool.tokens).reduce((n, k) => n + k, 0);
  const sums = [...citySums(spec.pool)].filter(([c]) => c <= due && due - c <= tokenTotal).sort((a, b) => (citiesFirst ? b[0] - a[0] : a[0] - b[0]));
  const [cityPoints, cityItems] = sums[0] ?? [0, []];
  const left = new Map(Object.entries(spec.pool.tokens));
  const taken = new Map<string, number>();
  for (let k = due - cityPoints; k > 0; k--) {
    const [area] = [...left].filter(([, n]) => n > 0).sort((a, b) => (smallestFirst ? a[1] - b[1] : b[1] - a[1]))[0]!;
    left.set(area, left.get(area)! - 1);
    taken.set(area, (taken.get(area) ?? 0) + 1);
  }
  const tokenItems: LossItem[] = [...taken].map(([area, n]) => ({ area, what: 'tokens', n }));
  return [...tokenItems, ...cityItems];
}

/** Applies a loss to an owner's units; returns a short text. */
export function applyLoss(s: AcState, owner: Owner, pool: UnitPool, items: readonly LossItem[]): string {
  const parts: string[] = [];
  for (const it of items) {
    if (it.what === 'tokens') {
      tokensToStock(s, it.area, owner, it.n);
      parts.push(`${it.area} -${it.n}`);
    } else if (it.what === 'reduce') {
      reduceCity(s, it.area);
      parts.push(`city in ${it.area} reduced`);
    } else {
      removeCity(s, it.area);
      if (pool.cityLeavesToken) tokensFromStock(s, it.area, owner, 1);
      parts.push(`city in ${it.area} ${pool.cityLeavesToken ? 'replaced by one token' : 'destroyed'}`);
    }
  }
  return parts.join(', ') || 'nothing';
}
