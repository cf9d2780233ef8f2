/**
 * Flood plains: wavy blue lines over the plain's green. The whole board fills them with an SVG pattern; a crop shown
 * at a fractional zoom (the phone card) draws the same lines as one path instead, clipped to the area: librsvg
 * paints a pattern at a fractional scale through a slow resampling path (about 0.5 µs a pixel, 150 ms for a card).
 */
import { attrs, pointsAttr, type Point } from '../../../render/primitives.ts';
import type { Box } from './clip.ts';
import { MAP_INK } from './colours.ts';

export const FLOOD_PATTERN_ID = 'ac-flood';
const TILE_W = 12;
const TILE_H = 8;
const WAVE_STROKE = { stroke: MAP_INK.floodMark, 'stroke-width': 1.2, 'stroke-opacity': 0.7, fill: 'none' } as const;

/** The pattern, anchored at the document's origin. */
export function floodPattern(): string {
  return (
    `<pattern id="${FLOOD_PATTERN_ID}" patternUnits="userSpaceOnUse" width="${TILE_W}" height="${TILE_H}">` +
    `<rect width="${TILE_W}" height="${TILE_H}" fill="${MAP_INK.floodPlain}"/>` +
    `<path${attrs({ d: `M0,5 Q3,2 6,5 T${TILE_W},5`, ...WAVE_STROKE })}/></pattern>`
  );
}

/** The waves of every pattern tile that meets `box`, as one path (each tile's wave continues the last one's). */
function wavesOver(box: Box): string {
  const x0 = Math.floor(box.x / TILE_W) * TILE_W;
  const x1 = Math.ceil((box.x + box.width) / TILE_W) * TILE_W;
  const rows: string[] = [];
  for (let y = Math.floor(box.y / TILE_H) * TILE_H; y < box.y + box.height; y += TILE_H) {
    let d = `M${x0},${y + 5} Q${x0 + 3},${y + 2} ${x0 + 6},${y + 5}`;
    for (let x = x0 + TILE_W; x <= x1; x += TILE_W / 2) d += ` T${x},${y + 5}`;
    rows.push(d);
  }
  return rows.join(' ');
}

/** A flood plain drawn without the pattern: the plain's fill, the waves clipped to it, then its border on top. */
export function floodPlainShape(points: readonly Point[], border: { stroke: string; width: number }, clipId: string): string {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  const shape = pointsAttr(points);
  return (
    `<polygon${attrs({ points: shape, fill: MAP_INK.floodPlain })}/>` +
    `<clipPath${attrs({ id: clipId })}><polygon${attrs({ points: shape })}/></clipPath>` +
    `<path${attrs({ d: wavesOver(box), ...WAVE_STROKE, 'clip-path': `url(#${clipId})` })}/>` +
    `<polygon${attrs({ points: shape, fill: 'none', stroke: border.stroke, 'stroke-width': border.width })}/>`
  );
}
