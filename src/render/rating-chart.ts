import { fitName } from './names.ts';
import { NEUTRAL, playerColour } from './palette.ts';
import { group, line, rect, svgDocument, text } from './svg.ts';
import { titleBar } from './widgets.ts';

export interface RatingRow {
  label: string;
  /** The skill estimate and its uncertainty (one standard deviation). */
  mu: number;
  sigma: number;
  /** Written at the row's right end (e.g. "12.3 · 9 games"). */
  valueLabel: string;
}

export interface RatingChartOptions {
  title: string;
  subtitle?: string;
  rows: readonly RatingRow[];
  /** How many standard deviations the bar spans each side of mu (the conservative rating is its left end). */
  z: number;
  width?: number;
}

const ROW = 44;
const TITLE = 56;
const AXIS = 34;
const LABEL_WIDTH = 220;
const VALUE_WIDTH = 190;
const MARGIN = 20;

/**
 * A leaderboard image: one row per player, best first, with a bar over the range mu ± z·sigma (its left end,
 * the conservative rating the board is ranked by, drawn bold), a tick at mu, and a scale along the top.
 */
export function ratingChart(options: RatingChartOptions): string {
  const width = options.width ?? 1000;
  const rows = options.rows;
  const height = TITLE + AXIS + MARGIN * 2 + Math.max(1, rows.length) * ROW;
  const lows = rows.map((r) => r.mu - options.z * r.sigma);
  const highs = rows.map((r) => r.mu + options.z * r.sigma);
  const min = Math.floor(Math.min(0, ...lows) / 5) * 5;
  const max = Math.ceil(Math.max(1, ...highs) / 5) * 5;
  const x0 = MARGIN + LABEL_WIDTH;
  const span = width - x0 - VALUE_WIDTH - MARGIN;
  const sx = (v: number) => x0 + ((v - min) / (max - min)) * span;
  const top = TITLE + MARGIN + AXIS;
  const parts: string[] = [titleBar({ width, height: TITLE, title: options.title, subtitle: options.subtitle })];
  const step = max - min > 60 ? 20 : max - min > 30 ? 10 : 5;
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) {
    parts.push(line(sx(v), top - 6, sx(v), top + rows.length * ROW, { stroke: v === 0 ? NEUTRAL.ink : '#CCCCCC', strokeWidth: v === 0 ? 2 : 1 }));
    parts.push(text(sx(v), top - 12, String(v), { size: 16, anchor: 'middle', fill: NEUTRAL.ink }));
  }
  rows.forEach((row, index) => {
    const y = top + index * ROW;
    const colour = playerColour(index % 7);
    const lo = sx(lows[index]!);
    const hi = sx(highs[index]!);
    parts.push(
      group([
        text(x0 - 12, y + ROW / 2, `${index + 1}. ${fitName(row.label, { width: LABEL_WIDTH - 50, size: 20 })}`, { size: 20, anchor: 'end', valign: 'middle', fill: NEUTRAL.ink }),
        rect(lo, y + 12, Math.max(2, hi - lo), ROW - 24, { fill: colour.fill, stroke: NEUTRAL.ink, strokeWidth: 1, fillOpacity: 0.45 }),
        rect(lo - 2, y + 6, 5, ROW - 12, { fill: NEUTRAL.ink }),
        line(sx(row.mu), y + 8, sx(row.mu), y + ROW - 8, { stroke: NEUTRAL.ink, strokeWidth: 2 }),
        text(width - MARGIN - VALUE_WIDTH + 12, y + ROW / 2, row.valueLabel, { size: 18, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
      ]),
    );
  });
  return svgDocument({ width, height, background: NEUTRAL.background }, parts);
}
