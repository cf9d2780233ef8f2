import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { plans } from '../../../src/games/cargo-empire/rules/plan.ts';
import { position } from '../../../src/games/cargo-empire/rules/track.ts';
import { europeCityIds } from '../../../src/games/cargo-empire/rules/world.ts';
import { blankSlate, play, presentAt, refused, setCity, tileFor } from './scenario.ts';

function families(n: number): CeState {
  const s = blankSlate(n, { families: true }); // seats: 0 red, 1 yellow, 2 green, 3 blue, 4 purple
  for (const p of s.players) p.crest = 'athens';
  s.display = ['lisbon', 'madrid', 'athens', 'istanbul'];
  return s;
}

describe('CE-16 two players with vassals', () => {
  it('EX-U CE-16.3 vassal placement after step 4 upgrades the city without any full-upgrade reward', () => {
    let s = blankSlate(2, { mode: 'vassals' }); // Ana red with vassal green, seat 1 yellow with vassal blue
    expect(s.players[0]!.vassal).toBe('green');
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    presentAt(s, 'red', 'warsaw');
    setCity(s, 'berlin', { tile: tileFor('gray', 'orange', 'white'), production: ['gray', 'gray'] });
    setCity(s, 'marseille', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    setCity(s, 'frankfurt', { tile: tileFor('gray', 'orange', 'white'), production: [null, null], demand: { upper: null, lower: 'yellow' } });
    s.players[0]!.hand = { car: 1, loco: 0, ship: 0 };
    s.display = ['lisbon', 'madrid', 'athens', 'istanbul'];
    s = play(s, 0, 'ship orange warsaw-berlin with car');
    s = play(s, 0, 'row upper');
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ seat: 0, kind: 'vassal' });
    const supply = s.supply.orange;
    s = play(s, 0, 'vassal orange marseille-frankfurt');
    const f = s.cities.frankfurt!;
    expect(f.level).toBe(2);
    expect(f.posts.sort()).toEqual(['green', 'yellow']);
    expect(s.supply.orange).toBe(supply + 1 - (f.production.filter((c) => c === 'orange').length));
    expect(s.players[0]!.vassalReserve[0]).toBe(3);
    expect(cargoEmpire.pending(s)[0]!.seat).toBe(1); // no reward for the vassal's full upgrade
  });

  it('CE-16.2 a city where only your vassal is present is not your origin', () => {
    const s = blankSlate(2, { mode: 'vassals' });
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    presentAt(s, 'green', 'warsaw');
    s.players[0]!.hand = { car: 2, loco: 2, ship: 1 };
    expect(plans(s, 0)).toEqual([]);
  });
});

