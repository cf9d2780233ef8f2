/**
 * Several labels on one line as a single <text> with absolutely placed <tspan>s: librsvg lays out each <text> element
 * on its own, so one element per row instead of one per cell cuts rasterising time. Built with the escaping helpers
 * of src/render; anchors are per span (text-anchor on a positioned tspan starts a new chunk).
 */
import { attrs, textContent } from '../../../render/primitives.ts';

export interface Span {
  x: number;
  content: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  fill?: string;
  size?: number;
}

/** `cy` is the middle of capitals (like text(..., { valign: 'middle' })). */
export function textRow(cy: number, size: number, fill: string, spans: readonly Span[], weight: 'normal' | 'bold' = 'normal'): string {
  if (spans.length === 0) return '';
  const body = spans
    .map(
      (s) =>
        `<tspan${attrs({
          x: s.x,
          'text-anchor': s.anchor && s.anchor !== 'start' ? s.anchor : undefined,
          'font-weight': s.weight === 'bold' ? 'bold' : undefined,
          'font-size': s.size,
          fill: s.fill,
        })}>${textContent(s.content)}</tspan>`,
    )
    .join('');
  return `<text${attrs({ y: cy + 0.357 * size, 'font-size': size, 'font-weight': weight === 'bold' ? 'bold' : undefined, fill })}>${body}</text>`;
}
