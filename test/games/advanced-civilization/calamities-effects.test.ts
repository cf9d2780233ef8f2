import { describe, expect, it } from 'vitest';
import { publicNotation } from '../../../src/games/advanced-civilization/notation.ts';
import { civilDisorderCities } from '../../../src/games/advanced-civilization/rules/calamities/30.71-civil-disorder.ts';
import { epidemicPrimaryLoss, epidemicSecondaryLoss } from '../../../src/games/advanced-civilization/rules/calamities/30.61-epidemic.ts';
import { iconoclasmCities } from '../../../src/games/advanced-civilization/rules/calamities/30.81-iconoclasm-heresy.ts';
import { superstitionCities } from '../../../src/games/advanced-civilization/rules/calamities/30.32-superstition.ts';
import { slaveExclusion } from '../../../src/games/advanced-civilization/rules/calamities/30.42-slave-revolt.ts';
import { cityOwner, dataOf, decisionOf, finishWithDefaults, strike, tokens } from './calamity-helpers.ts';
import { formsOf } from './form-helpers.ts';
import { startTurn } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { game, give, play, put, refuse, testState } from './helpers.ts';

const has = (...cards: string[]) => (c: string) => cards.includes(c);

describe('30.21 Volcanic Eruption / Earthquake', () => {
  it('30.211: a volcano touching the victim\'s city erupts and removes every player\'s units around it', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'd', 'africa', 0, true);
    put(s, 'd', 'crete', 2);
    put(s, 'a', 'africa', 0, true);
    const events = strike(s, { 0: ['volcano_earthquake'] });
    expect(dataOf(events, 'volcano-erupts')).toEqual([expect.objectContaining({ seat: 0, areas: expect.arrayContaining(['d']) as unknown })]);
    expect(s.board.d?.city ?? null).toBeNull();
    expect(tokens(s, 'd', 'crete')).toBe(0);
    expect(cityOwner(s, 'a')).toBe('africa');
    expect(s.players[1]!.stock).toBe(55);
  });

  it('30.211 / D-17 / K1: equal eruptions are chosen by the victim; only the chosen volcano erupts', () => {
    // The test map has one volcano: this position uses the candidate map (Vesuvius: campania, neapolis; Etna: milazzo, syracus).
    let s = testState(['italy', 'crete']);
    s.mapId = 'candidate';
    s.board = {};
    put(s, 'neapolis', 'italy', 0, true);
    put(s, 'syracus', 'italy', 0, true);
    put(s, 'campania', 'crete', 2);
    put(s, 'milazzo', 'crete', 2);
    strike(s, { 0: ['volcano_earthquake'] });
    const d = decisionOf(s, 0)!;
    expect(d.kind).toBe('K1');
    expect(d.defaultMove).toBe('pick vesuvius');
    expect(game.legal(s, 0)).toEqual(['pick vesuvius', 'pick etna']);
    expect(game.pending(s).map((x) => x.seat)).toEqual([0]);
    s = play(s, 0, 'pick etna');
    expect(cityOwner(s, 'syracus')).toBeNull();
    expect(tokens(s, 'milazzo', 'crete')).toBe(0);
    expect(cityOwner(s, 'neapolis')).toBe('italy');
    expect(tokens(s, 'campania', 'crete')).toBe(2);
  });

  it('30.212 / D-16: an earthquake destroys the victim\'s city and reduces one adjacent foreign city', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'b', 'crete', 0, true);
    strike(s, { 0: ['volcano_earthquake'] });
    expect(cityOwner(s, 'a')).toBeNull();
    expect(cityOwner(s, 'b')).toBeNull();
    expect(tokens(s, 'b', 'crete')).toBe(3);
  });

  it('30.213: Engineering reduces the victim\'s city instead, and a holder is never the secondary victim', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'b', 'crete', 0, true);
    give(s, 0, ['engineering']);
    give(s, 1, ['engineering']);
    strike(s, { 0: ['volcano_earthquake'] });
    expect(tokens(s, 'a', 'africa')).toBe(2);
    expect(cityOwner(s, 'b')).toBe('crete');
  });

  it('30.212 / D-17 / K2: equal earthquake sites are chosen by the victim', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'b', 'crete', 0, true);
    strike(s, { 0: ['volcano_earthquake'] });
    const d = decisionOf(s, 0)!;
    expect(d.kind).toBe('K2');
    expect(d.defaultMove).toBe('pick a>b');
    expect(game.legal(s, 0)).toEqual(['pick a>b', 'pick c>b']);
    expect(game.pending(s).map((x) => x.seat)).toEqual([0]);
    s = play(s, 0, 'pick c>b');
    expect(cityOwner(s, 'c')).toBeNull();
    expect(cityOwner(s, 'a')).toBe('africa');
  });
});

