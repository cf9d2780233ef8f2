/**
 * Trade (28, D.3): pending decisions and a manageable list of legal moves for autocomplete and random play. The list is
 * built only from the seat's own hand, its open offers and public facts (who trades, which stacks each drew from this
 * turn, 27.3): it never depends on another seat's cards.
 */
import type { Decision } from '../../../engine/types.ts';
import { commodities, isCalamity, isCommodity } from '../data/cards.ts';
import { formatMove } from '../notation.ts';
import { isTradable, MIN_TRADE_CARDS, tradeState, holdsAll } from './28-trade.ts';
import { countCards, withoutCards } from './28-sets.ts';
import { player } from './units.ts';
import type { AcState, OfferTerms, TradeOffer } from '../state.ts';

/**
 * Every eligible seat holds a decision while the phase lasts (D.3.6): those still trading, and those done, who may take
 * it back ("resume") or confirm it ("done" again, which changes nothing). The default of both is "done" (X4).
 */
export function tradeDecisions(s: AcState): Decision[] {
  const t = tradeState(s);
  return t.eligible.map((seat) => {
    const done = t.done.includes(seat);
    return {
      seat,
      kind: done ? 'trade-done' : 'trade',
      prompt: done
        ? 'You are done trading: "resume" to trade again while others trade'
        : 'Trade: make, answer or withdraw offers, then declare done (you may take it back while others trade)',
      defaultMove: 'done',
      timing: 'off-turn',
      // A seat that is done is not waited on (no deadline, reminder or autopilot), but may still resume.
      ...(done ? { answered: true } : {}),
    };
  });
}

/** Cards to give beyond the required ones: tradable calamities first, then the least useful commodities. */
function extras(hand: readonly string[], required: readonly string[], n: number): string[] | null {
  const rest = withoutCards(hand, required);
  const counts = countCards(hand);
  const rank = (c: string) => (isCalamity(c) ? -1 : (counts.get(c) ?? 0) * 10 + (commodities()[c]?.value ?? 0));
  const pick = rest.filter(isTradable).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).slice(0, n);
  return pick.length === n ? pick : null;
}

/** Pairs of commodities the partner may hold by public facts: one from each of two stacks he drew from this turn (27.3). */
function likelyPairs(s: AcState, partner: number): string[][] {
  const stacks = [...new Set(s.draws[partner] ?? [])].sort((a, b) => a - b);
  const of = (stack: number) => Object.values(commodities()).filter((c) => c.stack === stack).map((c) => c.id);
  const out: string[][] = [];
  for (let i = 0; i < stacks.length; i++) for (let j = i + 1; j < stacks.length; j++) for (const a of of(stacks[i]!)) for (const b of of(stacks[j]!)) out.push([a, b]);
  for (const st of stacks) out.push(of(st));
  return out;
}

/** A few concrete offers to one partner: two guaranteed commodities plus one more card, asking for two named commodities. */
function offersTo(s: AcState, seat: number, partner: number): OfferTerms[] {
  const hand = player(s, seat).hand;
  const commodities = [...countCards(hand.filter(isCommodity))].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  // Give the commodities held least (singletons first): sets are built by keeping the larger groups.
  const guaranteed = commodities.flatMap(([c, n]) => Array<string>(n).fill(c)).slice(0, 2);
  if (guaranteed.length < 2) return [];
  const more = extras(hand, guaranteed, 1);
  if (!more) return [];
  // Ask for what the partner probably drew, then for more of what the seat collects.
  const collected = commodities.slice(2).reverse().map(([c]) => c);
  const pairs = [...likelyPairs(s, partner), ...collected.slice(1).map((c) => [collected[0]!, c])];
  const asks = pairs.filter((p) => !p.some((c) => guaranteed.includes(c))).slice(0, 4).map((p) => [...p].sort());
  return asks.map((ask) => ({ give: [...guaranteed, ...more].sort(), guaranteed: [...guaranteed].sort(), askCount: MIN_TRADE_CARDS, askGuaranteed: ask, claim: '' }));
}

function acceptances(s: AcState, seat: number, o: TradeOffer): string[] {
  const hand = player(s, seat).hand;
  if (!holdsAll(hand, o.askGuaranteed)) return [];
  const more = extras(hand, o.askGuaranteed, o.askCount - o.askGuaranteed.length);
  return more ? [formatMove({ kind: 'accept', offer: o.id, cards: [...o.askGuaranteed, ...more].sort() })] : [];
}

/** legal() stops listing new offers once the seat has this many open. */
const LISTED_OPEN_OFFERS = 3;

export function tradeLegalMoves(s: AcState, seat: number): string[] {
  const t = tradeState(s);
  if (!t.eligible.includes(seat)) return [];
  if (t.done.includes(seat)) return ['done', 'resume'];
  const out: string[] = [];
  for (const o of t.offers) {
    if (o.to === seat) {
      out.push(...acceptances(s, seat, o), `reject ${o.id}`);
      const counter = offersTo(s, seat, o.from)[0];
      if (counter) out.push(formatMove({ kind: 'counter', offer: o.id, terms: counter }));
    }
    if (o.from === seat) out.push(`withdraw ${o.id}`);
  }
  // New offers are listed only while the seat has few open ones (more may be typed): keeps the list short and random play moving.
  const openMade = t.offers.filter((o) => o.from === seat).length;
  for (const partner of openMade < LISTED_OPEN_OFFERS ? t.eligible : []) {
    if (partner === seat || t.done.includes(partner)) continue;
    const nation = player(s, partner).nation!;
    for (const terms of offersTo(s, seat, partner)) out.push(formatMove({ kind: 'offer', to: nation, terms }));
  }
  out.push('done');
  return out;
}
