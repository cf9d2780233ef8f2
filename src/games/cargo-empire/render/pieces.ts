// Small pieces shared by the map, the panels and the private picture: cubes, posts, anchors, card icons.
import { circle, group, line, NEUTRAL, path, rect, text, token } from '../../../render/primitives.ts';
import type { Cargo, Colour, Transport } from '../state.ts';
import { CARGO_FILL, CARGO_LETTER, pieceColour } from './colours.ts';

/** A cargo cube (filled) or an empty production space printed with that colour (faded, dashed). */
export function cube(cx: number, cy: number, size: number, colour: Cargo, present: boolean): string {
  const x = cx - size / 2;
  const y = cy - size / 2;
  if (!present) {
    return group([
      rect(x, y, size, size, { fill: CARGO_FILL[colour], fillOpacity: 0.3, stroke: NEUTRAL.mutedInk, strokeWidth: 1.2, strokeDasharray: '3 2', rx: 2 }),
      text(cx, cy, CARGO_LETTER[colour], { size: size * 0.6, anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }),
    ]);
  }
  const ink = colour === 'brown' ? '#FFFFFF' : NEUTRAL.ink;
  return group([
    rect(x, y, size, size, { fill: CARGO_FILL[colour], stroke: NEUTRAL.ink, strokeWidth: 1.5, rx: 2 }),
    text(cx, cy, CARGO_LETTER[colour], { size: size * 0.62, weight: 'bold', anchor: 'middle', valign: 'middle', fill: ink }),
  ]);
}

/** A trading post: a circle in the piece colour with its letter and pattern. */
export function post(cx: number, cy: number, r: number, colour: Colour, highlight = false): string {
  return token({ cx, cy, r, colour: pieceColour(colour), patterned: true, highlight });
}

/** An empty demand space: a ring in the cargo colour it asks for, hollow so it never looks like a post. */
export function demandSlot(cx: number, cy: number, r: number, colour: Cargo): string {
  const ring = Math.max(2.5, r * 0.32);
  return group([
    circle(cx, cy, r, { fill: '#FFFFFF', stroke: NEUTRAL.ink, strokeWidth: 1 }),
    circle(cx, cy, r - ring / 2 - 0.5, { fill: 'none', stroke: CARGO_FILL[colour], strokeWidth: ring }),
    text(cx, cy, CARGO_LETTER[colour], { size: r * 1.05, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
  ]);
}

/** A ship's anchor, drawn with strokes because Noto Sans has no anchor glyph. */
export function anchor(cx: number, cy: number, size: number, stroke: string = NEUTRAL.ink): string {
  const s = size / 2;
  const w = Math.max(1.5, size / 9);
  return group([
    circle(cx, cy - s * 0.72, s * 0.2, { fill: 'none', stroke, strokeWidth: w }),
    line(cx, cy - s * 0.52, cx, cy + s * 0.85, { stroke, strokeWidth: w }),
    line(cx - s * 0.45, cy - s * 0.25, cx + s * 0.45, cy - s * 0.25, { stroke, strokeWidth: w }),
    path(`M ${cx - s * 0.8} ${cy + s * 0.2} Q ${cx - s * 0.6} ${cy + s * 0.9} ${cx} ${cy + s * 0.85} Q ${cx + s * 0.6} ${cy + s * 0.9} ${cx + s * 0.8} ${cy + s * 0.2}`, {
      fill: 'none',
      stroke,
      strokeWidth: w,
    }),
  ]);
}

/** Transport markers: one shape per type, the player's colour and letter inside. */
export const MARKER_SHAPE = { car: 'square', loco: 'circle', ship: 'diamond' } as const satisfies Record<Transport, string>;

export function marker(cx: number, cy: number, r: number, type: Transport, colour: Colour, highlight = false): string {
  return token({ cx, cy, r, colour: pieceColour(colour), shape: MARKER_SHAPE[type], patterned: true, highlight });
}
