/**
 * Phase 10: trade (28, protocol D.3). Every seat holding at least 3 trade cards trades at once: offers (X1) go from one
 * seat to another and stay private to the two; the recipient accepts with his exact cards, rejects or counters (X2);
 * the offerer may withdraw (X3); everyone declares done (X4, taken back with "resume"). An acceptance is checked against
 * both hands at that instant and executed at once; every open offer whose cards are no longer held is cancelled with a
 * private notice. Only the number of cards exchanged is public. Tradable calamities change hands unseen and the engine
 * records who gave each (`calamityTraders`, 29.61).
 */
import type { RuleError } from '../../../engine/errors.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { calamities, isCalamity, isCommodity } from '../data/cards.ts';
import type { NationId } from '../data/nations.ts';
import { countsText } from '../notation.ts';
import type { TradeMove } from '../moves.ts';
import type { AcState, OfferTerms, TradeOffer, TradeState } from '../state.ts';
import { inPlay, player, seatName } from './units.ts';
import { fail } from './fail.ts';
import { withoutCards } from './28-sets.ts';

/** 28.3: a player needs at least 3 trade cards to trade; each side gives at least 3. */
export const MIN_TRADE_CARDS = 3;
export const MIN_GUARANTEED = 2;

export function tradeState(s: AcState): TradeState {
  return (s.trade ??= { nextOfferId: 1, offers: [], eligible: [], done: [], completedThisTurn: 0, completedTotal: 0 });
}

