/**
 * Civilization cards (31) and the hand limit (31.71). The AI buys the purchase worth most toward its A.S.T. (33): the
 * face value bought (its score, 35.1), more for every card while it lacks the Early Iron Age's nine (33.23), and more
 * for every new group while it lacks the groups an epoch asks (distinct groups, 33.23). It discards the cards whose
 * loss costs the least set value (28.51).
 */
import { ast } from '../data/ast.ts';
import { setValue } from '../rules/28-sets.ts';
import { distinctGroups, civFaceValue } from '../rules/33-ast.ts';
import { player } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** The largest card count and group count any epoch asks (33.23: Early Iron Age). */
/** The most cards and groups any epoch of the A.S.T. asks (read from the data set in use). */
const cardsNeeded = (): number => Math.max(0, ...ast().epochs.map((e) => e.entry.cards ?? 0));
const groupsNeeded = (): number => Math.max(0, ...ast().epochs.map((e) => e.entry.distinctGroups ?? 0));

export function purchaseWorth(s: AcState, seat: number, move: string): number | null {
  if (move === 'buy nothing') return 0;
  const m = parsedAs(move, 'buy');
  if (!m) return null;
  const p = player(s, seat);
  const cards = m.purchase.cards;
  const after = [...p.civ, ...cards];
  const needCards = cardsNeeded();
  const needGroups = groupsNeeded();
  const countBonus = 40 * Math.max(0, Math.min(after.length, needCards) - Math.min(p.civ.length, needCards));
  const groupBonus = 60 * Math.max(0, Math.min(distinctGroups(after), needGroups) - Math.min(distinctGroups(p.civ), needGroups));
  const handLeft = [...p.hand];
  for (const c of m.purchase.surrender) handLeft.splice(handLeft.indexOf(c), 1);
  const paid = m.purchase.treasury + (setValue(p.hand) - setValue(handLeft));
  return civFaceValue(cards) + countBonus + groupBonus - paid / 2;
}

export function choosePurchase(s: AcState, seat: number, legal: readonly string[]): string {
  return bestOf(legal, (move) => purchaseWorth(s, seat, move)) ?? 'buy nothing';
}

/** The discard that keeps the most set value. */
export function chooseDiscard(s: AcState, seat: number, legal: readonly string[]): string {
  const hand = player(s, seat).hand;
  return (
    bestOf(legal, (move) => {
      const m = parsedAs(move, 'discard');
      if (!m) return null;
      const left = [...hand];
      for (const c of m.cards) left.splice(left.indexOf(c), 1);
      return setValue(left);
    }) ?? legal[0]!
  );
}
