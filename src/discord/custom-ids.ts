import type { TableAction } from '../tables/outcome.ts';

/**
 * Component custom ids carry the table id and the version they were made for:
 * `t|<code>|<tableId>|<version>[|<arg>]`, at most 100 characters (Discord's limit).
 * Move forms use `f|<code>|<tableId>[|<formId>[|<field>]]` without a version: a form is looked up in the
 * current state when used (see form-ids below).
 */
export const MAX_ID = 100;
const TABLE_ID = /^[\w-]{1,64}$/;
/** MoveForm.id: [a-z0-9-], at most 24 characters. */
const FORM_ID = /^[a-z0-9-]{1,24}$/;

const simple: Record<string, TableAction> = {
  v: { type: 'my-view' },
  b: { type: 'board' },
  l: { type: 'log' },
  j: { type: 'join' },
  lv: { type: 'leave' },
  s: { type: 'start' },
  u: { type: 'undo' },
  uy: { type: 'undo-vote', approve: true },
  un: { type: 'undo-vote', approve: false },
  x: { type: 'cancel' },
  ab: { type: 'abort-confirm' },
  rs: { type: 'resign-confirm' },
};

export interface DecodedId {
  tableId: string;
  version: number;
  action: TableAction;
}

export const SELECT_CODE = 'sel';
export const PICK_SELECT_CODE = 'pk';
export const HISTORY_SELECT_CODE = 'hm';
/** History steps: the board ('hb') or the status ('hs') after a move. */
const HISTORY_CODES = { board: 'hb', status: 'hs' } as const;

export function encodeAction(tableId: string, version: number, action: TableAction): string {
  const prefix = (code: string) => `t|${code}|${tableId}|${version}`;
  switch (action.type) {
    case 'option': {
      const byNotation = `${prefix('o')}|${action.notation}`;
      return byNotation.length <= MAX_ID ? byNotation : `${prefix('oi')}|${action.index}`;
    }
    case 'history':
      return `${prefix(HISTORY_CODES[action.view])}|${action.move}`;
    case 'form-open':
      return encodeFormId({ kind: 'open', tableId, formId: action.formId });
    case 'confirm-move': {
      const id = `${prefix('cf')}|${action.notation}`;
      if (id.length > MAX_ID) throw new Error('notation too long to confirm by button');
      return id;
    }
    default: {
      const code = Object.entries(simple).find(([, a]) => a.type === action.type && JSON.stringify(a) === JSON.stringify(action))?.[0];
      if (!code) throw new Error(`no custom id code for ${action.type}`);
      return prefix(code);
    }
  }
}

export function encodeSelect(tableId: string, version: number, kind: 'option' | 'pick' | 'history' | 'form' = 'option'): string {
  if (kind === 'form') return `f|${FORM_CODES.list}|${tableId}`;
  const code = { option: SELECT_CODE, pick: PICK_SELECT_CODE, history: HISTORY_SELECT_CODE }[kind];
  return `t|${code}|${tableId}|${version}`;
}

function moveNumber(text: string | undefined): number | null {
  const move = Number(text);
  return text !== undefined && /^\d{1,9}$/.test(text) && Number.isInteger(move) ? move : null;
}