describe('30.22 Treachery', () => {
  it('30.221 / K3: the trader chooses a city of the victim and replaces it with his own', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    strike(s, { 0: ['treachery'] }, { treachery: 1 });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'K3']]);
    expect(game.legal(s, 0)).toEqual([]);
    s = play(s, 1, 'pick c');
    expect(cityOwner(s, 'c')).toBe('crete');
    expect(cityOwner(s, 'a')).toBe('africa');
  });

  it('D-29: a trader without a city in stock destroys it', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    s.players[1]!.citiesInStock = 0;
    strike(s, { 0: ['treachery'] }, { treachery: 1 });
    s = play(s, 1, 'pick a');
    expect(cityOwner(s, 'a')).toBeNull();
  });

  it('30.222 / K4: drawn by the victim himself, he reduces one of his cities', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    strike(s, { 0: ['treachery'] });
    expect(decisionOf(s, 0)!.kind).toBe('K4');
    expect(refuse(s, 0, 'reduce a, c')).toMatch(/exactly 1/);
    s = play(s, 0, 'reduce c');
    expect(tokens(s, 'c', 'africa')).toBe(1);
  });
});

describe('30.31 Famine', () => {
  it('30.311 / K7 / K8: secondary victims (at most 8 each) answer together; answers stay hidden until all are in', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'africa', 4);
    put(s, 'f', 'africa', 1);
    put(s, 'd', 'africa', 2);
    put(s, 'g', 'crete', 2);
    put(s, 'h', 'crete', 3);
    put(s, 'w', 'thrace', 3);
    strike(s, { 0: ['famine'] });
    // 18.2: Africa's 10 tokens are exactly the 10 points due: not asked.
    expect(tokens(s, 'b', 'africa')).toBe(0);
    expect(refuse(s, 0, 'assign crete 9')).toMatch(/1 to 8/);
    expect(refuse(s, 0, 'assign crete 8, thrace 8, africa 4')).toMatch(/once/);
    expect(refuse(s, 0, 'assign crete 8, thrace 8, crete 4')).toMatch(/once/);
    s = play(s, 0, 'assign crete 4, thrace 2');
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'K8'], [2, 'K8']]);
    expect(publicNotation('lose h 3, g 1')).toBe('submitted');
    s = play(s, 1, 'lose h 3, g 1');
    expect((game.view(s, 2) as { myAnswer: string | null }).myAnswer).toBeNull();
    expect((game.view(s, 1) as { myAnswer: string | null }).myAnswer).toBe('lose h 3, g 1');
    expect(tokens(s, 'h', 'crete')).toBe(3);
    s = play(s, 2, 'lose w 2');
    expect(tokens(s, 'h', 'crete')).toBe(0);
    expect(tokens(s, 'g', 'crete')).toBe(1);
    expect(tokens(s, 'w', 'thrace')).toBe(1);
  });

  it('30.312 / K5: a Pottery holder shows Grain, each cancelling 4 points', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'b', 'africa', 3);
    give(s, 0, ['pottery']);
    s.players[0]!.hand.push('grain', 'grain');
    strike(s, { 0: ['famine'] });
    const d = decisionOf(s, 0)!;
    expect(d.kind).toBe('K5');
    expect(game.legal(s, 0)).toEqual(['grain 2', 'grain 0', 'grain 1']);
    s = play(s, 0, 'grain 2');
    expect(decisionOf(s, 0)!.kind).toBe('K6');
    expect(refuse(s, 0, 'lose b 3')).toMatch(/exactly 2/);
    s = play(s, 0, 'lose b 2');
    expect(tokens(s, 'b', 'africa')).toBe(1);
    expect(s.players[0]!.hand).toContain('grain');
  });

  it('30.312 / 32.211: Grain shown with Pottery stays in hand but cannot pay for civilization cards this turn, nor be surrendered', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'b', 'africa', 3);
    put(s, 'g', 'crete', 4);
    give(s, 0, ['pottery']);
    give(s, 1, ['pottery']);
    s.players[0]!.hand.push('grain', 'grain', 'grain');
    s.players[0]!.treasury = 40;
    s.players[1]!.hand.push('grain', 'grain');
    strike(s, { 0: ['famine'] });
    s = play(s, 0, 'grain 2');
    s = play(s, 0, 'lose b 2');
    // The named Crete shows Grain too (30.312: primary or secondary victim).
    s = play(s, 0, 'assign crete 4');
    expect(decisionOf(s, 1)!.kind).toBe('K5');
    s = play(s, 1, 'grain 1');
    expect(s.players.map((p) => p.grainShown)).toEqual([2, 1]);
    s = finishWithDefaults(s);
    expect(s.phase).toBe('civ');
    expect(s.queue[0]).toBe(0);
    // Three Grain held, two of them shown: the cards stay in hand ...
    expect(s.players[0]!.hand.filter((c) => c === 'grain')).toHaveLength(3);
    // ... but only one may be surrendered this turn (Cloth Making: 45 - 10 Pottery credit = 35; Grain 3 would be worth 36).
    expect(refuse(s, 0, 'buy cloth_making pay grain 3')).toMatch(/cannot pay for civilization cards this turn \(30\.312, 32\.211\): you may surrender at most 1 grain/);
    expect(refuse(s, 0, 'buy cloth_making pay grain 2 treasury 19')).toMatch(/at most 1 grain/);
    expect(game.legal(s, 0).filter((m) => /pay grain [23]/.test(m))).toEqual([]);
    const pay = formsOf(s, 0).find((f) => f.id === 'buy')!.fields.find((f) => f.name === 'pay');
    expect(pay?.kind === 'select' ? pay.options.filter((o) => o.value.startsWith('grain:')).map((o) => o.value) : []).toEqual(['grain:1']);
    const bought = play(s, 0, 'buy cloth_making pay grain 1 treasury 31');
    expect(bought.players[0]!.civ).toContain('cloth_making');
    expect(bought.players[0]!.hand.filter((c) => c === 'grain')).toHaveLength(2);
  });

  it('30.312 / 32.211: the restriction lasts one turn: a new turn forgets the Grain shown', () => {
    const s = testState(['africa', 'crete']);
    s.players[0]!.grainShown = 2;
    startTurn(s, []);
    expect(s.players[0]!.grainShown).toBe(0);
  });
});

