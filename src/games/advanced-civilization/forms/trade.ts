/**
 * Trade forms (28, D.3): an offer form per trading partner, accept / reject / counter for every offer received,
 * withdraw for every offer made, done or resume. A seat's forms show its own hand and, of an offer received, only
 * what the recipient may know (count, guaranteed cards, claim, ask: D.3.3).
 */
import type { RuleError } from '../../../engine/errors.ts';
import { normalizeNotation } from '../../../engine/notation.ts';
import type { FormField } from '../../../engine/types.ts';
import { commodityList } from '../data/cards.ts';
import { isCommodity } from '../data/cards.ts';
import { acceptProblem, describeOfferToRecipient, isTradable, MIN_GUARANTEED, MIN_TRADE_CARDS, tradeState } from '../rules/28-trade.ts';
import { player, seatName } from '../rules/units.ts';
import { fail } from '../rules/fail.ts';
import { CLAIM_MAX } from '../moves.ts';
import type { AcState, OfferTerms, TradeOffer } from '../state.ts';
import { cardsOf, countOptions, countsOf, countValue, multiSelect, sumCounts, type FormValues } from './fields.ts';
import { cardName, handGroups, type FormSpec } from './spec.ts';

const ANY = 'any';
const ANY_STEPS = [1, 2, 4, 8];


/** X1 can be made at all: 2 commodities to name and 3 tradable cards to give (28.3). */
function canOffer(hand: readonly string[]): boolean {
  return hand.filter(isCommodity).length >= MIN_GUARANTEED && hand.filter(isTradable).length >= MIN_TRADE_CARDS;
}

const TERMS_HELP =
  'Give at least 3 cards and name at least 2 of your commodity cards truthfully; further cards may go unnamed (the recipient sees only how many). ' +
  'Ask for at least 3 cards, naming at least 2 commodities (28.3). Counts of one card add up. The claim is free text and may be false.';

/** Preselected terms of a counter-offer: give what was asked (as far as held), ask what was guaranteed. */
interface TermsDraft {
  named: ReadonlyMap<string, number>;
  ask: ReadonlyMap<string, number>;
}

/** The fields of an offer or a counter-offer (X1): named, unnamed, ask, ask-more and the claim. */
function termsFields(hand: readonly string[], draft?: TermsDraft): FormField[] {
  const asked = (card: string) => draft?.ask.get(card) ?? 0;
  const named = multiSelect('named', 'Cards you give and name (at least 2 commodities)', countOptions(handGroups(hand, isCommodity), undefined, draft?.named));
  const unnamed = multiSelect('unnamed', 'More cards you give without naming them (optional)', countOptions(handGroups(hand, isTradable)), 0);
  const ask = multiSelect(
    'ask',
    'Commodities you ask for by name (at least 2)',
    commodityList().map((c) => ({ label: c.name, value: countValue(c.id, 1), description: `stack ${c.stack}`, ...(asked(c.id) % 2 === 1 ? { default: true } : {}) })),
    0,
  );
  const more = multiSelect(
    'ask-more',
    'Ask more: 2 more of a card, or cards of any kind (optional)',
    [
      ...commodityList().map((c) => ({ label: `+2 ${c.name}`, value: countValue(c.id, 2), ...(asked(c.id) >= 2 ? { default: true } : {}) })),
      ...ANY_STEPS.map((k) => ({ label: `+${k} card${k === 1 ? '' : 's'} of any kind`, value: countValue(ANY, k) })),
    ],
    0,
  );
  const fields: FormField[] = [named];
  if (unnamed.options.length > 0) fields.push(unnamed);
  fields.push(ask, more, { kind: 'text', name: 'claim', label: 'Claim (free text, may be false)', maxLength: CLAIM_MAX, required: false, placeholder: 'the third card is iron' });
  return fields;
}

/** A counter-offer's draft from the offer received: its ask (capped by the hand) and its guaranteed cards (at most 3 each). */
function counterDraft(hand: readonly string[], o: TradeOffer): TermsDraft {
  const held = countsOf(hand);
  const named = new Map([...countsOf(o.askGuaranteed)].map(([c, n]) => [c, Math.min(n, held.get(c) ?? 0)] as const).filter(([, n]) => n > 0));
  const ask = new Map([...countsOf(o.guaranteed)].map(([c, n]) => [c, Math.min(n, 3)] as const));
  return { named, ask };
}

