import type { TableAction } from '../tables/outcome.ts';

/**
 * Component custom ids carry the table id and the version they were made for:
 * `t|<code>|<tableId>|<version>[|<arg>]`, at most 100 characters (Discord's limit).
 */
const MAX_ID = 100;

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

export function encodeSelect(tableId: string, version: number, kind: 'option' | 'pick' | 'history' = 'option'): string {
  const code = { option: SELECT_CODE, pick: PICK_SELECT_CODE, history: HISTORY_SELECT_CODE }[kind];
  return `t|${code}|${tableId}|${version}`;
}

function moveNumber(text: string | undefined): number | null {
  const move = Number(text);
  return text !== undefined && /^\d{1,9}$/.test(text) && Number.isInteger(move) ? move : null;
}

/** Parses a custom id; null for anything malformed (never throws on user-controlled input). */
export function decodeCustomId(customId: string, selectValue?: string): DecodedId | null {
  const parts = customId.split('|');
  if (parts[0] !== 't' || parts.length < 4) return null;
  const [, code, tableId, versionText] = parts as [string, string, string, string];
  const version = Number(versionText);
  if (!/^[\w-]{1,64}$/.test(tableId) || !Number.isInteger(version) || version < 0) return null;
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
