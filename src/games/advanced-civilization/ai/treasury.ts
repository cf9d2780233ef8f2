/**
 * Stock and treasury (19, 27.2). Treasury tokens come out of the stock (19.1), and a stock too small for the next
 * tax makes cities revolt (19.31) and leaves nothing to grow (20). The AI picks the highest tax rate (Coinage, 32.421)
 * that leaves the stock its next growth (tokens on the board make the cities, 25.2, and support them, 26.31), and buys
 * Gold (27.51) only when the stock could not pay the next tax.
 */
import { goldPrice } from '../data/cards.ts';
import { growthTotal } from '../rules/20-growth.ts';
import { citiesOf, nationOf, player } from '../rules/units.ts';
import type { AcState } from '../state.ts';

function taxDue(s: AcState, seat: number, rate: number): number {
  return rate * citiesOf(s, nationOf(s, seat)).length;
}

export function chooseTaxRate(s: AcState, seat: number, legal: readonly string[]): string {
  const stock = player(s, seat).stock;
  const growth = growthTotal(s, seat); // what the next growth takes from the stock (20.1)
  const rate = stock >= taxDue(s, seat, 3) + growth ? 3 : stock >= taxDue(s, seat, 2) + growth ? 2 : 1;
  for (const r of [rate, 2, 1, 3]) if (legal.includes(`rate ${r}`)) return `rate ${r}`;
  return legal[0]!;
}

/**
 * Gold bought only when the stock could not pay the next tax (19.31: cities would revolt); each card returns the gold
 * price in treasury tokens to it. Otherwise the treasury is worth more toward civilization cards (31.4: one token pays
 * one point, and spent tokens go back to the stock too) than a stack-9 card (9 points alone, and Piracy lies in that
 * stack, 15.2).
 */
export function chooseGold(s: AcState, seat: number, legal: readonly string[]): string {
  const p = player(s, seat);
  const short = taxDue(s, seat, 2) - p.stock;
  let k = short > 0 ? Math.ceil(short / goldPrice()) : 0;
  while (k > 0 && !legal.includes(`gold ${k}`)) k--;
  return legal.includes(`gold ${k}`) ? `gold ${k}` : legal[0]!;
}