/** Cleans the claim so that it fits the notation (no double quote, lower case, single spaces). */
function cleanClaim(text: string | undefined): string {
  return normalizeNotation((text ?? '').replace(/"/g, "'")).slice(0, CLAIM_MAX);
}

/** X1 terms from the values; every count is checked against the hand now. */
function composeTerms(s: AcState, seat: number, values: FormValues): OfferTerms | RuleError {
  const held = countsOf(player(s, seat).hand);
  const named = sumCounts(values.named ?? []);
  const unnamed = sumCounts(values.unnamed ?? []);
  for (const card of new Set([...named.keys(), ...unnamed.keys()])) {
    const n = (named.get(card) ?? 0) + (unnamed.get(card) ?? 0);
    if (!isTradable(card)) return fail('form-offer', `${cardName(card)} cannot be traded (28.3).`);
    if (n > (held.get(card) ?? 0)) return fail('form-offer', `You give ${n} ${cardName(card)} but hold ${held.get(card) ?? 0}.`);
  }
  const guaranteed = cardsOf(named);
  if (guaranteed.length < MIN_GUARANTEED || guaranteed.some((c) => !isCommodity(c))) return fail('form-offer', `Name at least ${MIN_GUARANTEED} of the commodity cards you give (28.3); you named ${guaranteed.length}.`);
  const give = cardsOf(new Map([...named.keys(), ...unnamed.keys()].map((c) => [c, (named.get(c) ?? 0) + (unnamed.get(c) ?? 0)])));
  if (give.length < MIN_TRADE_CARDS) return fail('form-offer', `Give at least ${MIN_TRADE_CARDS} cards (28.3): add a named or an unnamed card.`);
  const asked = sumCounts([...(values.ask ?? []), ...(values['ask-more'] ?? [])]);
  const any = asked.get(ANY) ?? 0;
  asked.delete(ANY);
  const askGuaranteed = cardsOf(asked);
  if (askGuaranteed.length < MIN_GUARANTEED) return fail('form-offer', `Name at least ${MIN_GUARANTEED} commodity cards you ask for (28.3); you named ${askGuaranteed.length}.`);
  return { give, guaranteed, askCount: Math.max(MIN_TRADE_CARDS, askGuaranteed.length + any), askGuaranteed, claim: cleanClaim(values.claim?.[0]) };
}

function offerSpec(s: AcState, seat: number, partner: number, draft?: TermsDraft): FormSpec {
  const nation = player(s, partner).nation!;
  const done = tradeState(s).done.includes(partner) ? ', done trading for now' : '';
  return {
    form: {
      id: `offer-${nation}`,
      label: `Offer to ${seatName(s, partner)}`,
      title: `Offer to ${seatName(s, partner)} (${player(s, partner).hand.length} trade cards${done}). ${TERMS_HELP}`,
      fields: termsFields(player(s, seat).hand, draft),
      style: 'primary',
    },
    compose: (values) => {
      const terms = composeTerms(s, seat, values);
      return 'give' in terms ? { kind: 'offer', to: nation, terms } : terms;
    },
  };
}

function acceptSpec(s: AcState, seat: number, o: TradeOffer): FormSpec | null {
  const hand = player(s, seat).hand;
  const tradable = hand.filter(isTradable);
  const held = countsOf(tradable);
  const asked = countsOf(o.askGuaranteed);
  if (tradable.length < o.askCount || [...asked].some(([c, n]) => (held.get(c) ?? 0) < n)) return null;
  return {
    form: {
      id: `accept-${o.id}`,
      label: `Accept #${o.id}`,
      title: `${describeOfferToRecipient(s, o)} Accept (D.3.4): choose exactly ${o.askCount} of your cards, including the ones asked by name. Counts of one card add up.`,
      fields: [multiSelect('give', `Your ${o.askCount} cards for ${seatName(s, o.from)}`, countOptions(handGroups(hand, isTradable), undefined, asked))],
      style: 'success',
      notify: true,
    },
    compose: (values) => {
      const give = sumCounts(values.give ?? []);
      for (const [card, n] of give) if (n > (held.get(card) ?? 0)) return fail('form-accept', `You give ${n} ${cardName(card)} but hold ${held.get(card) ?? 0}.`);
      const cards = cardsOf(give);
      const p = acceptProblem(s, seat, o, cards);
      return p ? fail('form-accept', p) : { kind: 'accept', offer: o.id, cards };
    },
  };
}

function plain(id: string, label: string, title: string, move: () => ReturnType<FormSpec['compose']>, extra: Partial<FormSpec['form']> = {}): FormSpec {
  return { form: { id, label, title, fields: [], ...extra }, compose: move };
}

/** The trade forms of one seat, offers received first. */
export function tradeForms(s: AcState, seat: number): FormSpec[] {
  if (s.phase !== 'trade' || !s.trade) return [];
  const t = tradeState(s);
  if (!t.eligible.includes(seat)) return [];
  const done = t.done.includes(seat);
  const hand = player(s, seat).hand;
  const offering = !done && canOffer(hand);
  const out: FormSpec[] = [];
  for (const o of t.offers.filter((x) => x.to === seat)) {
    const accept = acceptSpec(s, seat, o);
    if (accept) out.push(accept);
    out.push(plain(`reject-${o.id}`, `Reject #${o.id}`, `Reject offer #${o.id} from ${seatName(s, o.from)} (D.3.5).`, () => ({ kind: 'reject', offer: o.id }), { style: 'danger', notify: true }));
    if (offering) {
      const counter = offerSpec(s, seat, o.from, counterDraft(hand, o));
      out.push({
        form: { ...counter.form, id: `counter-${o.id}`, label: `Counter #${o.id}`, title: `Counter offer #${o.id}: it is rejected and your offer goes to ${seatName(s, o.from)} (D.3.5). ${TERMS_HELP}`, style: 'secondary', notify: true },
        compose: (values) => {
          const terms = composeTerms(s, seat, values);
          return 'give' in terms ? { kind: 'counter', offer: o.id, terms } : terms;
        },
      });
    }
  }
  for (const o of t.offers.filter((x) => x.from === seat)) {
    out.push(plain(`withdraw-${o.id}`, `Withdraw #${o.id}`, `Withdraw your offer #${o.id} to ${seatName(s, o.to)} (X3).`, () => ({ kind: 'withdraw', offer: o.id }), { style: 'danger' }));
  }
  if (offering) for (const partner of t.eligible) if (partner !== seat) out.push(offerSpec(s, seat, partner));
  out.push(
    done
      ? plain('resume', 'Trade again', 'Take back "done" and trade again while others still trade (D.3.6).', () => ({ kind: 'resume' }))
      : plain('done', 'Done trading', 'Declare done (X4). You may take it back while others still trade (D.3.6).', () => ({ kind: 'done' }), { style: 'secondary' }),
  );
  return out;
}
