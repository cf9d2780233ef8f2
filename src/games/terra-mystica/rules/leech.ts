import type { FactionState, LeechOffer, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { computeLeech, directNeighbors } from './geometry.ts';
import { gainPower, powerCapacity } from './resources.ts';
import { orderFrom } from './order.ts';

/** Record leech offers for a build or upgrade on `hex` (TM-8.1, 8.2); returns the offers by seat. */
export function noteLeech(s: TmState, from: FactionState, hex: string): Map<number, number> {
  const amounts = computeLeech(s, from.seat, hex);
  if (s.round === 0) return new Map();
  const id = ++s.leechId;
  for (const seat of orderFrom(s, from.seat)) {
    const amount = amounts.get(seat);
    if (!amount) continue;
    const to = s.factions[seat] as FactionState;
    if (to.dropped) continue;
    const actual = Math.min(amount, powerCapacity(to));
    // TM-8.4: with no room in the bowls the offer is void: no decision. (snellman still asks; its ledgers answer such offers.)
    if (actual === 0 && s.options.waitForPowerOffers) continue;
    const camp = to.id === 'nomads' && to.specialHex !== null && computeLeechNeighbours(s, hex).includes(to.specialHex);
    s.leeches.push({ id, from: from.seat, to: seat, amount, actual, ...(camp ? { camp: true } : {}) });
    if (actual > 0) {
      from.leechNotRejected[id] = (from.leechNotRejected[id] ?? 0) + 1;
      from.leechRejected[id] = 0;
    }
  }
  return amounts;
}

function computeLeechNeighbours(s: TmState, hex: string): string[] {
  return directNeighbors(s, hex);
}

/** Nomads' trading camp: take exactly 1 coin instead of the power, losing no VP. */
export function acceptLeechCoin(s: TmState, f: FactionState, fromSeat: number): Refusal {
  const offer = s.leeches.find((l) => l.to === f.seat && l.from === fromSeat && l.camp);
  if (!offer) return fail('no-offer', 'There is no offer next to your trading camp to take as a coin.');
  earnCultistStep(s, offer);
  s.leeches = s.leeches.filter((l) => l !== offer);
  settleCultistStep(s, offer);
  f.C += 1;
}

/**
 * TM-14.6: the first acceptance of a Cultists' build earns them one cult step. Recorded snellman games
 * (waitForPowerOffers off) give it at once; with the TM-18.3 barrier it waits for the last answer (settleCultistStep).
 */
function earnCultistStep(s: TmState, offer: LeechOffer): void {
  const from = s.factions[offer.from] as FactionState;
  if (from.id !== 'cultists' || offer.actual <= 0 || from.leechCultGained[offer.id]) return;
  from.leechCultGained[offer.id] = true;
  if (!s.options.waitForPowerOffers) from.scratch.CULT += 1;
}

/** D-CULTIST: once no offer of the build is left open, the step it earned becomes the Cultists' decision. */
export function settleCultistStep(s: TmState, offer: LeechOffer): void {
  if (!s.options.waitForPowerOffers) return;
  const from = s.factions[offer.from] as FactionState;
  if (from.id !== 'cultists' || !from.leechCultGained[offer.id]) return;
  if (s.leeches.some((l) => l.id === offer.id)) return;
  from.scratch.CULT += 1;
}

/** Cultists' errata: +1 power when every opponent who could take power declined (TM-14.6). */
function cultistMaybeGainPower(s: TmState, offer: LeechOffer): void {
  const from = s.factions[offer.from] as FactionState;
  if (!offer.actual) return;
  from.leechNotRejected[offer.id] = (from.leechNotRejected[offer.id] ?? 0) - 1;
  if ((from.leechNotRejected[offer.id] ?? 0) > 0) return;
  if ((from.leechRejected[offer.id] ?? 0) === 0) return;
  if (from.id !== 'cultists' || !s.options.cultistPowerErrata) return;
  gainPower(from, 1);
}

export function declineOffer(s: TmState, offer: LeechOffer): void {
  const from = s.factions[offer.from] as FactionState;
  from.leechRejected[offer.id] = (from.leechRejected[offer.id] ?? 0) + 1;
  cultistMaybeGainPower(s, offer);
  s.leeches = s.leeches.filter((l) => l !== offer);
  settleCultistStep(s, offer);
}

export function declineLeech(s: TmState, f: FactionState, amount: number, fromSeat: number): Refusal {
  const offer = s.leeches.find((l) => l.to === f.seat && l.amount === amount && l.from === fromSeat);
  if (!offer) return fail('no-offer', `There is no offer of ${amount} power from that player to decline.`);
  declineOffer(s, offer);
}

/**
 * Accept a leech offer (TM-8.3): gain min(n, VP + 1, capacity) power and pay that minus one in VP.
 * The Cultists advance one cult step for the first acceptance of each of their builds (TM-14.6).
 */
export function acceptLeech(s: TmState, f: FactionState, n: number, fromSeat: number | null, strict: boolean): Refusal {
  let actualPw = n > f.VP ? f.VP + 1 : n;
  actualPw = gainPower(f, actualPw);
  let found: LeechOffer | null = null;
  for (const l of s.leeches) {
    if (l.to !== f.seat) continue;
    if ((l.amount !== n && l.amount !== actualPw) || (fromSeat !== null && fromSeat !== l.from)) {
      l.tainted = `leech ${n}`;
      continue;
    }
    earnCultistStep(s, l);
    if (l.tainted && strict) return fail('leech-order', 'Answer this leech offer before your other offers and conversions.');
    found = l;
    break;
  }
  if (!found) {
    // snellman without strict-leech accepts an unmatched "leech N" (no builder named) as a plain power gain.
    if (strict || fromSeat !== null) return fail('no-offer', `There is no offer of ${n} power to accept.`);
  }
  s.leeches = s.leeches.filter((l) => l !== found);
  if (found) settleCultistStep(s, found);
  if (actualPw > 0) f.VP -= actualPw - 1;
  const canGain = powerCapacity(f);
  for (const l of s.leeches) {
    if (l.to !== f.seat) continue;
    if (!canGain && l.actual) cultistMaybeGainPower(s, l);
    l.actual = Math.min(l.actual, canGain);
  }
}
