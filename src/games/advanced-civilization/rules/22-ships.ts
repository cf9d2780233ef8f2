/** 22: ship construction and maintenance (22.1-22.4), in movement order; each player acts in turn (strict order, 17.2). */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Ship } from '../state.ts';
import { boardOf, nationOf, player, seatName, takeTokens, tokensIn } from './units.ts';

export type ShipStep =
  | { kind: 'build'; area: string; treasury: number }
  | { kind: 'upkeep'; ship: number; pay: 'treasury' | 'levy' }
  | { kind: 'scrap'; ship: number };

export function shipsOf(s: AcState, seat: number): Ship[] {
  return s.ships.filter((x) => x.seat === seat);
}

/** 22.2: land areas with a coast (a ship edge) holding at least one own token. */
export function buildSites(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  const nation = nationOf(s, seat);
  return board.order.filter((a) => board.areas[a]!.land && board.ship[a]!.length > 0 && tokensIn(s, a, nation) > 0);
}

/** Treasury amounts (0..2) usable for a new ship in `area`: the rest is levied there (22.1). */
export function buildPayments(s: AcState, seat: number, area: string): number[] {
  const p = player(s, seat);
  if (p.shipsInStock === 0 || !buildSites(s, seat).includes(area)) return [];
  const tokens = tokensIn(s, area, nationOf(s, seat));
  return [0, 1, 2].filter((t) => t <= p.treasury && 2 - t <= tokens);
}

/** Does the seat have anything to decide in phase 4? */
export function hasShipDecision(s: AcState, seat: number): boolean {
  if (shipsOf(s, seat).some((x) => !x.kept)) return true;
  return buildSites(s, seat).some((a) => buildPayments(s, seat, a).length > 0);
}

export function shipStepProblem(s: AcState, seat: number, step: ShipStep): string | null {
  if (step.kind === 'build') {
    if (player(s, seat).shipsInStock === 0) return 'You have 4 ships on the board already (22.4).';
    if (!buildSites(s, seat).includes(step.area)) return `${step.area} is not a coastal area with your tokens (22.2).`;
    if (!buildPayments(s, seat, step.area).includes(step.treasury)) return `A ship costs 2: treasury ${step.treasury} is not possible in ${step.area} (treasury ${player(s, seat).treasury}, tokens there ${tokensIn(s, step.area, nationOf(s, seat))}).`;
    return null;
  }
  const ship = s.ships.find((x) => x.id === step.ship && x.seat === seat);
  if (!ship) return `You have no ship ${step.ship}.`;
  if (step.kind === 'scrap') return null;
  if (ship.kept) return `Ship ${ship.id} is already maintained this turn.`;
  if (step.pay === 'treasury' && player(s, seat).treasury < 1) return 'Your treasury is empty: levy a token or scrap the ship (22.3).';
  if (step.pay === 'levy' && tokensIn(s, ship.area, nationOf(s, seat)) < 1) return `You have no token in ${ship.area} to levy (22.3).`;
  return null;
}

export function applyShipStep(s: AcState, seat: number, step: ShipStep, events: GameEvent[]): void {
  const p = player(s, seat);
  const nation = nationOf(s, seat);
  if (step.kind === 'build') {
    p.treasury -= step.treasury;
    p.stock += step.treasury + takeTokens(s, step.area, nation, 2 - step.treasury);
    p.shipsInStock -= 1;
    s.ships.push({ id: s.nextShipId++, seat, area: step.area, coast: null, movesLeft: 0, cargo: 0, kept: true });
    events.push({ kind: 'ship-build', data: { seat, ship: s.nextShipId - 1, area: step.area, treasury: step.treasury, levied: 2 - step.treasury }, text: `${seatName(s, seat)} builds ship ${s.nextShipId - 1} in ${step.area} (${step.treasury} treasury, ${2 - step.treasury} levied) (22.1).` });
  } else if (step.kind === 'scrap') {
    s.ships = s.ships.filter((x) => x.id !== step.ship);
    p.shipsInStock += 1;
    events.push({ kind: 'ship-scrap', data: { seat, ship: step.ship }, text: `${seatName(s, seat)} scraps ship ${step.ship} (22.3).` });
  } else {
    const ship = s.ships.find((x) => x.id === step.ship)!;
    if (step.pay === 'treasury') {
      p.treasury -= 1;
      p.stock += 1;
    } else p.stock += takeTokens(s, ship.area, nation, 1);
    ship.kept = true;
  }
}

/** H1 default for every ship not yet maintained: treasury, else levy, else scrap. */
export function settleUpkeep(s: AcState, seat: number, events: GameEvent[]): void {
  for (const ship of shipsOf(s, seat).filter((x) => !x.kept)) {
    const pay = player(s, seat).treasury > 0 ? 'treasury' : tokensIn(s, ship.area, nationOf(s, seat)) > 0 ? 'levy' : null;
    applyShipStep(s, seat, pay ? { kind: 'upkeep', ship: ship.id, pay } : { kind: 'scrap', ship: ship.id }, events);
  }
}
