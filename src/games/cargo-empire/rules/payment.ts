/**
 * Paying for a transport (CE-4): which card sets complete a journey, with enhanced locomotives (CE-13.5 red) and
 * extra ports.
 */
import { ENHANCED_LOCO, TRANSPORT_CARDS } from '../data/transport-cards.ts';
import { CITY_IDS, cityInfo, landDistance, neighbours } from './world.ts';
import type { Counts, Transport } from '../state.ts';

/**
 * Payment legality (CE-4). A multiset of cards completes a journey when some ordering of its cards into legs
 * (car: 1 land route; loco: 1-2 consecutive routes, enhanced 1-3; ship: port to a different port) leads from
 * origin to destination using every card. It is legal when no proper non-empty sub-multiset also completes.
 *
 * Results depend only on the static map and on the one city a Tino player may treat as a port, so they are
 * memoised in module-level tables (pure: same inputs, same outputs). Node sets are 24-bit masks.
 */
export interface Capacity {
  car: number;
  loco: number;
  /** Enhanced locomotives (Rockriel), counted apart from normal ones. */
  eloco: number;
  ship: number;
}

/** Largest counts a legal payment can hold on a map whose land distances are at most 8 (see legalPayments). */
const MAX = { car: 8, loco: 5, eloco: 5, ship: 1 } as const;

const N = CITY_IDS.length;
const INDEX = new Map(CITY_IDS.map((id, i) => [id, i]));
const NEIGHBOUR_MASKS = CITY_IDS.map((id) => neighbours(id).reduce((m, n) => m | (1 << INDEX.get(n)!), 0));
const PORT_MASK = CITY_IDS.reduce((m, id, i) => (cityInfo(id).port ? m | (1 << i) : m), 0);

function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < N; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Nodes at the end of a walk of 1..maxRoutes land routes, the start excluded. */
const legEndsCache = new Map<number, number[]>();
function legEnds(node: number, maxRoutes: number): number[] {
  const key = node * 4 + maxRoutes;
  const cached = legEndsCache.get(key);
  if (cached) return cached;
  let reached = 0;
  let frontier = 1 << node;
  for (let r = 1; r <= maxRoutes; r++) {
    let next = 0;
    for (const n of bits(frontier)) next |= NEIGHBOUR_MASKS[n]!;
    reached |= next;
    frontier = next;
  }
  const ends = bits(reached & ~(1 << node));
  legEndsCache.set(key, ends);
  return ends;
}

function portMask(extraPort: string | null): number {
  const i = extraPort === null ? undefined : INDEX.get(extraPort);
  return i === undefined ? PORT_MASK : PORT_MASK | (1 << i);
}

function key(port: number, node: number, c: number, l: number, e: number, s: number): number {
  return (((((port * N + node) * (MAX.car + 1) + c) * (MAX.loco + 1) + l) * (MAX.eloco + 1) + e) * (MAX.ship + 1) + s);
}

function portIndex(extraPort: string | null): number {
  const i = extraPort === null ? undefined : INDEX.get(extraPort);
  return i === undefined || cityInfo(extraPort!).port ? 0 : i + 1;
}

/** Nodes where a journey using exactly these cards can end (mode 'exact') or any node visited using some of them ('any'). */
const exactCache = new Map<number, number>();
const anyCache = new Map<number, number>();

function ends(mode: 'exact' | 'any', node: number, c: number, l: number, e: number, s: number, extraPort: string | null): number {
  const cache = mode === 'exact' ? exactCache : anyCache;
  const k = key(portIndex(extraPort), node, c, l, e, s);
  const cached = cache.get(k);
  if (cached !== undefined) return cached;
  let mask = mode === 'any' || c + l + e + s === 0 ? 1 << node : 0;
  if (c > 0) for (const n of legEnds(node, TRANSPORT_CARDS.car.maxRoutes)) mask |= ends(mode, n, c - 1, l, e, s, extraPort);
  if (l > 0) for (const n of legEnds(node, TRANSPORT_CARDS.loco.maxRoutes)) mask |= ends(mode, n, c, l - 1, e, s, extraPort);
  if (e > 0) for (const n of legEnds(node, ENHANCED_LOCO.maxRoutes)) mask |= ends(mode, n, c, l, e - 1, s, extraPort);
  const ports = portMask(extraPort);
  if (s > 0 && ports & (1 << node)) for (const n of bits(ports & ~(1 << node))) mask |= ends(mode, n, c, l, e, s - 1, extraPort);
  cache.set(k, mask);
  return mask;
}

