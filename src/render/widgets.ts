// Generic board-game widgets built from the SVG primitives. Pure; no sharp.
// Anything specific to one game belongs in that game's render folder.
import { hexCorners } from './hex.ts';
import { NEUTRAL, patternFill, readableTextColour } from './palette.ts';
import type { PlayerColour } from './palette.ts';
import type { Point } from './svg.ts';
import { circle, group, line, polygon, rect, text } from './svg.ts';

/** A player colour, or any fill with its text colour (for neutral pieces). */
export type Swatch = PlayerColour | { readonly fill: string; readonly text?: string; readonly letter?: string };

function swatchFill(swatch: Swatch, patterned: boolean): string {
  return patterned && 'pattern' in swatch ? patternFill(swatch) : swatch.fill;
}

function swatchText(swatch: Swatch): string {
  return swatch.text ?? readableTextColour(swatch.fill);
}

export type TokenShape = 'circle' | 'square' | 'hexagon' | 'diamond' | 'triangle';

export interface TokenOptions {
  readonly cx: number;
  readonly cy: number;
  /** Radius of the circle the shape fits in. */
  readonly r: number;
  readonly colour: Swatch;
  /** Defaults to the colour's letter; '' draws no letter. */
  readonly label?: string;
  readonly shape?: TokenShape;
  /** Fill with the colour's pattern (needs patternDefs() in the document). */
  readonly patterned?: boolean;
  /** Ring marking the last move. */
  readonly highlight?: boolean;
}

function shapeOutline(shape: TokenShape, cx: number, cy: number, r: number, fill: string): string {
  const style = { fill, stroke: NEUTRAL.ink, strokeWidth: Math.max(1, r / 10) };
  switch (shape) {
    case 'circle':
      return circle(cx, cy, r, style);
    case 'square': {
      const s = r * 1.6;
      return rect(cx - s / 2, cy - s / 2, s, s, { ...style, rx: r / 6 });
    }
    case 'hexagon':
      return polygon(hexCorners({ x: cx, y: cy }, r), style);
    case 'diamond':
      return polygon([{ x: cx, y: cy - r }, { x: cx + r, y: cy }, { x: cx, y: cy + r }, { x: cx - r, y: cy }], style);
    case 'triangle':
      return polygon([{ x: cx, y: cy - r }, { x: cx + r * 0.95, y: cy + r * 0.7 }, { x: cx - r * 0.95, y: cy + r * 0.7 }], style);
  }
}

export function token(options: TokenOptions): string {
  const { cx, cy, r, colour } = options;
  const shape = options.shape ?? 'circle';
  const label = options.label ?? colour.letter ?? '';
  const parts = [shapeOutline(shape, cx, cy, r, swatchFill(colour, options.patterned ?? false))];
  if (label !== '') {
    const size = r * (label.length > 2 ? 0.8 : label.length > 1 ? 1 : 1.2);
    // Letters on a patterned fill get a halo in the fill colour so they stay readable.
    const halo = options.patterned && 'pattern' in colour && colour.pattern !== 'solid' ? colour.fill : undefined;
    const labelY = shape === 'triangle' ? cy + r * 0.2 : cy;
    parts.push(text(cx, labelY, label, { size, weight: 'bold', anchor: 'middle', valign: 'middle', fill: swatchText(colour), halo }));
  }
  if (options.highlight) parts.push(highlightRing(cx, cy, r * 1.3));
  return group(parts);
}

/** Black-and-white dashed ring: visible on any background, for the last move. */
export function highlightRing(cx: number, cy: number, r: number): string {
  const width = Math.max(2, r / 8);
  return (
    circle(cx, cy, r, { fill: 'none', stroke: '#FFFFFF', strokeWidth: width * 2 }) +
    circle(cx, cy, r, { fill: 'none', stroke: NEUTRAL.highlight, strokeWidth: width, strokeDasharray: `${(r / 3).toFixed(1)} ${(r / 5).toFixed(1)}` })
  );
}

export interface TrackMarker {
  readonly space: number;
  readonly colour: Swatch;
  readonly label?: string;
}

