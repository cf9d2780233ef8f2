import { describe, expect, it } from 'vitest';
import { gainPower, payPower } from '../../../src/games/terra-mystica/rules/resources.ts';
import { edit, fac, move, rejection, scenario, turnOf } from './helpers.ts';

const base = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
  });

describe('TM-7 power bowls and conversions', () => {
  it('TM-21.1 gaining 3 power with 2 tokens in bowl I moves 2 to II and 1 from II to III', () => {
    const f = { ...fac(base(), 0), P1: 2, P2: 5, P3: 5 };
    expect(gainPower(f, 3)).toBe(3);
    expect([f.P1, f.P2, f.P3]).toEqual([0, 6, 6]);
  });

  it('TM-7.1 power beyond capacity 2*I + II is lost', () => {
    const f = { ...fac(base(), 0), P1: 1, P2: 1, P3: 10 };
    expect(gainPower(f, 5)).toBe(3);
    expect([f.P1, f.P2, f.P3]).toEqual([0, 0, 12]);
  });

  it('TM-21.2 spending power moves tokens from III to I and needs enough in III', () => {
    const f = { ...fac(base(), 0), P1: 0, P2: 6, P3: 6 };
    expect(payPower(f, 6)).toBeUndefined();
    expect([f.P1, f.P2, f.P3]).toEqual([6, 6, 0]);
    expect(payPower(f, 1)?.code).toBe('tm.no-power');
    expect([f.P1, f.P2, f.P3]).toEqual([6, 6, 0]);
  });

  it('TM-7.3 burning removes k tokens from II and moves k more to III', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P1: 0, P2: 5, P3: 0 }));
    s = move(s, 0, 'burn 2');
    expect([fac(s, 0).P1, fac(s, 0).P2, fac(s, 0).P3]).toEqual([0, 1, 2]);
    expect(rejection(s, 0, 'burn 1')).toBe('tm.no-burn');
  });

  it('TM-7.4 conversions: 5PW>P, 3PW>W, 1PW>C, P>W, W>C at the listed rates only', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P1: 0, P2: 0, P3: 12, W: 2, P: 1, C: 0 }));
    s = move(s, 0, 'convert 5PW to 1P. convert 3PW to 1W. convert 1PW to 1C. convert 1P to 1W. convert 1W to 1C');
    const f = fac(s, 0);
    expect([f.P3, f.P, f.W, f.C]).toEqual([3, 1, 3, 2]);
    expect(rejection(s, 0, 'convert 2PW to 1W')).toBe('tm.bad-convert');
    expect(rejection(s, 0, 'convert 1C to 1W')).toBe('tm.bad-convert');
  });

  it('TM-7.4 conversions happen only on your own turn', () => {
    const s = edit(base(), (x) => Object.assign(fac(x, 1), { P3: 5 }));
    expect(rejection(s, 1, 'convert 1PW to 1C')).toBe('tm.not-active');
  });

  it('TM-2.1.2 priests are capped at 7 minus the priests on the cult board', () => {
    let s = edit(base(), (x) => Object.assign(fac(x, 0), { P: 7, P3: 12, P1: 0, P2: 0 }));
    s = move(s, 0, 'send p to FIRE');
    expect(fac(s, 0).maxP).toBe(6);
    expect(fac(s, 0).P).toBe(6);
    s = turnOf(s, 0);
    s = move(s, 0, 'convert 5PW to 1P');
    expect(fac(s, 0).P).toBe(6);
  });
});
