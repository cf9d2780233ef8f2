/**
 * Issue 25: Advanced Civilization's computer player (src/games/advanced-civilization/ai). Its moves are always accepted
 * by the rules, it decides only from what its seat may see (spec H), it trades honestly (28.3) and to its gain, pays
 * calamity losses where they hurt least (29.63) and buys civilization cards toward the A.S.T. (31, 33.23).
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../../src/engine/ai.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { seedRng, shuffle } from '../../../src/engine/rng.ts';
import { AC_AI } from '../../../src/games/advanced-civilization/ai/index.ts';
import { chooseCalamity } from '../../../src/games/advanced-civilization/ai/calamity.ts';
import { tradeGain } from '../../../src/games/advanced-civilization/ai/trade.ts';
import { parsedAs } from '../../../src/games/advanced-civilization/ai/parsed.ts';
import { isCommodity } from '../../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { chooseMovement } from '../../../src/games/advanced-civilization/ai/movement.ts';
import { chooseShips } from '../../../src/games/advanced-civilization/ai/ships.ts';
import { chooseTaxRate } from '../../../src/games/advanced-civilization/ai/treasury.ts';
import { startMovement } from '../../../src/games/advanced-civilization/rules/23-movement.ts';
import { game, play, put, testState } from './helpers.ts';

/** Positions of one game (AI in `aiSeats`, random play elsewhere), with the seat to decide at each. */
function positions(players: number, seed: string, aiSeats: ReadonlySet<number>, maxMoves: number): { state: AcState; seat: number }[] {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  let s = game.setup(game.options.parse({}), seats, seed);
  const chooser = seedRng(`${seed}:chooser`);
  const out: { state: AcState; seat: number }[] = [];
  for (let n = 0; n < maxMoves && game.result(s) === null; n++) {
    const decisions = game.pending(s);
    const seat = decisions[n % decisions.length]!.seat;
    const legal = game.legal(s, seat);
    out.push({ state: s, seat });
    const move = aiSeats.has(seat) ? chooseAiMove(game, AC_AI, s, seat, `${seed}:${n}`)! : pickWeighted(chooser, legal, game.randomPlayWeights);
    const played = playNotation(game, s, seat, move);
    if (isRuleError(played)) throw new Error(`${move}: ${played.message}`);
    s = played.state;
  }
  return out;
}

/** The same position with everything `seat` cannot see redrawn: other hands and stacks dealt afresh, other answers and the seed changed. */
function reshuffled(s: AcState, seat: number, seed: string): AcState {
  const v = structuredClone(s);
  const rng = seedRng(seed);
  const offering = new Set((v.trade?.offers ?? []).map((o) => o.from));
  const hands = v.players.filter((p) => p.seat !== seat && !offering.has(p.seat));
  const pool = shuffle(rng, [...hands.flatMap((p) => p.hand), ...v.stacks.flat()]);
  let next = 0;
  for (const p of hands) p.hand = pool.slice(next, (next += p.hand.length)).sort();
  v.stacks = v.stacks.map((stack) => pool.slice(next, (next += stack.length)));
  for (const c of Object.keys(v.calamityTraders)) if (!v.players[seat]!.hand.includes(c)) delete v.calamityTraders[c];
  for (const p of hands) for (const c of p.hand) if (!isCommodity(c)) v.calamityTraders[c] = null;
  if (v.sim) for (const x of Object.keys(v.sim.answers).map(Number)) if (x !== seat) v.sim.answers[x] = 'hidden';
  v.rng = seedRng(`${seed}:rng`);
  return v;
}