describe('30.32 Superstition', () => {
  it('30.321-30.322 / D-32: 3 cities; only the best Religion card counts', () => {
    expect(superstitionCities(has())).toBe(3);
    expect(superstitionCities(has('mysticism'))).toBe(2);
    expect(superstitionCities(has('mysticism', 'deism'))).toBe(1);
    expect(superstitionCities(has('enlightenment', 'deism'))).toBe(0);
    let s = testState(['africa', 'crete']);
    for (const a of ['a', 'c', 'g', 'h']) put(s, a, 'africa', 0, true);
    strike(s, { 0: ['superstition'] });
    expect(decisionOf(s, 0)!.defaultMove).toBe('reduce h, a, g');
    s = play(s, 0, 'reduce a, c, g');
    expect(cityOwner(s, 'h')).toBe('africa');
    expect(cityOwner(s, 'a')).toBeNull();
  });
});

describe('30.41 Civil War', () => {
  it('30.4124 / 30.415 / K9 / K11: with Philosophy the beneficiary selects 15 points; the other faction becomes his', () => {
    let s = testState(['africa', 'crete']);
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'africa', 4);
    give(s, 0, ['philosophy']);
    strike(s, { 0: ['civil_war'] });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'K9']]);
    expect(refuse(s, 1, 'select a city, b 3')).toMatch(/exactly 15/);
    s = play(s, 1, 'select a city, c city, g city');
    const k11 = decisionOf(s, 0)!;
    expect(k11.kind).toBe('K11');
    expect(k11.defaultMove).toBe('pick second');
    s = play(s, 0, 'pick second');
    expect(['a', 'c', 'g'].map((a) => cityOwner(s, a))).toEqual(['crete', 'crete', 'crete']);
    expect(['h', 'w'].map((a) => cityOwner(s, a))).toEqual(['africa', 'africa']);
    expect(tokens(s, 'b', 'africa')).toBe(3);
  });

  it('30.415 / D-22: when the beneficiary runs out, the next richest in stock replaces the rest', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    s.players[0]!.stock = 0;
    s.players[1]!.citiesInStock = 1;
    s.players[2]!.stock = 0;
    s.players[2]!.citiesInStock = 2;
    give(s, 0, ['philosophy']);
    strike(s, { 0: ['civil_war'] });
    expect(decisionOf(s, 1)!.kind).toBe('K9');
    s = play(s, 1, 'select a city, c city, g city');
    s = play(s, 0, 'pick second');
    expect(['a', 'c', 'g'].map((a) => cityOwner(s, a))).toEqual(['crete', 'thrace', 'thrace']);
  });

  it('30.411: no civil war when the victim has the most unit points in stock', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    s.players[1]!.stock = 0;
    s.players[1]!.citiesInStock = 0;
    const events = strike(s, { 0: ['civil_war'] });
    expect(dataOf(events, 'calamity-no-effect')).toEqual([{ calamity: 'civil_war', seat: 0 }]);
    expect(cityOwner(s, 'a')).toBe('africa');
  });

  it('30.4121-30.4123 / 30.414 / K10: the victim selects 15 (+5 Music), the beneficiary 20; Military costs each faction 5', () => {
    const m = testState(['africa', 'crete']);
    put(m, 'a', 'africa', 0, true);
    put(m, 'c', 'africa', 0, true);
    put(m, 'b', 'africa', 6);
    put(m, 'e', 'africa', 8);
    give(m, 0, ['music']);
    strike(m, { 0: ['civil_war'] });
    expect(decisionOf(m, 0)!.prompt).toMatch(/worth 20 unit points/);
    let s = testState(['africa', 'crete']);
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    put(s, 'b', 'africa', 6);
    put(s, 'e', 'africa', 8);
    put(s, 'f', 'africa', 1);
    put(s, 'd', 'africa', 2);
    give(s, 0, ['military']);
    strike(s, { 0: ['civil_war'] });
    expect(decisionOf(s, 0)!.prompt).toMatch(/worth 15 unit points/);
    s = play(s, 0, 'select a city, c city, g city');
    expect(decisionOf(s, 1)!.prompt).toMatch(/worth 20 unit points/);
    s = play(s, 1, 'select h city, w city, b 6, e 4');
    expect(decisionOf(s, 0)!.kind).toBe('K10');
    s = play(s, 0, 'lose a city');
    s = play(s, 0, 'lose e 4, f 1');
    expect(decisionOf(s, 0)!.defaultMove).toBe('pick first');
    s = play(s, 0, 'pick first');
    expect(cityOwner(s, 'w')).toBe('africa');
    expect(cityOwner(s, 'a')).toBeNull();
    expect(tokens(s, 'd', 'crete')).toBe(2);
    expect(tokens(s, 'd', 'africa')).toBe(0);
    expect(tokens(s, 'e', 'africa')).toBe(4);
  });
});

