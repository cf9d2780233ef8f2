import { MessageFlags, type APIMessageTopLevelComponent, type ButtonInteraction, type Message, type ModalSubmitInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { msg } from '../tables/messages.ts';
import { actorOf } from './actor.ts';
import type { FormId } from './custom-ids.ts';
import { deliver } from './deliver.ts';
import { MODAL_TEXT_ID, chosenByField, confirmedText, formModal, textField, withChosen } from './form-payloads.ts';
import { replyPayload } from './payloads.ts';
import type { RouterDeps } from './router-deps.ts';

type FormInteraction = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/**
 * The steps of an opened move form. Choosing values answers with an UPDATE of the form message (the draft lives
 * in its select menus); Submit either submits at once (deferred reply) or, for a form with a text field, answers
 * with the modal, which must be the first response; the modal's submit reads the selects from the form message
 * again. Every submit is checked by the table service against the form as it is now.
 */
export async function routeFormStep(deps: RouterDeps, i: FormInteraction, step: FormId): Promise<void> {
  try {
    switch (step.kind) {
      case 'field':
        if (i.isStringSelectMenu()) return void (await i.update({ components: withChosen(rowsOf(i.message), i.customId, i.values) }));
        break;
      case 'cancel':
        if (i.isButton()) return void (await i.update({ content: msg('form.cancelled'), components: [] }));
        break;
      case 'submit-text':
        if (i.isButton() && i.message) return await askText(deps, i, step);
        break;
      case 'submit':
        if (i.isButton() && i.message) return await submitDraft(deps, i, step);
        break;
      case 'modal': {
        const text = i.isModalSubmit() ? modalText(i) : null;
        if (text !== null) return await submitDraft(deps, i, step, text);
        break;
      }
      case 'confirm':
        // The confirmation message holds the values read-only: the selects' defaults and the text in its embed.
        if (i.isButton() && i.message) return await submitDraft(deps, i, step, confirmedText(i.message.embeds));
        break;
      case 'open':
        break;
    }
    // A form step's id on the wrong kind of control (forged, or from another version): the current prompt instead.
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    await deliver({ client: deps.client, service: deps.service, logger: deps.logger, interaction: i, guildId: i.guildId }, await deps.service.stalePrompt(actorOf(i), step.tableId));
  } catch (err) {
    deps.logger.error({ interactionId: i.id, tableId: step.tableId, err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) }, 'form interaction failed');
    await answerPrivately(i, msg('error.internal', { code: i.id })).catch(() => undefined);
  }
}

/** The modal's text, or null when the submit has no such field (a modal this form never showed). */
function modalText(i: ModalSubmitInteraction): string | null {
  try {
    return i.fields.getTextInputValue(MODAL_TEXT_ID);
  } catch {
    return null;
  }
}

function rowsOf(message: Message | null): APIMessageTopLevelComponent[] {
  return message ? message.components.map((c) => c.toJSON() as APIMessageTopLevelComponent) : [];
}

/** Submit on a form with a text field: the modal (first response), or the refusal when the form is gone. */
async function askText(deps: RouterDeps, i: FormInteraction, step: FormId): Promise<void> {
  const found = await deps.service.form(actorOf(i), step.tableId, step.formId);
  if ('refusal' in found) {
    await i.reply({ ...replyPayload(found.refusal.reply ?? { kind: 'error', text: msg('form.gone') }), flags: MessageFlags.Ephemeral });
    return;
  }
  const field = textField(found.form);
  // The form has lost its text field since it was opened: submit what was chosen.
  if (!field || i.isModalSubmit()) return submitDraft(deps, i, step);
  await i.showModal(formModal(step.tableId, found.form, field));
}

/** Reads the draft from the form message (plus the modal's text) and submits it as the actor's move. */
async function submitDraft(deps: RouterDeps, i: FormInteraction, step: FormId, text?: string): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const filled = { draft: chosenByField(rowsOf(i.message)), ...(text !== undefined ? { text } : {}) };
  const outcome = await deps.service.act(actorOf(i), step.tableId, 0, { type: 'form-submit', formId: step.formId, values: filled, ...(step.kind === 'confirm' ? { confirmedAt: step.version } : {}) });
  await deliver({ client: deps.client, service: deps.service, logger: deps.logger, interaction: i, guildId: i.guildId }, outcome);
}

async function answerPrivately(i: FormInteraction, text: string): Promise<void> {
  if (i.deferred || i.replied) await i.editReply({ content: text, components: [], files: [] });
  else await i.reply({ content: text, flags: MessageFlags.Ephemeral });
}
