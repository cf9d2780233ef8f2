// Pointy-top hex grids in offset rows (the layout of Terra Mystica and most hex
// board games): every other row is shifted right by half a hex. Pure geometry and
// SVG strings; no sharp.
import type { Paint, Point, TextStyle } from './svg.ts';
import { polygon, text } from './svg.ts';

const SQRT3 = Math.sqrt(3);

export interface HexGrid {
  /** Circumradius: centre to corner. */
  readonly size: number;
  /** Centre of the hex at row 0, column 0. */
  readonly origin: Point;
  /** Which rows are pushed right by half a hex; 'odd' means rows 1, 3, 5... ('B', 'D'...). */
  readonly shifted: 'odd' | 'even';
}

export interface HexCoord {
  readonly row: number;
  readonly col: number;
}

/** Distance between the centres of two neighbours in the same row. */
export function hexWidth(size: number): number {
  return SQRT3 * size;
}

/** Vertical distance between the centres of two consecutive rows. */
export function hexRowStep(size: number): number {
  return 1.5 * size;
}

export function isShiftedRow(grid: HexGrid, row: number): boolean {
  const odd = Math.abs(row) % 2 === 1;
  return grid.shifted === 'odd' ? odd : !odd;
}

export function hexCenter(grid: HexGrid, row: number, col: number): Point {
  const shift = isShiftedRow(grid, row) ? 0.5 : 0;
  return {
    x: grid.origin.x + (col + shift) * hexWidth(grid.size),
    y: grid.origin.y + row * hexRowStep(grid.size),
  };
}

/** The six corners, clockwise from the top one. */
export function hexCorners(center: Point, size: number): Point[] {
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    corners.push({ x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) });
  }
  return corners;
}

/** The six neighbours in offset coordinates (some may be off the board; the caller filters). */
export function hexNeighbours(grid: HexGrid, row: number, col: number): HexCoord[] {
  // In a shifted row the hexes above and below sit at col and col + 1; otherwise at col - 1 and col.
  const d = isShiftedRow(grid, row) ? 0 : -1;
  return [
    { row, col: col - 1 },
    { row, col: col + 1 },
    { row: row - 1, col: col + d },
    { row: row - 1, col: col + d + 1 },
    { row: row + 1, col: col + d },
    { row: row + 1, col: col + d + 1 },
  ];
}

export type ColumnCount = number | ((row: number) => number);

