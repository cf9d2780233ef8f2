/** Whether a stroked outline passes through a box: which labels a change outline can cover. */
import type { PixelBox, Point } from '../../../render/primitives.ts';

/** Whether the segment a-b comes within `reach` of the box (the box widened by reach on every side). */
function segmentReaches(a: Point, b: Point, box: PixelBox, reach: number): boolean {
  const x0 = box.x - reach;
  const y0 = box.y - reach;
  const x1 = box.x + box.width + reach;
  const y1 = box.y + box.height + reach;
  if (Math.max(a.x, b.x) < x0 || Math.min(a.x, b.x) > x1 || Math.max(a.y, b.y) < y0 || Math.min(a.y, b.y) > y1) return false;
  // The segment's bounding box meets the box: they meet unless all four corners lie on one side of the line.
  const side = (x: number, y: number) => Math.sign((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x));
  const sides = new Set([side(x0, y0), side(x1, y0), side(x0, y1), side(x1, y1)]);
  return sides.size > 1 || sides.has(0);
}

/** Whether the closed outline, stroked out to `reach` from its line, touches the box. */
export function outlineReaches(points: readonly Point[], box: PixelBox, reach: number): boolean {
  return points.some((p, i) => segmentReaches(p, points[(i + 1) % points.length]!, box, reach));
}
