import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../../src/games/cargo-empire/index.ts';
import { settle } from '../../../../src/games/cargo-empire/rules/flow.ts';
import { position } from '../../../../src/games/cargo-empire/rules/track.ts';
import type { Task } from '../../../../src/games/cargo-empire/state.ts';
import { play, refused, tilePos } from '../scenario.ts';
import { exampleF } from '../fixtures.ts';
import { buildCe, ceMoves, playCe } from '../../../support/kit/cargo-empire.ts';

/** EX-F to EX-I: after the transport, car +1 on the lower row and ship +2 on the upper row. */
function afterTransportRewards(): CeState {
  let s = play(exampleF(), 0, 'ship orange warsaw-copenhagen with car+ship');
  s = play(s, 0, 'advance car');
  s = play(s, 0, 'row lower');
  s = play(s, 0, 'row upper');
  return s;
}

function withTask(s: CeState, task: Task): CeState {
  const t = structuredClone(s);
  t.tasks = [task];
  t.flags.stage = 'develop';
  settle(t, []);
  return t;
}

describe('CE-8 development', () => {
  it('EX-I CE-8.2 CE-8.6 transport rewards with the first row choice', () => {
    const s = play(exampleF(), 0, 'ship orange warsaw-copenhagen with car+ship');
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ kind: 'runs' });
    expect(cargoEmpire.legal(s, 0).sort()).toEqual(['advance car', 'advance ship']);
    const t = afterTransportRewards();
    const ana = t.players[0]!;
    expect(ana.markers.car).toEqual(tilePos(0, 'lower', 0));
    expect(ana.markers.ship).toEqual(tilePos(0, 'upper', 1));
    expect(position(t.track, ana.markers.car)).toBe(1);
    expect(position(t.track, ana.markers.ship)).toBe(2);
  });

  it('EX-J EX-K CE-8.3-8.5 city rewards, the full-upgrade step, and flexible steps only for played types', () => {
    let s = afterTransportRewards();
    // The ship marker passed a city bonus (a01 upper space 2): take Amsterdam first.
    expect(cargoEmpire.pending(s)[0]).toMatchObject({ kind: 'city' });
    s = play(s, 0, 'take city amsterdam');
    const flex = s.tasks[0]!;
    expect(flex).toMatchObject({ t: 'flex', steps: 3, eligible: ['car', 'ship'] });
    expect(refused(s, 0, 'step loco')).toBe('ce.not-eligible');
  });

  it('EX-J CE-8.3 a city card that is another player\'s personal city gives no city reward', () => {
    const s = exampleF();
    s.display = ['amsterdam', 'rome', 'oslo', 'dublin'];
    s.players[1]!.cities = ['warsaw'];
    let t = play(s, 0, 'ship orange warsaw-copenhagen with car+ship');
    t = play(t, 0, 'advance car');
    t = play(t, 0, 'row lower');
    t = play(t, 0, 'row upper');
    t = play(t, 0, 'take city amsterdam');
    expect(t.tasks[0]).toMatchObject({ t: 'flex', steps: 2 }); // Copenhagen (own) + full upgrade
  });

  it('EX-L CE-8.7 CE-8.8 development bonuses, passed spaces included', () => {
    let s = afterTransportRewards();
    s = play(s, 0, 'take city amsterdam');
    s = play(s, 0, 'step ship');
    s = play(s, 0, 'step car');
    s = play(s, 0, 'step car');
    const ana = s.players[0]!;
    expect(ana.hand).toEqual({ car: 1, loco: 3, ship: 1 });
    expect(ana.cities).toEqual(['copenhagen', 'amsterdam']);
    expect(s.display).toEqual(['paris', 'warsaw', 'oslo', 'dublin']);
    expect(position(s.track, ana.markers.car)).toBe(3);
    expect(position(s.track, ana.markers.ship)).toBe(3);
    expect(cargoEmpire.pending(s)[0]!.seat).toBe(1); // the turn is over
  });

  it('EX-I2 CE-8.6 passing an intermediate space and choosing the next row', () => {
    const s = exampleF();
    s.players[0]!.markers.car = tilePos(0, 'lower', 4);
    let t = withTask(s, { t: 'advance', p: 0, marker: 'car', steps: 3 });
    expect(position(t.track, t.players[0]!.markers.car)).toBe(6);
    expect(cargoEmpire.pending(t)[0]).toMatchObject({ kind: 'row', options: [{ notation: 'row upper' }, { notation: 'row lower' }] });
    t = play(t, 0, 'row upper');
    expect(t.players[0]!.markers.car).toEqual(tilePos(1, 'upper', 1));
    expect(position(t.track, t.players[0]!.markers.car)).toBe(8);
    expect(t.players[0]!.hand.ship).toBe(2); // a03 upper space 1: ship card
  });

  it('CE-8.6 after tile 3 the marker enters the VP zone; AMB-27 steps past the top are lost', () => {
    const s = exampleF();
    s.players[0]!.markers.loco = tilePos(2, 'upper', 4);
    const t = withTask(s, { t: 'advance', p: 0, marker: 'loco', steps: 1 });
    expect(t.players[0]!.markers.loco).toEqual({ area: 'vp', level: 0 });
    const u = structuredClone(s);
    u.players[0]!.markers.loco = { area: 'vp', level: 14 };
    const v = withTask(u, { t: 'advance', p: 0, marker: 'loco', steps: 2 });
    expect(v.players[0]!.markers.loco).toEqual({ area: 'vp', level: 14 });
  });

  it('CE-8.7 goal bonus: draw 2, keep 1, the other goes to the bottom of the goal deck; AMB-10 the last card is kept', () => {
    // The test kit stacks the goal deck with three cards still in it, every goal card kept (issue 22).
    const [a, b, c] = buildCe({ players: 4, through: 'setup' }).goalDeck.slice(-3) as [number, number, number];
    const stacked = buildCe({ players: 4, through: 'setup', fixtures: { goalDeckTop: [a, b, c] }, edit: (x) => void (x.track = ['a01', 'a03', 'a05']) });
    stacked.players[0]!.markers.car = tilePos(0, 'upper', 3); // a01 upper space 5: goal
    const before = [...stacked.players[0]!.goals];
    let t = withTask(stacked, { t: 'advance', p: 0, marker: 'car', steps: 1 });
    expect(cargoEmpire.pending(t)[0]).toMatchObject({ kind: 'goal' });
    expect(cargoEmpire.pending(t)[0]!.options).toBeUndefined(); // labels would leak the goals
    expect(ceMoves(t, 0)).toEqual([`keep goal ${a}`, `keep goal ${b}`]);
    t = playCe(t, [[0, `keep goal ${b}`]]);
    expect(t.players[0]!.goals).toEqual([...before, b]);
    expect(t.goalDeck[0]).toBe(c);
    expect(t.goalDeck.at(-1)).toBe(a);
    // AMB-10 needs a goal deck of one card, which no sound position of a fresh game has: a hand-built state.
    const s = exampleF();
    s.players[0]!.markers.car = tilePos(0, 'upper', 3);
    const u = structuredClone(s);
    u.goalDeck = [7];
    const v = withTask(u, { t: 'advance', p: 0, marker: 'car', steps: 1 });
    expect(v.players[0]!.goals).toEqual([7]);
    expect(v.goalDeck).toEqual([]);
  });

  it('CE-19.2 advanced icons: any transport card, and city or goal', () => {
    const s = exampleF();
    s.track = ['a01', 'b01', 'c01'];
    s.players[0]!.markers.car = { area: 'gap', slot: 0 };
    let t = withTask(s, { t: 'advance', p: 0, marker: 'car', steps: 1 });
    t = play(t, 0, 'row upper'); // b01 upper space 1: any card
    expect(cargoEmpire.legal(t, 0)).toEqual(['gain car', 'gain loco', 'gain ship']);
    t = play(t, 0, 'gain ship');
    expect(t.players[0]!.hand.ship).toBe(2);
    const u = structuredClone(s);
    u.players[0]!.markers.car = tilePos(1, 'upper', 1); // next: b01 upper space 3 city-or-goal
    let v = withTask(u, { t: 'advance', p: 0, marker: 'car', steps: 1 });
    expect(cargoEmpire.legal(v, 0)).toEqual(['choose city', 'choose goal']);
    v = play(v, 0, 'choose city');
    expect(cargoEmpire.pending(v)[0]).toMatchObject({ kind: 'city' });
  });

  it('CE-19.3 CE-19.4 a wide space is one step and has the position of its right-most column (EX-X)', () => {
    const s = exampleF();
    s.track = ['a01', 'b01', 'c02'];
    expect(position(s.track, tilePos(2, 'upper', 1))).toBe(16);
    expect(position(s.track, tilePos(2, 'lower', 3))).toBe(16);
    expect(position(s.track, tilePos(2, 'lower', 1))).toBe(14);
    s.players[0]!.markers.car = tilePos(2, 'upper', 0);
    const t = withTask(s, { t: 'advance', p: 0, marker: 'car', steps: 1 });
    expect(position(t.track, t.players[0]!.markers.car)).toBe(16);
  });
});
