/**
 * 23: movement, strictly sequential in movement order. Land steps (23.3, Roadbuilding 23.31), ships with ferrying
 * (23.51-23.56: capacity 5, 4 areas or 5 with Cloth Making, open sea only with Astronomy) and two-coast areas (23.57).
 */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Ship } from '../state.ts';
import { addTokens, boardOf, hasCiv, nationOf, ownersIn, seatName, takeTokens, tokensIn } from './units.ts';

export type MoveStep =
  | { kind: 'land'; path: string[]; count: number }
  | { kind: 'board'; ship: number; count: number }
  | { kind: 'sail'; ship: number; to: string }
  | { kind: 'disembark'; ship: number; count: number };

/** Tokens of the seat in an area that have not moved this phase. */
export function movable(s: AcState, seat: number, area: string): number {
  return Math.max(0, tokensIn(s, area, nationOf(s, seat)) - (s.moved[area] ?? 0));
}

export function shipRange(s: AcState, seat: number): number {
  return hasCiv(s, seat, 'cloth_making') ? 5 : 4;
}

/** Is there anything the seat could move (a ship, or tokens with a land border to cross)? Otherwise it is not asked. */
export function hasMovementDecision(s: AcState, seat: number): boolean {
  if (s.ships.some((x) => x.seat === seat)) return true;
  const board = boardOf(s);
  const nation = nationOf(s, seat);
  return board.order.some((a) => (s.board[a]?.tokens[nation] ?? 0) > 0 && (board.land[a]?.length ?? 0) > 0);
}

/** Resets per-phase movement state (23.52). */
export function startMovement(s: AcState): void {
  s.moved = {};
  for (const ship of s.ships) {
    ship.movesLeft = shipRange(s, ship.seat);
    ship.cargo = 0;
  }
}

/** Ship edges a ship may take now: coast kept (23.57), open sea only with Astronomy (23.54), never stranded at sea (23.55). */
export function sailTargets(s: AcState, ship: Ship): { to: string; toSide: string | null }[] {
  if (ship.movesLeft < 1) return [];
  const board = boardOf(s);
  const astronomy = hasCiv(s, ship.seat, 'astronomy');
  const out: { to: string; toSide: string | null }[] = [];
  for (const e of board.ship[ship.area] ?? []) {
    if (ship.coast !== null && e.fromSide !== null && e.fromSide !== ship.coast) continue;
    const target = board.areas[e.to]!;
    if (target.openSea && !astronomy) continue;
    if (!target.land) {
      // Entering water: there must be a land area one more step away with movement left for it.
      if (ship.movesLeft < 2) continue;
      const onward = (board.ship[e.to] ?? []).some((f) => board.areas[f.to]!.land && (e.toSide === null || f.fromSide === null || f.fromSide === e.toSide));
      if (!onward) continue;
    }
    if (!out.some((o) => o.to === e.to && o.toSide === e.toSide)) out.push({ to: e.to, toSide: e.toSide });
  }
  return out;
}

function otherUnits(s: AcState, seat: number, area: string): boolean {
  const u = s.board[area];
  if (!u) return false;
  const me = nationOf(s, seat);
  return (u.city !== null && u.city !== me) || ownersIn(u).some((o) => o !== me);
}

