/**
 * Trade (28, D.3): pending decisions and a manageable list of legal moves for autocomplete and random play. The list is
 * built only from the seat's own hand, its open offers and public facts (who trades, which stacks each drew from this
 * turn, 27.3): it never depends on another seat's cards.
 */
import type { Decision } from '../../engine/types.ts';
import { COMMODITIES, isCalamity, isCommodity } from './data/cards.ts';
import { formatMove } from './notation.ts';
import { isTradable, MIN_TRADE_CARDS, tradeState, holdsAll } from './rules/28-trade.ts';
import { countCards } from './rules/28-sets.ts';
import { player } from './rules/units.ts';
import type { AcState } from './state.ts';
import type { OfferTerms, TradeOffer } from './trade-moves.ts';

/** Seats that still hold the trade decision (eligible and not done). */
export function tradingSeats(s: AcState): number[] {
  const t = tradeState(s);
  return t.eligible.filter((x) => !t.done.includes(x));
}

export function tradeDecisions(s: AcState): Decision[] {
  return tradingSeats(s).map((seat) => ({
    seat,
    kind: 'trade',
    prompt: 'Trade: make, answer or withdraw offers, then declare done (you may take it back while others trade)',
    defaultMove: 'done',
    timing: 'off-turn',
  }));
}

/** Cards to give beyond the required ones: tradable calamities first, then the least useful commodities. */
function extras(hand: readonly string[], required: readonly string[], n: number): string[] | null {
  const rest = [...hand];
  for (const c of required) rest.splice(rest.indexOf(c), 1);
  const counts = countCards(hand);
  const rank = (c: string) => (isCalamity(c) ? -1 : (counts.get(c) ?? 0) * 10 + (COMMODITIES[c]?.value ?? 0));
  const pick = rest.filter(isTradable).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).slice(0, n);
  return pick.length === n ? pick : null;
}

/** Commodities the partner may hold by public facts: the stacks he drew from this turn (27.3). */
function likelyCommodities(s: AcState, partner: number): string[] {
  const stacks = new Set(s.draws[partner] ?? []);
  return Object.values(COMMODITIES).filter((c) => stacks.has(c.stack)).map((c) => c.id);
}

/** A few concrete offers to one partner: two guaranteed commodities plus one more card, asking for two named commodities. */
function offersTo(s: AcState, seat: number, partner: number): OfferTerms[] {
  const hand = player(s, seat).hand;
  const commodities = [...countCards(hand.filter(isCommodity))].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  // Give the commodities held least (singletons first): sets are built by keeping the larger groups.
  const guaranteed = commodities.slice(0, 2).map(([c]) => c);
  if (guaranteed.length < 2) return [];
  const more = extras(hand, guaranteed, 1);
  if (!more) return [];
  const wanted = [...new Set([...commodities.slice(2).reverse().map(([c]) => c), ...likelyCommodities(s, partner)])].filter((c) => !guaranteed.includes(c));
  const asks: string[][] = [];
  for (let i = 0; i + 1 < wanted.length && asks.length < 3; i += 1) asks.push([wanted[i]!, wanted[i + 1]!].sort());
  return asks.map((ask) => ({ give: [...guaranteed, ...more].sort(), guaranteed: [...guaranteed].sort(), askCount: MIN_TRADE_CARDS, askGuaranteed: ask, claim: '' }));
}

function acceptances(s: AcState, seat: number, o: TradeOffer): string[] {
  const hand = player(s, seat).hand;
  if (!holdsAll(hand, o.askGuaranteed)) return [];
  const more = extras(hand, o.askGuaranteed, o.askCount - o.askGuaranteed.length);
  return more ? [formatMove({ kind: 'accept', offer: o.id, cards: [...o.askGuaranteed, ...more].sort() })] : [];
}

export function tradeLegalMoves(s: AcState, seat: number): string[] {
  const t = tradeState(s);
  if (!t.eligible.includes(seat)) return [];
  if (t.done.includes(seat)) return ['resume'];
  const out: string[] = [];
  for (const o of t.offers) {
    if (o.to === seat) {
      out.push(...acceptances(s, seat, o), `reject ${o.id}`);
      const counter = offersTo(s, seat, o.from)[0];
      if (counter) out.push(formatMove({ kind: 'counter', offer: o.id, terms: counter }));
    }
    if (o.from === seat) out.push(`withdraw ${o.id}`);
  }
  for (const partner of t.eligible) {
    if (partner === seat || t.done.includes(partner)) continue;
    const nation = player(s, partner).nation!;
    for (const terms of offersTo(s, seat, partner)) out.push(formatMove({ kind: 'offer', to: nation, terms }));
  }
  out.push('done');
  return out;
}
