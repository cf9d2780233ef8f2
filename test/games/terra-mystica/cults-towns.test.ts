import { describe, expect, it } from 'vitest';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING, turnOf } from './helpers.ts';

const base = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
    options: SNELLMAN_SEQUENCING,
  });

describe('TM-11 cult tracks', () => {
  it('TM-21.5 moving from 4 to 7 passes 5 and 7: +4 power', () => {
    let s = edit(base(), (x) => {
      Object.assign(fac(x, 0), { P: 1, P1: 5, P2: 7, P3: 0, cult: [0, 0, 0, 4] });
    });
    s = move(s, 0, 'send p to AIR');
    expect(fac(s, 0).cult[3]).toBe(7);
    expect([fac(s, 0).P1, fac(s, 0).P2]).toEqual([1, 11]);
  });

  it('TM-11.3 without a key the marker stops at 9', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P: 1, cult: [8, 0, 0, 0] }));
    s = move(s, 0, 'send p to FIRE');
    expect(fac(s, 0).cult[0]).toBe(9);
  });

  it('TM-21.6 a key opens space 10 (+3 power) and only one player per track', () => {
    let s = edit(base(), (x) => {
      Object.assign(fac(x, 0), { P: 1, keys: 1, cult: [8, 0, 0, 0], P1: 0, P2: 12, P3: 0 });
      Object.assign(fac(x, 1), { P: 1, keys: 1, cult: [8, 0, 0, 0] });
    });
    s = move(s, 0, 'send p to FIRE');
    expect(fac(s, 0).cult[0]).toBe(10);
    expect(fac(s, 0).keys).toBe(0);
    expect(fac(s, 0).P3).toBe(3);
    s = move(s, 1, 'send p to FIRE');
    expect(fac(s, 1).cult[0]).toBe(9);
    expect(fac(s, 1).keys).toBe(1);
  });

  it('TM-11.3 with fewer keys than tracks reaching 10, the player chooses the track ("+TW5 for WATER")', () => {
    const at9 = (x: ReturnType<typeof base>) => {
      Object.assign(fac(x, 0), { keys: 0, cult: [9, 9, 9, 9] });
      fac(x, 0).scratch.gainTown = 1;
    };
    let s = edit(base(), at9);
    s = move(s, 0, '+TW5');
    expect(fac(s, 0).cult).toEqual([10, 9, 9, 9]);
    s = edit(base(), at9);
    s = move(s, 0, '+TW5 for WATER');
    expect(fac(s, 0).cult).toEqual([9, 10, 9, 9]);
  });

  it('TM-6.5.4 a priest may be sent even when the marker cannot move', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P: 1, cult: [9, 0, 0, 0] }));
    s = move(s, 0, 'send p to FIRE');
    expect(fac(s, 0).cult[0]).toBe(9);
    expect(s.cultSpots.FIRE[0]).toBe(0);
  });
});

describe('TM-10 towns', () => {
  it('TM-21.10 SA + TE + TP (power 7, count 4) found a town', () => {
    // E9, D7 and F6 are mutually adjacent around the witches' E9.
    let s = put(base(), 3, 'E9', 'SA');
    s = put(s, 3, 'D7', 'TE');
    s = put(s, 3, 'F6', 'D');
    s = turnOf(s, 3, { W: 20, C: 20 });
    expect(s.town.E9).toBeUndefined();
    s = move(s, 3, 'upgrade F6 to TP');
    expect(fac(s, 3).scratch.gainTown).toBe(1);
    const vp = fac(s, 3).VP;
    s = move(s, 3, '+TW1');
    expect(fac(s, 3).keys).toBe(1);
    expect(fac(s, 3).VP).toBe(vp + 5 + 5);
    expect(s.town.F6 && s.town.E9 && s.town.D7).toBe(true);
  });

  it('TM-10.1 four dwellings with power 4 are no town; FAV5 lowers the need to 6 (TM-10.5)', () => {
    let s = put(base(), 3, 'E10', 'TP');
    s = put(s, 3, 'D7', 'TP');
    s = put(s, 3, 'E9', 'D');
    s = turnOf(s, 3, { W: 20, C: 20 });
    // E9 D + E10 TP + D7 TP = power 5, count 3: building E11 (lakes, one more dwelling) gives power 6 count 4.
    s = move(s, 3, 'dig 1. build E11');
    expect(fac(s, 3).scratch.gainTown).toBe(0);
    s = put(s, 3, 'E9', 'TP');
    s = put(s, 3, 'E9', 'TE');
    s = turnOf(s, 3, {}, { gainFavor: 1 });
    expect(fac(s, 3).scratch.gainTown).toBe(0);
    s = move(s, 3, '+FAV5');
    expect(fac(s, 3).scratch.gainTown).toBe(1);
  });

  it('TM-10.2 Witches get +5 VP per town and the round tile SCORE2 +5', () => {
    let s = scenario({
      factions: ['engineers', 'witches'],
      dwellings: [['E7', 'C5'], ['F4', 'E9']],
      scoring: ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'],
      options: { miniExpansion: true },
    });
    s = put(s, 1, 'E9', 'SA');
    s = put(s, 1, 'D7', 'TE');
    s = put(s, 1, 'F6', 'D');
    s = turnOf(s, 1, { W: 20, C: 20 });
    s = move(s, 1, 'upgrade F6 to TP');
    const vp = fac(s, 1).VP;
    s = move(s, 1, '+TW8');
    expect(fac(s, 1).VP).toBe(vp + 11 + 5 + 5);
  });

  it('TM-15.3 the mini expansion town tiles exist only with that option', () => {
    const plain = base();
    expect(plain.townPool.TW8).toBeUndefined();
    expect(plain.townPool.TW1).toBe(2);
    const mini = scenario({ factions: ['engineers', 'witches'], dwellings: [['E7', 'C5'], ['F4', 'E9']], options: { miniExpansion: true } });
    expect([mini.townPool.TW6, mini.townPool.TW7, mini.townPool.TW8]).toEqual([1, 2, 1]);
  });

  it('TM-10.4 no town without a town tile left', () => {
    let s = put(base(), 3, 'E9', 'SA');
    s = put(s, 3, 'D7', 'TE');
    s = put(s, 3, 'F6', 'D');
    s = edit(s, (x) => {
      x.active = 3;
      Object.assign(fac(x, 3), { allowedActions: 1, W: 20, C: 20 });
      for (const k of Object.keys(x.townPool)) x.townPool[k] = 0;
    });
    s = move(s, 3, 'upgrade F6 to TP');
    expect(fac(s, 3).scratch.gainTown).toBe(0);
    expect(rejection(s, 3, '+TW1')).toBe('tm.no-town');
  });
});
