import { fitName } from './names.ts';
import { NEUTRAL, playerColour } from './palette.ts';
import { group, line, rect, svgDocument, text } from './svg.ts';
import { titleBar } from './widgets.ts';

export interface Bar {
  label: string;
  value: number;
  /** Shown at the end of the bar; the value itself by default. */
  valueLabel?: string;
}

export interface BarChartOptions {
  title: string;
  subtitle?: string;
  bars: readonly Bar[];
  width?: number;
}

const ROW = 44;
const TITLE = 56;
const LABEL_WIDTH = 260;
const MARGIN = 20;
const LABEL_SIZE = 20;

/**
 * A horizontal bar chart (statistics images): one labelled bar per row, scaled to the largest value,
 * in the palette's colours in turn (each with its letter-free fill; the value is written at the bar's end).
 */
export function barChart(options: BarChartOptions): string {
  const width = options.width ?? 900;
  const bars = options.bars;
  const height = TITLE + MARGIN * 2 + Math.max(1, bars.length) * ROW;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = width - LABEL_WIDTH - MARGIN * 2 - 80;
  const rows = bars.map((bar, index) => {
    const y = TITLE + MARGIN + index * ROW;
    const length = Math.max(2, (Math.max(0, bar.value) / max) * barSpace);
    // Cut to its column, so that a long player name cannot run into its bar.
    const label = fitName(bar.label, { width: LABEL_WIDTH - 12, size: LABEL_SIZE });
    const colour = playerColour(index % 7);
    return group([
      text(MARGIN + LABEL_WIDTH - 12, y + ROW / 2, label, { size: LABEL_SIZE, anchor: 'end', valign: 'middle', fill: NEUTRAL.ink }),
      rect(MARGIN + LABEL_WIDTH, y + 8, length, ROW - 16, { fill: colour.fill, stroke: NEUTRAL.ink, strokeWidth: 1 }),
      text(MARGIN + LABEL_WIDTH + length + 10, y + ROW / 2, bar.valueLabel ?? String(bar.value), { size: 20, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    ]);
  });
  const axisTop = TITLE + MARGIN;
  const axis = line(MARGIN + LABEL_WIDTH, axisTop, MARGIN + LABEL_WIDTH, axisTop + Math.max(1, bars.length) * ROW, { stroke: NEUTRAL.ink, strokeWidth: 2 });
  return svgDocument({ width, height, background: NEUTRAL.background }, [titleBar({ width, height: TITLE, title: options.title, subtitle: options.subtitle }), ...rows, axis]);
}
