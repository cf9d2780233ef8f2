import { describe, expect, it } from 'vitest';
import { boardOf, hexDistance } from '../../../src/games/terra-mystica/rules/board.ts';
import { parseLedger } from '../../../src/games/terra-mystica/snellman/replay.ts';
import { finishGame } from '../../../src/games/terra-mystica/rules/flow.ts';
import { finalTileValue } from '../../../src/games/terra-mystica/rules/geometry.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';
import { edit, fac, put, scenario } from './helpers.ts';

/**
 * snellman's option fire-and-ice-final-scoring adds one more 18/12/6 ranking at the end (TM-13.3's tie rule);
 * recorded games name the tile in the comment "Added final scoring tile: connected-clusters".
 */
function game(tile?: string): TmState {
  let s = scenario({
    factions: ['witches', 'engineers'],
    dwellings: [['F4', 'E9'], ['E7', 'C5']],
    ...(tile ? { options: { finalScoringTile: tile } } : {}),
  });
  // One witches network along the top edge: SH on A1 ... SA on A5, and B1 below A1.
  s = put(s, 0, 'A1', 'SH');
  for (const h of ['A2', 'A3', 'A4']) s = put(s, 0, h, 'D');
  s = put(s, 0, 'A5', 'SA');
  s = put(s, 0, 'B1', 'D');
  // C1 is one river hex away from B1 and A1, not next to them.
  return put(s, 0, 'C1', 'D');
}

describe('TM-13 Fire & Ice final scoring tiles (snellman fire-and-ice-final-scoring)', () => {
  it('TM-19.2 hex distance and map edge follow snellman (odd rows half a hex to the right; rivers count as hexes)', () => {
    const b = boardOf('base');
    expect(hexDistance(b, 'A1', 'A13')).toBe(12);
    expect(hexDistance(b, 'A1', 'B1')).toBe(1);
    expect(hexDistance(b, 'A5', 'B1')).toBe(4);
    expect(hexDistance(b, 'A1', 'I1')).toBe(8);
    // C1 sits behind a river hex: not the first hex of its row, so not on the edge; D1 and B6 are.
    expect([b.edge.has('C1'), b.edge.has('D1'), b.edge.has('B6'), b.edge.has('E9')]).toEqual([false, true, true, false]);
  });

  it('TM-13.3 connected-clusters: groups of directly connected buildings inside one network (shipping joins them)', () => {
    const s = game();
    expect(finalTileValue(s, fac(s, 0), 'connected-clusters')).toBe(1);
    const shipping = edit(s, (x) => Object.assign(fac(x, 0), { ship: 1 }));
    expect(finalTileValue(shipping, fac(shipping, 0), 'connected-clusters')).toBe(2);
  });

  it('TM-13.3 connected-distance, SA-SH distance and buildings on the edge, each within one network', () => {
    const s = game();
    const f = fac(s, 0);
    expect(finalTileValue(s, f, 'connected-distance')).toBe(4);
    expect(finalTileValue(s, f, 'connected-sa-sh-distance')).toBe(4);
    expect(finalTileValue(s, f, 'building-on-edge')).toBe(6);
    // The engineers' two dwellings are apart: one building per network, no SA or SH.
    const e = fac(s, 1);
    expect(finalTileValue(s, e, 'connected-distance')).toBe(0);
    expect(finalTileValue(s, e, 'connected-sa-sh-distance')).toBe(0);
  });

  it('TM-13.3 the tile is ranked 18/12/6 next to the network; without the option nothing is added', () => {
    const end = (s: TmState) => {
      const fin = edit(s, (x) => {
        for (const f of x.factions) f.passed = true;
      });
      finishGame(fin);
      return fin.finalScores?.map((x) => x.breakdown['building-on-edge']);
    };
    // The engineers have no building on the edge: a value of 0 scores nothing; one on I1 takes second place.
    expect(end(game('building-on-edge'))).toEqual([18, 0]);
    expect(end(put(game('building-on-edge'), 1, 'I1', 'D'))).toEqual([18, 12]);
    expect(end(game())).toEqual([undefined, undefined]);
  });

  it('TM-20.3 replay reads "Added final scoring tile: X"', () => {
    const g = parseLedger('option fire-and-ice-final-scoring\nAdded final scoring tile: connected-distance\n');
    expect(g.options.finalScoringTile).toBe('connected-distance');
    expect(parseLedger('option mini-expansion-1\n').options.finalScoringTile).toBeUndefined();
  });
});
