/**
 * Issue 22: Advanced Civilization's test kit (test/support/kit/advanced-civilization.ts) at work on real rules: a
 * position builder checked by the game's invariants, fixtures injected as data (the small test map, A.S.T. rows,
 * cards) or moved within the position (cards on top of stacks, hands, calamities drawn), any seat's moves, scripted play.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { nationStartAreas } from '../../../src/games/advanced-civilization/data/board.ts';
import { mapBoard } from '../../../src/games/advanced-civilization/data/maps.ts';
import { AC_DATA } from '../../../src/games/advanced-civilization/data/pack.ts';
import { advancedCivilization as game } from '../../../src/games/advanced-civilization/index.ts';
import { drawCards, maxGoldPurchase } from '../../../src/games/advanced-civilization/rules/27-trade-cards.ts';
import { setValue } from '../../../src/games/advanced-civilization/rules/28-sets.ts';
import { startCalamities } from '../../../src/games/advanced-civilization/rules/29-calamities.ts';
import { amountDue, excessCards } from '../../../src/games/advanced-civilization/rules/31-civ-cards.ts';
import { inStoneAge } from '../../../src/games/advanced-civilization/rules/33-ast.ts';
import type { AcOptions } from '../../../src/games/advanced-civilization/options.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { withData } from '../../support/kit/common.ts';
import {
  acMovesOf,
  acPlay,
  acPosition,
  astRowsSet,
  civCardsSet,
  dealTradeCards,
  drawCalamity,
  invariants,
  ownCivCards,
  placeCity,
  placeTokens,
  playDefaultsUntil,
  stackTop,
  testMapSet,
  tradeCardsSet,
} from '../../support/kit/advanced-civilization.ts';

/** Three players on the candidate map (16: the west), nations chosen by script (15.3): in queue order Crete, Africa, Italy. */
function chosen(options: Partial<AcOptions> = {}): AcState {
  const s = acPosition({ players: 3, seed: 'kit', options });
  const nations = ['crete', 'africa', 'italy'];
  let t = s;
  for (const nation of nations) t = acPlay(t, [[t.queue[0]!, `nation ${nation}`]]);
  return t;
}

function seatOf(s: AcState, nation: string): number {
  return s.players.findIndex((p) => p.nation === nation);
}

