/** Card forms outside trade: civilization card purchases (V1, 31) with a select of the affordable cards, hand-limit discards (V2, 31.71). */
import type { RuleError } from '../../../engine/errors.ts';
import { civCards } from '../data/cards.ts';
import { countCards, setValue } from '../rules/28-sets.ts';
import { amountDue, buyableCards, canonicalPayment, creditToward, discardProblem, excessCards, payingCards, purchaseProblem, type Purchase } from '../rules/31-civ-cards.ts';
import { player } from '../rules/units.ts';
import { fail } from '../rules/fail.ts';
import type { AcPlayer, AcState } from '../state.ts';
import { cardsOf, countOptions, multiSelect, sumCounts } from './fields.ts';
import { cardName, handGroups, type FormSpec } from './spec.ts';

/** Mining on the surrendered cards (28.53): the card already mined this turn, else the one it adds most to. */
function miningFor(p: AcPlayer, surrender: readonly string[]): string | null {
  if (!p.civ.includes('mining')) return null;
  const candidates = p.miningUsed !== null ? [p.miningUsed] : [...new Set(surrender)];
  let best: string | null = null;
  for (const c of candidates) if (surrender.includes(c) && setValue(surrender, c) > setValue(surrender, best)) best = c;
  return best;
}

/** The purchase for chosen cards and surrendered commodities: treasury pays exactly the shortfall (31.41). */
function purchaseFor(p: AcPlayer, cards: string[], pay: ReadonlyMap<string, number>): Purchase | RuleError {
  if (cards.length === 0) return pay.size > 0 ? fail('form-buy', 'Choose the cards to buy, or nothing to surrender.') : { cards: [], surrender: [], treasury: 0, mining: null };
  const due = amountDue(p, cards);
  if (pay.size === 0) {
    const canonical = canonicalPayment(p, cards);
    return canonical ?? fail('form-buy', `These cards cost ${due} after credits; your commodity cards and treasury do not cover it (31.3).`);
  }
  const held = countCards(p.hand);
  for (const [c, n] of pay) if (n > (held.get(c) ?? 0)) return fail('form-buy', `You surrender ${n} ${cardName(c)} but hold ${held.get(c) ?? 0}.`);
  const surrender = cardsOf(pay);
  const mining = miningFor(p, surrender);
  const value = setValue(surrender, mining);
  const treasury = Math.max(0, due - value);
  if (treasury > p.treasury) return fail('form-buy', `These cards cost ${due} after credits; the cards you surrender are worth ${value} and your treasury holds ${p.treasury} (31.3, 31.41).`);
  return { cards, surrender, treasury, mining };
}

function buySpec(s: AcState, seat: number): FormSpec | null {
  const p = player(s, seat);
  const affordable = buyableCards(p).filter((c) => canonicalPayment(p, [c]) !== null);
  if (affordable.length === 0) return null;
  const cards = affordable.map((c) => ({ label: `${civCards()[c]!.name} (${amountDue(p, [c])})`, value: c, description: `cost ${civCards()[c]!.cost}, your credits ${creditToward(p, c)}` }));
  const fields = [multiSelect('cards', 'Civilization cards to buy (none: buy nothing)', cards, 0)];
  // Grain shown against Famine with Pottery pays for nothing this turn (30.312, 32.211): it is not offered.
  const commodities = handGroups(payingCards(p));
  if (commodities.length > 0) fields.push(multiSelect('pay', 'Commodity cards to surrender (optional: cheapest sets otherwise)', countOptions(commodities), 0));
  return {
    form: {
      id: 'buy',
      label: 'Buy civilization cards',
      title: `Buy civilization cards (31): each shows its price after your credits; you may buy several. Pay with commodity card sets (counts of one card add up); the treasury pays only the shortfall (31.41). Treasury ${p.treasury}.`,
      fields,
      style: 'primary',
    },
    compose: (values) => {
      const purchase = purchaseFor(p, [...(values.cards ?? [])], sumCounts(values.pay ?? []));
      if (!('cards' in purchase)) return purchase;
      const problem = purchaseProblem(p, purchase);
      return problem ? fail('form-buy', problem) : { kind: 'buy', purchase };
    },
  };
}

function discardSpec(s: AcState, seat: number): FormSpec | null {
  const p = player(s, seat);
  const n = excessCards(p);
  if (n === 0) return null;
  return {
    form: {
      id: 'discard',
      label: 'Discard cards',
      title: `Hand limit (31.71): discard exactly ${n} card${n === 1 ? '' : 's'}, face up. Counts of one card add up.`,
      fields: [multiSelect('cards', `Exactly ${n} cards to discard`, countOptions(handGroups(p.hand)))],
      style: 'primary',
    },
    compose: (values) => {
      const cards = cardsOf(sumCounts(values.cards ?? []));
      const problem = discardProblem(p, cards);
      return problem ? fail('form-discard', problem) : { kind: 'discard', cards };
    },
  };
}

export function cardForms(s: AcState, seat: number): FormSpec[] {
  const spec = s.phase === 'civ' && s.queue[0] === seat ? buySpec(s, seat) : s.phase === 'hand-limit' && s.sim?.seats.includes(seat) ? discardSpec(s, seat) : null;
  return spec ? [spec] : [];
}
