/**
 * Private move forms of Advanced Civilization (engine contract MoveForm): trade (28, D.3), calamity prompts (29-30)
 * and a few other decisions. composeForm never trusts the values: they must be options of the form as the state makes
 * it now, and the move they make must parse back to itself and be accepted by the rules.
 */
import { isRuleError, type RuleError } from '../../../engine/errors.ts';
import { MAX_NOTATION_LENGTH } from '../../../engine/notation.ts';
import type { MoveForm } from '../../../engine/types.ts';
import { formatMove, parseMove } from '../notation.ts';
import { applyMove } from '../rules/apply.ts';
import { fail } from '../rules/units.ts';
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

const shown = (v: string) => (v.length > 30 ? `${v.slice(0, 30)}…` : v);

/** Checks the values against the fields: known options, no repeats, min..max picks, text length. */
function valuesProblem(form: MoveForm, values: FormValues): string | null {
  for (const field of form.fields) {
    const raw: unknown = values[field.name] ?? [];
    if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return `"${field.name}" must be a list of texts.`;
    const chosen = raw as string[];
    if (field.kind === 'text') {
      if (chosen.length > 1) return `${field.label}: one text only.`;
      const text = chosen[0] ?? '';
      if (text.length > field.maxLength) return `${field.label}: at most ${field.maxLength} characters.`;
      if (field.required && text.trim() === '') return `${field.label} is required.`;
      continue;
    }
    const allowed = new Set(field.options.map((o) => o.value));
    const bad = chosen.find((v) => !allowed.has(v));
    if (bad !== undefined) return `"${shown(bad)}" is not one of the choices for "${field.placeholder}".`;
    if (new Set(chosen).size !== chosen.length) return `"${field.placeholder}": a choice is repeated.`;
    if (chosen.length < field.min || chosen.length > field.max) {
      return `"${field.placeholder}": choose ${field.min === field.max ? field.min : `${field.min} to ${field.max}`} (you chose ${chosen.length}).`;
    }
  }
  return null;
}

export function composeAcForm(s: AcState, seat: number, formId: string, values: FormValues): string | RuleError {
  const all = specs(s, seat);
  const spec = all.find((x) => x.form.id === formId);
  if (!spec) {
    const open = all.map((x) => x.form.label);
    return fail('form-closed', `This form is no longer open${open.length > 0 ? `; open now: ${open.join(', ')}` : ': you have nothing to answer now'}.`);
  }
  if (typeof values !== 'object' || values === null) return fail('form-values', 'The form was sent without values.');
  const problem = valuesProblem(spec.form, values);
  if (problem) return fail('form-values', problem);
  // Only the form's own fields reach the composer.
  const move = spec.compose(Object.fromEntries(spec.form.fields.map((f) => [f.name, [...(values[f.name] ?? [])]])));
  if (isRuleError(move)) return move;
  const notation = formatMove(move);
  if (notation.length > MAX_NOTATION_LENGTH) return fail('form-too-long', `This move is too long to record (at most ${MAX_NOTATION_LENGTH} characters): shorten the claim or give fewer kinds of cards.`);
  const parsed = parseMove(notation);
  if (isRuleError(parsed) || formatMove(parsed) !== notation) return fail('form-notation', 'These choices do not make a move the notation can record; type the move instead.');
  const applied = applyMove(s, seat, parsed);
  return isRuleError(applied) ? applied : notation;
}
