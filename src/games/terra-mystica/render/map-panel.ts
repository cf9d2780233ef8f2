import type { Terrain } from '../data/terrain.ts';
import {
  NEUTRAL, coordinateLabels, coordinateLabelsSvg, group, hexCenter, hexCorners, hexHighlight, hexPolygon, line, path, polygon, text,
  type Box, type Point,
} from '../../../render/primitives.ts';
import { buildingSvg, specialTerrainSvg } from './building-shapes.ts';
import { hexesOfMove } from './last-move.ts';
import { layoutMap, type MapCell, type MapLayout } from './map-layout.ts';
import { factionOfSeat, type TmPublicView } from './public-view.ts';
import { RIVER, TERRAIN_STYLES } from './terrain-style.ts';

const TOWN_GOLD = '#FFC20A';

/** Special terrain structures, hex -> seat (only with the special-terrain option; older views lack the field). */
function specialTerrainOf(view: TmPublicView): Record<string, number | undefined> {
  return (view as { specialTerrain?: Record<string, number> }).specialTerrain ?? {};
}

function riverHex(layout: MapLayout, cell: MapCell): string {
  const { grid } = layout;
  const c = hexCenter(grid, cell.row, cell.col);
  const s = grid.size;
  const wave = (dy: number): string =>
    `M${(c.x - s * 0.45).toFixed(1)},${(c.y + dy).toFixed(1)} q${(s * 0.15).toFixed(1)},${(-s * 0.12).toFixed(1)} ${(s * 0.3).toFixed(1)},0 t${(s * 0.3).toFixed(1)},0 t${(s * 0.3).toFixed(1)},0`;
  return (
    hexPolygon(grid, cell.row, cell.col, { fill: RIVER.fill, stroke: RIVER.fill, strokeWidth: 1 }) +
    path(`${wave(-s * 0.12)} ${wave(s * 0.2)}`, { fill: 'none', stroke: RIVER.wave, strokeWidth: Math.max(1.5, s * 0.04) })
  );
}

function star(c: Point, r: number): string {
  const points: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    points.push({ x: c.x + rr * Math.cos(a), y: c.y + rr * Math.sin(a) });
  }
  return polygon(points, { fill: TOWN_GOLD, stroke: '#000000', strokeWidth: Math.max(1, r * 0.12) });
}

function townMark(layout: MapLayout, cell: MapCell): string {
  const { grid } = layout;
  const c = hexCenter(grid, cell.row, cell.col);
  const inset = grid.size * 0.1;
  return (
    polygon(hexCorners(c, grid.size - inset), { fill: 'none', stroke: TOWN_GOLD, strokeWidth: grid.size * 0.09 }) +
    star({ x: c.x - grid.size * 0.52, y: c.y - grid.size * 0.42 }, grid.size * 0.17)
  );
}

function bridgeSvg(layout: MapLayout, a: string, b: string, fill: string): string {
  const ca = layout.byId.get(a);
  const cb = layout.byId.get(b);
  if (!ca || !cb) return '';
  const pa = hexCenter(layout.grid, ca.row, ca.col);
  const pb = hexCenter(layout.grid, cb.row, cb.col);
  const at = (t: number): Point => ({ x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t });
  const from = at(0.3);
  const to = at(0.7);
  const w = layout.grid.size * 0.22;
  return (
    line(from.x, from.y, to.x, to.y, { stroke: '#000000', strokeWidth: w + 6 }) +
    line(from.x, from.y, to.x, to.y, { stroke: '#FFFFFF', strokeWidth: w + 2 }) +
    line(from.x, from.y, to.x, to.y, { stroke: fill, strokeWidth: w })
  );
}

/** Column numbers above the first row and below the last, following snellman's numbering (river hexes skipped). */
function columnLabels(layout: MapLayout): string {
  const { grid } = layout;
  const parts: string[] = [];
  for (const [row, dir] of [[0, -1], [layout.rows - 1, 1]] as const) {
    for (const cell of layout.cells) {
      if (cell.row !== row || cell.river) continue;
      const c = hexCenter(grid, cell.row, cell.col);
      parts.push(text(c.x, c.y + dir * grid.size * 1.3, cell.id.slice(1), { size: grid.size * 0.32, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    }
  }
  return parts.join('');
}

export interface MapPanel {
  readonly svg: string;
  readonly layout: MapLayout;
  /** Hexes outlined as the last move. */
  readonly highlighted: readonly string[];
}

/** The map: terrain with its code on every hex, coordinates, rivers, bridges, buildings, towns and the last move. */
export function mapPanel(view: TmPublicView, box: Box, lastMove: string | undefined): MapPanel {
  const layout = layoutMap(view.map, box);
  const { grid } = layout;
  const s = grid.size;
  const terrainOf = view.terrain as Record<string, Terrain | undefined>;
  const towns = new Set([...view.towns, ...view.riverTowns]);
  const specials = specialTerrainOf(view);
  const special = (cell: MapCell, c: Point): string => {
    const seat = specials[cell.id];
    const home = seat === undefined ? undefined : factionOfSeat(view, seat)?.home;
    return home ? specialTerrainSvg(c, s, TERRAIN_STYLES[home]) : '';
  };

  const ground: string[] = [];
  const labels: string[] = [];
  const pieces: string[] = [];
  const marks: string[] = [];
  for (const cell of layout.cells) {
    const c = hexCenter(grid, cell.row, cell.col);
    if (cell.river) {
      ground.push(riverHex(layout, cell));
      pieces.push(special(cell, c));
      if (towns.has(cell.id)) marks.push(townMark(layout, cell));
      continue;
    }
    const terrain = terrainOf[cell.id];
    if (!terrain) continue;
    const look = TERRAIN_STYLES[terrain];
    ground.push(hexPolygon(grid, cell.row, cell.col, { fill: look.fill, stroke: NEUTRAL.background, strokeWidth: Math.max(1.5, s * 0.05) }));
    labels.push(text(c.x, c.y - s * 0.66, cell.id, { size: s * 0.27, weight: 'bold', anchor: 'middle', valign: 'middle', fill: look.ink }));
    labels.push(text(c.x, c.y + s * 0.68, look.code, { size: s * 0.26, anchor: 'middle', valign: 'middle', fill: look.ink }));
    const piece = view.buildings[cell.id];
    if (piece) pieces.push(buildingSvg(piece.type, { x: c.x, y: c.y + s * 0.02 }, s, look));
    pieces.push(special(cell, c));
    if (towns.has(cell.id)) marks.push(townMark(layout, cell));
  }

  const bridges = view.bridges.map((b) => {
    const home = factionOfSeat(view, b.seat)?.home;
    return bridgeSvg(layout, b.a, b.b, home ? TERRAIN_STYLES[home].fill : NEUTRAL.mutedInk);
  });

  const highlighted = hexesOfMove(lastMove, (id) => layout.byId.has(id));
  const highlights = highlighted.map((id) => {
    const cell = layout.byId.get(id) as MapCell;
    return hexHighlight(grid, cell.row, cell.col);
  });

  const rowLabels = coordinateLabelsSvg(
    coordinateLabels(grid, layout.rows, (row) => layout.widths[row] ?? 0, { rowLabel: (row) => layout.rowName(row), sides: { top: false, bottom: false }, gap: s * 0.2 }),
    { size: s * 0.36, fill: NEUTRAL.ink },
  );

  return {
    layout,
    highlighted,
    svg: group([group(ground), group(bridges), group(marks), group(labels), group(pieces), group(highlights), rowLabels, columnLabels(layout)]),
  };
}
