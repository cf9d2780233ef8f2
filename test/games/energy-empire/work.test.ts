import { describe, expect, it } from 'vitest';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { legal, play, refused, started, turnOf } from './helpers.ts';

const own = (card: string, n = 1) => ({ uid: `${card}-${n}`, card, tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 });
const places = (s: EeState, seat: number) => legal(s, seat).filter((m) => m.startsWith('place '));

describe('EE-5 placing a worker', () => {
  it('EE-5.2 a stack is energy with one worker on top; energy leaves the mat but stays in play', () => {
    const s = play(turnOf(started(3), 0), 0, 'place mine 2 energy');
    expect(s.locations.mine!.stacks).toEqual([{ owner: 0, energy: 2 }]);
    expect(s.players[0]).toMatchObject({ workersOnMat: 2, energyOnMat: 0, energyInPlay: 2 });
  });

  it('EE-5.3 / EE-5.4 the new stack must be strictly taller, own stacks included; never added to', () => {
    let s = play(turnOf(started(3), 0), 0, 'place finance 1 energy', 'finance A');
    s = turnOf(s, 0, {}, (x) => (x.players[0]!.energyOnMat = 2));
    expect(places(s, 0).filter((m) => m.includes('finance'))).toEqual(['place finance 2 energy']);
    expect(refused(s, 0, 'place finance 1 energy').code).toBe('ee.stack-too-low');
  });

  it('EE-5.6 more energy than on the mat is refused', () => {
    expect(refused(turnOf(started(3), 0), 0, 'place mine 3 energy').code).toBe('ee.not-enough-energy');
  });

  it('EE-5.8 / EE-3.8 two players: a lone worker can never be placed on a market', () => {
    const s = turnOf(started(2), 0, { money: 10 }, (x) => (x.players[0]!.energyOnMat = 0));
    expect(places(s, 0).some((m) => /(industry|commerce|government)_market/.test(m))).toBe(false);
    const withEnergy = turnOf(started(2), 0, { money: 10 });
    expect(places(withEnergy, 0)).toContain('place industry_market 1 energy');
  });

  it('EE-5.5 / EE-6.12 pieces lying on a location count toward affordability', () => {
    const s = turnOf(started(3), 0, {}, (x) => (x.locations.chemistry!.pieces = { oil: 1 }));
    expect(places(s, 0)).toContain('place chemistry');
    const none = turnOf(started(3), 0);
    expect(places(none, 0)).not.toContain('place chemistry');
    expect(refused(none, 0, 'place chemistry').code).toBe('ee.cannot-perform');
  });
});

