/**
 * Private move forms of Advanced Civilization (engine contract MoveForm): trade (28, D.3), calamity prompts (29-30)
 * and a few other decisions. composeForm only translates values into notation: the platform has already checked the
 * values against the form as the state makes it now (src/tables/forms.ts checkFormValues: options, counts, text
 * length), and the rules judge the move once, when the platform plays it (a refusal carries the rule's message).
 */
import { isRuleError, type RuleError } from '../../../engine/errors.ts';
import { MAX_NOTATION_LENGTH } from '../../../engine/notation.ts';
import type { MoveForm } from '../../../engine/types.ts';
import { formatMove, parseMove } from '../notation.ts';
import { fail } from '../rules/fail.ts';
import type { AcState } from '../state.ts';
import { boardForms } from './board.ts';
import { calamityForms } from './calamity.ts';
import { cardForms } from './cards.ts';
import { simpleForms } from './simple.ts';
import type { FormValues } from './fields.ts';
import type { FormSpec } from './spec.ts';
import { tradeForms } from './trade.ts';

function specs(s: AcState, seat: number): FormSpec[] {
  const asked = s.sim ? s.sim.seats.includes(seat) : s.queue[0] === seat;
  if (s.phase === 'over' || !s.players[seat]) return [];
  if (s.phase === 'trade') return tradeForms(s, seat);
  if (!asked) return [];
  if (s.phase === 'calamities') return calamityForms(s, seat);
  return [...simpleForms(s, seat), ...boardForms(s, seat), ...cardForms(s, seat)];
}

export function acForms(s: AcState, seat: number): MoveForm[] {
  return specs(s, seat).map((x) => x.form);
}

export function composeAcForm(s: AcState, seat: number, formId: string, values: FormValues): string | RuleError {
  const all = specs(s, seat);
  const spec = all.find((x) => x.form.id === formId);
  if (!spec) {
    const open = all.map((x) => x.form.label);
    return fail('form-closed', `This form is no longer open${open.length > 0 ? `; open now: ${open.join(', ')}` : ': you have nothing to answer now'}.`);
  }
  const move = spec.compose(values);
  if (isRuleError(move)) return move;
  const notation = formatMove(move);
  if (notation.length > MAX_NOTATION_LENGTH) return fail('form-too-long', `This move is too long to record (at most ${MAX_NOTATION_LENGTH} characters): shorten the claim or give fewer kinds of cards.`);
  const parsed = parseMove(notation);
  if (isRuleError(parsed) || formatMove(parsed) !== notation) return fail('form-notation', 'These choices do not make a move the notation can record; type the move instead.');
  return notation;
}
