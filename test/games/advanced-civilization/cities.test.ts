import { describe, expect, it } from 'vitest';
import { buildCities, buildableAreas, cityCost, citiesProblem } from '../../../src/games/advanced-civilization/rules/25-cities.ts';
import { defaultReductions, reductionProblem, reduceForSupport, removeSurplus, supportShortfall, supportTally } from '../../../src/games/advanced-civilization/rules/26-support.ts';
import { reduceCity } from '../../../src/games/advanced-civilization/rules/units.ts';
import { applyShipStep, buildPayments, settleUpkeep, shipStepProblem } from '../../../src/games/advanced-civilization/rules/22-ships.ts';
import { game, give, play, put, testState } from './helpers.ts';

describe('25 city construction', () => {
  it('25.2: 6 tokens on a city site, 12 elsewhere; the tokens go to stock', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 6);
    put(s, 'b', 'africa', 11);
    expect(cityCost(s, 'a')).toBe(6);
    expect(cityCost(s, 'b')).toBe(12);
    expect(buildableAreas(s, 0).map((x) => x.area)).toEqual(['a']);
    buildCities(s, { 0: [{ area: 'a', treasury: 0 }] }, []);
    expect(s.board.a).toEqual({ tokens: {}, city: 'africa', cityNew: true });
    expect(s.players[0]!.citiesInStock).toBe(8);
    expect(s.players[0]!.stock).toBe(55 - 11);
  });

  it('16.8: with 2 players a city site on an island does not count (12 tokens)', () => {
    const two = testState(['africa', 'crete']);
    expect(cityCost(two, 'g')).toBe(12);
    const three = testState(['africa', 'crete', 'italy']);
    expect(cityCost(three, 'g')).toBe(6);
  });

  it('25.1: at most 9 cities; one per area', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 6);
    s.players[0]!.citiesInStock = 0;
    expect(buildableAreas(s, 0)).toEqual([]);
    s.players[0]!.citiesInStock = 1;
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 0 }, { area: 'a', treasury: 0 }])).toMatch(/only 1 city pieces|listed twice/);
  });

  it('25.3 / 32.631: Architecture pays up to half the cost from treasury, once per turn, never beside other units', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 3);
    put(s, 'h', 'africa', 4);
    s.players[0]!.treasury = 10;
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 3 }])).toMatch(/cannot build a city in a/);
    give(s, 0, ['architecture']);
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 2 }])).toMatch(/at least 3/);
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 3 }, { area: 'h', treasury: 2 }])).toMatch(/one city per turn/);
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 3 }])).toBeNull();
    put(s, 'a', 'crete', 1);
    expect(citiesProblem(s, 0, [{ area: 'a', treasury: 3 }])).toMatch(/cannot build a city in a/);
  });

  it('25.3: legal() lists the city Architecture helps beside the plain ones of the same turn', () => {
    const s = testState(['africa', 'crete'], 'cities');
    put(s, 'a', 'africa', 3);
    put(s, 'h', 'africa', 6);
    s.players[0]!.treasury = 10;
    give(s, 0, ['architecture']);
    s.sim = { seats: [0, 1], answers: {} };
    const legal = game.legal(s, 0);
    expect(legal).toContain('cities h, a:3');
    expect(play(s, 0, 'cities h, a:3').sim!.answers[0]).toBe('cities h, a:3');
  });
});

