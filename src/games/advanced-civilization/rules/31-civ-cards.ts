/** 31: acquisition of civilization cards (31.2-31.62, D-3 permanent credits, D-9 pooled payment, D-24), hand limit 31.71, return 31.8. */
import { shuffle } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { calamities, civCards, civIds, commodities, handLimit, isCommodity, stackOf } from '../data/cards.ts';
import type { AcPlayer, AcState } from '../state.ts';
import { bestMining, countCards, setValue, withoutCards } from './28-sets.ts';
import { player, seatName } from './units.ts';

export interface Purchase {
  cards: string[];
  /** Commodity cards surrendered (a multiset). */
  surrender: string[];
  treasury: number;
  mining: string | null;
}

/** 31.51-31.55: credit toward a card from the cards owned before this phase. */
export function creditToward(p: AcPlayer, target: string): number {
  let n = 0;
  for (const c of p.civ) if (!p.civNew.includes(c)) n += civCards()[c]!.creditsGiven[target] ?? 0;
  return n;
}

/** Cards the player may buy now: not owned, prerequisites owned before this phase (31.61, D-24). */
export function buyableCards(p: AcPlayer): string[] {
  const before = p.civ.filter((c) => !p.civNew.includes(c));
  return civIds().filter((id) => !p.civ.includes(id) && civCards()[id]!.prerequisites.every((q) => before.includes(q)));
}

/**
 * The commodity cards that may pay for civilization cards this turn: the hand's, less the Grain shown with Pottery
 * against Famine (30.312, 32.211), which stays in hand but pays for nothing this turn.
 */
export function payingCards(p: AcPlayer): string[] {
  let shown = p.grainShown ?? 0;
  return p.hand.filter((c) => isCommodity(c) && !(c === 'grain' && shown-- > 0));
}

/** D-9: what the set of cards costs after credits. */
export function amountDue(p: AcPlayer, cards: readonly string[]): number {
  return cards.reduce((n, c) => n + Math.max(0, civCards()[c]!.cost - creditToward(p, c)), 0);
}

export function purchaseProblem(p: AcPlayer, buy: Purchase): string | null {
  const buyable = buyableCards(p);
  const seen = new Set<string>();
  for (const c of buy.cards) {
    if (!civCards()[c]) return `${c} is not a civilization card.`;
    if (seen.has(c)) return `${c} is listed twice.`;
    seen.add(c);
    if (p.civ.includes(c)) return `You already own ${civCards()[c]!.name}.`;
    if (!buyable.includes(c)) return `${civCards()[c]!.name} needs ${civCards()[c]!.prerequisites.join(' and ')} owned before this phase (31.61).`;
  }
  const hand = countCards(p.hand);
  const paying = countCards(payingCards(p));
  for (const [card, n] of countCards(buy.surrender)) {
    if (!isCommodity(card)) return `Only commodity cards pay for civilization cards (31.3): ${card}.`;
    if ((hand.get(card) ?? 0) < n) return `You hold only ${hand.get(card) ?? 0} ${card}.`;
    if ((paying.get(card) ?? 0) < n) {
      return `The Grain you showed with Pottery against Famine stays in your hand but cannot pay for civilization cards this turn (30.312, 32.211): you may surrender at most ${paying.get(card) ?? 0} grain.`;
    }
  }
  if (buy.mining !== null) {
    if (!p.civ.includes('mining')) return 'Mining needs the Mining card (28.53).';
    if (!commodities()[buy.mining]?.mineable) return `${buy.mining} cannot be mined (Iron, Bronze, Silver, Gems, Gold).`;
    if (p.miningUsed !== null && p.miningUsed !== buy.mining) return `Mining was used on ${p.miningUsed} this turn (28.53).`;
  }
  if (buy.treasury < 0 || buy.treasury > p.treasury) return `You have ${p.treasury} treasury tokens.`;
  if (buy.cards.length === 0) return buy.surrender.length > 0 || buy.treasury > 0 ? 'Nothing to pay for.' : null;
  const due = amountDue(p, buy.cards);
  const value = setValue(buy.surrender, buy.mining);
  if (buy.treasury > Math.max(0, due - value)) return `Treasury may only make up the shortfall (31.41): at most ${Math.max(0, due - value)}.`;
  if (value + buy.treasury < due) return `The cards cost ${due} after credits; you offer ${value + buy.treasury}.`;
  return null;
}

