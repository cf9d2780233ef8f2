/**
 * Trade (28, protocol D.3). The AI weighs every trade by the set value of its hand before and after (28.51), plus the
 * worth of passing on a tradable calamity (29.61: the receiver suffers it), less the risk of the cards it cannot see
 * (only the guaranteed ones are named truthfully, 28.3; the rest may be calamities). It answers the offers made to it
 * first (accept when the trade gains, else reject), then offers while it has made few this turn, only trades that
 * gain; then it declares done. legal() builds the terms from the seat's hand, so every offer it makes names its
 * guaranteed cards truthfully (the honest-count rule, 28.3).
 */
import { isCalamity } from '../data/cards.ts';
import { setValue, withoutCards } from '../rules/28-sets.ts';
import { tradeState } from '../rules/28-trade.ts';
import { player } from '../rules/units.ts';
import type { AcState, OfferTerms } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** Worth of handing on a tradable calamity. */
const CALAMITY_PASSED = 15;
/** Expected worth of a card received unseen: some commodity, or a calamity passed on to us. */
const UNSEEN_CARD = -4;
/** Offers (and counters) the AI makes in one trade phase at most. */
export const OFFERS_PER_TURN = 6;

/** What a trade does to the hand: set value gained, calamities handed on, unseen cards taken. */
export function tradeGain(hand: readonly string[], give: readonly string[], known: readonly string[], unseen: number): number {
  const after = [...withoutCards(hand, give), ...known];
  const passed = give.filter(isCalamity).length;
  return setValue(after) - setValue(hand) + CALAMITY_PASSED * passed + UNSEEN_CARD * unseen;
}

/** Worth of making an offer on these terms (what is given is exact; what comes back is its guaranteed part). */
function termsGain(hand: readonly string[], terms: OfferTerms): number {
  return tradeGain(hand, terms.give, terms.askGuaranteed, terms.askCount - terms.askGuaranteed.length);
}

function tradeWorth(s: AcState, seat: number, move: string, mayOffer: boolean): number | null {
  const hand = player(s, seat).hand;
  const t = tradeState(s);
  const accept = parsedAs(move, 'accept');
  if (accept) {
    const o = t.offers.find((x) => x.id === accept.offer);
    if (!o) return null;
    const gain = tradeGain(hand, accept.cards, o.guaranteed, o.give.length - o.guaranteed.length);
    return gain > 0 ? 1000 + gain : null;
  }
  const counter = parsedAs(move, 'counter');
  if (counter) {
    const gain = termsGain(hand, counter.terms);
    return mayOffer && gain > 0 ? 500 + gain : null;
  }
  if (move.startsWith('reject ')) return 400;
  const offer = parsedAs(move, 'offer');
  if (offer) {
    const to = s.players.findIndex((p) => p.nation === offer.to);
    if (t.offers.some((o) => o.from === seat && o.to === to)) return null;
    const gain = termsGain(hand, offer.terms);
    return mayOffer && gain > 0 ? 100 + gain : null;
  }
  return null;
}

export function chooseTrade(s: AcState, seat: number, legal: readonly string[]): string {
  const t = tradeState(s);
  if (t.done.includes(seat)) return 'done';
  const mayOffer = (t.offersMade?.[seat] ?? 0) < OFFERS_PER_TURN;
  return bestOf(legal, (move) => tradeWorth(s, seat, move, mayOffer)) ?? 'done';
}