/** Does `hand` contain every card of `cards` (as a multiset)? */
export function holdsAll(hand: readonly string[], cards: readonly string[]): boolean {
  const left = [...hand];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function isTradable(card: string): boolean {
  return isCommodity(card) || calamities()[card]?.tradable === true;
}

/** D.3.1: opens the phase for the seats with >= 3 cards; false when fewer than two can trade (nothing to do, 18.2). */
export function openTrade(s: AcState, events: GameEvent[]): boolean {
  const t = tradeState(s);
  s.phase = 'trade';
  s.queue = [];
  s.sim = null;
  t.offers = [];
  t.done = [];
  t.completedThisTurn = 0;
  t.offersMade = {};
  t.eligible = s.players.filter((p) => inPlay(p) && p.hand.length >= MIN_TRADE_CARDS).map((p) => p.seat);
  if (t.eligible.length < 2) {
    t.eligible = [];
    events.push({ kind: 'trade-skipped', data: {}, text: 'Trade (28): fewer than two players hold 3 trade cards; no trading this turn.' });
    return false;
  }
  events.push({
    kind: 'trade-open',
    data: { seats: [...t.eligible] },
    text: `Trade (28) opens for ${t.eligible.map((x) => seatName(s, x)).join(', ')}: make offers privately, then declare done.`,
    // D.3.1: every trader receives his hand privately.
    private: t.eligible.map((seat) => ({ seat, text: `Trade opens. Your trade cards: ${countsText(player(s, seat).hand)}.` })),
  });
  return true;
}

/** Ends the phase: open offers lapse (X2 default); the public learns only how many trades were made. */
export function closeTrade(s: AcState, events: GameEvent[]): void {
  const t = tradeState(s);
  const lapsed = t.offers;
  t.offers = [];
  t.eligible = [];
  t.done = [];
  events.push({
    kind: 'trade-close',
    data: { trades: t.completedThisTurn },
    text: `Trade ends: ${t.completedThisTurn} trade${t.completedThisTurn === 1 ? '' : 's'} this turn.`,
    private: lapsed.flatMap((o) => [o.from, o.to].map((seat) => ({ seat, text: `Offer #${o.id} lapsed at the end of trade.` }))),
  });
}

/** Checks X1 terms from `from` to `to` against the state (D.3.3); a message or null. */
export function termsProblem(s: AcState, from: number, to: number, terms: OfferTerms): string | null {
  const t = tradeState(s);
  if (from === to) return 'You cannot trade with yourself.';
  if (!t.eligible.includes(to)) return `${seatName(s, to)} is not trading this turn (fewer than 3 trade cards, 28.3).`;
  if (terms.give.length < MIN_TRADE_CARDS) return `Give at least ${MIN_TRADE_CARDS} cards (28.3).`;
  if (!holdsAll(player(s, from).hand, terms.give)) return 'You do not hold every card you offer.';
  if (terms.give.some((c) => !isTradable(c))) return 'Non-tradable calamities can never be given (28.3).';
  if (terms.guaranteed.length < MIN_GUARANTEED || terms.guaranteed.some((c) => !isCommodity(c))) return `Guarantee at least ${MIN_GUARANTEED} commodity cards (28.3).`;
  if (!holdsAll(terms.give, terms.guaranteed)) return 'The guaranteed cards must be among the cards you give.';
  if (terms.askCount < MIN_TRADE_CARDS) return `Ask for at least ${MIN_TRADE_CARDS} cards (28.3).`;
  if (terms.askGuaranteed.length < MIN_GUARANTEED || terms.askGuaranteed.some((c) => !isCommodity(c))) return `Name at least ${MIN_GUARANTEED} commodity cards you ask for (28.3).`;
  if (terms.askGuaranteed.length > terms.askCount) return `You name ${terms.askGuaranteed.length} cards but ask for only ${terms.askCount}.`;
  return null;
}

/** What the recipient may know of an offer: count, guaranteed cards, claim and what is asked (D.3.3). */
export function describeOfferToRecipient(s: AcState, o: TradeOffer): string {
  const claim = o.claim ? ` Claim: "${o.claim}".` : '';
  return `Offer #${o.id} from ${seatName(s, o.from)}: ${o.give.length} cards, guaranteed ${countsText(o.guaranteed)}.${claim} Asks ${o.askCount} cards including ${countsText(o.askGuaranteed)}.`;
}

function addOffer(s: AcState, from: number, to: number, terms: OfferTerms, events: GameEvent[]): void {
  const t = tradeState(s);
  const o: TradeOffer = { id: t.nextOfferId++, from, to, ...terms };
  t.offers.push(o);
  t.offersMade = { ...t.offersMade, [from]: (t.offersMade?.[from] ?? 0) + 1 };
  // The recipient and the terms are private to the two parties (D.3.3): the public learns who offers, not to whom.
  events.push({
    kind: 'trade-offer',
    data: { seat: from, offer: o.id },
    text: `${seatName(s, from)} makes offer #${o.id}.`,
    private: [
      { seat: from, text: `Your offer #${o.id} to ${seatName(s, to)}: you give ${countsText(o.give)}; you ask ${o.askCount} cards including ${countsText(o.askGuaranteed)}.` },
      { seat: to, text: `${describeOfferToRecipient(s, o)} Answer with "accept ${o.id} give <your ${o.askCount} cards>", "reject ${o.id}" or "counter ${o.id} give ...".` },
    ],
  });
}

function openOffer(s: AcState, id: number): TradeOffer | undefined {
  return tradeState(s).offers.find((o) => o.id === id);
}

function removeOffer(s: AcState, id: number): void {
  const t = tradeState(s);
  t.offers = t.offers.filter((o) => o.id !== id);
}

/** D.3.4: the recipient's exact cards, checked against his hand now. */
export function acceptProblem(s: AcState, seat: number, o: TradeOffer, cards: readonly string[]): string | null {
  if (cards.length !== o.askCount) return `Offer #${o.id} asks for exactly ${o.askCount} cards; you named ${cards.length}.`;
  if (!holdsAll(cards, o.askGuaranteed)) return `Offer #${o.id} asks for cards including ${countsText(o.askGuaranteed)}.`;
  if (!holdsAll(player(s, seat).hand, cards)) return 'You do not hold every card you named.';
  if (cards.some((c) => !isTradable(c))) return 'Non-tradable calamities can never be given (28.3).';
  return null;
}

/** Moves cards between hands and records the giver of every calamity (the trader, 29.61). */
function transfer(s: AcState, from: number, to: number, cards: readonly string[]): void {
  player(s, from).hand = withoutCards(player(s, from).hand, cards);
  player(s, to).hand.push(...cards);
  for (const c of cards) if (isCalamity(c)) s.calamityTraders[c] = from;
}

/** D.3.4: executes an accepted offer, then cancels every open offer whose cards left their offerer. */
function executeTrade(s: AcState, o: TradeOffer, cards: readonly string[], events: GameEvent[]): void {
  const t = tradeState(s);
  removeOffer(s, o.id);
  transfer(s, o.from, o.to, o.give);
  transfer(s, o.to, o.from, cards);
  t.completedThisTurn += 1;
  t.completedTotal += 1;
  const notices: { seat: number; text: string }[] = [
    { seat: o.from, text: `Trade #${o.id} with ${seatName(s, o.to)}: you received ${countsText(cards)}.` },
    { seat: o.to, text: `Trade #${o.id} with ${seatName(s, o.from)}: you received ${countsText(o.give)}.` },
  ];
  for (const other of [...t.offers]) {
    if (holdsAll(player(s, other.from).hand, other.give)) continue;
    removeOffer(s, other.id);
    notices.push(
      { seat: other.from, text: `Your offer #${other.id} to ${seatName(s, other.to)} was cancelled: you no longer hold its cards.` },
      { seat: other.to, text: `Offer #${other.id} from ${seatName(s, other.from)} was cancelled: it is no longer valid.` },
    );
  }
  events.push({ kind: 'trade-accepted', data: { seats: [o.from, o.to], offer: o.id, given: o.give.length, received: cards.length }, text: `${seatName(s, o.from)} and ${seatName(s, o.to)} trade (#${o.id}): ${o.give.length} cards for ${cards.length} cards.`, private: notices });
}

function seatOfNation(s: AcState, nation: NationId): number | null {
  return s.players.find((p) => p.nation === nation)?.seat ?? null;
}

/** Applies one trade move, or returns why it is refused (state untouched then); `finished` when everyone is done. */
export function applyTradeMove(s: AcState, seat: number, m: TradeMove | { kind: 'done' }, events: GameEvent[]): RuleError | 'finished' | null {
  const t = tradeState(s);
  if (!t.eligible.includes(seat)) return fail('trade-not-eligible', 'You are not trading this turn: a player needs at least 3 trade cards (28.3).');
  const isDone = t.done.includes(seat);
  switch (m.kind) {
    case 'done':
      if (isDone) {
        events.push({ kind: 'trade-done', data: { seat, again: true }, text: `${seatName(s, seat)} stays done trading.` });
        return null;
      }
      t.done.push(seat);
      events.push({ kind: 'trade-done', data: { seat, again: false }, text: `${seatName(s, seat)} is done trading.` });
      return t.eligible.every((x) => t.done.includes(x)) ? 'finished' : null;
    case 'resume':
      if (!isDone) return fail('trade-not-done', 'You have not declared done.');
      t.done = t.done.filter((x) => x !== seat);
      events.push({ kind: 'trade-resume', data: { seat }, text: `${seatName(s, seat)} trades again.` });
      return null;
    case 'offer': {
      if (isDone) return fail('trade-done', 'You declared done: "resume" first to make offers.');
      const to = seatOfNation(s, m.to);
      if (to === null) return fail('trade-partner', `Nobody plays ${m.to}.`);
      const p = termsProblem(s, seat, to, m.terms);
      if (p) return fail('trade-offer', p);
      addOffer(s, seat, to, m.terms, events);
      return null;
    }
    case 'withdraw': {
      const o = openOffer(s, m.offer);
      if (!o || o.from !== seat) return fail('trade-no-offer', `You have no open offer #${m.offer}.`, t.offers.filter((x) => x.from === seat).map((x) => `withdraw ${x.id}`));
      removeOffer(s, o.id);
      events.push({ kind: 'trade-withdraw', data: { seat, offer: o.id }, text: `${seatName(s, seat)} withdraws offer #${o.id}.`, private: [{ seat: o.to, text: `Offer #${o.id} from ${seatName(s, seat)} was withdrawn.` }] });
      return null;
    }
    case 'reject':
    case 'counter':
    case 'accept': {
      const o = openOffer(s, m.offer);
      if (!o || o.to !== seat) return fail('trade-no-offer', `No open offer #${m.offer} was made to you (it may have been accepted, withdrawn or cancelled).`);
      if (m.kind === 'accept') {
        const p = acceptProblem(s, seat, o, m.cards);
        if (p) return fail('trade-accept', p);
        executeTrade(s, o, m.cards, events);
        return null;
      }
      if (m.kind === 'counter') {
        if (isDone) return fail('trade-done', 'You declared done: "resume" first to make offers.');
        const p = termsProblem(s, seat, o.from, m.terms);
        if (p) return fail('trade-offer', p);
      }
      removeOffer(s, o.id);
      events.push({ kind: 'trade-reject', data: { seat }, text: `${seatName(s, seat)} rejects an offer.`, private: [{ seat: o.from, text: `${seatName(s, seat)} rejected your offer #${o.id}.` }] });
      if (m.kind === 'counter') addOffer(s, seat, o.from, m.terms, events);
      return null;
    }
  }
}