describe('CE-13 family abilities', () => {
  it('EX-P CE-13.5 yellow: move the crest (2 cubes), then any 2 cards complete the transport; CE-13.2 the cube is kept', () => {
    let s = families(2);
    const bob = s.players[1]!;
    bob.cubes = { orange: 0, white: 1, gray: 1, brown: 0 };
    bob.hand = { car: 1, loco: 1, ship: 0 };
    setCity(s, 'rome', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    presentAt(s, 'yellow', 'rome');
    setCity(s, 'kyiv', { tile: tileFor('gray', 'orange', 'white'), production: [null, null] });
    s.turn = 1;
    expect(refused(s, 1, 'ship orange rome-kyiv with car+loco')).toBe('ce.payment');
    s = play(s, 1, 'move crest kyiv paying white+gray');
    expect(s.players[1]!.crest).toBe('kyiv');
    expect(s.supply.white).toBe(13);
    s = play(s, 1, 'ship orange rome-kyiv with car+loco');
    expect(s.cities.kyiv!.demand.upper).toBe('yellow');
    expect(s.players[1]!.cubes.orange).toBe(1);
    expect(s.tasks[0]).toMatchObject({ t: 'runs', runs: [{ marker: 'car', steps: 1 }, { marker: 'loco', steps: 1 }] });
  });

  it('EX-Q CE-13.5 green: move a cube between tiles, move the crest, and ignore demand colours', () => {
    let s = families(3);
    const carl = s.players[2]!;
    carl.cubes = { orange: 2, white: 0, gray: 2, brown: 0 };
    carl.hand = { car: 0, loco: 1, ship: 0 };
    setCity(s, 'london', { tile: tileFor('white', 'orange', 'gray'), production: [null, null] });
    presentAt(s, 'green', 'london');
    setCity(s, 'dublin', { tile: tileFor('white', 'orange', 'gray'), production: ['white', null] });
    setCity(s, 'amsterdam', { tile: tileFor('brown', 'orange', 'gray'), production: [null, null] });
    s.turn = 2;
    s = play(s, 2, 'move cube white dublin-london paying orange+orange');
    expect(s.cities.london!.production).toEqual(['white', null]);
    expect(refused(s, 2, 'ship white london-amsterdam with loco on upper')).toBe('ce.no-transport');
    s = play(s, 2, 'move crest london paying gray+gray');
    expect(refused(s, 2, 'ship white london-amsterdam with loco')).toBe('ce.which-space');
    s = play(s, 2, 'ship white london-amsterdam with loco on upper');
    expect(s.cities.amsterdam!.demand.upper).toBe('green');
    expect(s.players[2]!.cubes).toEqual({ orange: 0, white: 1, gray: 0, brown: 0 });
  });

  it('EX-R CE-13.5 purple: borrowed red and green crests, plus the Kasha crest step', () => {
    let s = families(5);
    s.players[0]!.crest = 'bucharest';
    s.players[2]!.crest = 'vienna';
    const eric = s.players[4]!;
    eric.cubes = { orange: 2, white: 2, gray: 2, brown: 0 };
    eric.hand = { car: 1, loco: 0, ship: 0 };
    setCity(s, 'bucharest', { tile: tileFor('brown', 'orange', 'gray'), production: ['brown', null] });
    presentAt(s, 'purple', 'bucharest');
    setCity(s, 'vienna', { tile: tileFor('orange', 'white', 'gray'), production: [null, null] });
    s.turn = 4;
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ kind: 'fallback' });
    s = play(s, 4, 'borrow red paying orange+orange');
    expect(plans(s, 4).map((p) => p.origin)).toContain('bucharest');
    expect(plans(s, 4).map((p) => p.destination)).not.toContain('vienna');
    s = play(s, 4, 'borrow green paying white+white');
    s = play(s, 4, 'move crest vienna paying gray+gray');
    s = play(s, 4, 'ship brown bucharest-vienna with car on upper');
    expect(s.players[4]!.cubes).toEqual({ orange: 0, white: 0, gray: 0, brown: 1 });
    s = play(s, 4, 'row upper');
    expect(position(s.track, s.players[4]!.markers.car)).toBe(2); // 1 transport step + 1 Kasha step
    expect(s.flags.borrowed).toEqual([]);
  });

  it('CE-13.6 a red crest blocks other players (and the bot, AMB-7) but not the red player', () => {
    const s = families(2);
    s.players[0]!.crest = 'warsaw';
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    setCity(s, 'berlin', { tile: tileFor('gray', 'orange', 'white'), production: [null, null] });
    presentAt(s, 'red', 'warsaw');
    presentAt(s, 'yellow', 'warsaw');
    expect(plans(s, 0).map((p) => p.destination)).toContain('berlin');
    expect(plans(s, 1)).toEqual([]);
  });

  it('CE-13.5 blue: the Tino crest city is a port for ship legs; paid B swaps a card for a ship', () => {
    let s = families(4);
    const tino = s.players[3]!;
    tino.crest = 'warsaw';
    tino.hand = { car: 1, loco: 0, ship: 1 };
    tino.cubes = { orange: 2, white: 0, gray: 0, brown: 0 };
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    setCity(s, 'lisbon', { tile: tileFor('gray', 'orange', 'white'), production: [null, null] });
    presentAt(s, 'blue', 'warsaw');
    s.turn = 3;
    expect(cargoEmpire.legal(s, 3)).toContain('ship orange warsaw-lisbon with ship');
    s = play(s, 3, 'swap car for ship paying orange+orange');
    expect(s.players[3]!.hand).toEqual({ car: 0, loco: 0, ship: 2 });
  });

  it('CE-13.5 red: an enhanced locomotive covers 3 routes and its reward is loco +2', () => {
    let s = families(2);
    const red = s.players[0]!;
    red.hand = { car: 0, loco: 1, ship: 0 };
    red.cubes = { orange: 0, white: 2, gray: 0, brown: 0 };
    setCity(s, 'warsaw', { tile: tileFor('orange', 'gray', 'white'), production: ['orange', null] });
    setCity(s, 'milan', { tile: tileFor('gray', 'orange', 'white'), production: [null, null] });
    presentAt(s, 'red', 'warsaw');
    for (const id of europeCityIds()) if (id !== 'milan') s.cities[id]!.demand = { upper: 'purple', lower: 'purple' };
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ kind: 'fallback' });
    s = play(s, 0, 'enhance loco paying white+white');
    s = play(s, 0, 'ship orange warsaw-milan with loco');
    expect(s.tasks[0]).toMatchObject({ t: 'advance', marker: 'loco', steps: 2 });
  });

  it('CE-13.1 crest tiles are placed in turn order after the second posts (AMB-13)', () => {
    let s = cargoEmpire.setup(cargoEmpire.options.parse({ families: true }), [{ name: 'A' }, { name: 'B' }], 'crest');
    while (s.phase !== 'setup-crest') {
      const d = cargoEmpire.pending(s)[0]!;
      s = play(s, d.seat, cargoEmpire.legal(s, d.seat)[0]!);
    }
    const first = s.players[s.order[0]!]!.seat!;
    expect(cargoEmpire.pending(s)).toEqual([expect.objectContaining({ seat: first, kind: 'setup-crest' })]);
    s = play(s, first, 'crest rome');
    expect(s.players[s.order[0]!]!.crest).toBe('rome');
  });

  it('CE-13.3 abilities only with the families variant, on your own turn, for 2 of your cubes', () => {
    const s = families(2);
    s.players[1]!.cubes.orange = 2;
    expect(refused(s, 1, 'buy car paying orange+orange')).toBe('not-your-turn');
    s.players[0]!.cubes.orange = 1;
    expect(refused(s, 0, 'move crest rome paying orange+orange')).toBe('ce.pay');
    expect(refused(s, 0, 'buy car paying orange+orange')).toBe('ce.not-your-ability');
    const plain = blankSlate(2);
    plain.players[0]!.cubes.orange = 2;
    expect(refused(plain, 0, 'move crest rome paying orange+orange')).toBe('ce.no-ability');
  });
});
