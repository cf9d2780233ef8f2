/** Legal moves (for autocomplete and random play) and the D.2 default of every decision. */
import { formatMove } from './notation.ts';
import { freeNations, startAreas } from './rules/15-setup.ts';
import { revoltTake, taxRates } from './rules/19-taxation.ts';
import { defaultGrowth, entitlements } from './rules/20-growth.ts';
import { buildPayments, buildSites, shipsOf } from './rules/22-ships.ts';
import { endMovementProblem, movable, sailTargets } from './rules/23-movement.ts';
import { buildableAreas } from './rules/25-cities.ts';
import { defaultReductions, reductionPreference, reductionProblem } from './rules/26-support.ts';
import { maxGoldPurchase } from './rules/27-trade-cards.ts';
import { calamityDefault, calamityOptions } from './rules/29-calamities.ts';
import { amountDue, buyableCards, canonicalPayment, defaultDiscard, excessCards } from './rules/31-civ-cards.ts';
import { boardOf, citiesOf, nationOf, player } from './rules/units.ts';
import type { AcState } from './state.ts';
import { tradeLegalMoves } from './rules/28-trade-legal.ts';
import { landMoveCandidates } from './rules/23-movement-candidates.ts';
import { lateNations } from './rules/15.5-late-join.ts';
import { strictTurn } from './rules/17.2-strict-order.ts';

function combinations<T>(items: readonly T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < items.length; i++) rec(i + 1, [...acc, items[i]!]);
  };
  rec(0, []);
  return out;
}

function seatActs(s: AcState, seat: number): boolean {
  if (s.phase === 'over') return false;
  return s.sim ? s.sim.seats.includes(seat) : s.queue[0] === seat;
}

function movementSteps(s: AcState, seat: number): string[] {
  const out = [...landMoveCandidates(s, seat), ...shipMoveSteps(s, seat)];
  if (endMovementProblem(s, seat) === null) out.push('done');
  return out;
}

/** Ship steps of phase 5: land cargo, board, sail (23.51-23.56). */
function shipMoveSteps(s: AcState, seat: number): string[] {
  const out: string[] = [];
  const board = boardOf(s);
  for (const ship of shipsOf(s, seat)) {
    if (ship.cargo > 0 && board.areas[ship.area]!.land) out.push(`land ${ship.id} ${ship.cargo}`);
    if (board.areas[ship.area]!.land && ship.movesLeft > 0) {
      const room = Math.min(5 - ship.cargo, movable(s, seat, ship.area));
      if (room > 0) for (const c of new Set([1, room])) out.push(`board ${ship.id} ${c}`);
    }
    for (const t of sailTargets(s, ship)) out.push(`sail ${ship.id} ${t.to}`);
  }
  return out;
}

/** Phase 4 answers: nothing (upkeep by default), one new ship, scrapping a ship, or levying a ship's upkeep. */
function shipSteps(s: AcState, seat: number): string[] {
  const out = ['ships none'];
  const p = player(s, seat);
  for (const a of buildSites(s, seat)) for (const t of buildPayments(s, seat, a)) out.push(`ship build ${a} ${t}`);
  for (const ship of shipsOf(s, seat)) {
    if (!ship.kept) {
      if (p.treasury > 0) out.push(`ship upkeep ${ship.id} treasury`);
      if ((s.board[ship.area]?.tokens[p.nation!] ?? 0) > 0) out.push(`ship upkeep ${ship.id} levy`);
    }
    out.push(`ship scrap ${ship.id}`);
  }
  return out;
}

function cityOptions(s: AcState, seat: number): string[] {
  const areas = buildableAreas(s, seat);
  const room = player(s, seat).citiesInStock;
  const out = new Set(['cities none']);
  const plain = areas.filter((a) => a.plain).map((a) => a.area);
  for (const a of plain) out.add(`cities ${a}`);
  if (plain.length > 1) out.add(`cities ${plain.slice(0, room).join(', ')}`);
  for (const a of areas) {
    if (a.maxTreasury > 0) {
      const t = Math.max(1, a.minTreasury);
      if (t > a.maxTreasury) continue;
      out.add(`cities ${a.area}:${t}`);
      // 25.3: Architecture helps one city a turn, beside the plain ones.
      const others = plain.filter((x) => x !== a.area).slice(0, room - 1);
      if (others.length > 0) out.add(`cities ${[...others, `${a.area}:${t}`].join(', ')}`);
    }
  }
  return [...out];
}

function reductionOptions(s: AcState, seat: number): string[] {
  const pref = reductionPreference(s, seat);
  const out = new Set<string>();
  out.add(`reduce ${defaultReductions(s, seat).join(', ')}`);
  for (const first of pref) {
    const list = [first, ...pref.filter((x) => x !== first)];
    for (let k = 1; k <= list.length; k++) {
      if (reductionProblem(s, seat, list.slice(0, k)) === null) {
        out.add(`reduce ${list.slice(0, k).join(', ')}`);
        break;
      }
    }
  }
  return [...out];
}

