import { describe, expect, it } from 'vitest';
import { civCards } from '../../../src/games/advanced-civilization/data/cards.ts';
import { beneficiary, collectTaxes, taxRates } from '../../../src/games/advanced-civilization/rules/19-taxation.ts';
import { entitlements, grow, shortGrowers } from '../../../src/games/advanced-civilization/rules/20-growth.ts';
import { movementOrder, takeCensus } from '../../../src/games/advanced-civilization/rules/21-census.ts';
import { drawCards } from '../../../src/games/advanced-civilization/rules/27-trade-cards.ts';
import { bestMining, setValue } from '../../../src/games/advanced-civilization/rules/28-sets.ts';
import { amountDue, canonicalPayment, creditToward, defaultDiscard, purchaseProblem, returnCards } from '../../../src/games/advanced-civilization/rules/31-civ-cards.ts';
import { astBlock, distinctGroups, moveAstMarkers } from '../../../src/games/advanced-civilization/rules/33-ast.ts';
import { scoreBreakdown } from '../../../src/games/advanced-civilization/rules/35-score.ts';
import { buildStacks } from '../../../src/games/advanced-civilization/rules/15-setup.ts';
import { seedRng } from '../../../src/engine/rng.ts';
import { give, put, testState } from './helpers.ts';

describe('19 taxation', () => {
  it('19.1: 2 tokens per city from stock to treasury', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    expect(collectTaxes(s, {}, [])).toEqual([]);
    expect(s.players[0]!.treasury).toBe(4);
    expect(s.players[0]!.stock).toBe(51);
  });

  it('19.2 / 32.421: a Coinage holder chooses 1, 2 or 3 per city', () => {
    const s = testState(['africa', 'crete']);
    expect(taxRates(s, 0)).toEqual([2]);
    give(s, 0, ['coinage']);
    expect(taxRates(s, 0)).toEqual([1, 2, 3]);
    put(s, 'a', 'africa', 0, true);
    collectTaxes(s, { 0: 3 }, []);
    expect(s.players[0]!.treasury).toBe(3);
  });

  it('19.31 / D-14: a short stock pays whole cities; the rest revolt; 19.32 the beneficiary has most unit points in stock', () => {
    const s = testState(['africa', 'crete', 'italy']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'e', 'africa', 0, true);
    s.players[0]!.stock = 5;
    s.players[2]!.stock = 20;
    const revolts = collectTaxes(s, {}, []);
    expect(revolts).toEqual([{ victim: 0, count: 1 }]);
    expect(s.players[0]!.stock).toBe(1);
    expect(beneficiary(s, 0)).toBe(1);
    s.players[1]!.citiesInStock = 0;
    expect(beneficiary(s, 0)).toBe(2);
  });

  it('19.34: Democracy holders never revolt', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['democracy']);
    put(s, 'a', 'africa', 0, true);
    s.players[0]!.stock = 1;
    expect(collectTaxes(s, {}, [])).toEqual([]);
  });
});

describe('20-21 growth and census', () => {
  it('20.1: +1 for one token, +2 for two or more, nothing in a city area; shared areas grow per owner', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 1);
    put(s, 'b', 'africa', 3);
    put(s, 'c', 'africa', 2, true);
    put(s, 'b', 'crete', 1);
    expect(entitlements(s, 0)).toEqual({ a: 1, b: 2 });
    grow(s, {}, []);
    expect(s.board.b!.tokens).toEqual({ africa: 5, crete: 2 });
  });

  it('20.2: a short stock makes the player choose where the tokens go', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 2);
    put(s, 'b', 'africa', 2);
    s.players[0]!.stock = 3;
    expect(shortGrowers(s)).toEqual([0]);
    grow(s, { 0: { b: 2, a: 1 } }, []);
    expect(s.board.a!.tokens.africa).toBe(3);
    expect(s.board.b!.tokens.africa).toBe(4);
    expect(s.players[0]!.stock).toBe(0);
  });

  it('21.1 / D-11 / 23.21: most tokens move first, ties in A.S.T. order, Military holders last', () => {
    const s = testState(['crete', 'africa', 'italy']);
    put(s, 'a', 'africa', 2);
    put(s, 'g', 'crete', 2);
    put(s, 'h', 'italy', 3);
    takeCensus(s);
    expect(s.players.map((p) => p.census)).toEqual([2, 2, 3]);
    expect(movementOrder(s)).toEqual([2, 1, 0]);
    give(s, 2, ['military']);
    expect(movementOrder(s)).toEqual([1, 0, 2]);
  });
});