/** A canonical payment for `cards`: whole sets, cheapest first, until the treasury covers the rest. Null if unaffordable. */
export function canonicalPayment(p: AcPlayer, cards: string[]): Purchase | null {
  const due = amountDue(p, cards);
  const commodity = payingCards(p);
  const mining = p.civ.includes('mining') ? (p.miningUsed ?? bestMining(commodity)) : null;
  const sets = [...countCards(commodity)].map(([c, n]) => ({ c, n, v: commodities()[c]!.value * n * n })).sort((a, b) => a.v - b.v || (a.c < b.c ? -1 : 1));
  const surrender: string[] = [];
  for (let i = 0; i <= sets.length; i++) {
    const value = setValue(surrender, mining);
    if (value >= due) return { cards, surrender, treasury: 0, mining: mining && surrender.includes(mining) ? mining : null };
    if (value + p.treasury >= due) return { cards, surrender, treasury: due - value, mining: mining && surrender.includes(mining) ? mining : null };
    const next = sets[i];
    if (next) for (let k = 0; k < next.n; k++) surrender.push(next.c);
  }
  return null;
}

/** 31.2: pays and takes the cards; surrendered commodities wait for 31.8. */
export function buyCivCards(s: AcState, seat: number, buy: Purchase, events: GameEvent[]): void {
  const p = player(s, seat);
  if (buy.cards.length === 0) {
    events.push({ kind: 'civ-buy', data: { seat, cards: [], surrendered: [], treasury: 0 }, text: `${seatName(s, seat)} buys no civilization card.` });
    return;
  }
  p.hand = withoutCards(p.hand, buy.surrender);
  s.returned.push(...buy.surrender);
  p.treasury -= buy.treasury;
  p.stock += buy.treasury;
  if (buy.mining !== null) p.miningUsed = buy.mining;
  p.civ.push(...buy.cards);
  p.civNew.push(...buy.cards);
  const names = buy.cards.map((c) => civCards()[c]!.name).join(', ');
  const paid = [buy.surrender.length > 0 ? `${buy.surrender.join(', ')} (${setValue(buy.surrender, buy.mining)})` : '', buy.treasury > 0 ? `${buy.treasury} treasury` : ''].filter(Boolean).join(' + ');
  events.push({ kind: 'civ-buy', data: { seat, cards: [...buy.cards], surrendered: [...buy.surrender], treasury: buy.treasury }, text: `${seatName(s, seat)} buys ${names} (due ${amountDue(p, buy.cards)} after credits), paying ${paid || 'with credits only'} (31.2).` });
}

/** 31.71: cards to discard to come down to the hand limit. */
export function excessCards(p: AcPlayer): number {
  return Math.max(0, p.hand.length - handLimit());
}

/** V2 default: repeatedly drop the card whose loss costs the least set value. */
export function defaultDiscard(p: AcPlayer): string[] {
  const hand = [...p.hand];
  const out: string[] = [];
  for (let k = excessCards(p); k > 0; k--) {
    let best = 0;
    let bestLoss = Infinity;
    const base = setValue(hand);
    hand.forEach((c, i) => {
      const loss = base - setValue([...hand.slice(0, i), ...hand.slice(i + 1)]);
      if (loss < bestLoss) {
        bestLoss = loss;
        best = i;
      }
    });
    out.push(...hand.splice(best, 1));
  }
  return out.sort();
}

export function discardProblem(p: AcPlayer, cards: string[]): string | null {
  const need = excessCards(p);
  if (cards.length !== need) return `Discard exactly ${need} card${need === 1 ? '' : 's'} to keep ${handLimit()} (31.71).`;
  const hand = countCards(p.hand);
  for (const [c, n] of countCards(cards)) if ((hand.get(c) ?? 0) < n) return `You hold only ${hand.get(c) ?? 0} ${c}.`;
  return null;
}

export function discard(s: AcState, seat: number, cards: string[], events: GameEvent[]): void {
  const p = player(s, seat);
  p.hand = withoutCards(p.hand, cards);
  s.returned.push(...cards);
  events.push({ kind: 'hand-limit-discard', data: { seat, cards: [...cards] }, text: `${seatName(s, seat)} discards ${cards.join(', ')} face up (31.71).` });
}

/**
 * 31.8 / 29.7: surrendered, discarded and tradable calamity cards are shuffled per stack under their stacks;
 * then the non-tradable calamities go to the very bottom.
 */
export function returnCards(s: AcState): void {
  const cards = [...s.returned, ...s.spentCalamities.filter((c) => calamities()[c]!.tradable)];
  for (let k = 1; k <= 9; k++) {
    const mine = cards.filter((c) => stackOf(c) === k).sort();
    if (mine.length > 0) s.stacks[k]!.push(...shuffle(s.rng, mine));
  }
  for (const c of s.spentCalamities.filter((x) => !calamities()[x]!.tradable).sort()) s.stacks[stackOf(c)]!.push(c);
  s.returned = [];
  s.spentCalamities = [];
}
