/** What a crop of the map (the phone card's small window) keeps of an area: whether it shows at all, and its outline cut. */
import type { Point } from '../../../render/primitives.ts';
import { clipToBox, type Box } from './clip.ts';

/** How far outside a crop area outlines are kept: more than the widest outline stroke, so the cut edges stay out of sight. */
const CROP_MARGIN = 12;

export interface AreaReach {
  /** How far the label can extend from the anchor, in any direction. */
  label: number;
  /** How far the rows of pieces can extend left and right of the anchor, and below it. */
  piecesHalfWidth: number;
  piecesDepth: number;
  /** The widest stroke along the outline. */
  stroke: number;
}

/** Whether anything drawn for an area (outline, label, pieces, each estimated generously) can fall inside `box`. */
export function reaches(box: Box, outline: readonly Point[], anchor: Point, reach: AreaReach): boolean {
  let [x0, y0, x1, y1] = [anchor.x - reach.label, anchor.y - reach.label, anchor.x + reach.label, anchor.y + reach.label];
  for (const p of outline) {
    x0 = Math.min(x0, p.x - reach.stroke);
    y0 = Math.min(y0, p.y - reach.stroke);
    x1 = Math.max(x1, p.x + reach.stroke);
    y1 = Math.max(y1, p.y + reach.stroke);
  }
  x0 = Math.min(x0, anchor.x - reach.piecesHalfWidth);
  x1 = Math.max(x1, anchor.x + reach.piecesHalfWidth);
  y1 = Math.max(y1, anchor.y + reach.piecesDepth);
  return x1 >= box.x && x0 <= box.x + box.width && y1 >= box.y && y0 <= box.y + box.height;
}

/** The outline cut to the crop and its margin; fewer than three points when none of it is near. */
export function cutToCrop(outline: readonly Point[], box: Box): Point[] {
  return clipToBox(outline, { x: box.x - CROP_MARGIN, y: box.y - CROP_MARGIN, width: box.width + 2 * CROP_MARGIN, height: box.height + 2 * CROP_MARGIN });
}