describe('30.42 Slave Revolt', () => {
  it('30.421-30.423 / D-26: 15 tokens cannot support cities; reduce one at a time until support suffices', () => {
    expect(slaveExclusion(has('mining'))).toBe(20);
    expect(slaveExclusion(has('enlightenment'))).toBe(10);
    expect(slaveExclusion(has('mining', 'enlightenment'))).toBe(15);
    let s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    for (const [a, n] of [['b', 3], ['e', 4], ['f', 1], ['d', 2], ['h', 3], ['w', 2], ['g', 2]] as const) put(s, a, 'africa', n);
    strike(s, { 0: ['slave_revolt'] });
    expect(decisionOf(s, 0)!.kind).toBe('K4');
    expect(refuse(s, 0, 'reduce a, c')).toMatch(/suffices after 1/);
    s = play(s, 0, 'reduce c');
    expect(cityOwner(s, 'a')).toBe('africa');
    expect(tokens(s, 'c', 'africa')).toBe(1);
  });
});

describe('30.51 Flood', () => {
  it('30.511-30.512 / K7 mandatory: the victim loses 17 on the plain; others there share 10 points', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'e', 'africa', 2);
    put(s, 'e', 'crete', 2);
    strike(s, { 0: ['flood'] });
    // 18.2: the victim's 2 tokens are all he can lose: not asked.
    expect(tokens(s, 'e', 'africa')).toBe(0);
    const k7 = decisionOf(s, 0)!;
    expect(k7.kind).toBe('K7');
    expect(k7.defaultMove).toBe('assign crete 2');
    expect(refuse(s, 0, 'assign none')).toMatch(/must be assigned/);
    s = play(s, 0, 'assign crete 2');
    expect(s.board.e).toBeUndefined();
  });

  it('30.514-30.515: without vulnerable units the victim loses a coastal city (reduced with Engineering)', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 0, true);
    put(s, 'a', 'africa', 0, true);
    strike(s, { 0: ['flood'] });
    expect(cityOwner(s, 'c')).toBeNull();
    expect(cityOwner(s, 'a')).toBe('africa');
    const t = testState(['africa', 'crete']);
    put(t, 'c', 'africa', 0, true);
    give(t, 0, ['engineering']);
    strike(t, { 0: ['flood'] });
    expect(tokens(t, 'c', 'africa')).toBe(1);
  });
});