describe('15.2, 27 trade cards and 28 sets', () => {
  it('15.2 / W2: no calamity among the top N cards; non-tradable calamities at the bottom of stacks 2-5', () => {
    const stacks = buildStacks(seedRng('w2'), 4);
    expect(stacks[1]).toHaveLength(14);
    expect(stacks[2]!.slice(0, 4).every((c) => c === 'iron' || c === 'papyrus')).toBe(true);
    expect(stacks[2]!.at(-1)).toBe('volcano_earthquake');
    expect(stacks[2]!.indexOf('treachery')).toBeGreaterThanOrEqual(4);
    expect(stacks[3]!.at(-1)).toBe('famine');
    expect(stacks[3]!.slice(0, 4)).not.toContain('superstition');
    expect(stacks[9]!.slice(0, 4)).not.toContain('piracy');
    expect(stacks.reduce((n, x) => n + x.length, 0)).toBe(126);
  });

  it('27.2 / 27.21: C cities draw the top card of stacks 1..C; an empty stack gives nothing', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'e', 'africa', 0, true);
    const tops = [s.stacks[1]![0], s.stacks[3]![0]];
    s.stacks[2] = [];
    drawCards(s, 0, []);
    expect(s.players[0]!.hand.sort()).toEqual(tops.sort());
    expect(s.draws[0]).toEqual([1, 3]);
  });

  it('29.61: a calamity a player draws has no trader', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    s.stacks[2]!.unshift('treachery');
    drawCards(s, 0, []);
    expect(s.players[0]!.hand).toContain('treachery');
    expect(s.calamityTraders).toEqual({ treachery: null });
  });

  it('28.51 / W6: 3 Grain are worth 36; 28.52 different commodities never combine', () => {
    expect(setValue(['grain', 'grain', 'grain'])).toBe(36);
    expect(setValue(['salt', 'timber'])).toBe(6);
    expect(setValue(['famine', 'grain'])).toBe(4);
  });

  it('28.53 / 32.261 / W7: Mining counts one more card, never beyond the cards in the game', () => {
    expect(setValue(['bronze', 'bronze', 'bronze'], 'bronze')).toBe(96);
    expect(setValue(['iron', 'iron', 'iron'], 'iron')).toBe(32);
    expect(setValue(['gems', 'gems'], 'gems')).toBe(72);
    expect(setValue(Array(5).fill('gold') as string[], 'gold')).toBe(225);
    expect(setValue(['grain'], 'grain')).toBe(4);
    expect(bestMining(['iron', 'gems', 'gems'])).toBe('gems');
  });
});

describe('31 civilization cards', () => {
  it('31.5 / W1 / 2.8: Drama and Poetry, Architecture and Literacy give Democracy 45 credit: 155 due', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['drama_and_poetry', 'architecture', 'literacy']);
    expect(creditToward(s.players[0]!, 'democracy')).toBe(45);
    expect(amountDue(s.players[0]!, ['democracy'])).toBe(155);
  });

  it('31.58 / W10: Mysticism credit 5 + 3 Grain + 2 Papyrus + 1 Hides + 10 treasury pays Music exactly', () => {
    const s = testState(['africa', 'crete']);
    const p = s.players[0]!;
    give(s, 0, ['mysticism']);
    p.hand = ['grain', 'grain', 'grain', 'hides', 'papyrus', 'papyrus'];
    p.treasury = 10;
    const buy = { cards: ['music'], surrender: [...p.hand], treasury: 10, mining: null };
    expect(purchaseProblem(p, buy)).toBeNull();
    expect(purchaseProblem(p, { ...buy, treasury: 9 })).toMatch(/cost 55 after credits; you offer 54/);
  });

  it('31.41: treasury only makes up the shortfall, never overpays', () => {
    const s = testState(['africa', 'crete']);
    const p = s.players[0]!;
    p.hand = ['gold', 'gold'];
    p.treasury = 20;
    expect(purchaseProblem(p, { cards: ['pottery'], surrender: ['gold', 'gold'], treasury: 10, mining: null })).toMatch(/at most 9/);
    expect(purchaseProblem(p, { cards: ['pottery'], surrender: ['gold', 'gold'], treasury: 9, mining: null })).toBeNull();
  });

  it('31.61 / D-24: a prerequisite must be owned before this phase', () => {
    const s = testState(['africa', 'crete']);
    const p = s.players[0]!;
    p.treasury = 500;
    expect(purchaseProblem(p, { cards: ['roadbuilding'], surrender: [], treasury: 140, mining: null })).toMatch(/needs engineering/);
    expect(purchaseProblem(p, { cards: ['engineering', 'roadbuilding'], surrender: [], treasury: 280, mining: null })).toMatch(/needs engineering/);
    give(s, 0, ['engineering']);
    expect(purchaseProblem(p, { cards: ['roadbuilding'], surrender: [], treasury: 130, mining: null })).toBeNull();
  });

  it('D-9: several cards in one pooled payment; 31.57 credits alone may pay', () => {
    const s = testState(['africa', 'crete']);
    const p = s.players[0]!;
    p.treasury = 105;
    expect(amountDue(p, ['pottery', 'music'])).toBe(105);
    expect(purchaseProblem(p, { cards: ['pottery', 'music'], surrender: [], treasury: 105, mining: null })).toBeNull();
    p.civ = Object.keys(civCards()).filter((c) => c !== 'theology' && c !== 'philosophy');
    expect(amountDue(p, ['theology'])).toBe(Math.max(0, 250 - creditToward(p, 'theology')));
  });

  it('31.71: the hand limit discards the cards that lose least set value', () => {
    const s = testState(['africa', 'crete']);
    const p = s.players[0]!;
    p.hand = ['gold', 'gold', 'gold', 'ochre', 'ochre', 'hides', 'salt', 'grain', 'wine', 'iron'];
    expect(defaultDiscard(p)).toEqual(['hides', 'iron']);
  });

  it('31.8 / 29.7: returned cards go under their stacks, non-tradable calamities at the very bottom', () => {
    const s = testState(['africa', 'crete']);
    const before = s.stacks[3]!.length;
    s.returned = ['salt', 'timber'];
    s.spentCalamities = ['famine', 'superstition'];
    s.stacks[3] = s.stacks[3]!.filter((c) => c !== 'famine' && c !== 'superstition');
    returnCards(s);
    expect(s.stacks[3]!.at(-1)).toBe('famine');
    expect(s.stacks[3]!.slice(-4, -1).sort()).toEqual(['salt', 'superstition', 'timber']);
    expect(s.stacks[3]!.length).toBe(before + 2);
  });
});

