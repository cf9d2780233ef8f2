/** The Terra Mystica computer player's look at its own follow-ups (issue 25). */
import { describe, expect, it } from 'vitest';
import { evaluateTm } from '../../../src/games/terra-mystica/ai/evaluate.ts';
import { weighTmMoves } from '../../../src/games/terra-mystica/ai/plan.ts';
import { legalMoves } from '../../../src/games/terra-mystica/legal.ts';
import { tmPlay, tmPosition } from '../../support/kit/terra-mystica.ts';

/** Witches (seat 0) with a trading house on F4, next to the Nomads' dwelling on F3, and the means for a temple. */
function templeNextToNeighbour() {
  return tmPosition({
    factions: ['witches', 'nomads'],
    dwellings: [['F4', 'E9'], ['F3', 'D3', 'G4']],
    edit: (s) => {
      const witches = s.factions[0]!;
      s.buildings.F4 = { seat: 0, type: 'TP' };
      witches.built.D -= 1;
      witches.built.TP += 1;
      Object.assign(witches, { W: 10, C: 20 });
      s.active = 0;
    },
  });
}

describe('Terra Mystica computer player: follow-ups behind power offers (issue 25)', () => {
  it('TM-18.3 TM-11 a temple next to a neighbour is weighed with its favour tile, which the table gives only after the offer is answered', () => {
    const s = templeNextToNeighbour();
    const atTable = tmPlay(s, [[0, 'upgrade F4 to TE']]);
    // TM-8: the Nomads are offered power; TM-18.3: the Witches' favour waits for their answer.
    expect(atTable.leeches.map((l) => l.to)).toEqual([1]);
    expect(legalMoves(atTable, 0)).toEqual([]);
    expect(atTable.factions[0]!.favors).toEqual([]);

    const temple = weighTmMoves(s, 0, legalMoves(s, 0), evaluateTm).find((w) => w.move === 'upgrade F4 to TE')!;
    expect(temple.end.factions[0]!.favors).toHaveLength(1);
    // Weighed with its favour, the temple is worth more than keeping the trading house and the resources.
    expect(temple.value).toBeGreaterThan(evaluateTm(s, 0));
  });
});
