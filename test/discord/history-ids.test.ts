import { describe, expect, it } from 'vitest';
import { decodeCustomId, encodeAction, encodeSelect } from '../../src/discord/custom-ids.ts';
import type { TableAction } from '../../src/tables/outcome.ts';

const TABLE = '0b7c2f3e-8a51-4c1d-9f00-123456789abc';

describe('history custom ids', () => {
  it('round-trip a step to the board or status after a move, with the table id and version', () => {
    const actions: TableAction[] = [
      { type: 'history', move: 0, view: 'board' },
      { type: 'history', move: 417, view: 'board' },
      { type: 'history', move: 12, view: 'status' },
    ];
    for (const action of actions) {
      const id = encodeAction(TABLE, 9, action);
      expect(id.length).toBeLessThanOrEqual(100);
      expect(decodeCustomId(id)).toEqual({ tableId: TABLE, version: 9, action });
    }
  });

  it('read the jump select of a log page as the board after the chosen move', () => {
    expect(decodeCustomId(encodeSelect(TABLE, 3, 'history'), '25')?.action).toEqual({ type: 'history', move: 25, view: 'board' });
  });

  it('reject a missing, negative, fractional or huge move number without throwing', () => {
    for (const [id, value] of [
      [`t|hb|${TABLE}|1`, undefined],
      [`t|hb|${TABLE}|1|-1`, undefined],
      [`t|hs|${TABLE}|1|1.5`, undefined],
      [`t|hs|${TABLE}|1|1e3`, undefined],
      [`t|hb|${TABLE}|1|9999999999`, undefined],
      [encodeSelect(TABLE, 1, 'history'), undefined],
      [encodeSelect(TABLE, 1, 'history'), 'x'],
      [encodeSelect(TABLE, 1, 'history'), '-4'],
    ] as const) {
      expect(decodeCustomId(id, value)).toBeNull();
    }
  });
});
