/** Move forms on Discord: custom ids and the form message, draft and modal payloads (UX: Discord limits). */
import { ComponentType, type APIMessageTopLevelComponent, type APIStringSelectComponent } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeCustomId, decodeFormId, encodeAction, encodeFormId, encodeSelect, type FormId } from '../../src/discord/custom-ids.ts';
import { chosenByField, confirmedText, formEmbeds, formModal, formRows, textField, withChosen } from '../../src/discord/form-payloads.ts';
import { formValues } from '../../src/tables/forms.ts';
import { components, replyPayload } from '../../src/discord/payloads.ts';
import type { MoveForm } from '../../src/engine/types.ts';

const TABLE = '3f2c1a4e-7b8d-4c2e-9f10-123456789abc';
const LONGEST_FORM_ID = 'a'.repeat(24);

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Card ${i}`, value: `c${i}` }));

const offer: MoveForm = {
  id: 'offer',
  label: 'Make an offer',
  title: 'Offer cards from your hand',
  style: 'success',
  fields: [
    { kind: 'select', name: 'give', placeholder: 'Cards to give', min: 3, max: 5, options: options(30) },
    { kind: 'select', name: 'to', placeholder: 'To whom', min: 1, max: 1, options: [{ label: 'Ann', value: '0', default: true }, { label: 'Ben', value: '1' }] },
    { kind: 'select', name: 'none', placeholder: 'Nothing to choose', min: 0, max: 1, options: [] },
    { kind: 'select', name: 'take', placeholder: 'Cards to take', min: 0, max: 9, options: options(2).map((o) => ({ ...o, default: true })) },
    { kind: 'text', name: 'note', label: 'A note for the other player', maxLength: 300, required: false, placeholder: 'e.g. deal?' },
  ],
};

function json(rows: ReturnType<typeof formRows>): APIMessageTopLevelComponent[] {
  return rows.map((r) => r.toJSON() as APIMessageTopLevelComponent);
}

function selects(rows: APIMessageTopLevelComponent[]): APIStringSelectComponent[] {
  return rows.flatMap((r) => (r.type === ComponentType.ActionRow ? r.components : [])).filter((c): c is APIStringSelectComponent => c.type === ComponentType.StringSelect);
}

describe('form custom ids', () => {
  const steps: FormId[] = [
    { kind: 'open', tableId: TABLE, formId: LONGEST_FORM_ID },
    { kind: 'field', tableId: TABLE, formId: LONGEST_FORM_ID, field: 4 },
    { kind: 'submit', tableId: TABLE, formId: LONGEST_FORM_ID },
    { kind: 'submit-text', tableId: TABLE, formId: LONGEST_FORM_ID },
    { kind: 'modal', tableId: TABLE, formId: LONGEST_FORM_ID },
    { kind: 'confirm', tableId: TABLE, formId: LONGEST_FORM_ID, version: 999_999_999 },
    { kind: 'cancel', tableId: TABLE, formId: LONGEST_FORM_ID },
  ];

  it('round-trip every step of a form with the table id and the longest form id, within 100 characters and distinct', () => {
    const ids = steps.map((s) => encodeFormId(s));
    for (const [i, id] of ids.entries()) {
      expect(id.length).toBeLessThanOrEqual(100);
      expect(decodeFormId(id)).toEqual(steps[i]);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('open a form by button or by the form list select (its value is the form id), as a table action without a version check', () => {
    expect(decodeCustomId(encodeAction(TABLE, 9, { type: 'form-open', formId: 'accept-4' }))).toEqual({ tableId: TABLE, version: 0, action: { type: 'form-open', formId: 'accept-4' } });
    expect(decodeCustomId(encodeSelect(TABLE, 9, 'form'), 'calamity')).toEqual({ tableId: TABLE, version: 0, action: { type: 'form-open', formId: 'calamity' } });
    expect(decodeFormId(encodeSelect(TABLE, 9, 'form'))).toBeNull();
  });

  it('reject malformed or forged ids without throwing', () => {
    for (const bad of ['f', 'f|o', `f|o|${TABLE}`, `f|o|${TABLE}|Offer`, `f|o|${TABLE}|${'a'.repeat(25)}`, `f|s|${TABLE}|offer`, `f|s|${TABLE}|offer|x`, `f|s|${TABLE}|offer|12`, `f|zz|${TABLE}|offer`, `f|go|${TABLE}|offer|1`, `f|cf|${TABLE}|offer`, `f|cf|${TABLE}|offer|-1`, `f|o|bad id|offer`]) {
      expect(decodeFormId(bad), bad).toBeNull();
    }
    expect(decodeFormId(encodeSelect(TABLE, 1, 'form'), 'Not An Id')).toBeNull();
    expect(() => encodeFormId({ kind: 'open', tableId: TABLE, formId: 'Bad Id' })).toThrow();
  });

  it('a form button whose id breaks the contract is left out, not sent broken', () => {
    const rows = components([{ action: { type: 'form-open', formId: 'NOT VALID' }, label: 'x', style: 'primary', tableId: TABLE, version: 1 }]);
    expect(rows).toEqual([]);
  });
});

describe('form message', () => {
  const rows = json(formRows({ tableId: TABLE, form: offer }));

  it('has one select menu per select field with options (at most 25 options, min/max within them), then Submit and Cancel: at most 5 rows', () => {
    expect(rows.length).toBeLessThanOrEqual(5);
    const menus = selects(rows);
    expect(menus.map((m) => decodeFormId(m.custom_id)?.field)).toEqual([0, 1, 3]);
    const [give, to, take] = menus as [APIStringSelectComponent, APIStringSelectComponent, APIStringSelectComponent];
    expect(give.options).toHaveLength(25);
    expect([give.min_values, give.max_values]).toEqual([3, 5]);
    expect(to.options.map((o) => o.default)).toEqual([true, false]);
    // max is capped at the option count; defaults never exceed it.
    expect([take.min_values, take.max_values]).toEqual([0, 2]);
    const buttons = rows.at(-1)!.type === ComponentType.ActionRow ? (rows.at(-1) as { components: { custom_id?: string; label?: string }[] }).components : [];
    expect(buttons.map((b) => [b.label, decodeFormId(b.custom_id ?? '')?.kind])).toEqual([
      ['Submit', 'submit-text'],
      ['Cancel', 'cancel'],
    ]);
  });

  it('replaces the reply\'s buttons when a reply carries an opened form', () => {
    const payload = replyPayload({ kind: 'info', text: offer.title, form: { tableId: TABLE, form: offer }, buttons: [{ action: { type: 'my-view' }, label: 'My view', style: 'primary', tableId: TABLE, version: 1 }] });
    expect(JSON.stringify(payload.components.map((r) => r.toJSON()))).not.toContain('My view');
    expect(payload.content).toBe(offer.title);
  });

  it('keeps the draft in the message: the chosen values become the select\'s defaults, and Submit reads them back by field', () => {
    const give = selects(rows)[0]!;
    const drafted = withChosen(rows, give.custom_id, ['c2', 'c4', 'c7']);
    expect(selects(drafted)[0]!.options.filter((o) => o.default).map((o) => o.value)).toEqual(['c2', 'c4', 'c7']);
    // Other menus keep their draft.
    expect(selects(drafted)[1]!.options.filter((o) => o.default).map((o) => o.value)).toEqual(['0']);
    const chosen = chosenByField(drafted);
    expect(formValues(offer, chosen, '  deal? ')).toEqual({ give: ['c2', 'c4', 'c7'], to: ['0'], none: [], take: ['c0', 'c1'], note: ['  deal? '] });
    expect(formValues(offer, chosen, '   ')).not.toHaveProperty('note');
  });

  it('asks the text field in a modal within Discord limits, with the text input the submit reads', () => {
    const modal = formModal(TABLE, offer, textField(offer)!).toJSON();
    expect(decodeFormId(modal.custom_id)).toEqual({ kind: 'modal', tableId: TABLE, formId: 'offer' });
    expect(modal.title.length).toBeLessThanOrEqual(45);
    expect(JSON.stringify(modal.components)).toContain('"custom_id":"text"');
    expect(JSON.stringify(modal.components)).toContain('"max_length":300');
  });

  it('a form without a text field submits directly', () => {
    const plain: MoveForm = { ...offer, fields: offer.fields.filter((f) => f.kind === 'select') };
    const submit = (json(formRows({ tableId: TABLE, form: plain })).at(-1) as { components: { custom_id: string }[] }).components[0]!;
    expect(decodeFormId(submit.custom_id)?.kind).toBe('submit');
  });

  it('a filled form waiting for confirmation shows its values read-only, keeps the text in an embed, and Confirm carries the version', () => {
    const values = { give: ['c1', 'c2', 'c3'], to: ['1'], none: [], take: [], note: ['a long deal '.repeat(20)] };
    const confirmRows = json(formRows({ tableId: TABLE, form: offer, confirm: { values, version: 17 } }));
    const menus = selects(confirmRows);
    expect(menus.every((m) => m.disabled === true)).toBe(true);
    expect(menus.map((m) => m.options.filter((o) => o.default).map((o) => o.value))).toEqual([['c1', 'c2', 'c3'], ['1'], []]);
    const buttons = (confirmRows.at(-1) as { components: { custom_id: string; label: string }[] }).components;
    expect(buttons.map((b) => b.label)).toEqual(['Confirm', 'Cancel']);
    expect(decodeFormId(buttons[0]!.custom_id)).toEqual({ kind: 'confirm', tableId: TABLE, formId: 'offer', version: 17 });
    // What Confirm reads back is what was confirmed.
    const embeds = formEmbeds({ tableId: TABLE, form: offer, confirm: { values, version: 17 } });
    expect(formValues(offer, chosenByField(confirmRows), confirmedText(embeds))).toEqual(values);
    expect(formEmbeds({ tableId: TABLE, form: offer })).toEqual([]);
  });
});
