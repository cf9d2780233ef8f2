/** A form together with the function that turns its values into a move (closed over the state it was made from). */
import type { RuleError } from '../../../engine/errors.ts';
import type { MoveForm } from '../../../engine/types.ts';
import { calamities, commodities } from '../data/cards.ts';
import type { AcMove } from '../moves.ts';
import { boardOf } from '../rules/units.ts';
import type { AcState } from '../state.ts';
import { countsOf, type CountGroup, type FormValues } from './fields.ts';

export interface FormSpec {
  form: MoveForm;
  /** The move for values already checked against the form's fields (options, min, max, text length). */
  compose(values: FormValues): AcMove | RuleError;
}

export function cardName(card: string): string {
  return commodities()[card]?.name ?? calamities()[card]?.name ?? card;
}

/** Trade cards in stack order (value), then by name. */
export function byStack(a: string, b: string): number {
  const stack = (c: string) => commodities()[c]?.stack ?? calamities()[c]?.stack ?? 0;
  return stack(a) - stack(b) || a.localeCompare(b);
}

export function areaName(s: AcState, area: string): string {
  return boardOf(s).areas[area]?.name ?? area;
}

/** The kinds of cards of a hand that pass `keep`, in stack order, as count groups (at most the number held). */
export function handGroups(hand: readonly string[], keep: (card: string) => boolean = () => true): CountGroup[] {
  return [...countsOf(hand.filter(keep))].sort((a, b) => byStack(a[0], b[0])).map(([card, n]) => ({ key: card, label: cardName(card), max: n }));
}
