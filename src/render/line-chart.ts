import { fitName } from './names.ts';
import { NEUTRAL, playerColour } from './palette.ts';
import { circle, group, line, polygon, polyline, rect, svgDocument, text } from './svg.ts';
import { titleBar } from './widgets.ts';

export interface Series {
  label: string;
  /** y values at x = 1, 2, 3, ... (a player's games in order). */
  values: readonly number[];
}

export interface LineChartOptions {
  title: string;
  subtitle?: string;
  series: readonly Series[];
  /** Words under the x axis (e.g. "games played"). */
  xLabel: string;
  width?: number;
  height?: number;
}

const TITLE = 56;
const MARGIN = { left: 80, right: 30, top: 30, bottom: 70 };
const LEGEND_ROW = 30;
// Markers differ in shape as well as colour, for colour-blind readers.
const MARKERS = ['circle', 'square', 'diamond'] as const;

/** Round steps (1, 2, 5 × 10^k) giving about five ticks over [min, max]. */
function ticks(min: number, max: number): number[] {
  const span = Math.max(max - min, 1e-9);
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) out.push(Math.round(v / step) * step);
  return out;
}

function marker(kind: (typeof MARKERS)[number], x: number, y: number, fill: string): string {
  const style = { fill, stroke: NEUTRAL.ink, strokeWidth: 1 };
  if (kind === 'circle') return circle(x, y, 5, style);
  if (kind === 'square') return rect(x - 4.5, y - 4.5, 9, 9, style);
  return polygon([{ x, y: y - 6 }, { x: x + 6, y }, { x, y: y + 6 }, { x: x - 6, y }], style);
}

/**
 * A line chart over games (statistics images: a player's rating history): one line per series with a marker
 * per point, y ticks at round numbers, a zero line, and a legend under the plot when there are several series.
 */
export function lineChart(options: LineChartOptions): string {
  const width = options.width ?? 900;
  const legendHeight = options.series.length > 1 ? options.series.length * LEGEND_ROW + 10 : 0;
  const height = (options.height ?? 480) + legendHeight;
  const all = options.series.flatMap((s) => s.values);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const pad = (hi - lo) * 0.08;
  const [yMin, yMax] = [lo - pad, hi + pad];
  const count = Math.max(2, ...options.series.map((s) => s.values.length));
  const plot = { x: MARGIN.left, y: TITLE + MARGIN.top, w: width - MARGIN.left - MARGIN.right, h: height - legendHeight - TITLE - MARGIN.top - MARGIN.bottom };
  const sx = (i: number) => plot.x + ((i - 1) / Math.max(1, count - 1)) * plot.w;
  const sy = (v: number) => plot.y + plot.h - ((v - yMin) / (yMax - yMin)) * plot.h;
  const parts: string[] = [titleBar({ width, height: TITLE, title: options.title, subtitle: options.subtitle })];
  for (const t of ticks(yMin, yMax)) {
    parts.push(line(plot.x, sy(t), plot.x + plot.w, sy(t), { stroke: t === 0 ? NEUTRAL.ink : '#CCCCCC', strokeWidth: t === 0 ? 2 : 1 }));
    parts.push(text(plot.x - 10, sy(t), String(t), { size: 18, anchor: 'end', valign: 'middle', fill: NEUTRAL.ink }));
  }
  for (const t of ticks(1, count).filter((v) => Number.isInteger(v) && v >= 1)) {
    parts.push(text(sx(t), plot.y + plot.h + 26, String(t), { size: 18, anchor: 'middle', fill: NEUTRAL.ink }));
  }
  parts.push(line(plot.x, plot.y, plot.x, plot.y + plot.h, { stroke: NEUTRAL.ink, strokeWidth: 2 }));
  parts.push(text(plot.x + plot.w / 2, plot.y + plot.h + 56, options.xLabel, { size: 18, anchor: 'middle', fill: NEUTRAL.ink }));
  options.series.forEach((series, index) => {
    const colour = playerColour(index % 7).fill;
    const kind = MARKERS[index % MARKERS.length]!;
    const points = series.values.map((v, i) => ({ x: sx(i + 1), y: sy(v) }));
    if (points.length > 1) parts.push(polyline(points, { fill: 'none', stroke: colour, strokeWidth: 3 }));
    parts.push(group(points.map((p) => marker(kind, p.x, p.y, colour))));
    if (legendHeight > 0) {
      const ly = height - legendHeight + index * LEGEND_ROW + 15;
      parts.push(marker(kind, plot.x + 8, ly, colour));
      parts.push(text(plot.x + 24, ly, fitName(series.label, { width: plot.w - 40, size: 18 }), { size: 18, valign: 'middle', fill: NEUTRAL.ink }));
    }
  });
  return svgDocument({ width, height, background: NEUTRAL.background }, parts);
}
