import { ENHANCED_LOCO, TRANSPORT_CARDS } from './data/transport-cards.ts';
import { CITY_IDS, landDistance, neighbours } from './world.ts';
import type { Counts, Transport } from './types.ts';

/**
 * Payment legality (CE-4). A multiset of cards completes a journey when some ordering of its cards into legs
 * (car: 1 land route; loco: 1-2 consecutive routes, enhanced 1-3; ship: port to a different port) leads from
 * origin to destination using every card. It is legal when no proper non-empty sub-multiset also completes.
 */
export interface Capacity {
  car: number;
  loco: number;
  /** Enhanced locomotives (Rockriel), counted apart from normal ones. */
  eloco: number;
  ship: number;
}

export type IsPort = (city: string) => boolean;

/** Nodes at the end of a walk of minRoutes..maxRoutes land routes, the start excluded. */
const landLegEnds = new Map<string, readonly string[]>();
function legEnds(from: string, maxRoutes: number): readonly string[] {
  const key = `${from}/${maxRoutes}`;
  const cached = landLegEnds.get(key);
  if (cached) return cached;
  const out = new Set<string>();
  let frontier = [from];
  for (let r = 1; r <= maxRoutes; r++) {
    const next: string[] = [];
    for (const n of frontier) for (const m of neighbours(n)) next.push(m);
    for (const m of next) out.add(m);
    frontier = [...new Set(next)];
  }
  out.delete(from);
  const ends = [...out];
  landLegEnds.set(key, ends);
  return ends;
}

export function completes(from: string, to: string, cap: Capacity, isPort: IsPort): boolean {
  if (from === to) return false;
  const memo = new Map<string, boolean>();
  const search = (node: string, c: number, l: number, e: number, s: number): boolean => {
    if (c === 0 && l === 0 && e === 0 && s === 0) return node === to;
    const key = `${node}|${c}|${l}|${e}|${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, false);
    let ok = false;
    if (c > 0) ok = legEnds(node, TRANSPORT_CARDS.car.maxRoutes).some((n) => search(n, c - 1, l, e, s));
    if (!ok && l > 0) ok = legEnds(node, TRANSPORT_CARDS.loco.maxRoutes).some((n) => search(n, c, l - 1, e, s));
    if (!ok && e > 0) ok = legEnds(node, ENHANCED_LOCO.maxRoutes).some((n) => search(n, c, l, e - 1, s));
    if (!ok && s > 0 && isPort(node)) ok = CITY_IDS.some((n) => n !== node && isPort(n) && search(n, c, l, e, s - 1));
    memo.set(key, ok);
    return ok;
  };
  return search(from, cap.car, cap.loco, cap.eloco, cap.ship);
}

/** The capacities of played cards when `enhanced` Rockriel activations apply to the locomotives played. */
export function capacityOf(cards: Counts<Transport>, enhanced: number): Capacity {
  const eloco = Math.min(enhanced, cards.loco);
  return { car: cards.car, loco: cards.loco - eloco, eloco, ship: cards.ship };
}

function total(c: Counts<Transport>): number {
  return c.car + c.loco + c.ship;
}

/** CE-4.3 + CE-4.4: the cards complete the journey and no proper sub-multiset does. */
export function isLegalPayment(from: string, to: string, cards: Counts<Transport>, enhanced: number, isPort: IsPort): boolean {
  if (total(cards) === 0) return false;
  if (!completes(from, to, capacityOf(cards, enhanced), isPort)) return false;
  for (let c = 0; c <= cards.car; c++) {
    for (let l = 0; l <= cards.loco; l++) {
      for (let s = 0; s <= cards.ship; s++) {
        const sub = { car: c, loco: l, ship: s };
        const n = total(sub);
        if (n === 0 || n === total(cards)) continue;
        if (completes(from, to, capacityOf(sub, enhanced), isPort)) return false;
      }
    }
  }
  return true;
}

/**
 * Every legal payment from the hand. Bounds: a legal set holds at most d cars and ceil(d/2) locomotives
 * (d = land distance; more would contain the all-car or all-loco set that already completes) and at most 1 ship.
 */
export function legalPayments(from: string, to: string, hand: Counts<Transport>, enhanced: number, isPort: IsPort): Counts<Transport>[] {
  const d = landDistance(from, to);
  const maxCar = Math.min(hand.car, Number.isFinite(d) ? d : 8);
  const maxLoco = Math.min(hand.loco, Number.isFinite(d) ? Math.ceil(d / 2) : 4);
  const maxShip = Math.min(hand.ship, 1);
  const out: Counts<Transport>[] = [];
  for (let c = 0; c <= maxCar; c++) {
    for (let l = 0; l <= maxLoco; l++) {
      for (let s = 0; s <= maxShip; s++) {
        const cards = { car: c, loco: l, ship: s };
        if (isLegalPayment(from, to, cards, enhanced, isPort)) out.push(cards);
      }
    }
  }
  return out;
}

/** Cities reachable with some sub-multiset of the hand (CE-4.8 mandatory-transport check). */
export function reachable(from: string, hand: Counts<Transport>, enhanced: number, isPort: IsPort): Set<string> {
  const cap = capacityOf({ car: Math.min(hand.car, 8), loco: Math.min(hand.loco, 5), ship: Math.min(hand.ship, 1) }, enhanced);
  const seen = new Set<string>();
  const nodes = new Set<string>();
  const visit = (node: string, c: number, l: number, e: number, s: number): void => {
    const key = `${node}|${c}|${l}|${e}|${s}`;
    if (seen.has(key)) return;
    seen.add(key);
    nodes.add(node);
    if (c > 0) for (const n of legEnds(node, 1)) visit(n, c - 1, l, e, s);
    if (l > 0) for (const n of legEnds(node, 2)) visit(n, c, l - 1, e, s);
    if (e > 0) for (const n of legEnds(node, 3)) visit(n, c, l, e - 1, s);
    if (s > 0 && isPort(node)) for (const n of CITY_IDS) if (n !== node && isPort(n)) visit(n, c, l, e, s - 1);
  };
  visit(from, cap.car, cap.loco, cap.eloco, cap.ship);
  nodes.delete(from);
  return nodes;
}

export function formatCards(cards: Counts<Transport>): string {
  const parts: string[] = [];
  for (const t of ['car', 'loco', 'ship'] as const) for (let i = 0; i < cards[t]; i++) parts.push(t);
  return parts.join('+');
}
