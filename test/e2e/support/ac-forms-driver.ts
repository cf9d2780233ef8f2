/**
 * Plays a scripted move through the seat's private form the way a player does: the form's button in a DM that announced
 * it (an offer received, a calamity naming them) or else in My view; each select menu set to the scripted values (the
 * message is updated in place); Submit, the claim in the modal when the form asks one, and Confirm when it asks that.
 */
import { expect } from 'vitest';
import { decodeFormId } from '../../../src/discord/custom-ids.ts';
import { allComponents } from '../fake-discord/index.ts';
import type { FakeMessage, FakeUser, JsonObject } from '../fake-discord/types.ts';
import type { ScriptedMove } from './ac-script.ts';
import { latestTurnPost, type TableHarness } from './table-harness.ts';
import { HANG_MS } from '../fake-discord/wait.ts';

export type FormPlay = 'form' | 'form-dm';

/** Waits for the bot's answers: only a hang fails them (HANG_MS), never a busy machine. */
const TIMEOUT = { timeoutMs: HANG_MS };

function formStep(c: JsonObject): ReturnType<typeof decodeFormId> {
  return typeof c.custom_id === 'string' ? decodeFormId(c.custom_id) : null;
}

function button(message: FakeMessage, kind: string, formId: string): string | undefined {
  const found = allComponents(message).find((c) => c.type === 2 && formStep(c)?.kind === kind && formStep(c)?.formId === formId);
  return found?.custom_id as string | undefined;
}

function defaults(menu: JsonObject): string[] {
  return (menu.options as { value: string; default?: boolean }[]).filter((o) => o.default === true).map((o) => o.value);
}

/** The newest DM to the user that carries this form's button. */
function dmWithForm(h: TableHarness, user: FakeUser, formId: string): FakeMessage | undefined {
  return h.fake.dms(user.id).filter((m) => button(m, 'open', formId) !== undefined).at(-1);
}

async function openForm(h: TableHarness, user: FakeUser, formId: string): Promise<{ form: FakeMessage; via: FormPlay }> {
  const dm = dmWithForm(h, user, formId);
  if (dm) return { form: await (await h.fake.clickButton(user, dm, button(dm, 'open', formId)!)).final(TIMEOUT), via: 'form-dm' };
  const post = latestTurnPost(h.fake)!;
  const myView = allComponents(post).find((c) => c.label === 'My view')!.custom_id as string;
  const view = await (await h.fake.clickButton(user, post, myView)).final(TIMEOUT);
  const direct = button(view, 'open', formId);
  if (direct) return { form: await (await h.fake.clickButton(user, view, direct)).final(TIMEOUT), via: 'form' };
  // More forms than buttons fit: the list select names each form.
  const list = allComponents(view).find((c) => c.type === 3 && typeof c.custom_id === 'string' && c.custom_id.startsWith('f|l|'));
  if (!list) throw new Error(`My view offers no form "${formId}": ${view.content.slice(0, 600)} [${allComponents(view).map((c) => String(c.custom_id)).join(" ")}]`);
  return { form: await (await h.fake.selectMenu(user, view, list.custom_id as string, [formId])).final(TIMEOUT), via: 'form' };
}

export async function playByForm(h: TableHarness, user: FakeUser, _tableId: string, move: ScriptedMove): Promise<FormPlay> {
  const scripted = move.form;
  if (!scripted) {
    const typed = await h.slash(user, 'move', { options: { text: move.notation } });
    if (typed.content.startsWith('⚠️')) throw new Error(`move "${move.notation}" refused: ${typed.content}`);
    return 'form';
  }
  const { form, via } = await openForm(h, user, scripted.id);
  expect(form.audience.kind).toBe('ephemeral');
  // Each select field (custom id f|s|<table>|<form>|<field index>) set to the scripted values.
  for (const menu of allComponents(form).filter((c) => c.type === 3 && formStep(c)?.kind === 'field')) {
    const current = h.fake.message(form.id)!;
    const live = allComponents(current).find((c) => c.custom_id === menu.custom_id)!;
    const name = scripted.fields[formStep(live)!.field!]!;
    const wanted = scripted.values[name] ?? [];
    if (JSON.stringify([...defaults(live)].sort()) === JSON.stringify([...wanted].sort())) continue;
    const chosen = await h.fake.selectMenu(user, current, menu.custom_id as string, wanted);
    expect((await chosen.response()).type).toBe(7);
  }
  const drafted = h.fake.message(form.id)!;
  const submitText = button(drafted, 'submit-text', scripted.id);
  let result: FakeMessage;
  if (submitText) {
    const submit = await h.fake.clickButton(user, drafted, submitText);
    expect((await submit.response()).type).toBe(9);
    const text = scripted.text ? (scripted.values[scripted.text]?.[0] ?? '') : '';
    result = await (await h.fake.submitModal(user, submit, { text })).final(TIMEOUT);
  } else {
    result = await (await h.fake.clickButton(user, drafted, button(drafted, 'submit', scripted.id)!)).final(TIMEOUT);
  }
  const confirm = button(result, 'confirm', scripted.id);
  if (confirm) result = await (await h.fake.clickButton(user, result, confirm)).final(TIMEOUT);
  if (result.content.startsWith('⚠️')) throw new Error(`form "${scripted.id}" for "${move.notation}" was refused: ${result.content}`);
  return via;
}