describe('EE-6 location actions', () => {
  it('EE-6.1 / ER-2 markets: placement needs an affordable card; payment all money or all resource', () => {
    const poor = turnOf(started(3), 0);
    expect(places(poor, 0).some((m) => m.includes('market'))).toBe(false);
    let s = turnOf(started(3), 0, { money: 3, steel: 1 });
    s = play(s, 0, 'place industry_market');
    expect(legal(s, 0)).toEqual(['buy 1 with money', 'buy 1 with resource', 'buy 2 with money', 'buy 2 with resource']);
    expect(refused(s, 0, 'buy 3 with money').code).toBe('ee.unaffordable');
    s = play(s, 0, 'buy 2 with resource');
    expect(s.players[0]!.res).toMatchObject({ money: 3, steel: 0 });
  });

  it('EE-6.2 / ER-6 Oil Drilling: a well on an unpolluted drill space, +3 oil; illegal without one', () => {
    let s = turnOf(started(3), 0);
    s = play(s, 0, 'place oil_drilling');
    expect(legal(s, 0)).toEqual(['drill forest-2', 'drill forest-4', 'drill ocean-3', 'drill ocean-5']);
    s = play(s, 0, 'drill ocean-3');
    expect(s.players[0]!.env['ocean-3']).toBe('oilWell');
    expect(s.players[0]!.res.oil).toBe(3);
    const full = turnOf(started(3), 0, {}, (x) => Object.assign(x.players[0]!.env, { 'forest-2': 'oilWell', 'forest-4': 'pollution', 'ocean-3': 'nuclear', 'ocean-5': 'oilWell' }));
    expect(places(full, 0).some((m) => m.includes('oil_drilling'))).toBe(false);
  });

  it('EE-6.3 Mine: +1 steel', () => {
    expect(play(turnOf(started(3), 0), 0, 'place mine').players[0]!.res.steel).toBe(1);
  });

  it('EE-6.4 Chemistry: -1 oil, +2 plastic +1 science, 1 pollution from the track (any row)', () => {
    let s = turnOf(started(3), 0, { oil: 1 });
    const track = s.track[0]!;
    s = play(s, 0, 'place chemistry');
    expect(s.track[0]).toBe(track - 1);
    expect(legal(s, 0)).toHaveLength(14);
    s = play(s, 0, 'pollute ocean-5');
    expect(s.players[0]!.res).toMatchObject({ oil: 0, plastic: 2, science: 1 });
    expect(s.players[0]!.env['ocean-5']).toBe('pollution');
  });

  it('EE-6.5 / EE-2.5 Power Plant: pay the type cost, limits of 5 dice and 1 hydro; replacing a die; hydro pollutes the forest', () => {
    let s = turnOf(started(3), 0, { money: 3, steel: 2 }, (x) => (x.players[0]!.dice = ['coal', 'coal', 'coal', 'coal', 'hydro_geo']));
    s = play(s, 0, 'place power_plant');
    const moves = legal(s, 0);
    expect(moves).toContain('die coal replacing hydro_geo');
    expect(moves).not.toContain('die coal');
    expect(moves).not.toContain('die hydro_geo replacing coal');
    s = play(s, 0, 'die coal replacing hydro_geo');
    expect(s.players[0]!.dice).toEqual(['coal', 'coal', 'coal', 'coal', 'coal']);
    let h = turnOf(started(3), 0, { money: 2, steel: 2 });
    const supply = h.diceSupply.hydro_geo;
    h = play(h, 0, 'place power_plant', 'die hydro_geo');
    expect(h.diceSupply.hydro_geo).toBe(supply - 1);
    expect(legal(h, 0)).toEqual(['pollute forest-1', 'pollute forest-2', 'pollute forest-3', 'pollute forest-4', 'pollute forest-5']);
  });

  it('EE-2.5.4 an empty die supply cannot be bought', () => {
    const s = turnOf(started(3), 0, { money: 3 }, (x) => (x.diceSupply.coal = 0));
    expect(places(s, 0).some((m) => m.includes('power_plant'))).toBe(false);
  });

  it('EE-6.6 Finance: A $2; B $3 and others +$1; C $4 and others +$2', () => {
    const s = turnOf(started(3), 0);
    const before = s.players.map((p) => p.res.money);
    const c = play(s, 0, 'place finance', 'finance C');
    expect(c.players.map((p, i) => p.res.money - before[i]!)).toEqual([4, 2, 2]);
    const b = play(s, 0, 'place finance', 'finance B');
    expect(b.players.map((p, i) => p.res.money - before[i]!)).toEqual([3, 1, 1]);
  });

  it('EE-6.7 Oil Buy/Sell: exactly one transaction at the current price', () => {
    let s = turnOf(started(3), 0, { money: 5, oil: 6 }, (x) => (x.track = [0, 0, 0, 3, 5, 5]));
    s = play(s, 0, 'place oil_market');
    expect(legal(s, 0)).toEqual(['oil buy', 'oil sell']);
    s = play(s, 0, 'oil sell');
    expect(s.players[0]!.res).toMatchObject({ money: 8, oil: 3 });
    expect(s.tasks).toEqual([]);
  });

  it('EE-6.8 / ER-5 Trade: units $2/steel/plastic/science, oil never; zero exchanges allowed', () => {
    let s = turnOf(started(3), 0, { money: 1, oil: 5 });
    s = play(s, 0, 'place trade');
    expect(legal(s, 0)).toEqual(['trade done']);
    s = play(s, 0, 'trade done');
    expect(s.current).toBe(1);
  });

  it('EE-6.9 / ER-3 Education: -$3, +1 worker usable now, 1 pollution; illegal at 6 workers', () => {
    let s = turnOf(started(3), 0, { money: 3 });
    s = play(s, 0, 'place education', 'pollute ocean-1');
    expect(s.players[0]).toMatchObject({ workersOwned: 4, workersOnMat: 3 });
    const six = turnOf(started(3), 0, { money: 3 }, (x) => (x.players[0]!.workersOwned = 6));
    expect(places(six, 0).some((m) => m.includes('education'))).toBe(false);
  });

  it('EE-6.10 / EE-11.7 Science Research: +1 science, then a private look at a face-down card', () => {
    let s = turnOf(started(3), 0);
    s = play(s, 0, 'place science_research');
    expect(legal(s, 0)).toEqual(['peek 1', 'peek 2', 'peek 3', 'peek 4', 'peek 5', 'peek 6']);
    s = play(s, 0, 'peek 5');
    expect(s.players[0]!.peeks).toEqual({ '5': s.giRow[4]!.card });
    expect(s.players[0]!.res.science).toBe(1);
  });

  it('ER-25 a peek with no face-down card does nothing', () => {
    const s = turnOf(started(3), 0, {}, (x) => x.giRow.forEach((g) => (g.status = 'discarded')));
    const after = play(s, 0, 'place science_research');
    expect(after.players[0]!.peeks).toEqual({});
    expect(after.current).toBe(1);
  });

  it('EE-6.11 / EE-10 Cleanup: -1 science, 2 cleanup actions: remove pollution, remove a well, flip nuclear', () => {
    let s = turnOf(started(3), 0, { science: 1 }, (x) => Object.assign(x.players[0]!.env, { 'ocean-3': 'oilWell', 'forest-1': 'nuclear' }));
    s = play(s, 0, 'place cleanup');
    expect(legal(s, 0)).toEqual(['clean air-1', 'clean forest-1', 'clean ocean-3']);
    s = play(s, 0, 'clean forest-1', 'clean ocean-3');
    expect(s.players[0]!.env).toEqual({ 'air-1': 'pollution', 'forest-1': 'pollution' });
    expect(s.players[0]!.res.science).toBe(0);
  });

  it('ER-4 Cleanup may be used with nothing to clean: the actions are lost', () => {
    const s = turnOf(started(3), 0, { science: 1 }, (x) => (x.players[0]!.env = {}));
    const after = play(s, 0, 'place cleanup');
    expect(after.current).toBe(1);
    expect(after.players[0]!.res.science).toBe(0);
  });
});