export interface TrackOptions {
  readonly x: number;
  readonly y: number;
  /** Number on the first space (0 for a score track). */
  readonly first?: number;
  readonly count: number;
  /** Spaces per row before the track wraps. Default: all in one row. */
  readonly perRow?: number;
  readonly cellWidth: number;
  readonly cellHeight?: number;
  /** Every n-th space is drawn darker (5 or 10 for score tracks). */
  readonly emphasiseEvery?: number;
  /** Wrapped rows run alternately left-to-right and right-to-left, like a snake. */
  readonly snake?: boolean;
  readonly markers?: readonly TrackMarker[];
  readonly numberSize?: number;
}

/** Centre of the space numbered `space` (not its index). */
export function trackSpaceCenter(options: TrackOptions, space: number): Point {
  const index = space - (options.first ?? 0);
  const perRow = options.perRow ?? options.count;
  const h = options.cellHeight ?? options.cellWidth;
  const row = Math.floor(index / perRow);
  const inRow = index % perRow;
  const col = options.snake && row % 2 === 1 ? perRow - 1 - inRow : inRow;
  return { x: options.x + (col + 0.5) * options.cellWidth, y: options.y + (row + 0.5) * h };
}

export function track(options: TrackOptions): string {
  const first = options.first ?? 0;
  const w = options.cellWidth;
  const h = options.cellHeight ?? w;
  const numberSize = options.numberSize ?? Math.min(w, h) * 0.3;
  const parts: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const space = first + i;
    const c = trackSpaceCenter(options, space);
    const emphasised = options.emphasiseEvery !== undefined && space % options.emphasiseEvery === 0;
    parts.push(rect(c.x - w / 2, c.y - h / 2, w, h, { fill: emphasised ? NEUTRAL.panel : NEUTRAL.background, stroke: NEUTRAL.gridLine, strokeWidth: 1 }));
    parts.push(text(c.x - w / 2 + 3, c.y - h / 2 + 2, String(space), { size: numberSize, valign: 'top', fill: NEUTRAL.mutedInk, weight: emphasised ? 'bold' : 'normal' }));
  }
  parts.push(trackMarkers(options));
  return group(parts);
}

/**
 * Markers sit below the space's number, and markers sharing a space are spread
 * over it instead of hiding each other.
 */
function trackMarkers(options: TrackOptions): string {
  const markers = options.markers ?? [];
  const w = options.cellWidth;
  const h = options.cellHeight ?? w;
  const numberBand = (options.numberSize ?? Math.min(w, h) * 0.3) * 1.1;
  const areaHeight = h - numberBand;
  const bySpace = new Map<number, TrackMarker[]>();
  for (const m of markers) bySpace.set(m.space, [...(bySpace.get(m.space) ?? []), m]);
  const parts: string[] = [];
  for (const [space, here] of bySpace) {
    const c = trackSpaceCenter(options, space);
    const areaTop = c.y - h / 2 + numberBand;
    const perLine = Math.min(here.length, Math.max(1, Math.round(Math.sqrt(here.length * (w / areaHeight)))));
    const lines = Math.ceil(here.length / perLine);
    const r = Math.min(w / perLine, areaHeight / lines) * 0.45;
    here.forEach((m, i) => {
      const col = i % perLine;
      const row = Math.floor(i / perLine);
      const cx = c.x - w / 2 + (col + 0.5) * (w / perLine);
      const cy = areaTop + (row + 0.5) * (areaHeight / lines);
      parts.push(token({ cx, cy, r, colour: m.colour, label: m.label }));
    });
  }
  return parts.join('');
}

export interface LegendItem {
  readonly colour: Swatch;
  readonly label: string;
  /** Letter on the swatch; defaults to the colour's letter. */
  readonly letter?: string;
}

export interface LegendOptions {
  readonly x: number;
  readonly y: number;
  readonly items: readonly LegendItem[];
  readonly rowHeight?: number;
  readonly size?: number;
  /** Lay items out in this many columns of `columnWidth`. Default 1. */
  readonly columns?: number;
  readonly columnWidth?: number;
  readonly patterned?: boolean;
}

