import { describe, expect, it } from 'vitest';
import { CITY_H, CITY_W, cityCentre, MAP_HEIGHT, MAP_WIDTH } from '../../../../src/games/cargo-empire/render/map-layout.ts';
import { mapSide } from '../../../../src/games/cargo-empire/rules/world.ts';

describe('Cargo Empire map layout', () => {
  const boxes = mapSide('europe').cities.map((c, i) => {
    const centre = cityCentre(c.id, i);
    return { id: c.id, left: centre.x - CITY_W / 2, top: centre.y - CITY_H / 2, right: centre.x + CITY_W / 2, bottom: centre.y + CITY_H / 2 };
  });

  it('places all 24 Europe cities inside the map, with room above the top row for crest badges', () => {
    expect(boxes).toHaveLength(24);
    for (const b of boxes) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(MAP_WIDTH);
      expect(b.top).toBeGreaterThanOrEqual(22);
      expect(b.bottom).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('never lets two city boxes touch (a gap of at least 24 px keeps every route visible)', () => {
    for (const a of boxes) {
      for (const b of boxes) {
        if (a.id >= b.id) continue;
        const apart = a.right + 24 <= b.left || b.right + 24 <= a.left || a.bottom + 24 <= b.top || b.bottom + 24 <= a.top;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });
});
