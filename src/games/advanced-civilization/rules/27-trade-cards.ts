/** 27: acquisition of trade cards (27.1-27.21, 27.51 Gold and Ivory purchase, D-23, D-30). */
import type { GameEvent } from '../../../engine/types.ts';
import { goldPrice, isCalamity } from '../data/cards.ts';
import type { AcState } from '../state.ts';
import { astOrder, citiesOf, nationOf, player, seatName } from './units.ts';

/** 27.1: fewest cities first, ties A.S.T. order; players without cities come first (they only buy, 27.51). */
export function drawOrder(s: AcState): number[] {
  const ast = astOrder(s);
  const cities = (x: number) => citiesOf(s, nationOf(s, x)).length;
  return [...ast].sort((a, b) => cities(a) - cities(b) || ast.indexOf(a) - ast.indexOf(b));
}

/** Calamities a player drew have no trader (29.61). */
export function noteDrawn(s: AcState, cards: readonly string[]): void {
  for (const c of cards) if (isCalamity(c)) s.calamityTraders[c] = null;
}

/** Cards the player may buy from stack 9 now (A1). */
export function maxGoldPurchase(s: AcState, seat: number): number {
  return Math.min(Math.floor(player(s, seat).treasury / goldPrice()), s.stacks[9]!.length);
}

export function buyGold(s: AcState, seat: number, count: number, events: GameEvent[]): void {
  if (count <= 0) return;
  const p = player(s, seat);
  const cards = s.stacks[9]!.splice(0, count);
  p.treasury -= goldPrice() * count;
  p.stock += goldPrice() * count;
  p.hand.push(...cards);
  p.hand.sort();
  noteDrawn(s, cards);
  (s.draws[seat] ??= []).push(...cards.map(() => 9));
  events.push({ kind: 'gold-buy', data: { seat, count, treasury: goldPrice() * count }, text: `${seatName(s, seat)} buys ${count} card${count === 1 ? '' : 's'} from stack 9 for ${goldPrice() * count} treasury (27.51).`, private: [{ seat, text: `You bought ${cards.join(', ')}.` }] });
}

/** 27.2: one card from each stack 1..C (C = cities); an empty stack gives nothing (27.21). */
export function drawCards(s: AcState, seat: number, events: GameEvent[]): void {
  const c = Math.min(9, citiesOf(s, nationOf(s, seat)).length);
  if (c === 0) return;
  const p = player(s, seat);
  const got: string[] = [];
  const from: number[] = [];
  for (let k = 1; k <= c; k++) {
    const card = s.stacks[k]!.shift();
    if (card !== undefined) {
      got.push(card);
      from.push(k);
    }
  }
  p.hand.push(...got);
  p.hand.sort();
  noteDrawn(s, got);
  (s.draws[seat] ??= []).push(...from);
  events.push({ kind: 'trade-cards-drawn', data: { seat, count: got.length, stacks: from }, text: `${seatName(s, seat)} draws ${got.length} trade card${got.length === 1 ? '' : 's'} (stacks ${from.join(', ') || 'none'}).`, private: [{ seat, text: `You drew ${got.join(', ') || 'nothing'}.` }] });
}
