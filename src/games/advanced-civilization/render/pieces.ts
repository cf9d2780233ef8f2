/** Pieces drawn in an area: a city square, one chip per owner with letter and count, one boat per nation with ships. */
import { attrs, group, overlayPart, polygon, rect, type OverlayPart } from '../../../render/primitives.ts';
import type { AcAreaView } from '../view.ts';
import { NATIONS } from '../data/nations.ts';
import type { Owner } from '../state.ts';
import { ownerColour } from './colours.ts';
import { textRow, type Span } from './text-row.ts';
import { textWidth } from './text-size.ts';

export interface PieceItem {
  kind: 'city' | 'tokens' | 'ships';
  owner: Owner;
  count: number;
}

const OWNER_ORDER: readonly Owner[] = [...NATIONS, 'barbarian', 'pirate'];

/** The pieces of one area in drawing order: city first, then tokens, then ships (owners in A.S.T. order). */
export function pieceItems(area: AcAreaView | undefined): PieceItem[] {
  if (!area) return [];
  const items: PieceItem[] = [];
  if (area.city) items.push({ kind: 'city', owner: area.city, count: 1 });
  for (const owner of OWNER_ORDER) {
    const n = area.tokens[owner] ?? 0;
    if (n > 0) items.push({ kind: 'tokens', owner, count: n });
  }
  for (const owner of NATIONS) {
    const n = area.ships[owner] ?? 0;
    if (n > 0) items.push({ kind: 'ships', owner, count: n });
  }
  return items;
}

function label(item: PieceItem): string {
  const letter = ownerColour(item.owner).letter;
  // count 0 draws the letter alone: a swatch for legends.
  return item.kind === 'city' || item.count === 0 ? letter : `${letter}${item.count}`;
}

/** Cities are drawn a little larger than token chips: they matter more. */
const CITY_SCALE = 1.2;

export function pieceWidth(item: PieceItem, h: number): number {
  if (item.kind === 'city') return h * CITY_SCALE;
  return textWidth(label(item), h * 0.72, true) + h * (item.kind === 'ships' ? 0.8 : 0.45);
}

/** The shape of one piece (left edge x, centred on cy, row height h) and its caption as a span for textRow. */
function pieceParts(item: PieceItem, x: number, cy: number, h: number): { shape: string; span: Span } {
  const c = ownerColour(item.owner);
  const w = pieceWidth(item, h);
  const ink = '#1A1A1A';
  const span: Span = { x: x + w / 2, content: label(item), anchor: 'middle', fill: c.text };
  const tag = `${item.kind}-${item.owner}-${item.count}`;
  if (item.kind === 'city') {
    // A city: a square with a white inner ring, so it never reads as a token chip.
    const ring = w * 0.11;
    const shape = rect(x, cy - w / 2, w, w, { fill: ink }) + rect(x + ring, cy - w / 2 + ring, w - 2 * ring, w - 2 * ring, { fill: c.fill, stroke: '#FFFFFF', strokeWidth: w * 0.07 });
    return { shape: `<g${attrs({ 'data-piece': tag })}>${shape}</g>`, span: { ...span, size: w * 0.6 } };
  }
  if (item.kind === 'ships') {
    const top = cy - h / 2;
    const hull = polygon(
      [
        { x, y: top },
        { x: x + w, y: top },
        { x: x + w - h * 0.35, y: top + h },
        { x: x + h * 0.35, y: top + h },
      ],
      { fill: c.fill, stroke: ink, strokeWidth: Math.max(1, h * 0.08) },
    );
    return { shape: `<g${attrs({ 'data-piece': tag })}>${hull}</g>`, span };
  }
  const chip = rect(x, cy - h / 2, w, h, { fill: c.fill, stroke: ink, strokeWidth: Math.max(1, h * 0.08), rx: h * 0.45 });
  return { shape: `<g${attrs({ 'data-piece': tag })}>${chip}</g>`, span };
}

/** One piece with its caption, left edge at x, vertically centred on cy; h is the row height. */
export function drawPiece(item: PieceItem, x: number, cy: number, h: number): string {
  const { shape, span } = pieceParts(item, x, cy, h);
  return shape + textRow(cy, h * 0.72, '#000000', [span], 'bold');
}

/**
 * Lays pieces out in rows of at most `maxWidth`, centred on cx, the first row centred on cy; one <text> per row. The box
 * has room for a caption wider than its estimate.
 */
export function layoutPieces(items: readonly PieceItem[], cx: number, cy: number, h: number, maxWidth: number): OverlayPart {
  const gap = h * 0.18;
  const rows: PieceItem[][] = [[]];
  let used = 0;
  for (const item of items) {
    const w = pieceWidth(item, h);
    const row = rows[rows.length - 1]!;
    if (row.length > 0 && used + gap + w > maxWidth) {
      rows.push([item]);
      used = w;
    } else {
      row.push(item);
      used += (row.length > 1 ? gap : 0) + w;
    }
  }
  const shapes: string[] = [];
  const captions: string[] = [];
  let widest = 0;
  rows.forEach((row, r) => {
    const total = row.reduce((s, it) => s + pieceWidth(it, h), 0) + gap * (row.length - 1);
    widest = Math.max(widest, total);
    let x = cx - total / 2;
    const y = cy + r * (h + gap);
    const spans: Span[] = [];
    for (const item of row) {
      const parts = pieceParts(item, x, y, h);
      shapes.push(parts.shape);
      spans.push(parts.span);
      x += pieceWidth(item, h) + gap;
    }
    captions.push(textRow(y, h * 0.72, '#000000', spans, 'bold'));
  });
  // A city is CITY_SCALE rows high, centred on its row.
  const reach = (h * CITY_SCALE) / 2;
  const box = [cx - widest / 2, cy - reach, cx + widest / 2, cy + (rows.length - 1) * (h + gap) + reach] as const;
  return overlayPart(group([...shapes, ...captions]), box, h * 0.3 + 1);
}
