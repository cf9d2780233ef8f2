import { describe, expect, it } from 'vitest';
import { continuePillage, continueTradeCards, endTurn, finishGrowth, finishTax, startTurn } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { resolveConflicts, pillageCard } from '../../../src/games/advanced-civilization/rules/24-conflict.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { dealTradeCards, drawCalamity, invariants } from '../../support/kit/advanced-civilization.ts';
import { game, give, play, put, refuse, testState } from './helpers.ts';

/** Runs phases 2-3 (growth, census) into phase 4 on a prepared state. */
function finishGrowthForTest(s: AcState): void {
  finishGrowth(s, {}, []);
}

describe('decisions through the module (D.2)', () => {
  it('T1 19.2: Coinage holders answer their rate together with the hidden-answer mechanism; others are not asked', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['coinage']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'g', 'crete', 0, true);
    put(s, 'b', 'africa', 2);
    startTurn(s, []);
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'tax', defaultMove: 'rate 2', timing: 'off-turn' })]);
    expect(game.legal(s, 0)).toEqual(['rate 1', 'rate 2', 'rate 3']);
    expect(refuse(s, 0, 'rate 4')).toMatch(/1, 2, 3/);
    const t = play(s, 0, 'rate 3');
    expect(t.players[0]!.treasury).toBe(3);
    expect(t.players[1]!.treasury).toBe(2);
  });

  it('T2 19.32: the beneficiary chooses which revolting cities become his', () => {
    const s = testState(['africa', 'crete', 'italy']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'h', 'italy', 0, true);
    s.players[0]!.stock = 2;
    s.players[1]!.stock = 30;
    s.players[2]!.stock = 2;
    s.phase = 'tax';
    finishTax(s, {}, []);
    expect(s.phase).toBe('revolt');
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 1, kind: 'revolt', defaultMove: 'revolt a' })]);
    expect(game.legal(s, 1)).toEqual(['revolt a', 'revolt c']);
    expect(refuse(s, 1, 'revolt h')).toMatch(/exactly 1 of Africa/);
    const t = play(s, 1, 'revolt c');
    expect(t.board.c!.city).toBe('crete');
    expect(t.players[1]!.citiesInStock).toBe(8);
    expect(t.players[0]!.citiesInStock).toBe(8);
    expect(t.phase).not.toBe('revolt');
  });

  it('19.33: revolting cities nobody can take over are destroyed', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    s.players[0]!.stock = 0;
    s.players[1]!.citiesInStock = 0;
    s.phase = 'tax';
    finishTax(s, {}, []);
    expect(s.board.a?.city ?? null).toBeNull();
    expect(s.players[0]!.citiesInStock).toBe(9);
  });

  it('H1/H2 22 / 17.2: ship plans are private simultaneous answers, checked step by step, applied in movement order', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 3);
    put(s, 'g', 'crete', 1);
    s.players[0]!.treasury = 1;
    s.ships.push({ id: 7, seat: 1, area: 'g', coast: null, movesLeft: 0, cargo: 0, kept: false });
    s.players[1]!.shipsInStock = 3;
    s.phase = 'cities';
    s.turn = 1;
    finishGrowthForTest(s);
    expect(s.phase).toBe('ships');
    expect(game.pending(s).map((d) => [d.seat, d.kind, d.timing, d.defaultMove])).toEqual([
      [0, 'ships', 'off-turn', 'ships none'],
      [1, 'ships', 'off-turn', 'ships none'],
    ]);
    expect(refuse(s, 0, 'ship build c 1; ship build c 1')).toMatch(/treasury 1 is not possible/);
    let t = play(s, 0, 'ship build c 1; ship build c 0');
    expect(game.publicNotation!('ship build c 1; ship build c 0', 0)).toBe('submitted');
    expect(t.ships).toHaveLength(1);
    t = play(t, 1, 'ships none');
    expect(t.ships.map((x) => [x.id, x.seat, x.area])).toEqual([
      [7, 1, 'g'],
      [1, 0, 'c'],
      [2, 0, 'c'],
    ]);
    // Growth (20.1) made Crete 2 in g and Africa 5 in c; Crete's upkeep was levied by default (22.3), Africa levied 3.
    expect(t.board.g!.tokens.crete).toBe(1);
    expect(t.board.c!.tokens.africa).toBe(2);
    expect(t.players[0]!.treasury).toBe(0);
  });

  it('C1 24.51-24.52: the attacker takes one random card (private) and moves 0-3 stock tokens to treasury; default 3', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'e', 'crete', 0, true);
    put(s, 'e', 'africa', 9);
    dealTradeCards(s, 1, ['gold']);
    expect(invariants(s)).toEqual([]);
    s.pillages = resolveConflicts(s, []);
    const events: GameEvent[] = [];
    for (const p of s.pillages) pillageCard(s, p, events);
    expect(s.players[0]!.hand).toEqual(['gold']);
    expect(events[0]).toMatchObject({ kind: 'pillage-card', data: { seat: 0, victim: 'crete' } });
    expect(`${events[0]!.text} ${JSON.stringify(events[0]!.data)}`).not.toContain('gold');
    expect(events[0]!.private).toEqual([
      { seat: 0, text: 'You took gold by pillage.' },
      { seat: 1, text: 'You lost gold to pillage.' },
    ]);
    continuePillage(s, []);
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'pillage', defaultMove: 'pillage 3' })]);
    expect(refuse(s, 0, 'pillage 4')).toMatch(/0 to 3/);
    const t = play(s, 0, 'pillage 2');
    expect(t.players[0]!.treasury).toBe(2);
  });

  it('A1 27.51 / D-23: before drawing a player may buy any number of stack-9 cards at 18 treasury each', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    s.players[0]!.treasury = 40;
    s.players[1]!.treasury = 18;
    s.phase = 'trade-cards';
    s.queue = [0, 1];
    continueTradeCards(s, []);
    expect(game.legal(s, 0)).toEqual(['gold 0', 'gold 1', 'gold 2']);
    const t = play(s, 0, 'gold 2');
    expect(t.players[0]!.treasury).toBe(4);
    expect(t.players[0]!.hand).toHaveLength(3);
    expect(t.draws[0]).toEqual([9, 9, 1]);
    expect(game.pending(t)).toEqual([expect.objectContaining({ seat: 1, kind: 'trade-cards', defaultMove: 'gold 0' })]);
  });

  it('V1 31.12: civilization purchases go one at a time in A.S.T. order; the purchase is public', () => {
    const s = testState(['crete', 'africa']);
    s.players[0]!.treasury = 50;
    s.players[1]!.treasury = 60;
    s.phase = 'trade-cards';
    s.queue = [];
    continueTradeCards(s, []);
    expect(s.phase).toBe('civ');
    expect(game.pending(s).map((d) => d.seat)).toEqual([1]);
    expect(game.legal(s, 1)).toContain('buy pottery treasury 45');
    let t = play(s, 1, 'buy music treasury 60');
    expect(t.players[1]!.civ).toEqual(['music']);
    expect(game.pending(t).map((d) => d.seat)).toEqual([0]);
    expect(refuse(t, 0, 'buy music treasury 50')).toMatch(/cost 60/);
    t = play(t, 0, 'buy nothing');
    expect(t.phase).not.toBe('civ');
  });

  it('V2 31.71: over 8 cards after purchases means a hidden discard; the default loses least value', () => {
    const s = testState(['africa', 'crete']);
    dealTradeCards(s, 0, ['gold', 'gold', 'gold', 'ochre', 'ochre', 'hides', 'salt', 'grain', 'wine', 'iron']);
    s.phase = 'civ';
    s.queue = [];
    s.turn = 1;
    s.options = { ...s.options, turnLimit: 5 };
    s.phase = 'trade-cards';
    continueTradeCards(s, []);
    expect(s.phase).toBe('civ');
    const h = play(s, 0, 'buy nothing');
    expect(h.phase).toBe('hand-limit');
    expect(game.pending(h)).toEqual([expect.objectContaining({ seat: 0, kind: 'hand-limit', defaultMove: 'discard hides 1, iron 1' })]);
    expect(refuse(h, 0, 'discard gold 1')).toMatch(/exactly 2/);
    const t = play(h, 0, 'discard gold 2');
    expect(t.players[0]!.hand).toHaveLength(8);
    expect(t.stacks[9]!.slice(-2)).toEqual(['gold', 'gold']);
  });

  it('34.1 A: the game ends at the end of the turn in which a marker reaches the finish', () => {
    const s: AcState = testState(['africa', 'crete']);
    s.options = { ...s.options, finishPosition: 5 };
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    s.players[0]!.ast = 4;
    endTurn(s, []);
    expect(s.phase).toBe('over');
    expect(s.endReason).toMatch(/34.1 A/);
    expect(game.result(s)!.scores.find((x) => x.seat === 0)!.rank).toBe(1);
  });

  it('29.4 / 31.8: calamities held after trade leave the hands, resolve and go back under their stacks', () => {
    let s = testState(['africa', 'crete']);
    drawCalamity(s, 0, 'famine');
    drawCalamity(s, 0, 'superstition', 1);
    dealTradeCards(s, 0, ['grain']);
    expect(s.calamityTraders).toEqual({ famine: null, superstition: 1 });
    s.phase = 'trade-cards';
    s.queue = [];
    continueTradeCards(s, []);
    // Famine's K7 (name secondary victims) waits for Africa; the defaults resolve the rest (D.2).
    while (s.phase === 'calamities') {
      const d = game.pending(s)[0]!;
      s = play(s, d.seat, d.defaultMove!);
    }
    expect(s.players[0]!.hand).toEqual(['grain']);
    expect(s.stacks[3]!.at(-1)).toBe('famine');
    expect(s.stacks[3]).toContain('superstition');
    expect(s.spentCalamities).toEqual([]);
    expect(s.calamityTraders).toEqual({});
  });

  it('17-18.1: one turn runs the phases in order: tax, growth, census, ships, movement, conflict, cities, surplus, cards, trade, calamities, purchases, A.S.T.', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'africa', 5);
    put(s, 'd', 'crete', 1);
    s.players[0]!.treasury = 60;
    s.turn = 0;
    const log: GameEvent[] = [];
    startTurn(s, log);
    for (let i = 0; i < 40 && s.turn === 1; i++) {
      const d = game.pending(s).find((x) => s.sim?.answers[x.seat] === undefined)!;
      const text = d.kind === 'move' && d.seat === 0 && !log.some((e) => e.kind === 'move') ? 'move e>d 1' : d.kind === 'civ' ? 'buy pottery treasury 45' : d.defaultMove!;
      const r = playNotation(game, s, d.seat, text);
      if (isRuleError(r)) throw new Error(`${text}: ${r.message}`);
      log.push(...r.events);
      s = r.state as AcState;
    }
    // The first event of each kind whose data has these facts.
    const at = ([kind, facts]: [string, Record<string, unknown>]) => log.findIndex((e) => e.kind === kind && Object.entries(facts).every(([k, v]) => JSON.stringify(e.data?.[k]) === JSON.stringify(v)));
    const order: [string, Record<string, unknown>][] = [
      ['tax', { seat: 0, paid: 1, treasury: 2 }],
      ['growth', {}],
      ['move', { seat: 0, count: 1, path: ['e', 'd'] }],
      ['conflict', { area: 'd' }],
      ['surplus-removed', {}],
      ['trade-cards-drawn', { seat: 0, count: 1 }],
      ['trade-skipped', {}],
      ['civ-buy', { seat: 0, cards: ['pottery'] }],
      ['turn-start', { turn: 2 }],
    ];
    const positions = order.map(at);
    expect(positions, JSON.stringify(log.map((e) => e.kind))).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(s.players[0]!.civ).toEqual(['pottery']);
  });
});