describe('EE-7 activating structures and the nation card', () => {
  it('EE-7.1 only structures of the location type; EE-7.4 a structure bought this turn may be activated', () => {
    let s = turnOf(started(3), 0, { money: 2 }, (x) => {
      x.markets.government.slots[0] = 'environmental_agency';
      x.players[0]!.structures.push(own('iron_mine'));
    });
    s = play(s, 0, 'place government_market 1 energy', 'buy 1 with money');
    expect(legal(s, 0).filter((m) => m.startsWith('activate'))).toEqual(['activate environmental_agency-1 with worker', 'activate environmental_agency-1 with energy']);
  });

  it('EE-7.2 / ER-23 a double card: twice, on different Work turns; single cards once per Generate cycle', () => {
    let s = turnOf(started(3), 0, { plastic: 3 }, (x) => x.players[0]!.structures.push(own('computer_factory'), own('iron_mine')));
    s = play(s, 0, 'place mine', 'activate computer_factory-1 with worker');
    expect(legal(s, 0).some((m) => m.startsWith('activate computer_factory'))).toBe(false);
    s = play(s, 0, 'activate iron_mine-1 with energy');
    s = turnOf(s, 0, { plastic: 3 }, (x) => Object.assign(x.players[0]!, { energyOnMat: 1, workersOnMat: 3 }));
    s = play(s, 0, 'place mine 1 energy');
    expect(legal(s, 0)).toContain('activate computer_factory-1 with worker');
    expect(legal(s, 0).some((m) => m.startsWith('activate iron_mine'))).toBe(false);
    s = play(s, 0, 'activate computer_factory-1 with worker');
    expect(s.players[0]!.structures[0]).toMatchObject({ uses: 2, tokens: { workers: 2, energy: 0 } });
  });

  it('EE-2.7.2 single2 takes two tokens at once: 2 workers, 2 energy or one of each', () => {
    let s = turnOf(started(3), 0, {}, (x) => x.players[0]!.structures.push(own('farm')));
    s = play(s, 0, 'place trade', 'trade done');
    expect(legal(s, 0).filter((m) => m.startsWith('activate'))).toEqual(['activate farm-1 with 2 workers', 'activate farm-1 with worker+energy', 'activate farm-1 with 2 energy']);
  });

  it('EE-2.11 spends are checked first: an unaffordable activation is refused and changes nothing', () => {
    let s = turnOf(started(3), 0, {}, (x) => x.players[0]!.structures.push(own('airport')));
    s = play(s, 0, 'place trade', 'trade done');
    expect(s.current).toBe(1);
    s = turnOf(s, 0, {}, (x) => {
      x.players[0]!.structures.push(own('bank'));
      x.players[0]!.energyOnMat = 2;
    });
    s = play(s, 0, 'place finance 1 energy', 'finance A');
    expect(refused(s, 0, 'activate airport-1 with energy').code).toBe('ee.activation');
  });

  it('EE-2.11 gainChoice and choose: the player picks; an unaffordable branch cannot be chosen', () => {
    let s = turnOf(started(3), 0, { science: 2 }, (x) => x.players[0]!.structures.push(own('science_academy'), own('warehouse')));
    s = play(s, 0, 'place science_research', 'peek 1', 'activate science_academy-1 with worker');
    expect(legal(s, 0)).toEqual(['branch 1', 'branch 2']);
    s = play(s, 0, 'branch 2');
    expect(s.players[0]).toMatchObject({ workersOwned: 4 });
    expect(s.players[0]!.res.science).toBe(1);
    s = turnOf(s, 0, {}, (x) => (x.players[0]!.energyOnMat = 2));
    s = play(s, 0, 'place trade 1 energy', 'trade done', 'activate warehouse-1 with worker');
    expect(legal(s, 0)).toEqual(['take 1 oil', 'take 1 steel', 'take 1 plastic']);
    s = play(s, 0, 'take 1 plastic');
    expect(s.players[0]!.res.plastic).toBe(1);
  });

  it('EE-7.5 / ER-13 the nation card: any location type, once per cycle, not when the UN advance is impossible', () => {
    let s = started(3, 'nation', {}, ['canada', 'usa', 'uk']);
    s = turnOf(s, 0, { science: 4 });
    s = play(s, 0, 'place mine');
    expect(legal(s, 0)).toContain('activate nation with worker');
    s = play(s, 0, 'activate nation with worker');
    expect(s.players[0]!.un).toBe(1);
    expect(legal(s, 0).some((m) => m.includes('nation'))).toBe(false);
    const blocked = turnOf(started(3, 'nation2', {}, ['canada', 'usa', 'uk']), 0, { science: 4 }, (x) => {
      x.players[0]!.un = 8;
      x.players[1]!.un = 9;
    });
    const after = play(blocked, 0, 'place mine');
    expect(after.current).toBe(1);
  });

  it('EE-7.6 / EE-8.2 tokens stay on the cards until the owner generates', () => {
    let s = turnOf(started(3), 0, {}, (x) => x.players[0]!.structures.push(own('iron_mine')));
    s = play(s, 0, 'place mine', 'activate iron_mine-1 with worker');
    expect(s.players[0]!.structures[0]!.tokens.workers).toBe(1);
    s = turnOf(s, 0);
    s = play(s, 0, 'generate', 'claim none');
    expect(s.players[0]!.structures[0]).toMatchObject({ tokens: { workers: 0, energy: 0 }, uses: 0 });
    expect(s.players[0]!.workersOnMat).toBe(3);
    expect(s.locations.mine!.stacks).toEqual([]);
  });
});
