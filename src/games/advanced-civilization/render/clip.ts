/** Cutting an area's outline to a box (Sutherland-Hodgman): a pattern fill costs librsvg the whole shape's extent. */
import type { Point } from '../../../render/primitives.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Inside = (p: Point) => boolean;
type Cross = (a: Point, b: Point) => Point;

function clipEdge(points: readonly Point[], inside: Inside, cross: Cross): Point[] {
  const out: Point[] = [];
  points.forEach((current, i) => {
    const previous = points[(i + points.length - 1) % points.length]!;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) out.push(cross(previous, current));
  });
  return out;
}

const atX = (x: number): Cross => (a, b) => ({ x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) });
const atY = (y: number): Cross => (a, b) => ({ x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y });

/** The part of a simple polygon inside the box (empty when none); a polygon wholly inside comes back as it was. */
export function clipToBox(points: readonly Point[], box: Box): Point[] {
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  if (points.every((p) => p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1)) return [...points];
  let out = clipEdge(points, (p) => p.x >= x0, atX(x0));
  out = clipEdge(out, (p) => p.x <= x1, atX(x1));
  out = clipEdge(out, (p) => p.y >= y0, atY(y0));
  return clipEdge(out, (p) => p.y <= y1, atY(y1));
}
