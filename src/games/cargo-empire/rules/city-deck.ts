/** City deck and display (CE-7, CE-S4, CE-S6). */
import type { GameEvent } from '../../../engine/types.ts';
import { cityName } from './world.ts';
import { say } from './events.ts';
import { BLANK, type CeState, type CityCard } from '../state.ts';

/**
 * City deck and display (CE-7). The deck holds the shuffled city cards, then the blank cards. A revealed card of a
 * level-3 city goes to the bottom and the next card is revealed (CE-7.2); an empty deck yields blank cards (CE-7.3).
 */
export function drawForDisplay(s: CeState): CityCard {
  for (let guard = s.cityDeck.length; guard > 0; guard--) {
    const card = s.cityDeck.shift()!;
    if (card !== BLANK && s.cities[card]?.level === 3) {
      s.cityDeck.push(card);
      continue;
    }
    return card;
  }
  // Every card left belongs to a level-3 city: blank cards are unlimited.
  return BLANK;
}

/** Refill one display slot (AMB-14: the vacated slot). */
export function refillSlot(s: CeState, slot: number, events: GameEvent[]): void {
  const card = drawForDisplay(s);
  s.display[slot] = card;
  say(events, 'display-reveal', { city: card, slot: slot + 1 }, `${cityName(card)} is revealed in display slot ${slot + 1}.`);
}

/** CE-7.5: a city that reaches level 3 leaves the display for the bottom of the deck. */
export function evictLevel3FromDisplay(s: CeState, city: string, events: GameEvent[]): void {
  const slot = s.display.indexOf(city);
  if (slot < 0) return;
  s.cityDeck.push(city);
  say(events, 'display-to-deck', { city, slot: slot + 1 }, `The ${cityName(city)} card leaves the display for the bottom of the city deck.`);
  refillSlot(s, slot, events);
}