describe('30.52 Barbarian Hordes', () => {
  it('30.5211-30.5242 / K12: 15 barbarians enter the other start area, fight, and the excess marches on the victim', () => {
    let s = testState(['africa', 'crete']);
    s.players[0]!.startArea = 'a';
    put(s, 'b', 'africa', 3);
    put(s, 'c', 'africa', 0, true);
    strike(s, { 0: ['barbarian_hordes'] });
    expect(tokens(s, 'b', 'barbarian')).toBe(3);
    expect(cityOwner(s, 'c')).toBeNull();
    expect(tokens(s, 'c', 'barbarian')).toBe(5);
    // Ties (d or g, nothing to destroy) go to the other player with the most unit points in stock (30.5251).
    const d = decisionOf(s, 1)!;
    expect(d.kind).toBe('K12');
    expect(game.legal(s, 1)).toEqual(['pick d', 'pick g']);
    s = play(s, 1, 'pick g');
    expect(tokens(s, 'c', 'barbarian')).toBe(1);
    expect(tokens(s, 'g', 'barbarian')).toBe(4);
  });

  it('30.5242: the horde passes through an area holding only barbarians to reach the victim', () => {
    const s = testState(['africa', 'crete']);
    s.players[0]!.startArea = 'a';
    put(s, 'b', 'africa', 3);
    put(s, 'e', 'barbarian', 2);
    put(s, 'f', 'africa', 0, true);
    const events = strike(s, { 0: ['barbarian_hordes'] });
    expect(dataOf(events, 'barbarians-march')).toContainEqual(expect.objectContaining({ from: 'b', to: 'f', via: ['e'] }));
    expect(cityOwner(s, 'f')).toBeNull();
    expect(tokens(s, 'e', 'barbarian')).toBe(2);
    expect(tokens(s, 'f', 'barbarian')).toBeGreaterThan(0);
  });

  it('30.527: no effect when Crete is the primary victim', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'g', 'crete', 2);
    const events = strike(s, { 1: ['barbarian_hordes'] });
    expect(dataOf(events, 'calamity-no-effect')).toEqual([{ calamity: 'barbarian_hordes', seat: 1 }]);
    expect(tokens(s, 'g', 'crete')).toBe(2);
  });
});

describe('30.61 Epidemic', () => {
  it('30.613-30.615 / D-21: Medicine halves, Roadbuilding adds 5, cumulative; a named Medicine holder loses at most 5', () => {
    expect(epidemicPrimaryLoss(has())).toBe(16);
    expect(epidemicPrimaryLoss(has('medicine'))).toBe(8);
    expect(epidemicPrimaryLoss(has('medicine', 'roadbuilding'))).toBe(13);
    expect(epidemicSecondaryLoss(10, has('medicine'))).toBe(5);
    expect(epidemicSecondaryLoss(3, has('medicine'))).toBe(3);
    expect(epidemicSecondaryLoss(10, has('roadbuilding'))).toBe(15);
  });
});

