/** Where a piece of a board (its own pixel space) lands in the image: a scale and an offset. */
import type { Point } from '../../../render/primitives.ts';
import type { BoardId } from '../data/map-geometry.ts';

export interface MapFrame {
  board: BoardId;
  /** Image position of the frame's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Board point drawn at the frame's top-left corner. */
  originX: number;
  originY: number;
  /** Image pixels per board pixel. */
  scale: number;
}

export function project(frame: MapFrame, p: readonly [number, number]): Point {
  return { x: frame.x + (p[0] - frame.originX) * frame.scale, y: frame.y + (p[1] - frame.originY) * frame.scale };
}

/** A frame showing the board box [x0, y0, x1, y1] scaled to `width` image pixels. */
export function frameFor(board: BoardId, box: readonly [number, number, number, number], x: number, y: number, width: number): MapFrame {
  const scale = width / (box[2] - box[0]);
  return { board, x, y, width, height: (box[3] - box[1]) * scale, originX: box[0], originY: box[1], scale };
}
