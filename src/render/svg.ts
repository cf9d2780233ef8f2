// Pure SVG string builders. No sharp, no I/O: game render folders import these.
import { drawableText } from './glyphs.ts';

/** The family bundled with the project (see fonts.ts); repeated here so this file stays pure. */
export const SVG_FONT_FAMILY = 'Noto Sans';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Escapes text and attribute values; safe for user names such as `<script>&"'`. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** Numbers with at most two decimals: keeps documents small and deterministic. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number in SVG: ${value}`);
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type AttrValue = string | number | undefined | null | false;

/** Attribute string with a leading space per attribute; undefined/null/false are left out. */
export function attrs(values: Readonly<Record<string, AttrValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

/** Text drawn in a <text> or <tspan>: what no bundled font has is replaced by a neutral mark (glyphs.ts), then escaped. */
export function textContent(content: string): string {
  return escapeXml(drawableText(content));
}

export interface Paint {
  readonly fill?: string;
  readonly stroke?: string;
  readonly strokeWidth?: number;
  readonly strokeDasharray?: string;
  readonly opacity?: number;
  readonly fillOpacity?: number;
}

function paintAttrs(paint: Paint | undefined): Record<string, AttrValue> {
  return {
    fill: paint?.fill,
    stroke: paint?.stroke,
    'stroke-width': paint?.strokeWidth,
    'stroke-dasharray': paint?.strokeDasharray,
    opacity: paint?.opacity,
    'fill-opacity': paint?.fillOpacity,
  };
}

export interface DocumentOptions {
  readonly width: number;
  readonly height: number;
  /** Fills the whole canvas; omit for a transparent background. */
  readonly background?: string;
  readonly fontFamily?: string;
  /** Extra definitions (patterns, gradients) placed in <defs>. */
  readonly defs?: string;
}

/** Whole image pixels: a part of an overlay draws nothing outside its box. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** SVG elements in the picture's own coordinates, and the box they stay inside (anything outside it is cut off). */
export interface OverlayPart {
  readonly box: PixelBox;
  readonly svg: string;
}

/**
 * A picture as an opaque SVG document, `base`, which changes seldom (a map's outlines and names), and the parts of a
 * transparent `overlay` drawn over it in order (pieces, panels). src/render/layers.ts rasterises the base once and
 * keeps it, and rasterises each part once while its SVG and box stay the same: a part should be a thing that changes
 * on its own (one area's pieces, one player's row). `overlayDefs` are definitions (clip paths) the parts refer to.
 */
export interface LayeredSvg {
  readonly base: string;
  readonly overlay: readonly OverlayPart[];
  readonly overlayDefs?: string;
}

/** A part covering the box [x0, y0, x1, y1] widened by `margin` and rounded outwards to whole pixels. */
export function overlayPart(svg: string, [x0, y0, x1, y1]: readonly [number, number, number, number], margin = 0): OverlayPart {
  const x = Math.floor(x0 - margin);
  const y = Math.floor(y0 - margin);
  return { svg, box: { x, y, width: Math.ceil(x1 + margin) - x, height: Math.ceil(y1 + margin) - y } };
}

export function svgDocument(options: DocumentOptions, children: string | readonly string[]): string {
  const body = typeof children === 'string' ? children : children.join('');
  const background =
    options.background === undefined ? '' : rect(0, 0, options.width, options.height, { fill: options.background });
  const defs = options.defs ? `<defs>${options.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({
      width: options.width,
      height: options.height,
      viewBox: `0 0 ${num(options.width)} ${num(options.height)}`,
      'font-family': options.fontFamily ?? SVG_FONT_FAMILY,
    })}>` +
    defs +
    background +
    body +
    '</svg>'
  );
}

export function rect(x: number, y: number, width: number, height: number, style?: Paint & { readonly rx?: number }): string {
  return `<rect${attrs({ x, y, width, height, rx: style?.rx, ...paintAttrs(style) })}/>`;
}

export function circle(cx: number, cy: number, r: number, style?: Paint): string {
  return `<circle${attrs({ cx, cy, r, ...paintAttrs(style) })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, style?: Paint): string {
  return `<line${attrs({ x1, y1, x2, y2, ...paintAttrs(style), stroke: style?.stroke ?? '#000' })}/>`;
}

export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

export function polygon(points: readonly Point[], style?: Paint): string {
  return `<polygon${attrs({ points: pointsAttr(points), ...paintAttrs(style) })}/>`;
}

export function polyline(points: readonly Point[], style?: Paint): string {
  return `<polyline${attrs({ points: pointsAttr(points), ...paintAttrs(style), fill: style?.fill ?? 'none', stroke: style?.stroke ?? '#000' })}/>`;
}

export function path(d: string, style?: Paint): string {
  return `<path${attrs({ d, ...paintAttrs(style) })}/>`;
}

export interface TextStyle {
  readonly size?: number;
  readonly weight?: 'normal' | 'bold';
  readonly anchor?: 'start' | 'middle' | 'end';
  /**
   * Vertical placement of y. 'baseline' is SVG's default; 'middle' centres capital
   * letters and digits on y. Done by shifting y, because librsvg ignores
   * dominant-baseline.
   */
  readonly valign?: 'baseline' | 'middle' | 'top';
  readonly fill?: string;
  /** A contrasting outline drawn under the glyphs, for labels on busy backgrounds. */
  readonly halo?: string;
  readonly haloWidth?: number;
  readonly family?: string;
  readonly italic?: boolean;
}

// Noto Sans: cap height 0.714 em, so half of it centres capitals; ascent ~0.76 em for 'top'.
const CAP_MIDDLE_EM = 0.357;
const CAP_TOP_EM = 0.714;

export function text(x: number, y: number, content: string, style?: TextStyle): string {
  const size = style?.size ?? 16;
  const shift = style?.valign === 'middle' ? CAP_MIDDLE_EM * size : style?.valign === 'top' ? CAP_TOP_EM * size : 0;
  const halo = style?.halo;
  return `<text${attrs({
    x,
    y: y + shift,
    'font-size': size,
    'font-weight': style?.weight === 'bold' ? 'bold' : undefined,
    'font-style': style?.italic ? 'italic' : undefined,
    'font-family': style?.family,
    'text-anchor': style?.anchor && style.anchor !== 'start' ? style.anchor : undefined,
    fill: style?.fill ?? '#000',
    stroke: halo,
    'stroke-width': halo ? (style?.haloWidth ?? Math.max(2, size / 5)) : undefined,
    'stroke-linejoin': halo ? 'round' : undefined,
    'paint-order': halo ? 'stroke' : undefined,
  })}>${textContent(content)}</text>`;
}

export interface GroupOptions extends Paint {
  readonly transform?: string;
  readonly id?: string;
}

export function group(children: string | readonly string[], options?: GroupOptions): string {
  const body = typeof children === 'string' ? children : children.join('');
  return `<g${attrs({ id: options?.id, transform: options?.transform, ...paintAttrs(options) })}>${body}</g>`;
}

export function translate(x: number, y: number): string {
  return `translate(${num(x)} ${num(y)})`;
}

export function rotate(degrees: number, cx = 0, cy = 0): string {
  return `rotate(${num(degrees)} ${num(cx)} ${num(cy)})`;
}

export function scale(factor: number): string {
  return `scale(${num(factor)})`;
}