describe('Advanced Civilization computer player (issue 25)', () => {
  it('chooses a move the rules accept at every decision of a three-player game, in every phase', () => {
    const phases = new Set<string>();
    for (const { state, seat } of positions(3, 'ai-accepted', new Set([0]), 2500)) {
      const move = chooseAiMove(game, AC_AI, state, seat, 'accepted');
      expect(move).not.toBeNull();
      const played = playNotation(game, state, seat, move!);
      expect(isRuleError(played) ? `${state.phase}: ${move}: ${played.message}` : null).toBeNull();
      phases.add(state.phase);
    }
    for (const phase of ['start', 'growth', 'move', 'cities', 'trade', 'calamities', 'civ']) expect(phases).toContain(phase);
  });

  it('H: positions that differ only in what the seat cannot see give the same move for the same seed', () => {
    let compared = 0;
    for (const [i, { state, seat }] of positions(3, 'ai-fair', new Set([0, 1, 2]), 1500).entries()) {
      if (i % 3 !== 0 || state.phase === 'nation') continue;
      const other = reshuffled(state, seat, `fair:${i}`);
      expect(game.legal(other, seat)).toEqual(game.legal(state, seat));
      expect(chooseAiMove(game, AC_AI, other, seat, `seed:${i}`)).toBe(chooseAiMove(game, AC_AI, state, seat, `seed:${i}`));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('28.3: every offer it makes names its guaranteed cards truthfully, from its own hand', () => {
    let offers = 0;
    for (const { state, seat } of positions(3, 'ai-trade', new Set([0, 1, 2]), 3000)) {
      if (state.phase !== 'trade') continue;
      const move = chooseAiMove(game, AC_AI, state, seat, 'trade')!;
      const terms = parsedAs(move, 'offer')?.terms ?? parsedAs(move, 'counter')?.terms;
      if (!terms) continue;
      offers++;
      const hand = [...state.players[seat]!.hand];
      for (const c of terms.give) expect(hand.splice(hand.indexOf(c), 1)).toEqual([c]);
      const give = [...terms.give];
      for (const c of terms.guaranteed) expect(give.splice(give.indexOf(c), 1)).toEqual([c]);
      expect(terms.guaranteed.every(isCommodity)).toBe(true);
      expect(terms.claim).toBe('');
      // It offers only trades that gain by its own count: set value (28.51) and calamities handed on (29.61).
      expect(tradeGain(state.players[seat]!.hand, terms.give, terms.askGuaranteed, terms.askCount - terms.askGuaranteed.length)).toBeGreaterThan(0);
    }
    expect(offers).toBeGreaterThan(0);
  });

  it('28.51 / 29.61: a trade gains by completing sets and by handing on a tradable calamity', () => {
    expect(tradeGain(['ochre', 'ochre', 'hides', 'salt'], ['hides', 'salt'], ['ochre'], 0)).toBeGreaterThan(0);
    expect(tradeGain(['ochre', 'ochre', 'hides'], ['ochre', 'ochre'], ['hides'], 0)).toBeLessThan(0);
    expect(tradeGain(['ochre', 'hides', 'epidemic'], ['epidemic'], [], 0)).toBeGreaterThan(0);
  });

  it('29.63: it pays a unit loss in tokens from its fullest areas before cities', () => {
    const s = structuredClone(positions(2, 'ai-calamity', new Set(), 1)[0]!.state);
    s.phase = 'calamities';
    s.calamity = {
      queue: [], current: null, stage: 'loss', memo: {} as never, monotheism: null, supportChecked: false,
      ask: { kind: 'loss', k: 'K6', verb: 'lose', text: '', specs: { 0: { target: 5, pool: { tokens: { a: 3, b: 6 }, cities: { c: { destroy: 5, reduce: null } } } as never } } },
    };
    expect(chooseCalamity(s, 0, ['lose c city', 'lose a 3, b 2', 'lose b 5'])).toBe('lose b 5');
  });

  it('31 / 33.23: it buys the purchase that brings the most cards toward the A.S.T.', () => {
    let checked = 0;
    for (const { state, seat } of positions(2, 'ai-buy', new Set([0, 1]), 4000)) {
      const legal = game.legal(state, seat);
      if (state.phase !== 'civ' || legal.length < 3 || state.players[seat]!.civ.length >= 8) continue;
      const count = (m: string) => parsedAs(m, 'buy')?.purchase.cards.length ?? 0;
      const move = chooseAiMove(game, AC_AI, state, seat, 'buy')!;
      expect(count(move)).toBe(Math.max(...legal.map(count)));
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
  it('24.34: it finishes a siege of a pirate city it began (attackers short of 7 would all be lost, 24.31)', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'pirate', 0, true);
    put(s, 'b', 'africa', 4);
    put(s, 'd', 'africa', 3);
    put(s, 'e', 'africa', 4);
    startMovement(s);
    s.queue = [0, 1];
    const begun = play(s, 0, 'move b>c 4');
    expect(chooseMovement(begun, 0, game.legal(begun, 0))).toBe('move d>c 3');
  });
  it('23.3 / 25.2 / 26.31: it gathers two cities where the first, taken greedily, would strand the second', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 2);
    put(s, 'b', 'africa', 6);
    put(s, 'd', 'africa', 2);
    put(s, 'w', 'africa', 2);
    put(s, 'g', 'africa', 2); // islands: tokens that stay to support the cities (26.31)
    put(s, 'h', 'africa', 2);
    startMovement(s);
    s.queue = [0, 1];
    // b's four tokens would fill a at once and leave c (b and d its only neighbours) two short: a takes w's two first.
    expect(game.legal(s, 0)).toContain('move b>a 4');
    let t = s;
    for (let i = 0; i < 6 && t.phase === 'move' && t.queue[0] === 0; i++) t = play(t, 0, chooseMovement(t, 0, game.legal(t, 0)));
    expect(t.board.a?.tokens.africa).toBe(6);
    expect(t.board.c?.tokens.africa).toBe(6);
  });

  it('19.2 / 20.1: with Coinage it taxes at the highest rate that leaves the stock its next growth', () => {
    const s = testState(['africa', 'crete'], 'tax');
    put(s, 'a', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'd', 'africa', 1);
    const rates = ['rate 1', 'rate 2', 'rate 3'];
    // One city; growth takes 2 (b) + 1 (d) = 3 tokens from the stock (20.1).
    s.players[0]!.stock = 4;
    expect(chooseTaxRate(s, 0, rates)).toBe('rate 1');
    s.players[0]!.stock = 5;
    expect(chooseTaxRate(s, 0, rates)).toBe('rate 2');
    s.players[0]!.stock = 6;
    expect(chooseTaxRate(s, 0, rates)).toBe('rate 3');
  });

  it('22 / 23.5: it builds a ship, paid from the treasury, on a coast from which free land lies within a turn\'s sail', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 5);
    put(s, 'b', 'africa', 3);
    // The islands g and h are empty and no Africa token walks there; a ship from c reaches g in one move.
    expect(chooseShips(s, 0, ['ships none', 'ship build c 0', 'ship build c 2', 'ship build b 2'])).toBe('ship build c 2');
    put(s, 'g', 'crete', 2);
    put(s, 'h', 'crete', 2);
    expect(chooseShips(s, 0, ['ships none', 'ship build c 0', 'ship build c 2'])).toBe('ships none');
  });
});
