import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  LabelBuilder,
  ModalBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIMessageTopLevelComponent,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { FormField, MoveForm } from '../engine/types.ts';
import { msg } from '../tables/messages.ts';
import type { OpenForm } from '../tables/outcome.ts';
import { decodeFormId, encodeFormId } from './custom-ids.ts';

/**
 * A move form as a Discord message and modal. The draft lives in the message itself: each select field is a select
 * menu whose chosen values are marked `default`, so Submit reads them back from the message (no server memory,
 * safe across restarts). A text field is asked in a modal when the player presses Submit.
 */

const MAX_SELECT_ROWS = 4;
const MAX_OPTIONS = 25;
const MAX_LABEL = 100;
const MAX_PLACEHOLDER = 150;
const MAX_MODAL_TITLE = 45;
const MAX_TEXT_LABEL = 45;
const MAX_TEXT_LENGTH = 4000;
const MAX_EMBED_TITLE = 256;
const MAX_EMBED_TEXT = 4096;
/** The custom id of the modal's one text input. */
export const MODAL_TEXT_ID = 'text';

type SelectField = Extract<FormField, { kind: 'select' }>;
type TextField = Extract<FormField, { kind: 'text' }>;

export function textField(form: MoveForm): TextField | undefined {
  return form.fields.find((f): f is TextField => f.kind === 'text');
}

const styles = { primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, success: ButtonStyle.Success, danger: ButtonStyle.Danger } as const;

/** One select field; `chosen` (a confirmation) shows those values, read-only. */
function selectMenu(tableId: string, formId: string, field: SelectField, index: number, chosen?: readonly string[]): StringSelectMenuBuilder {
  const options = field.options.slice(0, MAX_OPTIONS);
  const max = Math.min(Math.max(field.max, 1), options.length);
  const min = Math.min(Math.max(field.min, 0), max);
  let defaults = 0;
  return new StringSelectMenuBuilder()
    .setDisabled(chosen !== undefined)
    .setCustomId(encodeFormId({ kind: 'field', tableId, formId, field: index }))
    .setPlaceholder(field.placeholder.slice(0, MAX_PLACEHOLDER))
    .setMinValues(min)
    .setMaxValues(max)
    .addOptions(
      options.map((o) => {
        // Discord refuses more defaults than max_values.
        const isDefault = (chosen ? chosen.includes(o.value) : o.default === true) && defaults < max;
        if (isDefault) defaults++;
        return {
          label: o.label.slice(0, MAX_LABEL),
          value: o.value.slice(0, MAX_LABEL),
          ...(o.description ? { description: o.description.slice(0, MAX_LABEL) } : {}),
          default: isDefault,
        };
      }),
    );
}

/**
 * The form's rows: one select menu per select field (at most four), then Submit and Cancel. A form waiting for
 * confirmation shows its values read-only (they are what Confirm submits) with Confirm and Cancel.
 */
export function formRows({ tableId, form, confirm }: OpenForm): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  form.fields.forEach((field, index) => {
    // A select field without options has nothing to choose (the game composes it as empty).
    if (field.kind !== 'select' || field.options.length === 0 || rows.length >= MAX_SELECT_ROWS) return;
    const chosen = confirm ? (confirm.values[field.name] ?? []) : undefined;
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(selectMenu(tableId, form.id, field, index, chosen)));
  });
  const submit = confirm
    ? new ButtonBuilder().setCustomId(encodeFormId({ kind: 'confirm', tableId, formId: form.id, version: confirm.version })).setLabel(msg('button.confirm')).setStyle(ButtonStyle.Danger)
    : new ButtonBuilder()
        .setCustomId(encodeFormId({ kind: textField(form) ? 'submit-text' : 'submit', tableId, formId: form.id }))
        .setLabel(msg('button.submit'))
        .setStyle(styles[form.style ?? 'primary']);
  const cancel = new ButtonBuilder().setCustomId(encodeFormId({ kind: 'cancel', tableId, formId: form.id })).setLabel(msg('button.cancel')).setStyle(ButtonStyle.Secondary);
  rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(submit, cancel));
  return rows;
}

/** A confirmation keeps the text answer in an embed (what Confirm submits, shown to the player): none otherwise. */
export function formEmbeds({ form, confirm }: OpenForm): APIEmbed[] {
  const field = textField(form);
  const text = field && confirm ? confirm.values[field.name]?.[0] : undefined;
  return field && text !== undefined ? [{ title: field.label.slice(0, MAX_EMBED_TITLE), description: text.slice(0, MAX_EMBED_TEXT) }] : [];
}

/** The text answer kept by a confirmation message (see formEmbeds). */
export function confirmedText(embeds: readonly { description?: string | null }[]): string | undefined {
  return embeds[0]?.description ?? undefined;
}

type MessageRow = APIActionRowComponent<APIComponentInMessageActionRow>;

function isActionRow(component: APIMessageTopLevelComponent): component is MessageRow {
  return component.type === ComponentType.ActionRow;
}

/** The form message's rows with the values just chosen in one select menu marked as its defaults (the draft). */
export function withChosen(rows: readonly APIMessageTopLevelComponent[], customId: string, values: readonly string[]): APIMessageTopLevelComponent[] {
  return rows.map((row) => {
    if (!isActionRow(row)) return row;
    return {
      ...row,
      components: row.components.map((c) =>
        c.type === ComponentType.StringSelect && c.custom_id === customId ? { ...c, options: c.options.map((o) => ({ ...o, default: values.includes(o.value) })) } : c,
      ),
    };
  });
}

/** The draft in a form message: each select field's chosen (default) values, by field index. */
export function chosenByField(rows: readonly APIMessageTopLevelComponent[]): Map<number, string[]> {
  const chosen = new Map<number, string[]>();
  for (const row of rows) {
    if (!isActionRow(row)) continue;
    for (const c of row.components) {
      if (c.type !== ComponentType.StringSelect) continue;
      const id = decodeFormId(c.custom_id);
      if (id?.kind !== 'field' || id.field === undefined) continue;
      chosen.set(id.field, c.options.filter((o) => o.default === true).map((o) => o.value));
    }
  }
  return chosen;
}

/** The modal that asks the form's text field when the player presses Submit. */
export function formModal(tableId: string, form: MoveForm, field: TextField): ModalBuilder {
  const maxLength = Math.min(Math.max(field.maxLength, 1), MAX_TEXT_LENGTH);
  const input = new TextInputBuilder()
    .setCustomId(MODAL_TEXT_ID)
    .setStyle(maxLength > 100 ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setMaxLength(maxLength)
    .setRequired(field.required);
  if (field.placeholder) input.setPlaceholder(field.placeholder.slice(0, 100));
  return new ModalBuilder()
    .setCustomId(encodeFormId({ kind: 'modal', tableId, formId: form.id }))
    .setTitle(form.label.slice(0, MAX_MODAL_TITLE))
    .addLabelComponents(new LabelBuilder().setLabel(field.label.slice(0, MAX_TEXT_LABEL)).setTextInputComponent(input));
}
