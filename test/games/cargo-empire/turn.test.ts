import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { plans } from '../../../src/games/cargo-empire/rules/plan.ts';
import { BLANK } from '../../../src/games/cargo-empire/state.ts';
import { europeCityIds } from '../../../src/games/cargo-empire/rules/world.ts';
import { exampleF } from './fixtures.ts';
import { blankSlate, play, presentAt, refused, setCity, tileFor } from './scenario.ts';

/** Occupies both demand spaces of every city except the listed ones (with a colour nobody plays). */
function occupyAllDemandExcept(s: CeState, ...except: string[]): void {
  for (const id of europeCityIds()) if (!except.includes(id)) s.cities[id]!.demand = { upper: 'purple', lower: 'purple' };
}

describe('CE-3 plan', () => {
  it('EX-A CE-3.1 CE-3.2 candidate origin/destination pairs', () => {
    const s = blankSlate(2);
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', 'orange'], demand: { upper: null, lower: 'purple' } });
    setCity(s, 'berlin', { tile: tileFor('gray', 'orange', 'white'), production: ['gray', 'gray'] });
    setCity(s, 'copenhagen', { tile: tileFor('white', 'orange', 'gray'), demand: { upper: null, lower: 'purple' } });
    setCity(s, 'riga', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', 'orange'], demand: { upper: null, lower: 'purple' } });
    occupyAllDemandExcept(s, 'warsaw', 'copenhagen', 'riga');
    s.cities.berlin!.demand = { upper: 'purple', lower: 'purple' };
    presentAt(s, 'red', 'warsaw', 'berlin');
    const pairs = plans(s, 0).map((p) => `${p.origin}-${p.destination}`);
    expect(pairs.sort()).toEqual(['berlin-riga', 'berlin-warsaw', 'warsaw-copenhagen']);
  });

  it('CE-3.1 a city without your post or without cubes is no origin; CE-3.2 level-3 cities are never destinations', () => {
    const s = exampleF();
    expect(refused(s, 0, 'ship orange riga-copenhagen with ship')).toBe('ce.origin');
    s.cities.warsaw!.production = [null, null];
    expect(cargoEmpire.legal(s, 0).some((m) => m.startsWith('ship'))).toBe(false);
    const t = exampleF();
    setCity(t, 'copenhagen', { level: 3, tile: null, production: [], demand: { upper: null, lower: null } });
    expect(refused(t, 0, 'ship orange warsaw-copenhagen with loco')).toBe('ce.no-demand');
  });

  it('CE-3.3 the demand space must match the cube colour', () => {
    const s = exampleF();
    s.cities.copenhagen!.demand = { upper: null, lower: 'blue' };
    expect(refused(s, 0, 'ship orange warsaw-copenhagen with loco')).toBe('ce.no-demand');
  });

  it('CE-4.4 a payment with an unneeded card is refused and changes nothing', () => {
    const s = exampleF();
    expect(refused(s, 0, 'ship orange warsaw-copenhagen with car+loco')).toBe('ce.payment');
    expect(refused(s, 0, 'ship orange warsaw-copenhagen with car+car')).toBe('ce.payment'); // not in hand
  });
});

describe('CE-5 CE-6 delivery and upgrades', () => {
  it('EX-F EX-G CE-5 CE-6.1-6.3 delivery and a full LV1 upgrade', () => {
    const s = play(exampleF(), 0, 'ship orange warsaw-copenhagen with car+ship');
    expect(s.cities.warsaw!.production.filter((c) => c === 'orange')).toHaveLength(1);
    expect(s.players[0]!.reserve[0]).toBe(3);
    const cph = s.cities.copenhagen!;
    expect(cph.level).toBe(2);
    expect(cph.posts.sort()).toEqual(['blue', 'red']);
    expect(cph.demand).toEqual({ upper: null, lower: null });
    expect(cph.production).toEqual(['brown', 'brown']);
    expect(s.supply).toEqual({ orange: 1, white: 0, gray: 0, brown: 0 });
    expect(s.tasks.find((t) => t.t === 'rewards')).toMatchObject({ fullUpgrade: true });
    expect(s.players[0]!.hand).toEqual({ car: 0, loco: 1, ship: 0 });
  });

  it('EX-H CE-6.4 CE-7.5 an LV2 upgrade to level 3 returns cubes and sends the card to the deck bottom', () => {
    const s = blankSlate(2);
    setCity(s, 'berlin', { level: 2, tile: tileFor('gray', 'white', 'brown', 2), production: ['gray', null], demand: { upper: 'yellow', lower: null } });
    setCity(s, 'warsaw', { tile: tileFor('brown', 'gray', 'white'), production: ['brown', 'brown'] });
    presentAt(s, 'red', 'warsaw');
    s.players[0]!.hand = { car: 1, loco: 0, ship: 0 };
    s.display = ['amsterdam', 'berlin', 'oslo', 'dublin'];
    s.cityDeck = ['oslo', 'rome', BLANK, BLANK];
    s.display[2] = 'london';
    const after = play(s, 0, 'ship brown warsaw-berlin with car');
    const berlin = after.cities.berlin!;
    expect(berlin.level).toBe(3);
    expect(berlin.tile).toBeNull();
    expect(berlin.posts.sort()).toEqual(['red', 'yellow']);
    expect(after.supply.gray).toBe(s.supply.gray + 1);
    expect(after.tasks.find((t) => t.t === 'rewards') ?? { fullUpgrade: false }).toMatchObject({ fullUpgrade: false });
    expect(after.display[1]).toBe('oslo');
    expect(after.cityDeck).toEqual(['rome', BLANK, BLANK, 'berlin']);
    // AMB-3 CE-8.3: the city reward check comes after the upgrade, so Berlin's evicted card gives no step.
    const done = play(after, 0, 'row upper');
    expect(done.players[0]!.markers.car).toEqual({ area: 'tile', slot: 0, row: 'upper', space: 0 });
    expect(done.flags.stage).toBe('plan');
  });

  it('CE-7.2 a revealed card of a level-3 city goes to the bottom; CE-7.3 an exhausted deck reveals blank cards', () => {
    const s = exampleF();
    setCity(s, 'rome', { level: 3, tile: null, production: [] });
    s.cityDeck = ['rome', 'paris'];
    s.players[0]!.markers.ship = { area: 'tile', slot: 0, row: 'upper', space: 0 }; // next upper space: city bonus
    let t = play(s, 0, 'ship orange warsaw-copenhagen with car+ship');
    t = play(t, 0, 'advance ship');
    t = play(t, 0, 'take city amsterdam');
    expect(t.display[0]).toBe('paris');
    expect(t.cityDeck).toEqual(['rome']);
    const u = structuredClone(s);
    u.cityDeck = [];
    let v = play(u, 0, 'ship orange warsaw-copenhagen with car+ship');
    v = play(v, 0, 'advance ship');
    v = play(v, 0, 'take city oslo');
    expect(v.display[2]).toBe(BLANK);
  });

  it('AMB-4 CE-6.3 a production space stays empty when the supply lacks its colour', () => {
    const s = exampleF();
    s.supply.brown = 1;
    const after = play(s, 0, 'ship orange warsaw-copenhagen with car+ship');
    expect(after.cities.copenhagen!.production).toEqual(['brown', null]);
  });
});

describe('CE-2 CE-9 mandatory transport and the fallback turn', () => {
  it('CE-2.2 with a legal transport the fallback is refused', () => {
    expect(refused(exampleF(), 0, 'take cards')).toBe('ce.must-transport');
  });

  it('CE-9.2 CE-9.3 b no legal transport: a post leaves the game and the player takes one card of each type', () => {
    const s = exampleF();
    s.players[0]!.hand = { car: 0, loco: 0, ship: 0 };
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ seat: 0, kind: 'fallback' });
    expect(refused(s, 0, 'ship orange warsaw-copenhagen with car')).toBe('ce.no-transport');
    const after = play(s, 0, 'take cards');
    expect(after.players[0]!.hand).toEqual({ car: 1, loco: 1, ship: 1 });
    expect(after.players[0]!.reserve[0]).toBe(3);
    expect(after.removedPosts[0]).toBe(1);
    expect(after.players[0]!.markers.car).toEqual({ area: 'start' });
    expect(cargoEmpire.pending(after)[0]!.seat).toBe(1); // CE-9.4 the turn ends at once
  });

  it('CE-9.3 a refills the empty production spaces of a city where the player is present', () => {
    const s = exampleF();
    s.players[0]!.hand = { car: 0, loco: 0, ship: 0 };
    s.cities.warsaw!.production = [null, 'orange'];
    s.supply.orange = 3;
    expect(refused(s, 0, 'refill rome')).toBe('ce.refill');
    const after = play(s, 0, 'refill warsaw');
    expect(after.cities.warsaw!.production).toEqual(['orange', 'orange']);
    expect(after.supply.orange).toBe(2);
  });
});