describe('30.71 Civil Disorder', () => {
  it('30.711-30.715 / D-4: all but 3 cities, one more spared per easing card, one fewer per worsening card', () => {
    expect(civilDisorderCities(5, has())).toBe(2);
    expect(civilDisorderCities(5, has('music'))).toBe(1);
    expect(civilDisorderCities(5, has('military', 'roadbuilding'))).toBe(4);
    expect(civilDisorderCities(2, has())).toBe(0);
    let s = testState(['africa', 'crete']);
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    strike(s, { 0: ['civil_disorder'] });
    s = play(s, 0, 'reduce a, c');
    expect(cityOwner(s, 'g')).toBe('africa');
    expect(cityOwner(s, 'a')).toBeNull();
  });
});

describe('30.81 Iconoclasm and Heresy', () => {
  it('30.811-30.819: 4 cities with Law, Philosophy, Theology, Monotheism, Roadbuilding; named secondaries (not trader, not Theology; Philosophy 1)', () => {
    expect(iconoclasmCities(9, has())).toBe(4);
    expect(iconoclasmCities(9, has('law', 'philosophy'))).toBe(2);
    expect(iconoclasmCities(9, has('theology', 'monotheism', 'roadbuilding'))).toBe(3);
    let s = testState(['africa', 'crete', 'thrace', 'italy']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'c', 'africa', 0, true);
    put(s, 'g', 'crete', 0, true);
    put(s, 'h', 'crete', 0, true);
    put(s, 'f', 'thrace', 0, true);
    put(s, 'w', 'italy', 0, true);
    give(s, 1, ['philosophy']);
    give(s, 3, ['theology']);
    strike(s, { 0: ['iconoclasm_heresy'] }, { iconoclasm_heresy: 2 });
    expect(cityOwner(s, 'a')).toBeNull();
    expect(decisionOf(s, 0)!.kind).toBe('K7');
    expect(refuse(s, 0, 'assign crete 2')).toMatch(/1 to 1/);
    expect(refuse(s, 0, 'assign thrace 1')).toMatch(/once/);
    expect(refuse(s, 0, 'assign italy 1')).toMatch(/once/);
    s = play(s, 0, 'assign crete 1');
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'K8']]);
    s = play(s, 1, 'reduce h');
    expect(cityOwner(s, 'g')).toBe('crete');
    expect(cityOwner(s, 'h')).toBeNull();
  });
});

describe('30.91 Piracy', () => {
  it('30.911-30.913 / K13 / K14: the trader picks two coastal cities for the pirates; the victim names others (not the trader)', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    for (const a of ['a', 'c', 'g', 'h']) put(s, a, 'africa', 0, true);
    put(s, 'd', 'thrace', 0, true);
    strike(s, { 0: ['piracy'] }, { piracy: 1 });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'K13']]);
    expect(refuse(s, 1, 'seize a, c')).toMatch(/exactly 2/);
    s = play(s, 1, 'seize c, h');
    expect(cityOwner(s, 'c')).toBe('pirate');
    expect(cityOwner(s, 'h')).toBe('pirate');
    const k14 = decisionOf(s, 0)!;
    expect(k14.kind).toBe('K14');
    expect(k14.defaultMove).toBe('assign none');
    expect(refuse(s, 0, 'assign crete g')).toMatch(/once/);
    s = play(s, 0, 'assign thrace d');
    expect(cityOwner(s, 'd')).toBe('pirate');
    expect(cityOwner(s, 'g')).toBe('africa');
  });
});

describe('32.941 Monotheism', () => {
  it('32.941-32.942 / K15: a holder converts the units of one area adjacent by land; Theology holders are immune', () => {
    let s = testState(['africa', 'crete']);
    put(s, 'c', 'crete', 1);
    put(s, 'b', 'africa', 2);
    give(s, 1, ['monotheism']);
    strike(s, {});
    const d = decisionOf(s, 1)!;
    expect(d.kind).toBe('K15');
    expect(d.defaultMove).toBe('pick pass');
    expect(game.legal(s, 1)).toEqual(['pick pass', 'pick b']);
    s = play(s, 1, 'pick b');
    expect(tokens(s, 'b', 'crete')).toBe(2);
    expect(tokens(s, 'b', 'africa')).toBe(0);
    const t = testState(['africa', 'crete']);
    put(t, 'c', 'crete', 1);
    put(t, 'b', 'africa', 2);
    give(t, 1, ['monotheism']);
    give(t, 0, ['theology']);
    strike(t, {});
    expect(t.phase).not.toBe('calamities');
  });
});