function columnsIn(cols: ColumnCount, row: number): number {
  return typeof cols === 'number' ? cols : cols(row);
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The bounding box of all hexes of a grid with `rows` rows. */
export function hexGridBounds(grid: HexGrid, rows: number, cols: ColumnCount): Box {
  let minX = Infinity;
  let maxX = -Infinity;
  for (let row = 0; row < rows; row++) {
    const n = columnsIn(cols, row);
    if (n <= 0) continue;
    const half = hexWidth(grid.size) / 2;
    minX = Math.min(minX, hexCenter(grid, row, 0).x - half);
    maxX = Math.max(maxX, hexCenter(grid, row, n - 1).x + half);
  }
  if (rows <= 0 || minX === Infinity) return { x: grid.origin.x, y: grid.origin.y, width: 0, height: 0 };
  const top = grid.origin.y - grid.size;
  return { x: minX, y: top, width: maxX - minX, height: hexRowStep(grid.size) * (rows - 1) + 2 * grid.size };
}

/**
 * The largest grid of `rows` x `cols` hexes that fits the box, centred in it.
 * With more than one row the shifted rows need half a hex of extra width.
 */
export function fitHexGrid(box: Box, rows: number, cols: number, shifted: HexGrid['shifted'] = 'odd'): HexGrid {
  const widthInHexes = cols + (rows > 1 ? 0.5 : 0);
  const sizeForWidth = box.width / (widthInHexes * SQRT3);
  const sizeForHeight = box.height / (1.5 * (rows - 1) + 2);
  const size = Math.min(sizeForWidth, sizeForHeight);
  const usedWidth = widthInHexes * SQRT3 * size;
  const usedHeight = (1.5 * (rows - 1) + 2) * size;
  const left = box.x + (box.width - usedWidth) / 2;
  const grid: HexGrid = { size, shifted, origin: { x: 0, y: box.y + (box.height - usedHeight) / 2 + size } };
  // Every row being shifted (a single 'even' row) moves the leftmost edge right by half a hex.
  const everyRowShifted = rows === 1 && isShiftedRow(grid, 0);
  const originX = left + (SQRT3 * size) / 2 - (everyRowShifted ? (SQRT3 * size) / 2 : 0);
  return { ...grid, origin: { x: originX, y: grid.origin.y } };
}

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA': spreadsheet-style row names. */
export function rowLetter(row: number): string {
  let n = row;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

export function hexPolygon(grid: HexGrid, row: number, col: number, style?: Paint, inset = 0): string {
  return polygon(hexCorners(hexCenter(grid, row, col), grid.size - inset), style);
}

/** Black-on-white double outline of one hex, visible on any terrain: marks the last move. */
export function hexHighlight(grid: HexGrid, row: number, col: number): string {
  const width = Math.max(2, grid.size / 12);
  const corners = hexCorners(hexCenter(grid, row, col), grid.size - width);
  return polygon(corners, { fill: 'none', stroke: '#FFFFFF', strokeWidth: width * 2.5 }) + polygon(corners, { fill: 'none', stroke: '#000000', strokeWidth: width });
}

export interface EdgeLabel {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: 'start' | 'middle' | 'end';
}

export interface CoordinateLabelOptions {
  /** Gap between the outermost hex edge and the label. Default: a quarter of the hex size. */
  readonly gap?: number;
  readonly rowLabel?: (row: number) => string;
  readonly columnLabel?: (col: number) => string;
  readonly sides?: { readonly left?: boolean; readonly right?: boolean; readonly top?: boolean; readonly bottom?: boolean };
}

/**
 * Coordinates on the map edges: row names left and right of each row, column
 * numbers above the first row and below the last. Label positions are the
 * visual centre of the text (draw them with valign 'middle').
 */
export function coordinateLabels(grid: HexGrid, rows: number, cols: ColumnCount, options?: CoordinateLabelOptions): EdgeLabel[] {
  const gap = options?.gap ?? grid.size / 4;
  const rowLabel = options?.rowLabel ?? rowLetter;
  const columnLabel = options?.columnLabel ?? ((col: number) => String(col + 1));
  const sides = { left: true, right: true, top: true, bottom: true, ...options?.sides };
  const half = hexWidth(grid.size) / 2;
  const labels: EdgeLabel[] = [];
  for (let row = 0; row < rows; row++) {
    const n = columnsIn(cols, row);
    if (n <= 0) continue;
    const first = hexCenter(grid, row, 0);
    const last = hexCenter(grid, row, n - 1);
    if (sides.left) labels.push({ x: first.x - half - gap, y: first.y, text: rowLabel(row), anchor: 'end' });
    if (sides.right) labels.push({ x: last.x + half + gap, y: last.y, text: rowLabel(row), anchor: 'start' });
  }
  const edgeRows: Array<[number, number]> = [];
  if (sides.top && rows > 0) edgeRows.push([0, -1]);
  if (sides.bottom && rows > 0) edgeRows.push([rows - 1, 1]);
  for (const [row, direction] of edgeRows) {
    for (let col = 0; col < columnsIn(cols, row); col++) {
      const c = hexCenter(grid, row, col);
      labels.push({ x: c.x, y: c.y + direction * (grid.size + gap * 2), text: columnLabel(col), anchor: 'middle' });
    }
  }
  return labels;
}

export function coordinateLabelsSvg(labels: readonly EdgeLabel[], style?: TextStyle): string {
  return labels.map((l) => text(l.x, l.y, l.text, { size: 16, weight: 'bold', ...style, anchor: l.anchor, valign: 'middle' })).join('');
}