export function legend(options: LegendOptions): string {
  const rowHeight = options.rowHeight ?? 28;
  const size = options.size ?? rowHeight * 0.55;
  const columns = options.columns ?? 1;
  const columnWidth = options.columnWidth ?? 200;
  const rowsPerColumn = Math.ceil(options.items.length / columns);
  return group(
    options.items.map((item, i) => {
      const col = Math.floor(i / rowsPerColumn);
      const row = i % rowsPerColumn;
      const x = options.x + col * columnWidth;
      const cy = options.y + (row + 0.5) * rowHeight;
      const r = rowHeight * 0.38;
      return (
        token({ cx: x + r, cy, r, colour: item.colour, label: item.letter, patterned: options.patterned }) +
        text(x + 2 * r + 8, cy, item.label, { size, valign: 'middle', fill: NEUTRAL.ink })
      );
    }),
  );
}

export interface TableColumn {
  readonly header: string;
  readonly width: number;
  readonly align?: 'start' | 'middle' | 'end';
}

export interface TableRow {
  readonly cells: readonly string[];
  /** Draws a swatch with the colour's letter before the first cell. */
  readonly colour?: Swatch;
  readonly bold?: boolean;
}

export interface TableOptions {
  readonly x: number;
  readonly y: number;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
  readonly rowHeight?: number;
  readonly size?: number;
}

/** A table for player summaries: header row, zebra rows, a colour swatch per player. */
export function table(options: TableOptions): string {
  const rowHeight = options.rowHeight ?? 30;
  const size = options.size ?? rowHeight * 0.5;
  const width = options.columns.reduce((sum, c) => sum + c.width, 0);
  const pad = 6;
  const parts: string[] = [rect(options.x, options.y, width, rowHeight, { fill: NEUTRAL.ink })];
  const cellX = (col: TableColumn, left: number): number =>
    col.align === 'end' ? left + col.width - pad : col.align === 'middle' ? left + col.width / 2 : left + pad;

  let left = options.x;
  for (const col of options.columns) {
    parts.push(text(cellX(col, left), options.y + rowHeight / 2, col.header, { size, weight: 'bold', anchor: col.align ?? 'start', valign: 'middle', fill: '#FFFFFF' }));
    left += col.width;
  }
  options.rows.forEach((row, r) => {
    const top = options.y + (r + 1) * rowHeight;
    const cy = top + rowHeight / 2;
    parts.push(rect(options.x, top, width, rowHeight, { fill: r % 2 === 0 ? NEUTRAL.background : NEUTRAL.board }));
    let cellLeft = options.x;
    options.columns.forEach((col, c) => {
      let x = cellX(col, cellLeft);
      if (c === 0 && row.colour !== undefined) {
        const swatchR = rowHeight * 0.36;
        parts.push(token({ cx: cellLeft + pad + swatchR, cy, r: swatchR, colour: row.colour }));
        x += 2 * swatchR + pad;
      }
      const value = row.cells[c] ?? '';
      parts.push(text(x, cy, value, { size, weight: row.bold ? 'bold' : 'normal', anchor: col.align ?? 'start', valign: 'middle', fill: NEUTRAL.ink }));
      cellLeft += col.width;
    });
  });
  const bottom = options.y + (options.rows.length + 1) * rowHeight;
  parts.push(rect(options.x, options.y, width, bottom - options.y, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }));
  parts.push(line(options.x, options.y + rowHeight, options.x + width, options.y + rowHeight, { stroke: NEUTRAL.ink, strokeWidth: 1 }));
  return group(parts);
}

export interface TitleBarOptions {
  readonly width: number;
  readonly height?: number;
  readonly x?: number;
  readonly y?: number;
  readonly title: string;
  readonly subtitle?: string;
  readonly fill?: string;
}

/** Title at the left, optional subtitle (round, whose turn) at the right. */
export function titleBar(options: TitleBarOptions): string {
  const x = options.x ?? 0;
  const y = options.y ?? 0;
  const height = options.height ?? 56;
  const fill = options.fill ?? NEUTRAL.ink;
  const ink = readableTextColour(fill);
  const cy = y + height / 2;
  const parts = [rect(x, y, options.width, height, { fill }), text(x + 16, cy, options.title, { size: height * 0.45, weight: 'bold', valign: 'middle', fill: ink })];
  if (options.subtitle !== undefined) {
    parts.push(text(x + options.width - 16, cy, options.subtitle, { size: height * 0.34, anchor: 'end', valign: 'middle', fill: ink }));
  }
  return group(parts);
}
