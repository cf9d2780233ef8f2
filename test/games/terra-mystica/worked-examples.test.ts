import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, put, scenario } from './helpers.ts';

describe('TM-21 worked examples not covered elsewhere', () => {
  it('TM-21.18 after two rounds the third round is being played', () => {
    let s = scenario({ factions: ['witches', 'engineers'], dwellings: [['F4', 'E9'], ['E7', 'C5']] });
    for (let round = 1; round <= 2; round++) {
      const order = [...s.factions].sort((a, b) => a.order - b.order).map((f) => f.seat);
      for (const seat of order) {
        const card = s.bonusPool[0] as string;
        s = move(s, seat, `pass ${card}`);
      }
    }
    expect(s.round).toBe(3);
    expect(terraMystica.statusLine(s)).toMatch(/^Round 3/);
  });

  it('TM-21.20 Mermaids with FAV10 on SCORE6 upgrade C1 to TP and found a river town over r1 with TW1: +11 VP, +3 coins', () => {
    let s = scenario({
      factions: ['mermaids', 'nomads'],
      dwellings: [['D2', 'A4'], ['F3', 'D3', 'G4']],
      scoring: ['SCORE6', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE7', 'SCORE8'],
    });
    s = put(s, 0, 'C1', 'D');
    s = put(s, 0, 'A3', 'D');
    s = put(s, 0, 'A4', 'SH');
    s = edit(s, (x) => Object.assign(fac(x, 0), { favors: ['FAV10'], W: 5, C: 5 }));
    const [vp, c] = [fac(s, 0).VP, fac(s, 0).C];
    s = move(s, 0, 'upgrade C1 to TP. connect r1. +TW1');
    expect(fac(s, 0).VP - vp).toBe(3 + 3 + 5);
    expect(fac(s, 0).C - c).toBe(-3 + 6);
    expect(s.riverTowns).toEqual(['r1']);
  });
});
