/** Terra Mystica's test kit (issue 22): built positions checked by the invariants, chosen tiles, any seat's moves. */
import { describe, expect, it } from 'vitest';
import { tmInvariants, tmMoves, tmPlay, tmPosition } from '../../support/kit/terra-mystica.ts';

const lineUp = { factions: ['witches', 'nomads'] as const, dwellings: [['F4', 'E9'], ['F3', 'D3', 'G4']] };

describe('Terra Mystica test kit (issue 22)', () => {
  it('TM-3.5 the scoring tiles and bonus cards the test chooses are the ones in play, and the position is sound', () => {
    const s = tmPosition({ ...lineUp, factions: [...lineUp.factions], scoring: ['SCORE1', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6'] });
    expect(s.scoring).toEqual(['SCORE1', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6']);
    expect(s.round).toBe(1);
    expect(tmInvariants(s)).toEqual([]);
  });

  it('TM-2.1.2 TM-2.3 an edit that breaks the game\'s invariants is refused with the reason', () => {
    expect(() => tmPosition({ ...lineUp, factions: [...lineUp.factions], edit: (s) => void (s.factions[0]!.C = -1) })).toThrow(/seat 0 has -1 C/);
    expect(() => tmPosition({ ...lineUp, factions: [...lineUp.factions], edit: (s) => void (s.factions[1]!.built.D = 5) })).toThrow(/seat 1 has 3 D on the map but 5 on its board/);
    expect(() => tmPosition({ ...lineUp, factions: [...lineUp.factions], edit: (s) => Object.assign(s.factions[0]!, { P: 6, priestsOnCult: 2 }) })).toThrow(/more than 7 priests/);
  });

  it('TM-4.3 TM-6.1.5 the moves of any seat: the seat to act has its actions, the other has none, and a scripted move lands', () => {
    const s = tmPosition({ ...lineUp, factions: [...lineUp.factions], edit: (x) => Object.assign(x.factions[0]!, { W: 10, C: 10 }) });
    const active = s.active!;
    const other = 1 - active;
    expect(tmMoves(s, active).length).toBeGreaterThan(5);
    expect(tmMoves(s, other)).toEqual([]);
    const build = tmMoves(s, active).find((m) => /^dig (\d+)\. build [A-I]\d+$/.test(m))!;
    const [, spades, hex] = /^dig (\d+)\. build ([A-I]\d+)$/.exec(build)!;
    const after = tmPlay(s, [[active, build]]);
    // TM-6.1.4 bought spades cost 3 workers each at digging level 0; TM-2.3 a dwelling costs 1 worker and 2 coins.
    expect(after.factions[active]!.W).toBe(s.factions[active]!.W - 3 * Number(spades) - 1);
    expect(after.factions[active]!.C).toBe(s.factions[active]!.C - 2);
    expect(after.buildings[hex!]).toEqual({ seat: active, type: 'D' });
    expect(() => tmPlay(s, [[other, 'pass BON9']])).toThrow(/was refused/);
  });
});