describe('Advanced Civilization test kit (issue 22)', () => {
  it('acPosition builds from set-up plus edits and refuses a position that breaks an invariant (5.5, 8.1)', () => {
    const s = acPosition({ players: 3 });
    expect(invariants(s)).toEqual([]);
    // A card that appears from nowhere, a token that vanishes, a civilization card the data lacks.
    expect(() => acPosition({ players: 3, edit: (t) => void t.players[0]!.hand.push('gold') })).toThrow(/6 gold cards in play, the data has 5/);
    const s3 = chosen();
    s3.players[1]!.stock -= 1;
    expect(invariants(s3)).toEqual([expect.stringMatching(/^seat 1 \(\w+\): 0 tokens on the board \+ 0 aboard \+ \d+ stock \+ 0 treasury != \d+ \(5\.5\)$/)]);
    expect(() => acPosition({ players: 3, edit: (t) => void t.players[2]!.civ.push('writing') })).toThrow(/unknown civilization card writing/);
    // Dealt from their stacks, the same cards keep the deck whole.
    expect(invariants(dealTradeCards(acPosition({ players: 3 }), 0, ['gold', 'gold']))).toEqual([]);
  });

  it('the invariants hold at every position of a random game (5.5, 8.1, 15.2)', () => {
    const rng = seedRng('kit-random');
    let s = chosen();
    for (let i = 0; i < 1_500 && s.phase !== 'over'; i++) {
      const decisions = game.pending(s);
      if (decisions.length === 0) break;
      const d = decisions[randomInt(rng, decisions.length)]!;
      const legal = game.legal(s, d.seat);
      const move = s.phase === 'trade' || randomInt(rng, 3) === 0 || legal.length === 0 ? d.defaultMove! : legal[randomInt(rng, legal.length)]!;
      s = acPlay(s, [[d.seat, move]]);
    }
    expect(s.turn).toBeGreaterThan(1);
  });

  it('15.3 / 17.2 / 15.6: acMovesOf lists any seat\'s moves, its decision\'s and the open ones, on its turn or not', () => {
    const s = acPosition({ players: 3 });
    const [first, other] = [s.queue[0]!, (s.queue[0]! + 1) % 3];
    expect(acMovesOf(s, first)).toEqual(['nation africa', 'nation italy', 'nation illyria', 'nation thrace', 'nation crete', 'insist strict']);
    // Not its turn to choose: only the moves allowed at any time.
    expect(acMovesOf(s, other)).toEqual(['insist strict']);
    // 15.6: with the table option, a seat in play may also leave at any time.
    const t = playDefaultsUntil(chosen({ leaving: true }), (x) => x.phase !== 'start');
    expect(acMovesOf(t, other)).toContain('leave');
  });

  it('acPlay plays a script and checks the result; a refused move fails with its message (15.3)', () => {
    const s = chosen();
    expect(s.players.map((p) => p.nation).sort()).toEqual(['africa', 'crete', 'italy']);
    expect(() => acPlay(s, [[s.queue[0]!, 'start atlantis']])).toThrow(/refused/);
  });

  it('4.61 / 16.12 on the kit\'s small map: with the Western Extension Africa\'s start area next to the west board is ignored', () => {
    const small = testMapSet();
    withData(AC_DATA, small, () => {
      const board = mapBoard('test')!;
      expect(board.order).toHaveLength(10);
      expect(nationStartAreas(board, 'africa', false)).toEqual(['a', 'b']);
      expect(nationStartAreas(board, 'africa', true)).toEqual(['b']);
      const s = acPosition({ options: { map: 'test' }, players: 2 });
      expect(s.mapId).toBe('test');
    });
    // Outside the fixture the shipped data has no test map: a table cannot ask for it.
    expect(mapBoard('test')).toBeUndefined();
    expect(() => game.options.parse({ map: 'test' })).toThrow(/unknown map test/);
  });

  it('27.2: cards put on top of their stacks are the ones drawn, one per stack up to the number of cities', () => {
    const s = chosen();
    const seat = seatOf(s, 'crete');
    for (const area of ['knossos', 'phaestos']) placeCity(s, seat, area);
    const cities = 2;
    stackTop(s, 1, ['hides']);
    stackTop(s, 2, ['papyrus']);
    const hand = [...s.players[seat]!.hand];
    drawCards(s, seat, []);
    expect(s.players[seat]!.hand.length - hand.length).toBe(cities);
    expect(s.players[seat]!.hand).toEqual(expect.arrayContaining(['hides', 'papyrus']));
    expect(invariants(s)).toEqual([]);
  });

  it('28.51: a hand dealt by the kit is valued as sets (value x n squared)', () => {
    const s = dealTradeCards(chosen(), 1, ['salt', 'salt', 'salt', 'ochre']);
    expect(setValue(s.players[1]!.hand)).toBe(3 * 9 + 1);
  });

  it('29.1 / 30.31: a calamity drawn by the kit strikes its holder in phase 11', () => {
    const s = chosen();
    const africa = seatOf(s, 'africa');
    for (const area of ['tripolitania', 'sahara']) placeTokens(s, africa, area, 3);
    drawCalamity(s, africa, 'famine');
    s.options = { ...s.options, turnLimit: 1 };
    const events: GameEvent[] = [];
    startCalamities(s, events);
    expect(events.find((e) => e.kind === 'calamity-strikes')?.data).toMatchObject({ calamity: 'famine', victim: africa });
  });

  it('33: an A.S.T. row given as data moves where the Stone Age ends for that nation only', () => {
    const s = chosen();
    const crete = s.players.findIndex((p) => p.nation === 'crete');
    const africa = seatOf(s, 'africa');
    s.players[crete]!.ast = 3;
    s.players[africa]!.ast = 3;
    expect([inStoneAge(s, crete), inStoneAge(s, africa)]).toEqual([true, true]);
    const shorter = astRowsSet({ crete: { epochStart: { stone: 1, early_bronze: 3, late_bronze: 9, early_iron: 11, late_iron: 14 }, lateIronThresholds: { '14': 1300, '15': 1600 } } });
    expect(withData(AC_DATA, shorter, () => [inStoneAge(s, crete), inStoneAge(s, africa)])).toEqual([false, true]);
  });

  it('27.51 / 31.71 / 31.3: trade and civilization card fixtures change the gold price, the hand limit and a card cost', () => {
    const s = dealTradeCards(chosen(), 0, ['ochre', 'ochre', 'hides', 'iron', 'iron', 'salt', 'salt', 'grain', 'oil']);
    const p = s.players[0]!;
    p.treasury = 30;
    p.stock -= 30;
    ownCivCards(s, 0, ['pottery']);
    const before = [maxGoldPurchase(s, 0), excessCards(p), amountDue(p, ['agriculture'])];
    expect(before).toEqual([1, 1, 100]);
    const fixture = civCardsSet({ agriculture: { cost: 150 } }, tradeCardsSet({ goldPrice: 10, handLimit: 5 }));
    expect(withData(AC_DATA, fixture, () => [maxGoldPurchase(s, 0), excessCards(p), amountDue(p, ['agriculture'])])).toEqual([3, 4, 140]);
  });

  it('playDefaultsUntil fast-forwards by the rules\' defaults to a phase, checking the invariants (18.1)', () => {
    const s = playDefaultsUntil(chosen(), (t) => t.phase === 'move');
    expect(s.phase).toBe('move');
    expect(s.turn).toBe(1);
  });

  it('the data is read-only: writing into a card of the set in use fails instead of changing the rules (issue 22)', () => {
    const pottery = AC_DATA.current().data['civilization-cards.json'].cards[0]!;
    expect(() => {
      (pottery as { cost: number }).cost = 1;
    }).toThrow(TypeError);
  });
});
