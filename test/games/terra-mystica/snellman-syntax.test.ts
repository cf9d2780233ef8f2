import { describe, expect, it } from 'vitest';
import { formatMove, parseMove } from '../../../src/games/terra-mystica/notation.ts';
import { parseLedger } from '../../../src/games/terra-mystica/snellman/replay.ts';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING } from './helpers.ts';

/** Older and rarer snellman command forms that recorded ledgers keep as the players typed them (TM-20.3). */
function duo(id: 'mermaids' | 'witches', mine: string[]) {
  return scenario({ factions: [id, 'engineers'], dwellings: [mine, ['E7', 'C5']], scoring: ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'], options: SNELLMAN_SEQUENCING });
}

const rich = (s: ReturnType<typeof duo>) => edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30, P: 5, P1: 0, P2: 0, P3: 12, VP: 20 }));

describe('TM-20.3 snellman command forms', () => {
  it('TM-14.9 Mermaids: the older "connect C4:E8" names two land hexes; the river hex bordering both founds the town', () => {
    const parsed = parseMove('connect c4:e8');
    expect(parsed).toEqual({ cmds: [{ k: 'connect', river: '', hexes: ['C4', 'E8'] }] });
    expect(formatMove(parsed as Exclude<typeof parsed, { code: string }>)).toBe('connect C4:E8');
    // r16 borders D5, D6, E8 and C4: D5+E8 and D6+C4 are two groups that only the river joins.
    let s = rich(duo('mermaids', ['D5', 'E4']));
    s = put(s, 0, 'D5', 'TE');
    s = put(s, 0, 'E8', 'SH');
    s = put(s, 0, 'D6', 'TP');
    s = put(s, 0, 'C4', 'D');
    expect(rejection(s, 0, 'connect E4:E8')).toBe('tm.no-river-town');
    s = move(s, 0, 'connect C4:E8');
    expect(s.riverTowns).toEqual(['r16']);
    expect(fac(s, 0).scratch.gainTown).toBe(1);
    s = move(s, 0, '+TW1');
    expect(fac(s, 0).towns).toEqual(['TW1']);
  });

  it('TM-14.2 Witches: "-FREE_D" gives up the free dwelling of ACTW (a negative adjustment); gains are never free', () => {
    let s = rich(put(duo('witches', ['F4', 'E9']), 0, 'F4', 'TP'));
    s = move(s, 0, 'upgrade F4 to SH');
    s = move(s, 1, 'pass BON1');
    expect(rejection(s, 0, 'action ACTW. +FREE_D')).toBe('tm.bad-claim');
    const dwellings = fac(s, 0).built.D;
    s = move(s, 0, 'action ACTW. -FREE_D');
    expect(fac(s, 0).scratch.freeD).toBe(0);
    expect(fac(s, 0).built.D).toBe(dwellings);
    expect(rejection(s, 0, 'action ACTW. build I11')).toBe('tm.blocked');
    // The action is spent: the next move is a new action, not the free dwelling.
    expect(rejection(s, 0, 'build I11')).not.toBeNull();
  });

  it('TM-20.3 "-3C" gives up coins; giving up more than you have is refused', () => {
    let s = rich(duo('witches', ['F4', 'E9']));
    const coins = s.bonusCoins.BON1 ?? 0;
    s = move(s, 0, '-3C. pass BON1');
    expect(fac(s, 0).C).toBe(30 - 3 + coins);
    expect(rejection(s, 1, '-99W. pass BON2')).toBe('tm.not-enough');
    // "-2PW" spends two power from bowl III.
    const p1 = fac(s, 1).P1;
    s = edit(s, (x) => Object.assign(fac(x, 1), { P1: p1, P3: 4 }));
    s = move(s, 1, '-2PW. pass BON2');
    expect([fac(s, 1).P1, fac(s, 1).P3]).toEqual([p1 + 2, 2]);
  });

  it('TM-20.3 the site\'s raw export ends comment lines with "\\tshow history"; options and tiles are still read', () => {
    const text = [
      'option mini-expansion-1\tshow history',
      'option shipping-bonus\tshow history',
      'option strict-leech\tshow history',
      ...['SCORE2, TOWN >> 5', 'SCORE7, SA/SH >> 5', 'SCORE3, D >> 2', 'SCORE8, TP >> 3', 'SCORE6, TP >> 3', 'SCORE5, D >> 2'].map(
        (t, i) => `Round ${i + 1} scoring: ${t}\tshow history`,
      ),
      'Removing tile BON4\tshow history',
      'Player 1: someone\tshow history',
    ].join('\n');
    const g = parseLedger(text);
    expect([g.options.miniExpansion, g.options.shippingBonus, g.options.strictLeech]).toEqual([true, true, true]);
    expect(g.options.scoringTiles).toEqual(['SCORE2', 'SCORE7', 'SCORE3', 'SCORE8', 'SCORE6', 'SCORE5']);
    expect(g.options.bonusCards).not.toContain('BON4');
    expect(g.options.bonusCards).toContain('BON10');
    expect(g.players).toEqual(['someone']);
  });

  it('TM-11.4 snellman lets a marker step back from 8 or 9 to no lower than 7 ("-FIRE"), never from 10 or below 7', () => {
    let s = rich(duo('witches', ['F4', 'E9']));
    s = edit(s, (x) => {
      fac(x, 0).cult = [9, 6, 10, 0];
    });
    expect(rejection(s, 0, '-WATER')).toBe('tm.bad-claim');
    expect(rejection(s, 0, '-EARTH')).toBe('tm.bad-claim');
    expect(rejection(s, 0, '-3FIRE')).toBe('tm.bad-claim');
    s = move(s, 0, '-2FIRE. pass BON1');
    expect(fac(s, 0).cult).toEqual([7, 6, 10, 0]);
  });

  it('TM-20.3 older ledgers head the network rows "Scoring largest network"', () => {
    const row = ['mermaids', '+18', '148 VP', '', '0 C', '', '0 W', '', '0 P', '', '4/1/1 PW', '', '8/5/8/8', '', '+18vp'].join('\t');
    const g = parseLedger(['Scoring largest network', row].join('\n'));
    expect(g.rows[0]?.section).toBe('network');
  });
});
