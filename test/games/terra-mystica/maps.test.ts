import { describe, expect, it } from 'vitest';
import { boardOf, hexDistance } from '../../../src/games/terra-mystica/rules/board.ts';
import { MAP_IDS } from '../../../src/games/terra-mystica/data/maps.ts';

/** The five maps' geometry (TM-19), checked for the maps the recorded development games never use. */
describe('TM-19 map geometry', () => {
  it.each(MAP_IDS)('TM-19.2 %s: no two neighbouring land hexes share a terrain (row parity is right)', (id) => {
    const b = boardOf(id);
    for (const h of b.land) {
      for (const n of b.neighbors[h] ?? []) {
        if (b.terrain[n] !== 'river') expect(`${h}:${b.terrain[n]}`).not.toBe(`${h}:${b.terrain[h]}`);
      }
    }
  });

  it('TM-19.2 maps whose first row is the short one are labelled from row B (snellman)', () => {
    for (const id of ['lakes', 'fire-and-ice-side-1'] as const) {
      const b = boardOf(id);
      expect(b.land.includes('A1')).toBe(false);
      expect(b.land[0]).toBe('B1');
      expect(b.land.at(-1)?.[0]).toBe('J');
    }
    for (const id of ['base', 'revised-base', 'fjords'] as const) expect(boardOf(id).land[0]).toBe('A1');
  });

  it('TM-19.1 land and river hexes per map', () => {
    const count = (id: (typeof MAP_IDS)[number]) => [boardOf(id).land.length, boardOf(id).hexes.length - boardOf(id).land.length];
    expect(count('base')).toEqual([77, 36]);
    expect(count('revised-base')).toEqual([77, 36]);
    expect(count('lakes')).toEqual([77, 35]);
  });

  it.each([
    ['base', 29],
    ['revised-base', 29],
    ['lakes', 22],
    ['fire-and-ice-side-1', 33],
    ['fjords', 33],
  ] as const)('TM-19.4 %s has %i bridge sites, each joining two land hexes two apart across one river hex', (id, n) => {
    const b = boardOf(id);
    expect(b.bridges).toHaveLength(n);
    for (const [x, y] of b.bridges) {
      expect(hexDistance(b, x, y)).toBe(2);
      expect(b.neighbors[x]).not.toContain(y);
      expect(b.ship[x]?.[y]).toBe(1);
      const common = (b.neighbors[x] ?? []).filter((h) => (b.neighbors[y] ?? []).includes(h));
      // Both shared neighbours are river hexes, or (on the map edge) the only one there is.
      expect(common.length).toBeGreaterThan(0);
      for (const h of common) expect(b.terrain[h]).toBe('river');
    }
  });

  it('TM-19.3 ship distances on the lakes map count the river hexes crossed', () => {
    const b = boardOf('lakes');
    for (const [x, y] of b.bridges) expect(b.ship[y]?.[x]).toBe(1);
    // Distances are symmetric and never shorter than the straight-line distance minus one.
    for (const x of b.land.slice(0, 20)) {
      for (const [y, d] of Object.entries(b.ship[x] ?? {})) {
        expect(b.ship[y]?.[x]).toBe(d);
        expect(d).toBeGreaterThanOrEqual(hexDistance(b, x, y) - 1);
      }
    }
  });
});
