/** Shapes of the board drawing data (map-geometry.json, spec M.3a). */
export type BoardId = 'main' | 'western';

export interface AreaGeometry {
  board: BoardId;
  /** [x, y] inside the outline, far from its edges. */
  anchor: [number, number];
  /** Distance from the anchor to the nearest edge, in board pixels. */
  room: number;
  path: [number, number][];
}

export interface MapGeometry {
  status: string;
  /** [minX, minY, maxX, maxY] of the outlines on each board. */
  boardBounds: Record<BoardId, [number, number, number, number]>;
  areas: Record<string, AreaGeometry>;
}