describe('33 A.S.T. and 35 score', () => {
  it('33.23 / 31.551: dual-group cards count for one group each (bipartite matching)', () => {
    expect(distinctGroups(['engineering', 'mathematics'])).toBe(2);
    expect(distinctGroups(['engineering', 'astronomy', 'coinage'])).toBe(2);
    expect(distinctGroups(['literacy', 'mysticism', 'pottery'])).toBe(3);
    expect(distinctGroups(['mysticism'])).toBe(1);
  });

  it('33.11 / 33.3: entering an epoch needs its cities and cards; otherwise the marker stays', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    s.players[0]!.ast = 4;
    expect(astBlock(s, 0, 5)).toMatch(/2 cities/);
    moveAstMarkers(s, []);
    expect(s.players[0]!.ast).toBe(4);
    put(s, 'c', 'africa', 0, true);
    moveAstMarkers(s, []);
    expect(s.players[0]!.ast).toBe(5);
  });

  it('33.25: a numbered Late Iron square needs civilization cards worth its number', () => {
    const s = testState(['africa', 'crete']);
    for (const a of ['a', 'b', 'c', 'd', 'e']) put(s, a, 'africa', 0, true);
    s.players[0]!.ast = 13;
    give(s, 0, ['pottery', 'music', 'drama_and_poetry', 'law', 'mysticism', 'astronomy', 'engineering', 'literacy', 'deism']);
    expect(astBlock(s, 0, 14)).toMatch(/worth 1300/);
  });

  it('33.4: no city moves the marker back one square, except in the Stone Age', () => {
    const s = testState(['africa', 'crete']);
    s.players[0]!.ast = 6;
    s.players[1]!.ast = 3;
    moveAstMarkers(s, []);
    expect(s.players[0]!.ast).toBe(5);
    expect(s.players[1]!.ast).toBe(3);
  });

  it('35.1: cards + sets (best Mining) + treasury + 100 per A.S.T. square + 50 per city', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    give(s, 0, ['mining', 'pottery']);
    const p = s.players[0]!;
    p.hand = ['bronze', 'bronze', 'bronze'];
    p.treasury = 7;
    p.ast = 3;
    expect(scoreBreakdown(s, 0)).toEqual({ 'civilization cards': 225, 'trade cards': 96, treasury: 7, 'A.S.T.': 300, cities: 50 });
  });
});

describe('31 canonical payments for legal()', () => {
  it('28.53: a Mining holder\'s listed payment applies Mining to the best mineable set it surrenders', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['mining', 'engineering']);
    const p = s.players[0]!;
    p.hand = ['bronze', 'bronze', 'bronze'];
    const pay = canonicalPayment(p, ['astronomy']);
    expect(pay).toEqual({ cards: ['astronomy'], surrender: ['bronze', 'bronze', 'bronze'], treasury: 0, mining: 'bronze' });
    expect(purchaseProblem(p, pay!)).toBeNull();
    expect(purchaseProblem(p, { ...pay!, mining: null })).toMatch(/cost 60 after credits; you offer 54/);
  });
});
