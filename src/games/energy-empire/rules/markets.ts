import { shuffle } from '../../../engine/rng.ts';
import type { Seat } from '../../../engine/types.ts';
import type { LocationType, ResourceId } from '../data/index.ts';
import type { Task } from '../state.ts';
import { bagText } from './bag.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { marketData, structureData } from './lookup.ts';

/** EE-12 structure markets: 3 face-up positions, a hidden draw pile and a discard pile per type. */

/** EE-12.2 cost of a position, in money or in the market's resource (never mixed). */
export function slotCost(type: LocationType, slot: number, payWith: 'money' | 'resource'): { resource: ResourceId; amount: number } {
  const m = marketData(type);
  const cost = m.slots[slot - 1]!;
  return payWith === 'money' ? { resource: 'money', amount: cost.money } : { resource: m.resource, amount: cost.resource };
}

/** EE-12.4 draw the top card; an empty deck is refilled by shuffling the discard pile (ER-9: null when both are empty). */
function draw(ctx: Ctx, type: LocationType): string | null {
  const m = ctx.s.markets[type];
  if (m.deck.length === 0 && m.discard.length > 0) {
    m.deck = shuffle(ctx.s.rng, m.discard);
    m.discard = [];
    say(ctx, 'market-reshuffle', { market: type }, `The ${type} discard pile is shuffled into a new deck.`);
  }
  const card = m.deck.shift() ?? null;
  if (card !== null) ctx.s.reveals++;
  return card;
}

/** EE-12.4 slide the remaining cards left, then fill the free positions from the deck. */
export function refillMarket(ctx: Ctx, type: LocationType): void {
  const m = ctx.s.markets[type];
  const kept = m.slots.filter((c): c is string => c !== null);
  const revealed: string[] = [];
  const cards: string[] = [];
  while (kept.length < 3) {
    const card = draw(ctx, type);
    if (card === null) break;
    kept.push(card);
    cards.push(card);
    revealed.push(structureData(card).name);
  }
  m.slots = [...kept, ...Array<null>(3 - kept.length).fill(null)];
  if (revealed.length > 0) say(ctx, 'market-refill', { market: type, cards }, `New in the ${type} market: ${revealed.join(', ')}.`);
}

/** EE-12.5 reset: discard all three cards and deal three new ones left to right. */
export function resetMarket(ctx: Ctx, type: LocationType): void {
  const m = ctx.s.markets[type];
  m.discard.push(...m.slots.filter((c): c is string => c !== null));
  m.slots = [null, null, null];
  say(ctx, 'market-reset', { market: type }, `The ${type} market is reset.`);
  refillMarket(ctx, type);
}

/** EE-6.1 / EE-12.3 buy the card at `slot`; returns its acquisition effect (pollution icon) as tasks. */
export function buyStructure(ctx: Ctx, seat: Seat, type: LocationType, slot: number, payWith: 'money' | 'resource'): Task[] {
  const p = ctx.s.players[seat]!;
  const m = ctx.s.markets[type];
  const card = m.slots[slot - 1]!;
  const cost = slotCost(type, slot, payWith);
  p.res[cost.resource] -= cost.amount;
  m.slots[slot - 1] = null;
  const copies = p.structures.filter((x) => x.card === card).length;
  p.structures.push({ uid: `${card}-${copies + 1}`, card, tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 });
  const data = structureData(card);
  say(ctx, 'buy', { seat, market: type, slot, card, structure: `${card}-${copies + 1}`, paid: { [cost.resource]: cost.amount } }, `${nameOf(ctx, seat)} buys ${data.name} (${type}, ${data.vp} VP) from position ${slot} for ${bagText({ [cost.resource]: cost.amount })}.`);
  refillMarket(ctx, type);
  return data.onAcquire.length > 0 ? [{ k: 'steps', seat, steps: structuredClone(data.onAcquire) }] : [];
}
