// The end of a game on a full board: a winner banner, then every player's rank, total and score categories, one row
// each. Games whose board has no final panel of its own use it (Advanced Civilization, Energy Empire). Pure SVG building.
import { NEUTRAL } from './palette.ts';
import { group, rect, text } from './svg.ts';
import { wrapText } from './turn-card.ts';
import { token, type Swatch } from './widgets.ts';

const BANNER_H = 56;
const GAP = 8;
const GOLD = '#F2C14E';
const WINNER_ROW = '#FFF4C2';
const TOTAL_W = 96;

export interface FinalRankRow {
  rank: number;
  name: string;
  total: number;
  /** Score categories in order, e.g. [['A.S.T.', 500], ['cities', 200]]. */
  breakdown: readonly (readonly [string, number])[];
  colour?: Swatch;
}

export interface FinalRankingOptions {
  x: number;
  y: number;
  width: number;
  rows: readonly FinalRankRow[];
  /** After the totals in the banner, e.g. "VP" or "points". */
  unit: string;
  rowHeight?: number;
}

/** Height of the panel for `rows` players. */
export function finalRankingHeight(rows: number, rowHeight = 40): number {
  return BANNER_H + GAP + (rows + 1) * rowHeight;
}

/** "Winner: Egypt (Ann) with 770 points", or "Shared win: A, B with …" when several rank first. */
export function winnerLine(rows: readonly FinalRankRow[], unit: string): string {
  const winners = rows.filter((r) => r.rank === 1);
  return `${winners.length > 1 ? 'Shared win' : 'Winner'}: ${winners.map((w) => w.name).join(', ')} with ${winners[0]?.total ?? 0} ${unit}`;
}

/** Clipped to one line of `width` at `size` (an ellipsis when cut). */
const oneLine = (content: string, width: number, size: number, bold = false) => wrapText(content, width, size, { bold, maxLines: 1 })[0] ?? '';

/**
 * The banner and the ranking, rows in rank order as given: rank, swatch and name, total, then one column per score
 * category (headers shrink to fit their column).
 */
export function finalRanking(options: FinalRankingOptions): { svg: string; height: number } {
  const { x, y, width, rows, unit } = options;
  const rowH = options.rowHeight ?? 40;
  const size = Math.round(rowH * 0.5);
  const categories = rows[0]?.breakdown.map(([name]) => name) ?? [];
  const catW = Math.min(150, (width * 0.55) / Math.max(1, categories.length));
  const nameW = width - TOTAL_W - catW * categories.length;
  const parts: string[] = [
    rect(x, y, width, BANNER_H, { fill: GOLD, rx: 6 }),
    text(x + 16, y + BANNER_H / 2, oneLine(winnerLine(rows, unit), width - 32, 28, true), { size: 28, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
  ];
  const top = y + BANNER_H + GAP;
  const totalX = x + nameW + TOTAL_W / 2;
  const catX = (i: number) => x + nameW + TOTAL_W + (i + 0.5) * catW;
  parts.push(rect(x, top, width, rowH, { fill: NEUTRAL.ink }));
  const head = (cx: number, label: string, w: number, anchor: 'start' | 'middle') => {
    const fitted = Math.min(size - 2, Math.floor((w - 8) / (0.6 * Math.max(1, label.length))));
    parts.push(text(cx, top + rowH / 2, label, { size: Math.max(11, fitted), weight: 'bold', valign: 'middle', anchor, fill: '#FFFFFF' }));
  };
  head(x + 12, 'Rank · player', nameW, 'start');
  head(totalX, 'Total', TOTAL_W, 'middle');
  categories.forEach((c, i) => head(catX(i), c, catW, 'middle'));
  rows.forEach((r, i) => {
    const rowTop = top + (i + 1) * rowH;
    const mid = rowTop + rowH / 2;
    parts.push(rect(x, rowTop, width, rowH, { fill: r.rank === 1 ? WINNER_ROW : i % 2 === 0 ? NEUTRAL.background : NEUTRAL.board }));
    parts.push(text(x + 12, mid, `${r.rank}.`, { size, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    const swatchR = rowH * 0.32;
    if (r.colour) parts.push(token({ cx: x + 56 + swatchR, cy: mid, r: swatchR, colour: r.colour }));
    const nameX = x + 56 + (r.colour ? 2 * swatchR + 8 : 0);
    parts.push(text(nameX, mid, oneLine(r.name, x + nameW - nameX - 8, size, true), { size, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    parts.push(text(totalX, mid, String(r.total), { size: size + 2, weight: 'bold', valign: 'middle', anchor: 'middle', fill: NEUTRAL.ink }));
    r.breakdown.forEach(([, v], j) => parts.push(text(catX(j), mid, String(v), { size, valign: 'middle', anchor: 'middle', fill: NEUTRAL.ink })));
  });
  const bottom = top + (rows.length + 1) * rowH;
  parts.push(rect(x, top, width, bottom - top, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }));
  return { svg: group(parts), height: bottom - y };
}
