/**
 * Stock and treasury (19, 27.2). Treasury tokens come out of the stock (19.1), and a stock too small for the next
 * tax makes cities revolt (19.31) and leaves nothing to grow (20). The AI picks the tax rate (Coinage, 32.421) that
 * its stock affords, and buys Gold (27.2) with treasury it cannot otherwise use when the stock runs short.
 */
import { goldPrice } from '../data/cards.ts';
import { citiesOf, nationOf, player } from '../rules/units.ts';
import type { AcState } from '../state.ts';

/** Tokens the stock should keep beyond the tax: room for a turn of growth (20). */
const GROWTH_RESERVE = 10;

function taxDue(s: AcState, seat: number, rate: number): number {
  return rate * citiesOf(s, nationOf(s, seat)).length;
}

export function chooseTaxRate(s: AcState, seat: number, legal: readonly string[]): string {
  const stock = player(s, seat).stock;
  const rate = stock >= taxDue(s, seat, 3) + GROWTH_RESERVE ? 3 : stock >= taxDue(s, seat, 2) ? 2 : 1;
  for (const r of [rate, 2, 1, 3]) if (legal.includes(`rate ${r}`)) return `rate ${r}`;
  return legal[0]!;
}

/** Gold bought to refill a short stock (each card returns the gold price in treasury tokens to it). */
export function chooseGold(s: AcState, seat: number, legal: readonly string[]): string {
  const p = player(s, seat);
  const short = taxDue(s, seat, 2) + GROWTH_RESERVE - p.stock;
  let k = short > 0 ? Math.ceil(short / goldPrice()) : 0;
  while (k > 0 && !legal.includes(`gold ${k}`)) k--;
  return legal.includes(`gold ${k}`) ? `gold ${k}` : legal[0]!;
}
