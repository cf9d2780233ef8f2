import { isRuleError } from '../engine/errors.ts';
import type { MoveForm, Seat } from '../engine/types.ts';
import { seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { checkFormValues, formControls, formValues, seatForms } from './forms.ts';
import { msg } from './messages.ts';
import { ruleErrorText, stale, submitMove } from './moves.ts';
import { errorReply, replyOnly, type FormDraft, type Outcome } from './outcome.ts';
import { tableById } from './shared.ts';

/**
 * Opening and submitting a move form. A form is always looked up in the current state for the actor's own seat,
 * so form buttons outlive table versions (a DM button for an offer works while the offer is open) and can never
 * open someone else's form.
 */

type FormLookup = { loaded: LoadedTable; seat: Seat; form: MoveForm } | { refusal: Outcome };

/** The actor's form with this id in the current state, or the refusal to send (not seated, game over, form gone). */
export async function lookupForm(deps: TableServiceDeps, actor: Actor, tableId: string, formId: string): Promise<FormLookup> {
  const loaded = await tableById(deps, tableId);
  if (!loaded) return { refusal: errorReply(msg('table.gone'), tableId) };
  return formOf(actor, loaded, formId);
}

/** The actor's form with this id at the table as loaded, or the refusal to send. */
function formOf(actor: Actor, loaded: LoadedTable, formId: string): FormLookup {
  const tableId = loaded.table.id;
  const seat = seatOf(loaded.seats, actor.userId);
  if (!seat) return { refusal: errorReply(msg('table.notSeated'), tableId) };
  if (loaded.table.status !== 'active') return { refusal: errorReply(msg('table.notActive', { status: loaded.table.status }), tableId) };
  const forms = seatForms(loaded, seat.seat);
  const form = forms.find((f) => f.id === formId);
  if (form) return { loaded, seat: seat.seat, form };
  // The form is gone (the offer was withdrawn or answered): say so and offer the forms that are open now.
  const controls = formControls(loaded.table, forms, 0);
  const text = forms.length > 0 ? `${msg('form.gone')}\n${msg('form.current')}` : `${msg('form.gone')}\n${msg('form.none')}`;
  return { refusal: { reply: { kind: 'error', text, buttons: controls.buttons, select: controls.select }, posts: [], dms: [], tableId } };
}

function isDraft(filled: Readonly<Record<string, readonly string[]>> | FormDraft): filled is FormDraft {
  return filled.draft instanceof Map;
}

/** A click on a form button: the form to fill, privately. */
export function openForm(actor: Actor, loaded: LoadedTable, formId: string): Outcome {
  const found = formOf(actor, loaded, formId);
  if ('refusal' in found) return found.refusal;
  return replyOnly({ kind: 'info', text: found.form.title, form: { tableId: loaded.table.id, form: found.form } }, loaded.table.id);
}

/**
 * A filled form: the values are checked against the form as it is now, the game composes the notation,
 * and the move takes the normal path (validation, optimistic concurrency, posts and DMs). A form with `confirm`
 * first answers with the move's consequences and the form read-only to confirm; the confirmation (confirmedAt)
 * counts only at the version it was shown for, like a confirmed move.
 */
export async function submitForm(
  deps: TableServiceDeps,
  actor: Actor,
  table: LoadedTable,
  formId: string,
  filled: Readonly<Record<string, readonly string[]>> | FormDraft,
  confirmedAt?: number,
): Promise<Outcome> {
  const tableId = table.table.id;
  const found = formOf(actor, table, formId);
  if ('refusal' in found) return found.refusal;
  const { loaded, form } = found;
  if (confirmedAt !== undefined && confirmedAt !== loaded.table.version) return stale(loaded, actor);
  const askFirst = form.confirm === true && confirmedAt === undefined;
  const shown: { last?: { form: MoveForm; values: Record<string, string[]>; version: number } } = {};
  // The form is looked up, checked and composed on the table as loaded for each attempt (a retry after a conflict
  // checks the values against the new state), and the move takes the one move path from there.
  const compose = (current: LoadedTable, seat: Seat): string | Outcome => {
    const now = current === loaded ? form : seatForms(current, seat).find((f) => f.id === formId);
    if (!now || !current.game.composeForm) return errorReply(msg('form.gone'), tableId);
    const values = isDraft(filled) ? formValues(now, filled.draft, filled.text) : filled;
    const checked = checkFormValues(now, values);
    if (typeof checked === 'string') return errorReply(checked, tableId);
    const notation = current.game.composeForm(current.state, seat, formId, checked);
    if (isRuleError(notation)) return errorReply(ruleErrorText(notation), tableId);
    shown.last = { form: now, values: checked, version: current.table.version };
    return notation;
  };
  const outcome = await submitMove(deps, actor, { tableId, text: '', confirmFirst: askFirst }, { loaded, compose });
  const confirm = shown.last;
  if (!askFirst || outcome.reply?.kind === 'error' || !outcome.reply || !confirm) return outcome;
  // The confirmation shows the form with its values; the Confirm button by notation stays for other transports.
  return { ...outcome, reply: { ...outcome.reply, form: { tableId, form: confirm.form, confirm: { values: confirm.values, version: confirm.version } } } };
}
