import { describe, expect, it } from 'vitest';
import { coordinateLabels, fitHexGrid, hexCenter, hexCorners, hexGridBounds, hexHighlight, hexNeighbours, hexPolygon, hexWidth, rowLetter } from '../../src/render/hex.ts';
import type { HexGrid } from '../../src/render/hex.ts';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

describe.each(['odd', 'even'] as const)('hex grid with %s rows shifted', (shifted) => {
  const grid: HexGrid = { size: 30, origin: { x: 100, y: 80 }, shifted };

  it('puts all six neighbours at the same distance, one hex width away', () => {
    for (const row of [2, 3]) {
      const centre = hexCenter(grid, row, 4);
      const neighbours = hexNeighbours(grid, row, 4);
      expect(new Set(neighbours.map((n) => `${n.row},${n.col}`)).size).toBe(6);
      for (const n of neighbours) {
        expect(distance(centre, hexCenter(grid, n.row, n.col))).toBeCloseTo(hexWidth(30), 9);
      }
    }
  });

  it('shares corners between neighbours (no gaps, no overlaps)', () => {
    const a = hexCorners(hexCenter(grid, 3, 3), 30);
    for (const n of hexNeighbours(grid, 3, 3)) {
      const b = hexCorners(hexCenter(grid, n.row, n.col), 30);
      const shared = a.filter((p) => b.some((q) => distance(p, q) < 1e-9));
      expect(shared).toHaveLength(2);
    }
  });

  it('fits a 13x9 map inside the requested box', () => {
    const box = { x: 50, y: 80, width: 1100, height: 780 };
    const fitted = fitHexGrid(box, 9, 13, shifted);
    const bounds = hexGridBounds(fitted, 9, 13);
    expect(bounds.x).toBeGreaterThanOrEqual(box.x - 1e-9);
    expect(bounds.y).toBeGreaterThanOrEqual(box.y - 1e-9);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
    expect(bounds.y + bounds.height).toBeLessThanOrEqual(box.y + box.height + 1e-9);
    // It fills the limiting dimension, centred in the other.
    expect(bounds.width).toBeCloseTo(box.width, 6);
    expect(bounds.y - box.y).toBeCloseTo(box.y + box.height - (bounds.y + bounds.height), 6);
  });
});

describe('hex helpers', () => {
  it('draws corners at the circumradius with the top corner first (pointy top)', () => {
    const corners = hexCorners({ x: 0, y: 0 }, 10);
    expect(corners).toHaveLength(6);
    for (const c of corners) expect(Math.hypot(c.x, c.y)).toBeCloseTo(10, 9);
    expect(corners[0]?.x).toBeCloseTo(0, 9);
    expect(corners[0]?.y).toBeCloseTo(-10, 9);
  });

  it('shifts odd rows right by half a hex', () => {
    const grid: HexGrid = { size: 20, origin: { x: 0, y: 0 }, shifted: 'odd' };
    expect(hexCenter(grid, 1, 0).x - hexCenter(grid, 0, 0).x).toBeCloseTo(hexWidth(20) / 2, 9);
    expect(hexCenter(grid, 2, 0).x).toBeCloseTo(0, 9);
    expect(hexCenter(grid, 1, 0).y).toBeCloseTo(30, 9);
  });

  it('names rows like a spreadsheet', () => {
    expect([0, 1, 8, 25, 26, 27, 51, 52].map(rowLetter)).toEqual(['A', 'B', 'I', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('puts coordinate labels on the edges, outside the hexes', () => {
    const grid: HexGrid = { size: 40, origin: { x: 200, y: 200 }, shifted: 'odd' };
    const cols = (row: number): number => (row % 2 === 1 ? 12 : 13);
    const labels = coordinateLabels(grid, 9, cols);
    // Row names left and right of 9 rows, column numbers over row A (13) and under row I (13).
    expect(labels).toHaveLength(9 * 2 + 13 + 13);
    const bounds = hexGridBounds(grid, 9, cols);
    const rowLabels = labels.filter((l) => /^[A-I]$/.test(l.text));
    const half = hexWidth(40) / 2;
    for (const l of rowLabels) {
      const row = l.text.charCodeAt(0) - 65;
      const first = hexCenter(grid, row, 0);
      const last = hexCenter(grid, row, cols(row) - 1);
      if (l.anchor === 'end') expect(l.x).toBeLessThan(first.x - half);
      else expect(l.x).toBeGreaterThan(last.x + half);
      expect(l.y).toBeCloseTo(first.y, 9);
    }
    const columnLabels = labels.filter((l) => /^\d+$/.test(l.text));
    expect(columnLabels.every((l) => l.y < bounds.y || l.y > bounds.y + bounds.height)).toBe(true);
    expect(columnLabels.map((l) => l.text).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('draws a hex as a six-point polygon', () => {
    const svg = hexPolygon({ size: 10, origin: { x: 10, y: 10 }, shifted: 'odd' }, 0, 0, { fill: '#fff' });
    expect(svg).toMatch(/^<polygon points="([\d.-]+,[\d.-]+ ){5}[\d.-]+,[\d.-]+" fill="#fff"\/>$/);
  });

  it('highlights a hex with a white and a black outline inside its edges', () => {
    const svg = hexHighlight({ size: 40, origin: { x: 0, y: 0 }, shifted: 'odd' }, 0, 0);
    expect(svg.match(/<polygon/g)).toHaveLength(2);
    expect(svg).toContain('stroke="#FFFFFF"');
    expect(svg).toContain('stroke="#000000"');
    expect(svg).toContain('fill="none"');
  });
});
