import { MAPS, type MapId } from '../data/maps.ts';
import { fitHexGrid, type Box, type HexGrid } from '../../../render/primitives.ts';

export interface MapCell {
  /** Hex id as the engine and notation name it: 'E7' for land, 'r12' for river. */
  readonly id: string;
  /** Row and column in the drawing grid (row 0 is the map's first row). */
  readonly row: number;
  readonly col: number;
  readonly river: boolean;
}

export interface MapLayout {
  readonly grid: HexGrid;
  readonly rows: number;
  /** Cells per drawing row, river hexes included. */
  readonly widths: readonly number[];
  readonly cells: readonly MapCell[];
  readonly byId: ReadonlyMap<string, MapCell>;
  /** Row letter of drawing row i (maps whose first row is the short one start at 'B', as snellman labels them). */
  rowName(row: number): string;
}

/**
 * Lays a map's hexes out in the box. Land hexes are numbered per row skipping river hexes
 * (snellman's scheme, the same as src/games/terra-mystica/rules/board.ts); river hexes are r0, r1... in reading order.
 */
export function layoutMap(id: MapId, box: Box): MapLayout {
  const data = MAPS[id];
  const first = data.firstRow.charCodeAt(0) - 65;
  const widths = data.rows.map((r) => r.length);
  const maxCols = Math.max(...widths);
  // The engine shifts odd absolute rows (B, D...) right by half a hex.
  const grid = fitHexGrid(box, data.rows.length, maxCols, first % 2 === 0 ? 'odd' : 'even');
  const cells: MapCell[] = [];
  let river = 0;
  data.rows.forEach((rowText, row) => {
    const letter = String.fromCharCode(65 + first + row);
    let land = 1;
    [...rowText].forEach((code, col) => {
      const isRiver = code === '.';
      cells.push({ id: isRiver ? `r${river++}` : `${letter}${land++}`, row, col, river: isRiver });
    });
  });
  return {
    grid,
    rows: data.rows.length,
    widths,
    cells,
    byId: new Map(cells.map((c) => [c.id, c])),
    rowName: (row) => String.fromCharCode(65 + first + row),
  };
}
