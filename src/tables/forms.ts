import type { FormField, MoveForm, Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/port.ts';
import { hasNoMember, type LoadedTable } from './context.ts';
import { msg } from './messages.ts';
import type { ActionButton, ActionSelect, DirectMessage } from './outcome.ts';
import { button } from './posts.ts';
import { onVacation } from './player-time.ts';

/**
 * Move forms (MoveForm) on the platform side, as pure helpers: a seat's forms and the controls that open them,
 * checking filled values, and the DMs that announce new forms. Forms are private: they appear only in the seat's
 * replies and DMs, never in a channel post. Opening and submitting are in form-actions.ts.
 */

/** Discord shows at most 25 buttons (five rows of five) and 25 select options. */
const MAX_BUTTONS = 25;
const MAX_SELECT_OPTIONS = 25;
/** Form buttons under one DM: one row. */
const MAX_DM_FORM_BUTTONS = 5;
/** How much of a value typed or sent by the user is echoed back in a refusal. */
const ECHO = 40;

/** The seat's forms now; none unless the game runs and implements forms. */
export function seatForms(loaded: LoadedTable, seat: Seat): MoveForm[] {
  if (loaded.table.status !== 'active' || !loaded.game.forms) return [];
  return loaded.game.forms(loaded.state, seat);
}

export function formButton(table: TableRecord, form: MoveForm): ActionButton {
  return button(table, { type: 'form-open', formId: form.id }, form.label, form.style ?? 'primary');
}

/**
 * Controls that open the seat's forms next to `otherButtons` buttons already in the reply. While everything fits in
 * 25 buttons, each form gets a button; otherwise the forms are listed in one select menu (one row, up to 25 forms),
 * which is why callers keep their own buttons to at most 20. `hidden` counts forms that fit in neither.
 */
export function formControls(table: TableRecord, forms: readonly MoveForm[], otherButtons: number): { buttons: ActionButton[]; select?: ActionSelect; hidden: number } {
  if (forms.length === 0) return { buttons: [], hidden: 0 };
  if (otherButtons + forms.length <= MAX_BUTTONS) return { buttons: forms.map((f) => formButton(table, f)), hidden: 0 };
  const select: ActionSelect = {
    kind: 'form',
    placeholder: msg('form.choose'),
    tableId: table.id,
    version: table.version,
    options: forms.slice(0, MAX_SELECT_OPTIONS).map((f) => ({ label: f.label, value: f.id })),
  };
  return { buttons: [], select, hidden: Math.max(0, forms.length - MAX_SELECT_OPTIONS) };
}

function clipped(value: string): string {
  return value.length > ECHO ? `${value.slice(0, ECHO)}…` : value;
}

function fieldName(field: FormField): string {
  return field.kind === 'select' ? field.placeholder : field.label;
}

/**
 * The values checked against the form's fields: every select value among the field's current options and within
 * min..max, text trimmed, present when required and within maxLength. Returns the clean values by field name
 * (an empty text as no value), or a refusal that says what is allowed.
 */
export function checkFormValues(form: MoveForm, values: Readonly<Record<string, readonly string[]>>): Record<string, string[]> | string {
  const unknown = Object.keys(values).find((name) => !form.fields.some((f) => f.name === name));
  if (unknown !== undefined) return msg('form.unknownField', { field: clipped(unknown), fields: form.fields.map((f) => f.name).join(', ') });
  const clean: Record<string, string[]> = {};
  for (const field of form.fields) {
    const given = values[field.name] ?? [];
    if (field.kind === 'select') {
      const allowed = field.options.map((o) => o.value);
      const bad = given.find((v) => !allowed.includes(v));
      if (bad !== undefined) return msg('form.badValue', { value: clipped(bad), field: fieldName(field), allowed: field.options.map((o) => o.label).join(', ') });
      const chosen = [...new Set(given)];
      if (chosen.length < field.min || chosen.length > field.max) {
        const count = field.min === field.max ? String(field.min) : `${field.min}–${field.max}`;
        return msg('form.badCount', { field: fieldName(field), count, allowed: field.options.map((o) => o.label).join(', ') });
      }
      clean[field.name] = chosen;
    } else {
      if (given.length > 1) return msg('form.badCount', { field: field.label, count: '1', allowed: '—' });
      const text = (given[0] ?? '').trim();
      if (text.length > field.maxLength) return msg('form.tooLong', { field: field.label, max: field.maxLength, length: text.length });
      if (text === '' && field.required) return msg('form.required', { field: field.label });
      clean[field.name] = text === '' ? [] : [text];
    }
  }
  return clean;
}

/**
 * DMs for forms that should be announced (notify: true) and were not open before the change, one per user with
 * a button for each such form. Only to the seat's own user; not to vacant seats, players with DMs off or on vacation.
 * `previousState` null means no form was open before (the start of the game).
 */
export function newFormDms(loaded: LoadedTable, previousState: unknown, now: Date, newPlayers: readonly Seat[] = []): DirectMessage[] {
  if (loaded.table.status !== 'active' || !loaded.game.forms) return [];
  const dms: DirectMessage[] = [];
  for (const user of loaded.seats) {
    if (hasNoMember(user) || !user.dmEnabled || onVacation(user, now)) continue;
    const fresh = previousState === null || previousState === undefined || newPlayers.includes(user.seat);
    const before = new Set(fresh ? [] : loaded.game.forms(previousState, user.seat).map((f) => f.id));
    const announced = seatForms(loaded, user.seat).filter((f) => f.notify === true && !before.has(f.id));
    if (announced.length === 0) continue;
    dms.push({
      userId: user.userId,
      text: [msg('dm.form', { game: loaded.game.title, channel: loaded.table.channelId }), ...announced.map((f) => `• ${f.title}`)].join('\n'),
      buttons: announced.slice(0, MAX_DM_FORM_BUTTONS).map((f) => formButton(loaded.table, f)),
      linkToTurnPost: true,
      fallbackToChannel: true,
    });
  }
  return dms;
}

/** Form DMs folded into the turn DM of the same user, so a player gets one message per change, not two. */
export function mergeFormDms(dms: readonly DirectMessage[], formDms: readonly DirectMessage[]): DirectMessage[] {
  const merged = [...dms];
  for (const formDm of formDms) {
    const index = merged.findIndex((d) => d.userId === formDm.userId && d.kind === 'turn');
    const turn = merged[index];
    if (!turn) {
      merged.push(formDm);
      continue;
    }
    // No longer only a repeat of the turn post: it carries the form too.
    merged[index] = { ...turn, kind: undefined, text: `${turn.text}\n${formDm.text}`, buttons: formDm.buttons };
  }
  return merged;
}

/**
 * A draft as a transport reads it back (select values by the field's index in MoveForm.fields, and the text) turned
 * into the values a submit carries: by field name, the text (if any) under the text field's name.
 */
export function formValues(form: MoveForm, chosen: ReadonlyMap<number, readonly string[]>, text?: string): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  form.fields.forEach((field, index) => {
    if (field.kind === 'select') values[field.name] = [...(chosen.get(index) ?? [])];
    else if (text !== undefined && text.trim() !== '') values[field.name] = [text];
  });
  return values;
}
