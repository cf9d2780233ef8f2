import { describe, expect, it } from 'vitest';
import { spadeCost } from '../../../src/games/terra-mystica/rules/reach.ts';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING, turnOf } from './helpers.ts';

const base = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
    options: SNELLMAN_SEQUENCING,
  });

describe('TM-6 actions', () => {
  it('TM-21.9 adjacent terrains cost 1 spade, opposite ones 3; Giants always 2', () => {
    const s = scenario({ factions: ['witches', 'giants'], dwellings: [['F4', 'E9'], ['D4', 'D6']] });
    expect(spadeCost(fac(s, 0), 'lakes', 'forest')).toBe(1);
    expect(spadeCost(fac(s, 0), 'desert', 'forest')).toBe(3);
    expect(spadeCost(fac(s, 1), 'desert', 'wasteland')).toBe(2);
    expect(spadeCost(fac(s, 1), 'mountains', 'wasteland')).toBe(2);
  });

  it('TM-6.1.4 bought spades cost workers by digging level (3/2/1) and must be used in the move', () => {
    let s = base();
    const w = fac(s, 0).W;
    // Engineers (mountains) on E7: E8 desert -> mountains is 2 steps (desert-wasteland-mountains).
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 10, C: 10 }));
    s = move(s, 0, 'dig 2. build E8');
    expect(fac(s, 0).W).toBe(10 - 6 - 1);
    expect(s.buildings.E8).toEqual({ seat: 0, type: 'D' });
    expect(w).toBeGreaterThan(0);
    const t = edit(base(), (x) => Object.assign(fac(x, 0), { W: 10 }));
    expect(rejection(t, 0, 'dig 2')).toBe('tm.spades-left');
  });

  it('TM-21.8 after one digging upgrade a spade costs 2 workers', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { W: 10, C: 10, P: 1 }));
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'advance dig');
    expect(fac(s, 0).dig).toBe(1);
    expect(fac(s, 0).VP).toBe(vp + 6);
    expect([fac(s, 0).W, fac(s, 0).C, fac(s, 0).P]).toEqual([8, 5, 0]);
    s = turnOf(s, 0);
    s = move(s, 0, 'dig 2. build E8');
    expect(fac(s, 0).W).toBe(8 - 4 - 1);
  });

  it('TM-21.7 advancing shipping costs 1P 4C and scores 2/3/4 VP; reach grows', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 3), { P: 3, C: 20 }));
    s = turnOf(s, 3);
    const vp = fac(s, 3).VP;
    s = move(s, 3, 'advance ship');
    expect(fac(s, 3).ship).toBe(1);
    expect(fac(s, 3).VP).toBe(vp + 2);
    s = turnOf(s, 3);
    s = move(s, 3, 'advance ship');
    expect(fac(s, 3).VP).toBe(vp + 5);
  });

  it('TM-6.1.2 a hex out of reach cannot be built on; shipping reaches across the river', () => {
    let s = turnOf(base(), 3, { W: 20, C: 20 });
    // G3 is forest, across river hexes r22/r29 from F4's neighbourhood: ship distance 1 from F4? (E7-G3 is 1 via r22)
    expect(rejection(s, 3, 'build I6')).toBe('tm.unreachable');
    s = edit(s, (x) => Object.assign(fac(x, 3), { ship: 1 }));
    s = move(s, 3, 'build G3');
    expect(s.buildings.G3?.seat).toBe(3);
  });

  it('TM-6.4.2 a trading post costs double coins without an opponent neighbour', () => {
    let s = turnOf(base(), 3, { W: 20, C: 20 });
    s = move(s, 3, 'upgrade E9 to TP');
    expect(fac(s, 3).C).toBe(20 - 6);
    s = turnOf(s, 3, { C: 20 });
    s = move(s, 3, 'upgrade F4 to TP');
    expect(fac(s, 3).C).toBe(20 - 3);
  });

  it('TM-6.4.1 upgrades follow D>TP>TE/SH, TE>SA and need a free piece', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { W: 20, C: 30 }));
    expect(rejection(s, 0, 'upgrade E7 to TE')).toBe('tm.bad-upgrade');
    s = put(s, 0, 'E7', 'TP');
    s = edit(s, (x) => Object.assign(fac(x, 0), { built: { D: 1, TP: 1, TE: 3, SH: 0, SA: 0 } }));
    expect(rejection(s, 0, 'upgrade E7 to TE')).toBe('tm.no-piece');
  });

  it('TM-6.4.3 a temple gives a favor tile, whose cult steps apply at once', () => {
    let s = put(base(), 0, 'E7', 'TP');
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30 }));
    s = move(s, 0, 'upgrade E7 to TE');
    expect(fac(s, 0).scratch.gainFavor).toBe(1);
    expect(s.active).toBe(0);
    s = move(s, 0, '+FAV1');
    expect(fac(s, 0).cult[0]).toBe(3);
    expect(s.active).toBe(1);
  });

  it('TM-6.5 priests: 3-space, then 2-spaces, or 1 step returning the priest', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P: 3 }));
    s = move(s, 0, 'send p to WATER');
    expect(fac(s, 0).cult[1]).toBe(3);
    s = turnOf(s, 0);
    s = move(s, 0, 'send p to WATER for 1');
    expect(fac(s, 0).cult[1]).toBe(4);
    expect(fac(s, 0).maxP).toBe(6);
    s = turnOf(s, 0);
    expect(rejection(s, 0, 'send p to WATER for 3')).toBe('tm.no-spot');
  });

  it('TM-6.6 a power action is blocked for the rest of the round once used', () => {
    let s = edit(base(), (x) => {
      for (const seat of [0, 1]) Object.assign(fac(x, seat), { P1: 0, P2: 0, P3: 12 });
    });
    s = move(s, 0, 'action ACT4');
    expect(fac(s, 0).C).toBeGreaterThan(0);
    expect(rejection(s, 1, 'action ACT4')).toBe('tm.blocked');
    s = move(s, 1, 'action ACT3');
    expect(s.blocked).toEqual(['ACT4', 'ACT3']);
  });

  it('TM-6.6.2 a bridge needs one of your buildings at an end and a valid location', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 3), { P1: 0, P2: 0, P3: 12 }));
    s = turnOf(s, 3);
    expect(rejection(s, 3, 'action ACT1. bridge A3:C1')).toBe('tm.bridge-far');
    s = move(s, 3, 'action ACT1. bridge F4:G3');
    expect(s.bridges).toEqual([{ a: 'F4', b: 'G3', seat: 3 }]);
    expect(fac(s, 3).bridgesLeft).toBe(2);
  });

  it('TM-6.8 passing returns the card, takes another with its coins; round 6 takes none', () => {
    let s = base();
    s = edit(s, (x) => {
      x.bonusCoins.BON1 = 2;
    });
    const c = fac(s, 0).C;
    s = move(s, 0, 'pass BON1');
    expect(fac(s, 0).bonus).toBe('BON1');
    expect(fac(s, 0).C).toBe(c + 2);
    expect(s.bonusPool).toContain('BON3');
    expect(rejection(s, 1, 'pass BON1')).toBe('tm.bonus-gone');
    expect(rejection(s, 1, 'pass')).toBe('tm.need-bonus');
  });

  it('TM-4.3 when only one player has not passed they keep taking turns', () => {
    let s = base();
    s = move(s, 0, 'pass BON1');
    s = move(s, 1, 'pass BON2');
    s = move(s, 2, 'pass BON7');
    s = edit(s, (x) => Object.assign(fac(x, 3), { P1: 0, P2: 0, P3: 12 }));
    s = move(s, 3, 'action ACT3');
    expect(s.active).toBe(3);
    s = move(s, 3, 'action ACT4');
    expect(s.active).toBe(3);
  });
});
