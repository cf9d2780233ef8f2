import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { finishGrowth } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { pillageCard, resolveConflicts } from '../../../src/games/advanced-civilization/rules/24-conflict.ts';
import { shortOfSupport } from '../../../src/games/advanced-civilization/rules/26-support.ts';
import { astOrder } from '../../../src/games/advanced-civilization/rules/units.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { game, give, play, put, refuse, testState } from './helpers.ts';

const AFRICA = 0;
const CRETE = 1;
const THRACE = 2;

/** Three players in the civilization-card phase, Africa to buy, leaving allowed. */
function table(): AcState {
  const s = testState(['africa', 'crete', 'thrace'], 'civ');
  s.options = { ...s.options, leaving: true };
  s.queue = [AFRICA, CRETE];
  return s;
}

describe('15.6 leaving the game', () => {
  it('15.6: without the table option nobody may leave', () => {
    const s = table();
    s.options = { ...s.options, leaving: false };
    expect(game.anyTimeMoves!(s, CRETE)).toEqual(['insist strict']);
    expect(refuse(s, AFRICA, 'leave')).toMatch(/not allowed at this table/);
  });

  it('15.61 / 15.62: the units stay; each city keeps one hidden trade card, the rest go back; he never acts again', () => {
    let s = table();
    put(s, 'a', 'crete', 0, true);
    put(s, 'c', 'crete', 0, true);
    put(s, 'b', 'crete', 3);
    s.players[CRETE]!.hand = ['grain', 'ochre', 'salt'];
    s.ships.push({ id: 1, seat: CRETE, area: 'c', coast: null, movesLeft: 0, cargo: 0, kept: true });
    s.players[CRETE]!.shipsInStock -= 1;
    give(s, CRETE, ['metalworking']);
    const before = JSON.stringify(s.board);
    s = play(s, CRETE, 'leave');
    const crete = s.players[CRETE]!;
    expect(crete.left).toBe(true);
    expect(JSON.stringify(s.board)).toBe(before);
    expect(crete.hand).toEqual([]);
    expect(Object.keys(s.cityCards ?? {}).sort()).toEqual(['a', 'c']);
    expect([...Object.values(s.cityCards!), ...s.returned].sort()).toEqual(['grain', 'ochre', 'salt']);
    expect(s.returned).toHaveLength(1);
    expect(s.ships).toEqual([]);
    expect(crete.shipsInStock).toBe(4);
    expect(crete.civ).toEqual(['metalworking']);
    // Crete was next to buy: the queue goes on without him, and he has no decision and no open move any more.
    expect(s.queue).toEqual([AFRICA]);
    expect(astOrder(s)).toEqual([AFRICA, THRACE]);
    expect(game.anyTimeMoves!(s, CRETE)).toEqual([]);
    expect(refuse(s, CRETE, 'insist strict')).toMatch(/not your turn|left the game/i);
    // The public view never shows which card a city holds.
    expect(JSON.stringify(game.view(s, null))).not.toMatch(/grain|ochre|salt/);
  });

  it('15.6: a leaver who holds the decision answers it with its default first (movement: done), then the next player moves', () => {
    let s = table();
    s.phase = 'move';
    put(s, 'b', 'africa', 2);
    put(s, 'e', 'crete', 2);
    s.queue = [AFRICA, CRETE];
    s = play(s, AFRICA, 'leave');
    expect(s.players[AFRICA]!.left).toBe(true);
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[CRETE, 'move']]);
    expect(s.board.b!.tokens.africa).toBe(2);
  });

  it('15.61: a leaver\'s tokens never grow and his cities need no support', () => {
    const s = table();
    put(s, 'b', 'crete', 2);
    put(s, 'a', 'crete', 0, true);
    put(s, 'e', 'thrace', 1);
    s.players[CRETE]!.left = true;
    expect(shortOfSupport(s)).toEqual([]);
    const events: GameEvent[] = [];
    s.options = { ...s.options, turnLimit: 1 };
    finishGrowth(s, {}, events);
    expect(s.board.b!.tokens.crete).toBe(2);
    expect(s.board.e!.tokens.thrace).toBe(2);
  });

  it('15.62 / 24.51: the attacker who destroys a leaver\'s city takes the card that city held', () => {
    const s = table();
    put(s, 'e', 'crete', 0, true);
    put(s, 'e', 'africa', 7);
    s.players[CRETE]!.left = true;
    s.cityCards = { e: 'wine' };
    const events: GameEvent[] = [];
    const pillages = resolveConflicts(s, events);
    expect(pillages).toEqual([{ attacker: AFRICA, victim: 'crete', area: 'e' }]);
    pillageCard(s, pillages[0]!, events);
    expect(s.players[AFRICA]!.hand).toEqual(['wine']);
    expect(s.cityCards).toEqual({});
    const taken = events.at(-1)!;
    expect(taken.text).not.toMatch(/wine/);
    expect(taken.private).toEqual([{ seat: AFRICA, text: 'You took wine from the city in e.' }]);
  });

  it('15.6: with only two players in play a player may not leave (one nation alone plays no game), nor may the last one', () => {
    const s = testState(['africa', 'crete'], 'civ');
    s.options = { ...s.options, leaving: true };
    s.queue = [AFRICA];
    expect(refuse(s, AFRICA, 'leave')).toMatch(/Only two players are still in play/);
    s.players[CRETE]!.left = true;
    expect(refuse(s, AFRICA, 'leave')).toMatch(/cannot leave/);
  });
});