function civOptions(s: AcState, seat: number): string[] {
  const p = player(s, seat);
  const out = ['buy nothing'];
  const cards = buyableCards(p);
  const singles = cards.filter((c) => amountDue(p, [c]) === 0 || canonicalPayment(p, [c]) !== null);
  for (const c of singles) {
    const pay = canonicalPayment(p, [c]);
    if (pay) out.push(formatMove({ kind: 'buy', purchase: pay }));
  }
  for (const pair of combinations(singles, 2, 15)) {
    const pay = canonicalPayment(p, pair);
    if (pay) out.push(formatMove({ kind: 'buy', purchase: pay }));
  }
  // As many as the hand and treasury pay for, cheapest first (D-9 batch purchase), when that is more than two.
  const bundle: string[] = [];
  for (const c of [...singles].sort((a, b) => amountDue(p, [a]) - amountDue(p, [b]) || (a < b ? -1 : 1))) {
    if (canonicalPayment(p, [...bundle, c])) bundle.push(c);
  }
  const pay = bundle.length > 2 ? canonicalPayment(p, bundle) : null;
  if (pay) out.push(formatMove({ kind: 'buy', purchase: pay }));
  return out;
}

function growthOptions(s: AcState, seat: number): string[] {
  const out = new Set<string>();
  const fmt = (placement: Record<string, number>) => formatMove({ kind: 'grow', placement: Object.entries(placement) });
  out.add(fmt(defaultGrowth(s, seat)));
  let left = player(s, seat).stock;
  const rev: Record<string, number> = {};
  for (const [a, k] of Object.entries(entitlements(s, seat)).reverse()) {
    const n = Math.min(k, left);
    if (n > 0) rev[a] = n;
    left -= n;
  }
  out.add(fmt(Object.fromEntries(Object.entries(rev).reverse())));
  return [...out];
}

function discardOptions(s: AcState, seat: number): string[] {
  const p = player(s, seat);
  const out = new Set<string>([formatMove({ kind: 'discard', cards: defaultDiscard(p) })]);
  const byValue = [...p.hand].sort();
  out.add(formatMove({ kind: 'discard', cards: byValue.slice(0, excessCards(p)) }));
  out.add(formatMove({ kind: 'discard', cards: byValue.slice(byValue.length - excessCards(p)) }));
  return [...out];
}

/**
 * The seat's legal moves for its decision. Under strict order (17.2) only the seat whose turn it is has any; a late
 * player without a nation picks one (15.51). The open moves (insist on strict order, leave) are not listed: they are
 * GameModule.anyTimeMoves, offered by their own /civ subcommands, and random play leaves them alone.
 */
export function legalMoves(s: AcState, seat: number): string[] {
  const p = s.players[seat];
  if (p?.left === true) return [];
  if (p?.waiting === true && p.nation === null) return lateNations(s).map((n) => `nation ${n}`);
  const turn = strictTurn(s);
  if (turn !== null && turn !== seat) return [];
  return phaseMoves(s, seat);
}

function phaseMoves(s: AcState, seat: number): string[] {
  if (s.phase === 'trade') return tradeLegalMoves(s, seat);
  if (!seatActs(s, seat)) return [];
  switch (s.phase) {
    case 'nation':
      return freeNations(s).map((n) => `nation ${n}`);
    case 'start':
      return startAreas(s, nationOf(s, seat)).map((a) => `start ${a}`);
    case 'tax':
      return taxRates(s, seat).map((r) => `rate ${r}`);
    case 'revolt': {
      const r = s.revolts[0]!;
      const k = revoltTake(s, r.victim, r.count, seat);
      return combinations(citiesOf(s, nationOf(s, r.victim)), k, 30).map((c) => `revolt ${c.join(', ')}`);
    }
    case 'growth':
      return growthOptions(s, seat);
    case 'ships':
      return shipSteps(s, seat);
    case 'move':
      return movementSteps(s, seat);
    case 'pillage':
      return Array.from({ length: Math.min(3, player(s, seat).stock) + 1 }, (_, i) => `pillage ${i}`);
    case 'cities':
      return cityOptions(s, seat);
    case 'support':
      return reductionOptions(s, seat);
    case 'trade-cards':
      return Array.from({ length: maxGoldPurchase(s, seat) + 1 }, (_, i) => `gold ${i}`);
    case 'civ':
      return civOptions(s, seat);
    case 'hand-limit':
      return discardOptions(s, seat);
    case 'calamities':
      return calamityOptions(s, seat);
    default:
      return [];
  }
}

/** The D.2 default of the seat's decision (played on timeout or autopilot). */
export function defaultMove(s: AcState, seat: number): string | undefined {
  // X2 and X4 defaults (D.2): open offers lapse, every trader is done at the deadline.
  if (s.phase === 'trade') return tradeLegalMoves(s, seat).length > 0 ? 'done' : undefined;
  if (!seatActs(s, seat)) return undefined;
  switch (s.phase) {
    case 'nation':
      return `nation ${freeNations(s)[0]}`;
    case 'start':
      return `start ${startAreas(s, nationOf(s, seat))[0]}`;
    case 'tax':
      return 'rate 2';
    case 'revolt':
      return phaseMoves(s, seat)[0];
    case 'growth':
      return formatMove({ kind: 'grow', placement: Object.entries(defaultGrowth(s, seat)) });
    case 'ships':
      return 'ships none';
    case 'move': {
      if (endMovementProblem(s, seat) === null) return 'done';
      return shipMoveSteps(s, seat).find((m) => m.startsWith('land ') || m.startsWith('sail ')) ?? 'done';
    }
    case 'pillage':
      return `pillage ${Math.min(3, player(s, seat).stock)}`;
    case 'cities':
      return 'cities none';
    case 'support':
      return `reduce ${defaultReductions(s, seat).join(', ')}`;
    case 'trade-cards':
      return 'gold 0';
    case 'civ':
      return 'buy nothing';
    case 'calamities':
      return calamityDefault(s, seat);
    case 'hand-limit':
      return formatMove({ kind: 'discard', cards: defaultDiscard(player(s, seat)) });
    default:
      return undefined;
  }
}