function withinBounds(cap: Capacity): boolean {
  return cap.car <= MAX.car && cap.loco <= MAX.loco && cap.eloco <= MAX.eloco && cap.ship <= MAX.ship && Math.min(cap.car, cap.loco, cap.eloco, cap.ship) >= 0;
}

export function completes(from: string, to: string, cap: Capacity, extraPort: string | null = null): boolean {
  const a = INDEX.get(from);
  const b = INDEX.get(to);
  if (a === undefined || b === undefined || a === b || !withinBounds(cap)) return false;
  return (ends('exact', a, cap.car, cap.loco, cap.eloco, cap.ship, extraPort) & (1 << b)) !== 0;
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
export function isLegalPayment(from: string, to: string, cards: Counts<Transport>, enhanced: number, extraPort: string | null = null): boolean {
  if (total(cards) === 0 || !withinBounds(capacityOf(cards, enhanced))) return false;
  if (!completes(from, to, capacityOf(cards, enhanced), extraPort)) return false;
  for (let c = 0; c <= cards.car; c++) {
    for (let l = 0; l <= cards.loco; l++) {
      for (let s = 0; s <= cards.ship; s++) {
        const sub = { car: c, loco: l, ship: s };
        const n = total(sub);
        if (n === 0 || n === total(cards)) continue;
        if (completes(from, to, capacityOf(sub, enhanced), extraPort)) return false;
      }
    }
  }
  return true;
}

/**
 * Every legal payment from the hand. Bounds: a legal set holds at most d cars and ceil(d/2) locomotives
 * (d = land distance; more would contain the all-car or all-loco set that already completes) and at most 1 ship.
 */
export function legalPayments(from: string, to: string, hand: Counts<Transport>, enhanced: number, extraPort: string | null = null): Counts<Transport>[] {
  const d = landDistance(from, to);
  const maxCar = Math.min(hand.car, Number.isFinite(d) ? d : MAX.car, MAX.car);
  const maxLoco = Math.min(hand.loco, Number.isFinite(d) ? Math.ceil(d / 2) : MAX.loco, MAX.loco);
  const maxShip = Math.min(hand.ship, MAX.ship);
  const out: Counts<Transport>[] = [];
  for (let c = 0; c <= maxCar; c++) {
    for (let l = 0; l <= maxLoco; l++) {
      for (let s = 0; s <= maxShip; s++) {
        const cards = { car: c, loco: l, ship: s };
        if (isLegalPayment(from, to, cards, enhanced, extraPort)) out.push(cards);
      }
    }
  }
  return out;
}

/** Cities reachable with some sub-multiset of the hand (CE-4.8 mandatory-transport check). */
export function reachable(from: string, hand: Counts<Transport>, enhanced: number, extraPort: string | null = null): Set<string> {
  const a = INDEX.get(from);
  if (a === undefined) return new Set();
  const cap = capacityOf({ car: Math.min(hand.car, MAX.car), loco: Math.min(hand.loco, MAX.loco), ship: Math.min(hand.ship, MAX.ship) }, enhanced);
  const mask = ends('any', a, cap.car, cap.loco, Math.min(cap.eloco, MAX.eloco), cap.ship, extraPort) & ~(1 << a);
  return new Set(bits(mask).map((i) => CITY_IDS[i]!));
}

export function formatCards(cards: Counts<Transport>): string {
  const parts: string[] = [];
  for (const t of ['car', 'loco', 'ship'] as const) for (let i = 0; i < cards[t]; i++) parts.push(t);
  return parts.join('+');
}
