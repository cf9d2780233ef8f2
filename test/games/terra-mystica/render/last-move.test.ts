import { describe, expect, it } from 'vitest';
import { hexesOfMove } from '../../../../src/games/terra-mystica/render/last-move.ts';

const onBaseMap = (id: string): boolean => /^[A-I]\d{1,2}$/.test(id) || /^r\d+$/.test(id);

describe('hexes named by a move (for the last-move highlight)', () => {
  it('TM-20.3 finds the hex of build, upgrade and transform commands', () => {
    expect(hexesOfMove('build E7', onBaseMap)).toEqual(['E7']);
    expect(hexesOfMove('upgrade F3 to TP', onBaseMap)).toEqual(['F3']);
    expect(hexesOfMove('action ACT6. transform D5 to red. transform E4. build D5', onBaseMap)).toEqual(['D5', 'E4']);
  });

  it('TM-20.3 finds both ends of a bridge and the river hex of connect', () => {
    expect(hexesOfMove('action ACT1. bridge C2:E5', onBaseMap)).toEqual(['C2', 'E5']);
    expect(hexesOfMove('connect r12', onBaseMap)).toEqual(['r12']);
  });

  it('ignores tiles, resources and cult tracks', () => {
    for (const move of ['pass BON7', '+FAV11', '+TW1', 'convert 1P to 1W', 'send p to FIRE for 3', '+2AIR', 'leech 2 from engineers', 'dig 1', 'action ACT2']) {
      expect(hexesOfMove(move, onBaseMap), move).toEqual([]);
    }
  });

  it('leaves out ids that are not on the map, and no move at all', () => {
    expect(hexesOfMove('build J14', onBaseMap)).toEqual([]);
    expect(hexesOfMove(undefined, onBaseMap)).toEqual([]);
  });
});
