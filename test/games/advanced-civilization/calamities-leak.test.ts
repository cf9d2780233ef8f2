import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import type { AcPublicView } from '../../../src/games/advanced-civilization/index.ts';
import { publicNotation } from '../../../src/games/advanced-civilization/notation.ts';
import { beginTradeCards } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { drawCalamity, invariants, stackTop } from '../../support/kit/advanced-civilization.ts';
import { game, put, testState } from './helpers.ts';

const SECRET = /famine|piracy/i;

describe('H: a held calamity stays hidden until it is resolved', () => {
  it('27.3 / 29.1 / H: drawn calamities appear only in the holder\'s view and private texts; the next one stays hidden while the first resolves', () => {
    const s = testState(['africa', 'crete']);
    for (const a of ['a', 'c', 'g']) put(s, a, 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'h', 'crete', 0, true);
    put(s, 'e', 'crete', 3);
    stackTop(s, 3, ['famine']);
    drawCalamity(s, 1, 'piracy');
    expect(invariants(s)).toEqual([]);
    s.options = { ...s.options, turnLimit: 1 };
    s.phase = 'trade-cards';
    // Before phase 11 resolves anything: the views of the public and of the other seat, and public texts.
    const before = structuredClone(s);
    before.players[0]!.hand.push('famine');
    expect(JSON.stringify(game.view(before, null))).not.toMatch(SECRET);
    expect(JSON.stringify(game.view(before, 1))).not.toMatch(/famine/i);
    expect(JSON.stringify(game.view(before, 0))).not.toMatch(/piracy/i);
    expect(JSON.stringify(game.view(before, 0))).toMatch(/famine/);
    expect(game.statusDetails?.(before).join(' ') ?? '').not.toMatch(SECRET);
    const events: GameEvent[] = [];
    beginTradeCards(s, events);
    expect(s.phase).toBe('calamities');
    expect(s.calamity?.current).toEqual({ card: 'famine', victim: 0, trader: null });
    const firstResolution = events.findIndex((e) => e.kind === 'calamity-strikes');
    expect(firstResolution).toBeGreaterThan(0);
    for (const e of events.slice(0, firstResolution)) {
      expect(`${e.text} ${JSON.stringify(e.data)}`).not.toMatch(SECRET);
      for (const p of e.private ?? []) if (/famine/i.test(p.text)) expect(p.seat).toBe(0);
    }
    // Famine (order 3) resolves first; Crete's Piracy (order 12) is still secret from the public and from Africa.
    expect(JSON.stringify(events.map((e) => [e.text, e.data]))).not.toMatch(/piracy/i);
    expect(JSON.stringify(game.view(s, null))).not.toMatch(/piracy/i);
    expect((game.view(s, null) as AcPublicView).resolving).toEqual({ calamity: 'famine', victim: 0, trader: null });
    expect(JSON.stringify(game.view(s, 0))).not.toMatch(/piracy/i);
    for (const d of game.pending(s)) expect(`${d.prompt} ${d.defaultMove}`).not.toMatch(/piracy/i);
    expect(game.statusLine(s)).not.toMatch(/piracy/i);
    // Hidden answers of secondary victims are logged as "submitted" only.
    expect(publicNotation('lose e 3')).toBe('submitted');
  });
});
