import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING, turnOf } from './helpers.ts';

// Base map: E6 (plains) touches E5, E7, D5, D6, F4, F5... ; seats: engineers 0, darklings 1, nomads 2, witches 3.
const base = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
  });
/** The same table as recorded snellman games play it: play goes on while offers are open (TM-23.1). */
const snellmanBase = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
    options: SNELLMAN_SEQUENCING,
  });

describe('TM-8 power leech', () => {
  it('TM-21.3 a D and a TE next to the built hex offer 3 power for 2 VP', () => {
    // Witches (seat 3) get a TE on F4 and a D on E9 far away; the Darklings build on E6 next to F4 and E5.
    let s = put(base(), 3, 'F4', 'TE');
    s = put(s, 3, 'D4', 'D');
    s = edit(s, (x) => {
      x.active = 1;
      Object.assign(fac(x, 1), { allowedActions: 1, P: 3 });
      Object.assign(fac(x, 3), { P1: 5, P2: 7, P3: 0 });
    });
    s = move(s, 1, 'dig 1. build E6');
    const offer = s.leeches.find((l) => l.to === 3);
    expect(offer?.amount).toBe(3);
    const vp = fac(s, 3).VP;
    s = move(s, 3, 'leech 3 from darklings');
    expect(fac(s, 3).VP).toBe(vp - 2);
    expect([fac(s, 3).P1, fac(s, 3).P2]).toEqual([2, 10]);
  });

  it('TM-21.4 accepting 1/2/3/4 power costs 0/1/2/3 VP', () => {
    for (const [amount, cost] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      let s = edit(base(), (x) => {
        x.leeches.push({ id: 99, from: 1, to: 3, amount, actual: amount });
        Object.assign(fac(x, 3), { VP: 20, P1: 5, P2: 7, P3: 0 });
      });
      s = move(s, 3, `leech ${amount} from darklings`);
      expect(fac(s, 3).VP).toBe(20 - cost);
    }
  });

  it('TM-8.3 the gain is capped by bowl capacity and by VP + 1', () => {
    let s = edit(base(), (x) => {
      x.leeches.push({ id: 99, from: 1, to: 3, amount: 4, actual: 4 });
      Object.assign(fac(x, 3), { VP: 20, P1: 0, P2: 2, P3: 10 });
    });
    s = move(s, 3, 'leech 4 from darklings');
    expect(fac(s, 3).P3).toBe(12);
    expect(fac(s, 3).VP).toBe(19);
    s = edit(base(), (x) => {
      x.leeches.push({ id: 99, from: 1, to: 3, amount: 4, actual: 4 });
      Object.assign(fac(x, 3), { VP: 1, P1: 5, P2: 7, P3: 0 });
    });
    s = move(s, 3, 'leech 4 from darklings');
    expect(fac(s, 3).VP).toBe(0);
    expect(fac(s, 3).P1).toBe(3);
  });

  it('TM-8.1 transforming and building bridges make no offers; upgrades do', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E7 to TP');
    expect(s.leeches.map((l) => [l.to, l.amount])).toEqual([[3, 1]]);
    s = edit(s, (x) => {
      x.leeches = [];
      x.active = 0;
      Object.assign(fac(x, 0), { allowedActions: 1, P: 1 });
    });
    s = move(s, 0, 'dig 1. transform D4 to gray');
    expect(s.leeches).toHaveLength(0);
  });

  it('TM-8.5 offers may be answered in any order while play goes on (TM-23.1)', () => {
    let s = edit(snellmanBase(), (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E7 to TP');
    expect(s.active).toBe(1);
    const seats = terraMystica.pending(s).map((d) => `${d.seat}:${d.kind}`);
    expect(seats).toContain('3:leech');
    expect(seats).toContain('1:turn');
    s = move(s, 1, 'pass BON1');
    s = move(s, 3, 'decline 1 from engineers');
    expect(s.leeches).toHaveLength(0);
  });

  it('TM-8.6 taking your own action declines your open offers', () => {
    let s = edit(snellmanBase(), (x) => {
      x.leeches.push({ id: 99, from: 0, to: 0 + 1, amount: 2, actual: 2 });
      Object.assign(fac(x, 0), { P1: 0, P2: 8, P3: 4 });
    });
    s = move(s, 0, 'action ACT3');
    expect(s.active).toBe(1);
    s = edit(s, (x) => Object.assign(fac(x, 1), { P1: 0, P2: 8, P3: 4 }));
    s = move(s, 1, 'action ACT4');
    expect(s.leeches).toHaveLength(0);
    expect(fac(s, 1).P2).toBe(8);
  });

  it('TM-8.6 the round does not end while an offer is open', () => {
    let s = snellmanBase();
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'pass BON1');
    s = move(s, 1, 'pass BON2');
    s = move(s, 2, 'pass BON7');
    s = turnOf(s, 3, { W: 10, C: 20 });
    s = move(s, 3, 'upgrade F4 to TP');
    expect(s.leeches.map((l) => l.to).sort()).toEqual([0, 2]);
    s = move(s, 3, 'pass BON4');
    s = move(s, 0, 'decline 1 from witches');
    expect(s.round).toBe(1);
    s = move(s, 2, 'decline 1 from witches');
    expect(s.round).toBe(2);
  });

  it('TM-14.6 Cultists: an accepted offer gives them one cult step of their choice', () => {
    let s = scenario({ factions: ['cultists', 'witches'], dwellings: [['E6', 'D8'], ['F4', 'E9']] });
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E6 to TP');
    s = move(s, 1, 'leech 1 from cultists');
    expect(fac(s, 0).scratch.CULT).toBe(1);
    expect(terraMystica.pending(s).some((d) => d.seat === 0 && d.kind === 'cult-step')).toBe(true);
    const air = fac(s, 0).cult[3];
    s = move(s, 0, '+AIR');
    expect(fac(s, 0).cult[3]).toBe(air + 1);
  });

  it('TM-21.21 Cultists gain 1 power when every opponent declines (errata)', () => {
    let s = scenario({ factions: ['cultists', 'witches'], dwellings: [['E6', 'D8'], ['F4', 'E9']] });
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 10, C: 20, P1: 5, P2: 7, P3: 0 }));
    s = move(s, 0, 'upgrade E6 to TP');
    s = move(s, 1, 'decline 1 from cultists');
    expect([fac(s, 0).P1, fac(s, 0).P2]).toEqual([4, 8]);
    expect(fac(s, 0).scratch.CULT).toBe(0);
  });

  it('TM-8.3 an offer cannot be answered with a different amount or builder', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }));
    s = move(s, 0, 'upgrade E7 to TP');
    expect(rejection(s, 1, 'leech 2 from engineers')).toBe('tm.no-offer');
    expect(rejection(s, 1, 'leech 1 from witches')).toBe('tm.no-offer');
  });
});
