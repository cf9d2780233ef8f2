/**
 * What counts as a leak of an Advanced Civilization hand (spec H), shared by the leak tests: which words name a
 * commodity card, what the rules show face up, and which private texts are a party's own offer.
 */
import { civCards, commodities } from '../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../src/games/advanced-civilization/state.ts';

/** Commodity card names (ids and display names) as whole words. */
export function mentions(text: string, card: string): boolean {
  const names = [card, commodities()[card]?.name ?? card];
  return names.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(text));
}

/** Civilization cards are public (H), and some share a word with a commodity ("Cloth Making" is not cloth). */
export function withoutCivilizationCards(text: string): string {
  return Object.values(civCards()).reduce((t, card) => t.split(card.name).join('civ-card'), text);
}

/**
 * What the rules make public is left out of the search (spec H): commodity cards surrendered for civilization cards
 * (31.5) or discarded at 31.71 are shown face up. The card drawing wraps the last move over several text elements,
 * so its text is joined before the surrendered cards are cut out.
 */
export function withoutFaceUpCards(text: string): string {
  return withoutCivilizationCards(text)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    // A long last move is cut short (…) on the card, so the list of cards paid may have no closing bracket.
    .replace(/paying [a-z, ]+/gi, 'paying ')
    // A purchase as logged ("buy music pay hides 6, papyrus 1 treasury 11"): the cards paid are shown face up (31.5).
    // …also when it buys several cards at once ("buy pottery, music pay grain 3, papyrus 2 treasury 10").
    .replace(/\bbuy ([a-z_, ]+?) pay [a-z0-9, ]+/gi, 'buy $1 pay …')
    // The A.S.T. epochs are named after ages, not cards ("Late Bronze Age needs cards of 3 groups").
    .replace(/\b(early|late) (bronze|iron) age\b/gi, 'epoch')
    .replace(/discards? [^.]*\./gi, 'discards.')
    // Buying from stack 9 for treasury (27.51) is logged as "gold <count>": the stack's name, not a card of any hand.
    .replace(/\bgold \d+\b/gi, 'stack-9 purchase');
}

/**
 * An offer names the offerer's guaranteed cards to its recipient and what is asked (D.3.3): that is the offer itself, sent
 * only to its two parties (test/games/advanced-civilization/trade.test.ts checks what each party sees of it).
 */
export const offerNotice = /offer #\d+/i;

/** What a seat asks for in an offer it may make is its own wish, not another hand: only the cards it gives are searched. */
export function givenPart(move: string): string {
  return move.replace(/ ask .*$/i, '');
}

/** The commodity cards each seat holds. */
export function commodityHands(s: AcState): Set<string>[] {
  return s.players.map((p) => new Set(p.hand.filter((c) => commodities()[c])));
}
