import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, put, rejection, scenario } from './helpers.ts';

/** Giants and Fakirs, the two factions the development games never use (TM-14.12, TM-14.13). */
function giants() {
  // Round 1 tile SCORE2: 1 spade per 4 Earth at the end of the round (TM-12).
  return scenario({
    factions: ['giants', 'engineers'],
    dwellings: [['D4', 'D7'], ['E7', 'C5']],
    scoring: ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'],
  });
}

function fakirs() {
  return scenario({ factions: ['fakirs', 'engineers'], dwellings: [['F3', 'D3'], ['E7', 'C5']] });
}

const rich = <T extends ReturnType<typeof scenario>>(s: T) => edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30, P: 5, P1: 0, P2: 0, P3: 12, VP: 20 }));

describe('TM-14.12 Giants', () => {
  it('TM-14.12 a single cult-bonus spade cannot transform: the only choice is to give it up', () => {
    let s = edit(giants(), (x) => {
      fac(x, 0).cult = [0, 0, 4, 0];
    });
    s = move(s, 0, 'pass BON1');
    s = move(s, 1, 'pass BON2');
    expect(s.phase).toBe('income-spades');
    expect(fac(s, 0).scratch.SPADE).toBe(1);
    expect(terraMystica.legal(s, 0)).toEqual(['-SPADE']);
    expect(rejection(s, 0, 'transform D5')).toBe('tm.no-spades');
    s = move(s, 0, '-SPADE');
    expect([s.phase, s.round]).toEqual(['play', 2]);
  });

  it('TM-14.12 two cult-bonus spades turn one reachable hex into wasteland, whatever its terrain', () => {
    let s = edit(giants(), (x) => {
      fac(x, 0).cult = [0, 0, 8, 0];
    });
    s = move(s, 0, 'pass BON1');
    s = move(s, 1, 'pass BON2');
    expect(fac(s, 0).scratch.SPADE).toBe(2);
    // D5 (lakes) is next to D4; to wasteland it costs the Giants 2 spades like any other terrain.
    s = move(s, 0, 'transform D5');
    expect(s.terrain.D5).toBe('wasteland');
    expect(fac(s, 0).scratch.SPADE).toBe(0);
    expect(s.round).toBe(2);
  });

  it('TM-14.12 buying one spade with workers is not enough for a transform; two are', () => {
    const s = rich(giants());
    expect(rejection(s, 0, 'dig 1. build D5')).not.toBeNull();
    const t = move(s, 0, 'dig 2. build D5');
    expect(t.buildings.D5?.seat).toBe(0);
    expect(fac(t, 0).W).toBe(20 - 6 - 1);
  });
});

describe('TM-14.13 Fakirs', () => {
  it('TM-14.13 carpet flight reaches hex distance 2, the stronghold one more (1 priest, +4 VP each flight)', () => {
    let s = rich(fakirs());
    // E8 (desert) is three hexes from F3 and D3: out of range at first.
    expect(rejection(s, 0, 'build E8')).toBe('tm.unreachable');
    s = put(s, 0, 'F3', 'TP');
    s = move(s, 0, 'upgrade F3 to SH');
    expect(fac(s, 0).carpetRange).toBe(2);
    s = move(s, 1, 'pass BON1');
    const before = { P: fac(s, 0).P, VP: fac(s, 0).VP };
    s = move(s, 0, 'build E8');
    expect(s.buildings.E8?.seat).toBe(0);
    expect(fac(s, 0).P).toBe(before.P - 1);
    // +4 for the flight, +2 for the dwelling on round 1's tile SCORE3.
    expect(fac(s, 0).VP).toBe(before.VP + 4 + 2);
  });

  it('TM-14.13 Fakirs have no shipping and dig at most to level 1', () => {
    let s = rich(fakirs());
    expect(rejection(s, 0, 'advance ship')).not.toBeNull();
    s = move(s, 0, 'advance dig');
    expect(fac(s, 0).dig).toBe(1);
    s = move(s, 1, 'pass BON1');
    expect(rejection(s, 0, 'advance dig')).not.toBeNull();
  });
});
