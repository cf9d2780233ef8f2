/** The outline of an area changed in the last phase, and the labels it crosses drawn again over it (layered board). */
import { attrs, overlayPart, polygon, type OverlayPart, type Point } from '../../../render/primitives.ts';
import { outlineReaches } from './crossing.ts';

export interface ChangeOutline {
  readonly part: OverlayPart;
  readonly outline: readonly Point[];
  /** Width of the white underlay stroke: the widest. */
  readonly underlay: number;
}

/** Thick black outline on a white underlay (solid: dashes are slow to rasterise). */
export function changeOutline(id: string, points: readonly Point[], width: number): ChangeOutline {
  const underlay = width * 2.4;
  const svg = polygon(points, { fill: 'none', stroke: '#FFFFFF', strokeWidth: underlay }) + polygon(points, { fill: 'none', stroke: '#000000', strokeWidth: width });
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  // Mitred corners reach out up to twice the stroke's width.
  const part = overlayPart(`<g${attrs({ 'data-changed': id })}>${svg}</g>`, [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], 2 * underlay + 1);
  return { part, outline: points, underlay };
}

/**
 * An area's label (already in the base layer, under the outlines) drawn again where the change outlines cover it, and
 * only there: drawn twice, its anti-aliased edges would darken. Undefined when no outline comes near it.
 */
export function labelOverOutlines(areaId: string, label: OverlayPart, outlines: readonly ChangeOutline[]): OverlayPart | undefined {
  const crossing = outlines.filter((o) => outlineReaches(o.outline, label.box, 2 * o.underlay + 1));
  if (crossing.length === 0) return undefined;
  const id = `over-outline-${areaId}`;
  const { x, y, width, height } = label.box;
  const strokes = crossing.map((o) => polygon(o.outline, { fill: 'none', stroke: '#FFFFFF', strokeWidth: o.underlay })).join('');
  const mask = `<mask${attrs({ id, maskUnits: 'userSpaceOnUse', x, y, width, height })}>${strokes}</mask>`;
  return { box: label.box, svg: `<defs>${mask}</defs><g${attrs({ mask: `url(#${id})` })}>${label.svg}</g>` };
}
