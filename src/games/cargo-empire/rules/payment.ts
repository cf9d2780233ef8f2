/**
 * Paying for a transport (CE-4): which card sets complete a journey, with enhanced locomotives (CE-13.5 red) and
 * extra ports.
 */
import { perDataSet, transportCardsData } from '../data/pack.ts';
import { cityInfo, expressSpaces, isCity, landDistance, mapSide, neighbours, type MapId } from './world.ts';
import type { Counts, Transport } from '../state.ts';

/**
 * Payment legality (CE-4). A multiset of cards completes a journey when some ordering of its cards into legs
 * (car: 1 land route; loco: 1-2 consecutive routes, enhanced 1-3; ship: port to a different port) leads from
 * origin to destination using every card. It is legal when no proper non-empty sub-multiset also completes.
 *
 * Results depend only on the static map and on the one city a Tino player may treat as a port, so they are
 * memoised in tables per map side (pure: same inputs, same outputs). Node sets are bit masks.
 */
export interface Capacity {
  car: number;
  loco: number;
  /** Enhanced locomotives (Rockriel), counted apart from normal ones. */
  eloco: number;
  ship: number;
}

/** Largest counts a legal payment can hold on a map whose land distances are at most 12 (see legalPayments). */
const MAX = { car: 12, loco: 6, eloco: 6, ship: 1 } as const;

/**
 * One map side's route graph as bit masks: its nodes are its cities, then its express spaces (Dior, CE-17.2: nodes
 * for route length, never ports). At most 30 nodes, so a node set fits a 32-bit integer.
 */
interface Graph {
  nodes: readonly string[];
  index: ReadonlyMap<string, number>;
  neighbourMasks: readonly number[];
  portMask: number;
  legEnds: Map<number, number[]>;
  exact: Map<number, number>;
  any: Map<number, number>;
}

function buildGraph(map: MapId): Graph {
  const nodes = [...mapSide(map).cityIds, ...expressSpaces(map)];
  const index = new Map(nodes.map((id, i) => [id, i]));
  return {
    nodes,
    index,
    neighbourMasks: nodes.map((id) => neighbours(id).reduce((m, n) => m | (1 << index.get(n)!), 0)),
    portMask: nodes.reduce((m, id, i) => (isCity(id) && cityInfo(id).port ? m | (1 << i) : m), 0),
    legEnds: new Map(),
    exact: new Map(),
    any: new Map(),
  };
}

/** The route graphs of the data set in use, with their memo tables (built once per data set). */
const graphs = perDataSet((): Record<MapId, Graph> => ({ europe: buildGraph('europe'), dior: buildGraph('dior') }));

/** The graph of the map side a city belongs to (city ids are unique across both sides). */
function graphOf(city: string): Graph | undefined {
  const g = graphs();
  return g.europe.index.has(city) ? g.europe : g.dior.index.has(city) ? g.dior : undefined;
}

function bits(g: Graph, mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.nodes.length; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Nodes at the end of a walk of 1..maxRoutes land routes, the start excluded. */
function legEnds(g: Graph, node: number, maxRoutes: number): number[] {
  const key = node * 4 + maxRoutes;
  const cached = g.legEnds.get(key);
  if (cached) return cached;
  let reached = 0;
  let frontier = 1 << node;
  for (let r = 1; r <= maxRoutes; r++) {
    let next = 0;
    for (const n of bits(g, frontier)) next |= g.neighbourMasks[n]!;
    reached |= next;
    frontier = next;
  }
  const ends = bits(g, reached & ~(1 << node));
  g.legEnds.set(key, ends);
  return ends;
}

function portMask(g: Graph, extraPort: string | null): number {
  const i = extraPort === null ? undefined : g.index.get(extraPort);
  return i === undefined ? g.portMask : g.portMask | (1 << i);
}

function key(g: Graph, port: number, node: number, c: number, l: number, e: number, s: number): number {
  return (((((port * g.nodes.length + node) * (MAX.car + 1) + c) * (MAX.loco + 1) + l) * (MAX.eloco + 1) + e) * (MAX.ship + 1) + s);
}

function portIndex(g: Graph, extraPort: string | null): number {
  const i = extraPort === null ? undefined : g.index.get(extraPort);
  return i === undefined || !isCity(extraPort!) || cityInfo(extraPort!).port ? 0 : i + 1;
}

/** Nodes where a journey using exactly these cards can end (mode 'exact') or any node visited using some of them ('any'). */
function ends(g: Graph, mode: 'exact' | 'any', node: number, c: number, l: number, e: number, s: number, extraPort: string | null): number {
  const cache = mode === 'exact' ? g.exact : g.any;
  const k = key(g, portIndex(g, extraPort), node, c, l, e, s);
  const cached = cache.get(k);
  if (cached !== undefined) return cached;
  let mask = mode === 'any' || c + l + e + s === 0 ? 1 << node : 0;
  const { cards, enhancedLoco } = transportCardsData();
  if (c > 0) for (const n of legEnds(g, node, cards.car.maxRoutes)) mask |= ends(g, mode, n, c - 1, l, e, s, extraPort);
  if (l > 0) for (const n of legEnds(g, node, cards.loco.maxRoutes)) mask |= ends(g, mode, n, c, l - 1, e, s, extraPort);
  if (e > 0) for (const n of legEnds(g, node, enhancedLoco.maxRoutes)) mask |= ends(g, mode, n, c, l, e - 1, s, extraPort);
  const ports = portMask(g, extraPort);
  if (s > 0 && ports & (1 << node)) for (const n of bits(g, ports & ~(1 << node))) mask |= ends(g, mode, n, c, l, e, s - 1, extraPort);
  cache.set(k, mask);
  return mask;
}

function withinBounds(cap: Capacity): boolean {
  return cap.car <= MAX.car && cap.loco <= MAX.loco && cap.eloco <= MAX.eloco && cap.ship <= MAX.ship && Math.min(cap.car, cap.loco, cap.eloco, cap.ship) >= 0;
}

export function completes(from: string, to: string, cap: Capacity, extraPort: string | null = null): boolean {
  const g = graphOf(from);
  const a = g?.index.get(from);
  const b = g?.index.get(to);
  if (!g || a === undefined || b === undefined || a === b || !isCity(to) || !withinBounds(cap)) return false;
  return (ends(g, 'exact', a, cap.car, cap.loco, cap.eloco, cap.ship, extraPort) & (1 << b)) !== 0;
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

/** Cities reachable with some sub-multiset of the hand (CE-4.8 mandatory-transport check); express spaces excluded. */
export function reachable(from: string, hand: Counts<Transport>, enhanced: number, extraPort: string | null = null): Set<string> {
  const g = graphOf(from);
  const a = g?.index.get(from);
  if (!g || a === undefined) return new Set();
  const cap = capacityOf({ car: Math.min(hand.car, MAX.car), loco: Math.min(hand.loco, MAX.loco), ship: Math.min(hand.ship, MAX.ship) }, enhanced);
  const mask = ends(g, 'any', a, cap.car, cap.loco, Math.min(cap.eloco, MAX.eloco), cap.ship, extraPort) & ~(1 << a);
  return new Set(bits(g, mask).map((i) => g.nodes[i]!).filter(isCity));
}

export function formatCards(cards: Counts<Transport>): string {
  const parts: string[] = [];
  for (const t of ['car', 'loco', 'ship'] as const) for (let i = 0; i < cards[t]; i++) parts.push(t);
  return parts.join('+');
}
