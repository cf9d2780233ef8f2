/**
 * Civilization cards (31) and the hand limit (31.71). The AI buys the purchase worth most toward its A.S.T. (33): the
 * face value bought (its score, 35.1, and the Late Iron squares' thresholds, 33.25), much more for every card while it
 * lacks the Early Iron Age's nine (33.23), more for every new group while it lacks the groups an epoch asks (distinct
 * groups, 33.23), more for reaching the face value the marker's next square asks (33.25), and the worth of the card
 * against calamities (30: cities kept are the A.S.T.'s other condition). It
 * discards the cards whose loss costs the least set value (28.51).
 */
import { ast } from '../data/ast.ts';
import { setValue, withoutCards } from '../rules/28-sets.ts';
import { distinctGroups, civFaceValue } from '../rules/33-ast.ts';
import { nationOf, player } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { bestOf, parsedAs } from './parsed.ts';

/** The most cards and groups any epoch of the A.S.T. asks (read from the data set in use). */
const cardsNeeded = (): number => Math.max(0, ...ast().epochs.map((e) => e.entry.cards ?? 0));
const groupsNeeded = (): number => Math.max(0, ...ast().epochs.map((e) => e.entry.distinctGroups ?? 0));

/** Worth of a card still missing toward the Early Iron Age's count: more than any single card's face value, so the AI buys the most cards it can. */
const CARD_COUNT_WORTH = 400;
/** Worth of a group still missing toward the Early Iron Age (33.23): under a card's count worth, so count still comes first. */
const GROUP_WORTH = 300;

/**
 * What a card does against calamities, in face-value points: the cards that ease the calamities that reduce cities
 * most often, and the ones that worsen them (30.32-30.81). Superstition's easers count only above the best one owned
 * (30.322).
 */
const CALAMITY_WORTH: Readonly<Record<string, number>> = {
  enlightenment: 120, // cancels Superstition (30.322), eases Slave Revolt (30.423)
  medicine: 60, // 30.613
  law: 50, // 30.712, 30.812
  theology: 60, // 30.814
  engineering: 40, // 30.213, 30.515
  democracy: 40, // 30.712
  music: 30, // 30.712
  drama_and_poetry: 30, // 30.712
  philosophy: 30, // 30.813
  mysticism: 40, // 30.322
  deism: 30, // 30.322
  monotheism: -20, // 30.815
  military: -50, // 30.713
  roadbuilding: -80, // 30.614, 30.714, 30.816
  mining: -80, // 30.423
};

/**
 * What a card does for building cities, in face-value points: Architecture pays half a city's tokens from the treasury
 * once a turn (25.3), so a site holding three tokens becomes a city without gathering six.
 */
const BUILDING_WORTH: Readonly<Record<string, number>> = { architecture: 100 };

/** Superstition's easers, best first (30.322). */
const SUPERSTITION_EASERS = ['enlightenment', 'deism', 'mysticism'];

/** Worth of reaching, with this purchase, the face value the marker's next square asks (33.25): the marker moves this turn. */
const THRESHOLD_WORTH = 300;

function thresholdBonus(s: AcState, seat: number, before: number, after: number): number {
  const p = player(s, seat);
  const threshold = ast().tracksByNation[nationOf(s, seat)]?.lateIronThresholds[String(p.ast + 1)];
  return threshold !== undefined && before < threshold && after >= threshold ? THRESHOLD_WORTH : 0;
}

function calamityWorth(owned: readonly string[], card: string): number {
  const rank = SUPERSTITION_EASERS.indexOf(card);
  if (rank > 0 && SUPERSTITION_EASERS.slice(0, rank).some((c) => owned.includes(c))) return 0;
  if (card === 'mining' && owned.includes('enlightenment')) return -30; // 30.423: both give 15, the plain count
  return CALAMITY_WORTH[card] ?? 0;
}

export function purchaseWorth(s: AcState, seat: number, move: string): number | null {
  if (move === 'buy nothing') return 0;
  const m = parsedAs(move, 'buy');
  if (!m) return null;
  const p = player(s, seat);
  const cards = m.purchase.cards;
  const after = [...p.civ, ...cards];
  const needCards = cardsNeeded();
  const needGroups = groupsNeeded();
  const countBonus = CARD_COUNT_WORTH * Math.max(0, Math.min(after.length, needCards) - Math.min(p.civ.length, needCards));
  const groupBonus = GROUP_WORTH * Math.max(0, Math.min(distinctGroups(after), needGroups) - Math.min(distinctGroups(p.civ), needGroups));
  const calamityBonus = cards.reduce((n, c) => n + calamityWorth(p.civ, c) + (BUILDING_WORTH[c] ?? 0), 0);
  const paid = m.purchase.treasury + (setValue(p.hand) - setValue(withoutCards(p.hand, m.purchase.surrender)));
  const faceValue = civFaceValue(cards);
  const reached = thresholdBonus(s, seat, civFaceValue(p.civ), civFaceValue(p.civ) + faceValue);
  return faceValue + countBonus + groupBonus + calamityBonus + reached - paid / 2;
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
      return m ? setValue(withoutCards(hand, m.cards)) : null;
    }) ?? legal[0]!
  );
}
