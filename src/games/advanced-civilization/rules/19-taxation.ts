/** 19: taxation and tax revolt (19.1-19.34, 32.421 Coinage, D-14). */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState } from '../state.ts';
import { astOrder, citiesOf, hasCiv, nationOf, ownerName, placeCity, player, removeCity, seatName, stockPoints } from './units.ts';

/** Tax rates a player may choose (19.2: Coinage 1-3, otherwise 2). */
export function taxRates(s: AcState, seat: number): number[] {
  return hasCiv(s, seat, 'coinage') ? [1, 2, 3] : [2];
}

/** Seats that choose a rate (T1): Coinage holders with cities. */
export function rateChoosers(s: AcState): number[] {
  return astOrder(s).filter((seat) => hasCiv(s, seat, 'coinage') && citiesOf(s, nationOf(s, seat)).length > 0);
}

/**
 * 19.1/19.31/19.34: every player pays `rate` per city from stock to treasury, as many whole cities as his stock allows;
 * the unpaid cities revolt unless he holds Democracy. Returns the revolts to resolve (victim, cities), A.S.T. order.
 */
export function collectTaxes(s: AcState, rates: Record<number, number>, events: GameEvent[]): { victim: number; count: number }[] {
  const revolts: { victim: number; count: number }[] = [];
  for (const seat of astOrder(s)) {
    const cities = citiesOf(s, nationOf(s, seat)).length;
    if (cities === 0) continue;
    const p = player(s, seat);
    const rate = rates[seat] ?? 2;
    const paid = Math.min(cities, Math.floor(p.stock / rate));
    p.stock -= rate * paid;
    p.treasury += rate * paid;
    let text = `${seatName(s, seat)} collects ${rate * paid} tax from ${paid} cit${paid === 1 ? 'y' : 'ies'}${rate !== 2 ? ` at rate ${rate}` : ''}.`;
    if (paid < cities) {
      if (hasCiv(s, seat, 'democracy')) text += ` ${cities - paid} unpaid: no revolt under Democracy (19.34).`;
      else {
        text += ` ${cities - paid} cit${cities - paid === 1 ? 'y revolts' : 'ies revolt'} (19.31).`;
        revolts.push({ victim: seat, count: cities - paid });
      }
    }
    events.push({ kind: 'tax', data: { seat, rate, cities, paid, treasury: rate * paid, revolting: revolts.at(-1)?.victim === seat ? cities - paid : 0 }, text });
  }
  return revolts;
}

/** 19.32: the other player with the most unit points in stock who still has a city piece (ties: A.S.T. order, D-10). */
export function beneficiary(s: AcState, victim: number): number | null {
  const order = astOrder(s);
  const candidates = order.filter((seat) => seat !== victim && player(s, seat).citiesInStock > 0);
  candidates.sort((a, b) => stockPoints(player(s, b)) - stockPoints(player(s, a)) || order.indexOf(a) - order.indexOf(b));
  return candidates[0] ?? null;
}

/** How many of the victim's cities the beneficiary takes in this step. */
export function revoltTake(s: AcState, victim: number, count: number, ben: number): number {
  return Math.min(count, player(s, ben).citiesInStock, citiesOf(s, nationOf(s, victim)).length);
}

/** 19.32: the beneficiary replaces the chosen cities with his own (no tax for them this turn). */
export function handOver(s: AcState, victim: number, ben: number, areas: string[], events: GameEvent[]): void {
  for (const a of areas) {
    removeCity(s, a);
    placeCity(s, a, nationOf(s, ben), false);
  }
  events.push({ kind: 'tax-revolt', data: { victim, beneficiary: ben, areas: [...areas] }, text: `Tax revolt: ${areas.join(', ')} of ${seatName(s, victim)} now belong to ${ownerName(s, nationOf(s, ben))} (19.32).` });
}

/** 19.33: revolting cities nobody can take over are destroyed (map order). */
export function destroyRevolting(s: AcState, victim: number, count: number, events: GameEvent[]): void {
  const areas = citiesOf(s, nationOf(s, victim)).slice(0, count);
  for (const a of areas) removeCity(s, a);
  if (areas.length > 0) events.push({ kind: 'tax-revolt', data: { victim, beneficiary: null, areas }, text: `Tax revolt: nobody can take over ${areas.join(', ')} of ${seatName(s, victim)}: destroyed (19.33).` });
}