/** Parses a custom id; null for anything malformed (never throws on user-controlled input). */
export function decodeCustomId(customId: string, selectValue?: string): DecodedId | null {
  const form = decodeFormId(customId, selectValue);
  // Opening a form is an ordinary table action; the other form steps have their own path (form-router.ts).
  if (form?.kind === 'open') return { tableId: form.tableId, version: 0, action: { type: 'form-open', formId: form.formId } };
  const parts = customId.split('|');
  if (parts[0] !== 't' || parts.length < 4) return null;
  const [, code, tableId, versionText] = parts as [string, string, string, string];
  const version = Number(versionText);
  if (!TABLE_ID.test(tableId) || !Number.isInteger(version) || version < 0) return null;
  const arg = parts.slice(4).join('|');
  if (code === 'o' && arg) return { tableId, version, action: { type: 'option', index: -1, notation: arg } };
  if (code === 'oi' || code === SELECT_CODE) {
    const index = Number(code === SELECT_CODE ? selectValue : arg);
    if (!Number.isInteger(index) || index < 0) return null;
    return { tableId, version, action: { type: 'option', index, notation: '' } };
  }
  if (code === PICK_SELECT_CODE) {
    if (!selectValue || selectValue.length > 100) return null;
    return { tableId, version, action: { type: 'pick', value: selectValue } };
  }
  if (code === HISTORY_CODES.board || code === HISTORY_CODES.status || code === HISTORY_SELECT_CODE) {
    const move = moveNumber(code === HISTORY_SELECT_CODE ? selectValue : arg);
    if (move === null) return null;
    return { tableId, version, action: { type: 'history', move, view: code === HISTORY_CODES.status ? 'status' : 'board' } };
  }
  if (code === 'cf' && arg) return { tableId, version, action: { type: 'confirm-move', notation: arg } };
  const action = simple[code];
  return action ? { tableId, version, action } : null;
}

/**
 * The steps of a move form on Discord: 'open' (a button, or the 'list' select whose value is the form id), 'field'
 * (one select menu per select field, by field index), 'submit' (no text field) or 'submit-text' (asks the text in a
 * modal), 'modal' (the modal's submit), 'confirm' (a filled form's move confirmed at a table version) and 'cancel'.
 */
export type FormStep = 'open' | 'list' | 'field' | 'submit' | 'submit-text' | 'modal' | 'confirm' | 'cancel';

const FORM_CODES: Record<FormStep, string> = { open: 'o', list: 'l', field: 's', submit: 'go', 'submit-text': 'gt', modal: 'm', confirm: 'cf', cancel: 'x' };

export interface FormId {
  kind: Exclude<FormStep, 'list'>;
  tableId: string;
  formId: string;
  /** For 'field': the index of the select field in MoveForm.fields. */
  field?: number;
  /** For 'confirm': the table version the confirmation was shown at. */
  version?: number;
}

/** The custom id of one form step; throws when the ids cannot make a valid one (a game's form id breaking the contract). */
export function encodeFormId(id: FormId): string {
  if (!TABLE_ID.test(id.tableId) || !FORM_ID.test(id.formId)) throw new Error(`no custom id for form "${id.formId}" of table ${id.tableId}`);
  const extra = id.kind === 'field' ? `|${id.field ?? 0}` : id.kind === 'confirm' ? `|${id.version ?? 0}` : '';
  const encoded = `f|${FORM_CODES[id.kind]}|${id.tableId}|${id.formId}${extra}`;
  if (encoded.length > MAX_ID) throw new Error('form custom id too long');
  return encoded;
}

/** Parses a form step's custom id (with the chosen value for the 'list' select); null for anything else or malformed. */
export function decodeFormId(customId: string, selectValue?: string): FormId | null {
  const parts = customId.split('|');
  if (parts[0] !== 'f' || parts.length < 3 || parts.length > 5) return null;
  const [, code, tableId = '', formIdPart, fieldText] = parts;
  const kind = (Object.keys(FORM_CODES) as FormStep[]).find((k) => FORM_CODES[k] === code);
  if (!kind || !TABLE_ID.test(tableId)) return null;
  const formId = kind === 'list' ? selectValue : formIdPart;
  if (formId === undefined || !FORM_ID.test(formId)) return null;
  if (kind === 'list') return parts.length === 3 ? { kind: 'open', tableId, formId } : null;
  if (kind === 'field') {
    if (fieldText === undefined || !/^\d$/.test(fieldText)) return null;
    return { kind, tableId, formId, field: Number(fieldText) };
  }
  if (kind === 'confirm') {
    if (fieldText === undefined || !/^\d{1,9}$/.test(fieldText)) return null;
    return { kind, tableId, formId, version: Number(fieldText) };
  }
  return parts.length === 4 ? { kind, tableId, formId } : null;
}
