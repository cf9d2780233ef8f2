import { describe, expect, it } from 'vitest';
import { mapBoard } from '../../../../src/games/advanced-civilization/data/maps.ts';
import { mapGeometry, checkGeometry, type MapGeometry } from '../../../../src/games/advanced-civilization/data/map-geometry.ts';
import { MAP_REGIONS } from '../../../../src/games/advanced-civilization/render/regions.ts';

type P = readonly [number, number];

function inside(p: P, poly: readonly P[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

function edgeDistance(p: P, poly: readonly P[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy));
  }
  return best;
}

const candidate = mapBoard('candidate')!;

describe('map geometry data (spec M.3a)', () => {
  it('has one outline per area of the candidate map, 158 ids, on the same board', () => {
    expect(Object.keys(mapGeometry().areas).sort()).toEqual([...candidate.order].sort());
    expect(Object.keys(mapGeometry().areas)).toHaveLength(158);
    for (const id of candidate.order) expect(mapGeometry().areas[id]!.board).toBe(candidate.areas[id]!.board);
  });

  it('the load-time check names a missing outline, an extra outline and a wrong board', () => {
    const broken: MapGeometry = { ...mapGeometry(), areas: { ...mapGeometry().areas } };
    delete broken.areas.athens;
    broken.areas.atlantis = { board: 'main', anchor: [0, 0], room: 1, path: [[0, 0], [1, 0], [0, 1]] };
    broken.areas.roma = { ...mapGeometry().areas.roma!, board: 'western' };
    expect(() => checkGeometry(broken, 'candidate')).toThrow(/athens has no outline[\s\S]*roma is on board main[\s\S]*atlantis is not an area/);
    expect(() => checkGeometry(mapGeometry(), 'candidate')).not.toThrow();
  });

  it('every anchor is inside its outline, `room` is its distance to the edge, and it is near the most inland point', () => {
    for (const [id, g] of Object.entries(mapGeometry().areas)) {
      expect(inside(g.anchor, g.path), id).toBe(true);
      expect(Math.abs(edgeDistance(g.anchor, g.path) - g.room), id).toBeLessThan(1);
      // A coarse independent search for the most inland point: the stored anchor is at least 90% as far from the edge.
      const xs = g.path.map((p) => p[0]);
      const ys = g.path.map((p) => p[1]);
      let best = 0;
      for (let x = Math.min(...xs); x <= Math.max(...xs); x += 4) {
        for (let y = Math.min(...ys); y <= Math.max(...ys); y += 4) if (inside([x, y], g.path)) best = Math.max(best, edgeDistance([x, y], g.path));
      }
      expect(g.room, id).toBeGreaterThanOrEqual(best * 0.9);
    }
  });

  it('every area anchor lies in at least one detail region of its board, and region ids are unique', () => {
    expect(new Set(MAP_REGIONS.map((r) => r.id)).size).toBe(MAP_REGIONS.length);
    for (const [id, g] of Object.entries(mapGeometry().areas)) {
      const covered = MAP_REGIONS.some((r) => r.board === g.board && g.anchor[0] >= r.box[0] && g.anchor[0] <= r.box[2] && g.anchor[1] >= r.box[1] && g.anchor[1] <= r.box[3]);
      expect(covered, id).toBe(true);
    }
  });
});
