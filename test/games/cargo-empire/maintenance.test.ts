import { describe, expect, it } from 'vitest';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { settle } from '../../../src/games/cargo-empire/rules/flow.ts';
import { maintenanceOrder } from '../../../src/games/cargo-empire/rules/turn-order.ts';
import { at, blankSlate, play, tilePos } from './scenario.ts';

function endOfRound(s: CeState): CeState {
  const t = structuredClone(s);
  t.turn = t.order.length * (t.players.length === 5 ? 3 : 4);
  for (const p of t.players) p.reserve[0] = 0;
  settle(t, []);
  return t;
}

describe('CE-10 maintenance', () => {
  it('EX-M CE-10.2 CE-10.3 comparisons with ties broken by current turn order', () => {
    const s = blankSlate(4); // seats: 0 Ana, 1 Bob, 2 Carl, 3 David
    s.track = ['a01', 'a03', 'a05'];
    s.order = [0, 3, 2, 1];
    const set = (p: number, car: number, loco: number, ship: number) => (s.players[p]!.markers = { car: at(car), loco: at(loco), ship: at(ship) });
    set(0, 7, 10, 1);
    set(1, 7, 4, 5);
    set(2, 5, 9, 2);
    set(3, 3, 6, 5);
    expect(maintenanceOrder(s)).toEqual([0, 2, 3, 1]);
    let t = endOfRound(s);
    expect(t.phase).toBe('maintenance');
    expect(t.players[0]!.hand).toEqual({ car: 1, loco: 0, ship: 0 });
    expect(t.players[2]!.hand).toEqual({ car: 0, loco: 1, ship: 0 });
    expect(t.players[3]!.hand).toEqual({ car: 0, loco: 0, ship: 1 });
    expect(cargoEmpire.pending(t)).toEqual([expect.objectContaining({ seat: 1, kind: 'any' })]);
    t = play(t, 1, 'gain ship');
    expect(t.players[1]!.hand.ship).toBe(1);
    expect(t.round).toBe(2);
    expect(t.order).toEqual([0, 2, 3, 1]);
    expect(cargoEmpire.pending(t)[0]!.seat).toBe(0);
  });

  it('CE-10.2 with 2 players only the car comparison: the other player takes space 2 (loco card)', () => {
    const s = blankSlate(2);
    s.players[1]!.markers.car = at(3);
    const t = endOfRound(s);
    expect(t.order).toEqual([1, 0]);
    expect(t.players[1]!.hand).toEqual({ car: 1, loco: 0, ship: 0 });
    expect(t.players[0]!.hand).toEqual({ car: 0, loco: 1, ship: 0 });
    expect(t.round).toBe(2);
  });

  it('CE-10.2 with 3 players the remaining player takes space 3 (ship card)', () => {
    const s = blankSlate(3);
    s.players[2]!.markers.car = at(2);
    s.players[0]!.markers.loco = at(2);
    const t = endOfRound(s);
    expect(t.order).toEqual([2, 0, 1]);
    expect(t.players[1]!.hand).toEqual({ car: 0, loco: 0, ship: 1 });
  });

  it('CE-18.5 with 5 players the two remaining take spaces 4 and 5; space 5 advances the chosen marker', () => {
    const s = blankSlate(5);
    s.track = ['a01', 'a03', 'a05'];
    s.players[4]!.markers.car = at(4);
    s.players[3]!.markers.loco = at(4);
    s.players[2]!.markers.ship = at(4);
    let t = endOfRound(s);
    expect(t.order).toEqual([4, 3, 2, 0, 1]);
    expect(cargoEmpire.pending(t)[0]).toMatchObject({ seat: 0, kind: 'any' });
    t = play(t, 0, 'gain car');
    expect(cargoEmpire.pending(t)[0]).toMatchObject({ seat: 1, kind: 'any' });
    t = play(t, 1, 'gain loco');
    expect(cargoEmpire.pending(t)[0]).toMatchObject({ seat: 1, kind: 'row' });
    t = play(t, 1, 'row lower'); // a01 lower space 1: ship card
    expect(t.players[1]!.markers.loco).toEqual(tilePos(0, 'lower', 0));
    expect(t.players[1]!.hand).toEqual({ car: 0, loco: 1, ship: 1 });
    expect(t.round).toBe(2);
  });

  it('EX-X CE-19.4 a wide space ties with the right-most column it covers; the earlier player wins', () => {
    const s = blankSlate(3); // seats: 0 red, 1 yellow, 2 green
    s.track = ['a01', 'b01', 'c02'];
    s.players[0]!.markers.car = tilePos(2, 'upper', 1); // wide space over columns 3-4: position 16
    s.players[1]!.markers.car = tilePos(2, 'lower', 3); // column 4: position 16
    s.players[2]!.markers.car = tilePos(2, 'lower', 1); // position 14
    s.order = [0, 1, 2];
    expect(maintenanceOrder(s)[0]).toBe(0);
    s.order = [1, 0, 2];
    expect(maintenanceOrder(s)[0]).toBe(1);
  });

  it('CE-1.1 CE-1.3 the game ends after the action phase of round 3', () => {
    const s = blankSlate(2);
    s.round = 3;
    const t = endOfRound(s);
    expect(t.phase).toBe('over');
    expect(cargoEmpire.pending(t)).toEqual([]);
    expect(cargoEmpire.result(t)?.scores).toHaveLength(2);
  });
});