describe('26 surplus and support', () => {
  it('26.1: a city area loses every token; an owner alone keeps at most the limit', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 3, true);
    put(s, 'b', 'africa', 5);
    removeSurplus(s, []);
    expect(s.board.a!.tokens).toEqual({});
    expect(s.board.b!.tokens.africa).toBe(3);
  });

  it('26.2 / W4: limit 2 with 3 tokens and 3 ships: one token goes, the ships stay', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'd', 'africa', 3);
    for (let id = 1; id <= 3; id++) s.ships.push({ id, seat: 0, area: 'd', coast: null, movesLeft: 0, cargo: 0, kept: true });
    removeSurplus(s, []);
    expect(s.board.d!.tokens.africa).toBe(2);
    expect(s.ships).toHaveLength(3);
  });

  it('26.11 / 32.241: Agriculture raises the limit by one for an owner alone and adds one token when a city is reduced', () => {
    const s = testState(['africa', 'crete']);
    give(s, 0, ['agriculture']);
    put(s, 'b', 'africa', 5);
    removeSurplus(s, []);
    expect(s.board.b!.tokens.africa).toBe(4);
    put(s, 'a', 'africa', 0, true);
    reduceCity(s, 'a');
    expect(s.board.a!.tokens.africa).toBe(3);
  });

  it('26.31 / 26.41: 2 tokens per city; a reduced city becomes limit tokens which count as support', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'e', 'africa', 0, true);
    put(s, 'f', 'africa', 1);
    expect(supportShortfall(s, 0)).toBe(3);
    expect(defaultReductions(s, 0)).toEqual(['e']);
    reduceForSupport(s, { 0: ['e'] }, []);
    expect(s.board.e!.tokens.africa).toBe(4);
    expect(supportShortfall(s, 0)).toBe(0);
  });

  it('26.32 / D-25: cities built this turn are reduced before the others; no reduction beyond need', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'e', 'africa', 0, true);
    s.board.a!.cityNew = true;
    expect(reductionProblem(s, 0, ['e'])).toMatch(/built this turn must be reduced first/);
    expect(reductionProblem(s, 0, ['a'])).toBeNull();
    expect(reductionProblem(s, 0, ['a', 'e'])).toMatch(/already met after 1/);
    s.players[0]!.stock = 1;
    expect(reductionProblem(s, 0, ['a'])).toMatch(/still need/);
  });

  it('25.2 / 26.31 statistics: the support limit counts two tokens per city; the reachable limit also spends six per city made', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'a', 'africa', 0, true);
    put(s, 'e', 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    put(s, 'd', 'africa', 2);
    put(s, 'h', 'africa', 3);
    put(s, 'c', 'crete', 0, true);
    put(s, 'f', 'crete', 1);
    // Africa (2 cities, 8 tokens): limit 4; reachable 2, since a third city would take 6 and leave 2, short of the 6
    // three cities need. Crete (1 city, 1 token): limit 0, reachable 1 (the city it holds).
    expect(supportTally(s)).toEqual({ cities: 3, limit: 4 + 0, reachable: 2 + 1 });
    put(s, 'b', 'africa', 1);
    put(s, 'f', 'crete', 1);
    // Africa's ninth token is still not enough for a third city (6 for it and 2 for each of 3: 12); Crete now supports its city.
    expect(supportTally(s)).toEqual({ cities: 3, limit: 4 + 1, reachable: 2 + 1 });
    for (const area of ['d', 'h']) put(s, area, 'africa', 2);
    // Africa with 13 tokens: one more city (6) leaves 7, enough for 3; a fourth would leave 1.
    expect(supportTally(s)).toEqual({ cities: 3, limit: 6 + 1, reachable: 3 + 1 });
    s.players[0]!.citiesInStock = 0; // no city pieces left (25.1): neither limit goes past the cities held
    expect(supportTally(s)).toEqual({ cities: 3, limit: 2 + 1, reachable: 2 + 1 });
  });
});

describe('22 ships', () => {
  it('22.1 / 22.2: 2 tokens from treasury or levied in the coastal area; 22.4 at most 4', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 1);
    s.players[0]!.treasury = 1;
    expect(buildPayments(s, 0, 'c')).toEqual([1]);
    expect(buildPayments(s, 0, 'b')).toEqual([]);
    applyShipStep(s, 0, { kind: 'build', area: 'c', treasury: 1 }, []);
    expect(s.ships[0]).toMatchObject({ seat: 0, area: 'c', kept: true });
    expect(s.players[0]!.treasury).toBe(0);
    expect(s.board.c?.tokens.africa ?? 0).toBe(0);
    s.players[0]!.shipsInStock = 0;
    expect(shipStepProblem(s, 0, { kind: 'build', area: 'c', treasury: 0 })).toMatch(/4 ships/);
  });

  it('22.3: upkeep 1 per ship from treasury, else levied there, else the ship returns to stock', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'c', 'africa', 1);
    s.ships.push({ id: 1, seat: 0, area: 'c', coast: null, movesLeft: 0, cargo: 0, kept: false });
    s.ships.push({ id: 2, seat: 0, area: 'g', coast: null, movesLeft: 0, cargo: 0, kept: false });
    s.players[0]!.shipsInStock = 2;
    settleUpkeep(s, 0, []);
    expect(s.board.c?.tokens.africa ?? 0).toBe(0);
    expect(s.ships.map((x) => x.id)).toEqual([1]);
    expect(s.players[0]!.shipsInStock).toBe(3);
  });
});
