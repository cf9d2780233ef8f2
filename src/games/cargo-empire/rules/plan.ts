/**
 * Step 1, plan (CE-3): origins, cubes, destinations and demand spaces; whether a transport is possible (CE-2.2,
 * CE-9.1).
 */
import { blockedByRedCrest, ellestonApplies, glattApplies, extraPortFor } from './families.ts';
import { isPresent } from './presence.ts';
import { participant } from './participants.ts';
import { legalPayments, isLegalPayment, reachable } from './payment.ts';
import { cityIds, demandColour } from './world.ts';
import type { Cargo, CeState, Counts, DemandSpace, Transport } from '../state.ts';

/** Step 1 (CE-3): origin, cube, destination and demand space, before cards are considered. */
export interface Plan {
  origin: string;
  cube: Cargo;
  destination: string;
  /** Demand spaces of the destination that may take this cube. */
  spaces: DemandSpace[];
}

/** CE-3.1: present with the main colour, a cube on the tile, not blocked by a red crest. */
export function isOrigin(s: CeState, p: number, city: string): boolean {
  const c = s.cities[city];
  if (!c || c.level === 3 || !c.production.some((x) => x !== null)) return false;
  return isPresent(s, participant(s, p).colour, city) && !blockedByRedCrest(s, p, city);
}

/** Empty demand spaces of the destination that accept the cube (CE-3.2, CE-3.3; Glatt waives colours). */
export function acceptingSpaces(s: CeState, p: number | null, origin: string, destination: string, cube: Cargo): DemandSpace[] {
  const c = s.cities[destination];
  if (!c || c.tile === null || c.level === 3 || origin === destination) return [];
  if (blockedByRedCrest(s, p, destination)) return [];
  const anyColour = p !== null && glattApplies(s, p, origin, destination);
  const level = c.level;
  const tile = c.tile;
  return (['upper', 'lower'] as const).filter((sp) => c.demand[sp] === null && (anyColour || demandColour(tile, level, sp) === cube));
}

export function cubesOn(s: CeState, city: string): Cargo[] {
  return [...new Set((s.cities[city]?.production ?? []).filter((x): x is Cargo => x !== null))];
}

/** Every plan for participant p, ignoring cards (example A). */
export function plans(s: CeState, p: number): Plan[] {
  const out: Plan[] = [];
  for (const origin of cityIds(s)) {
    if (!isOrigin(s, p, origin)) continue;
    for (const cube of cubesOn(s, origin)) {
      for (const destination of cityIds(s)) {
        const spaces = acceptingSpaces(s, p, origin, destination, cube);
        if (spaces.length > 0) out.push({ origin, cube, destination, spaces });
      }
    }
  }
  return out;
}

function handHas(hand: Counts<Transport>, cards: Counts<Transport>): boolean {
  return cards.car <= hand.car && cards.loco <= hand.loco && cards.ship <= hand.ship;
}

/** CE-4 (and CE-4.7 Elleston): whether these cards pay for origin -> destination now. */
export function paymentAllowed(s: CeState, p: number, origin: string, destination: string, cards: Counts<Transport>): boolean {
  const who = participant(s, p);
  if (!handHas(who.hand, cards)) return false;
  if (ellestonApplies(s, p, origin, destination) && cards.car + cards.loco + cards.ship === 2) return true;
  return isLegalPayment(origin, destination, cards, s.flags.enhanced, extraPortFor(s, p));
}

export function payments(s: CeState, p: number, origin: string, destination: string): Counts<Transport>[] {
  const who = participant(s, p);
  const out = legalPayments(origin, destination, who.hand, s.flags.enhanced, extraPortFor(s, p));
  if (ellestonApplies(s, p, origin, destination)) {
    const types = ['car', 'loco', 'ship'] as const;
    for (let i = 0; i < 3; i++) {
      for (let j = i; j < 3; j++) {
        const cards = { car: 0, loco: 0, ship: 0 };
        cards[types[i]!]++;
        cards[types[j]!]++;
        if (handHas(who.hand, cards) && !out.some((x) => x.car === cards.car && x.loco === cards.loco && x.ship === cards.ship)) {
          out.push(cards);
        }
      }
    }
  }
  return out;
}

/** CE-2.2 / CE-9.1: does any legal transport exist (free effects only; paid abilities never count, AMB-21)? */
export function hasLegalTransport(s: CeState, p: number): boolean {
  const who = participant(s, p);
  const cardCount = who.hand.car + who.hand.loco + who.hand.ship;
  if (cardCount === 0) return false;
  const reach = new Map<string, Set<string>>();
  for (const plan of plans(s, p)) {
    if (cardCount >= 2 && ellestonApplies(s, p, plan.origin, plan.destination)) return true;
    let r = reach.get(plan.origin);
    if (!r) {
      r = reachable(plan.origin, who.hand, s.flags.enhanced, extraPortFor(s, p));
      reach.set(plan.origin, r);
    }
    if (r.has(plan.destination)) return true;
  }
  return false;
}

/** Level-1/2 cities where the player is present: the choices of fallback option (a) (CE-9.3). */
export function refillChoices(s: CeState, p: number): string[] {
  const colour = participant(s, p).colour;
  return cityIds(s).filter((id) => s.cities[id]!.level !== 3 && isPresent(s, colour, id));
}