export function moveStepProblem(s: AcState, seat: number, step: MoveStep): string | null {
  const board = boardOf(s);
  if (step.kind === 'land') {
    const [from, ...rest] = step.path;
    if (!from || rest.length === 0) return 'A land move names at least two areas (from>to).';
    if (rest.length > 2 || (rest.length === 2 && !hasCiv(s, seat, 'roadbuilding'))) return 'Tokens move one land area (23.3); two with Roadbuilding (23.31).';
    if (!Number.isInteger(step.count) || step.count < 1) return 'Move at least one token.';
    const have = movable(s, seat, from);
    if (have < step.count) return `You have ${have} token${have === 1 ? '' : 's'} in ${from} that may still move.`;
    let at = from;
    for (const next of rest) {
      if (!board.land[at]?.includes(next)) return `${next} is not across a land border from ${at} (23.3).`;
      at = next;
    }
    if (rest.length === 2 && otherUnits(s, seat, rest[0]!)) return `Tokens must stop in ${rest[0]}: it holds other units (23.31).`;
    if (rest[rest.length - 1] === from) return 'A move must end in another area.';
    return null;
  }
  const ship = s.ships.find((x) => x.id === step.ship && x.seat === seat);
  if (!ship) return `You have no ship ${step.ship}.`;
  if (step.kind === 'sail') {
    const targets = sailTargets(s, ship);
    if (!targets.some((t) => t.to === step.to)) return `Ship ${ship.id} cannot sail from ${ship.area} to ${step.to} now (moves left ${ship.movesLeft}; open sea needs Astronomy; two-coast areas keep their coast).`;
    return null;
  }
  if (!Number.isInteger(step.count) || step.count < 1) return 'Name at least one token.';
  if (!board.areas[ship.area]!.land) return `Ship ${ship.id} is at sea: tokens board and land only in coastal areas.`;
  if (step.kind === 'board') {
    if (ship.movesLeft < 1) return `Ship ${ship.id} has no movement left.`;
    if (ship.cargo + step.count > 5) return `A ship carries at most 5 tokens (23.51); ship ${ship.id} has ${ship.cargo}.`;
    const have = movable(s, seat, ship.area);
    if (have < step.count) return `You have ${have} token${have === 1 ? '' : 's'} in ${ship.area} that have not moved (23.56).`;
    return null;
  }
  if (ship.cargo < step.count) return `Ship ${ship.id} carries ${ship.cargo}.`;
  return null;
}

export function applyMoveStep(s: AcState, seat: number, step: MoveStep, events: GameEvent[]): void {
  const nation = nationOf(s, seat);
  if (step.kind === 'land') {
    const from = step.path[0]!;
    const to = step.path[step.path.length - 1]!;
    takeTokens(s, from, nation, step.count);
    addTokens(s, to, nation, step.count);
    s.moved[to] = (s.moved[to] ?? 0) + step.count;
    events.push({ kind: 'move', data: { seat, count: step.count, path: [...step.path] }, text: `${seatName(s, seat)} moves ${step.count} from ${step.path.join(' > ')}.` });
    return;
  }
  const ship = s.ships.find((x) => x.id === step.ship)!;
  if (step.kind === 'sail') {
    const t = sailTargets(s, ship).find((x) => x.to === step.to)!;
    ship.area = t.to;
    ship.coast = t.toSide;
    ship.movesLeft -= 1;
    events.push({ kind: 'ship-sail', data: { seat, ship: ship.id, to: step.to, cargo: ship.cargo }, text: `${seatName(s, seat)}'s ship ${ship.id} sails to ${step.to}${ship.cargo ? ` with ${ship.cargo}` : ''}.` });
  } else if (step.kind === 'board') {
    takeTokens(s, ship.area, nation, step.count);
    ship.cargo += step.count;
    events.push({ kind: 'ship-board', data: { seat, ship: ship.id, area: ship.area, count: step.count }, text: `${seatName(s, seat)}: ${step.count} board${step.count === 1 ? 's' : ''} ship ${ship.id} in ${ship.area}.` });
  } else {
    ship.cargo -= step.count;
    addTokens(s, ship.area, nation, step.count);
    s.moved[ship.area] = (s.moved[ship.area] ?? 0) + step.count;
    events.push({ kind: 'ship-land', data: { seat, ship: ship.id, area: ship.area, count: step.count }, text: `${seatName(s, seat)}: ${step.count} land${step.count === 1 ? 's' : ''} from ship ${ship.id} in ${ship.area}.` });
  }
}

/** Why the seat may not end movement yet (23.55-23.56), or null. */
export function endMovementProblem(s: AcState, seat: number): string | null {
  const board = boardOf(s);
  for (const ship of s.ships.filter((x) => x.seat === seat)) {
    if (ship.cargo > 0) return `Ship ${ship.id} still carries ${ship.cargo}: land them first (23.56).`;
    if (!board.areas[ship.area]!.land && board.areas[ship.area]!.openSea) return `Ship ${ship.id} may not end in open sea (23.55).`;
  }
  return null;
}
