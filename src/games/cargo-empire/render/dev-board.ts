import { group, NEUTRAL, rect, text, token } from '../../../render/primitives.ts';
import { trackFacesData } from '../data/pack.ts';
import { faceRow, isFace, type TrackSpace } from '../rules/world.ts';
import type { Colour, MarkerPos, Transport } from '../state.ts';
import { LABELS } from './labels.ts';
import { marker, MARKER_SHAPE } from './pieces.ts';
import type { BoardView } from './view-data.ts';

const CELL_W = 56;
const ROW_H = 62;
const HEAD = 22;
const SEP = 8;
/** Wide, because every marker starts here (15 with five players). */
const START_W = 96;
const VP_PER_ROW = 8;
const TYPES: readonly Transport[] = ['car', 'loco', 'ship'];

export const DEV_BOARD_HEIGHT = HEAD + 2 * ROW_H + 30;

interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Placed {
  type: Transport;
  colour: Colour;
  highlight: boolean;
}

/** Geometry of the single development track (CE-0.3): start, three tiles with two rows, two gaps, then the VP zone. */
class TrackGeometry {
  readonly start: Cell;
  readonly gaps: Cell[] = [];
  readonly tiles: { x: number; face: string; rows: Record<'upper' | 'lower', TrackSpace[]> }[] = [];
  readonly vp: Cell[] = [];
  readonly vpX: number;
  readonly width: number;

  constructor(
    readonly x: number,
    readonly y: number,
    faces: readonly string[],
  ) {
    const top = y + HEAD;
    let cx = x;
    this.start = { x: cx, y: top, w: START_W, h: 2 * ROW_H };
    cx += START_W + SEP;
    faces.forEach((face, slot) => {
      const rows = isFace(face) ? { upper: faceRow(face, 'upper'), lower: faceRow(face, 'lower') } : { upper: [], lower: [] };
      this.tiles.push({ x: cx, face, rows });
      cx += 5 * CELL_W + SEP;
      if (slot < 2) {
        this.gaps.push({ x: cx, y: top, w: CELL_W * 0.8, h: 2 * ROW_H });
        cx += CELL_W * 0.8 + SEP;
      }
    });
    this.vpX = cx;
    trackFacesData().vpZone.forEach((_, level) => {
      const row = Math.floor(level / VP_PER_ROW);
      this.vp.push({ x: cx + (level % VP_PER_ROW) * CELL_W, y: top + row * ROW_H, w: CELL_W, h: ROW_H });
    });
    this.width = cx + VP_PER_ROW * CELL_W - x;
  }

  spaceCell(slot: number, row: 'upper' | 'lower', space: number): Cell | null {
    const t = this.tiles[slot];
    const spaces = t?.rows[row];
    if (!t || !spaces || space >= spaces.length) return null;
    let col = 0;
    for (let i = 0; i < space; i++) col += spaces[i]!.width;
    return { x: t.x + col * CELL_W, y: this.y + HEAD + (row === 'upper' ? 0 : ROW_H), w: spaces[space]!.width * CELL_W, h: ROW_H };
  }

  cellOf(m: MarkerPos): Cell | null {
    switch (m.area) {
      case 'start':
        return this.start;
      case 'gap':
        return this.gaps[m.slot] ?? null;
      case 'vp':
        return this.vp[m.level] ?? null;
      case 'tile':
        return this.spaceCell(m.slot, m.row, m.space);
    }
  }
}

/** The development board with every participant's three markers; the marker moved last is ringed. */
export function renderDevBoard(view: BoardView, x: number, y: number, moved: { colour: Colour; type: Transport } | null): string {
  const g = new TrackGeometry(x, y, view.track);
  const parts: string[] = [text(x, y + HEAD / 2, LABELS.development, { size: 16, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  parts.push(plainCell(g.start, LABELS.start));
  g.gaps.forEach((c) => parts.push(plainCell(c, LABELS.gap)));
  g.tiles.forEach((t, slot) => {
    parts.push(text(t.x + (5 * CELL_W) / 2, y + HEAD / 2, LABELS.tile(slot + 1, t.face), { size: 13, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }));
    for (const row of ['upper', 'lower'] as const) {
      t.rows[row].forEach((space, i) => parts.push(spaceCell(g.spaceCell(slot, row, i)!, space)));
    }
  });
  parts.push(text(g.vpX + (VP_PER_ROW * CELL_W) / 2, y + HEAD / 2, LABELS.vpZone, { size: 13, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }));
  g.vp.forEach((c, level) => parts.push(vpCell(c, trackFacesData().vpZone[level]!)));

  const byCell = new Map<Cell, Placed[]>();
  for (const p of view.players) {
    for (const type of TYPES) {
      const cell = g.cellOf(p.markers[type]);
      if (!cell) continue;
      const highlight = moved !== null && moved.colour === p.colour && moved.type === type;
      byCell.set(cell, [...(byCell.get(cell) ?? []), { type, colour: p.colour, highlight }]);
    }
  }
  for (const [cell, placed] of byCell) parts.push(markersIn(cell, placed));
  parts.push(markerKey(x, y + HEAD + 2 * ROW_H + 16));
  return group(parts);
}

function plainCell(c: Cell, label: string): string {
  return group([
    rect(c.x, c.y, c.w, c.h, { fill: NEUTRAL.panel, stroke: NEUTRAL.gridLine, strokeWidth: 1 }),
    text(c.x + c.w / 2, c.y + 10, label, { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }),
  ]);
}

function spaceCell(c: Cell, space: TrackSpace): string {
  const label = LABELS.icons[space.icon];
  return group([
    rect(c.x, c.y, c.w, c.h, { fill: label === '' ? '#FFFFFF' : '#FFF4D6', stroke: NEUTRAL.gridLine, strokeWidth: 1 }),
    label === '' ? '' : text(c.x + c.w / 2, c.y + 10, label, { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
  ]);
}

function vpCell(c: Cell, vp: number): string {
  return group([
    rect(c.x, c.y, c.w, c.h, { fill: '#E3EEDB', stroke: NEUTRAL.gridLine, strokeWidth: 1 }),
    text(c.x + c.w / 2, c.y + 10, `${vp} VP`, { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
  ]);
}

/** Markers sharing a space are spread over it in a grid that shrinks as they multiply. */
function markersIn(c: Cell, placed: readonly Placed[]): string {
  const top = c.y + 20;
  const h = c.h - 22;
  const perLine = Math.min(placed.length, Math.max(1, Math.round(Math.sqrt(placed.length * (c.w / h)))));
  const lines = Math.ceil(placed.length / perLine);
  const r = Math.min(11, Math.min(c.w / perLine, h / lines) * 0.42);
  return group(
    placed.map((m, i) => {
      const cx = c.x + ((i % perLine) + 0.5) * (c.w / perLine);
      const cy = top + (Math.floor(i / perLine) + 0.5) * (h / lines);
      return marker(cx, cy, r, m.type, m.colour, m.highlight);
    }),
  );
}

function markerKey(x: number, y: number): string {
  const parts = [text(x, y, LABELS.markerKey, { size: 13, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  TYPES.forEach((type, i) => {
    const left = x + 80 + i * 90;
    parts.push(token({ cx: left, cy: y, r: 9, colour: { fill: '#DDDDDD', text: NEUTRAL.ink }, shape: MARKER_SHAPE[type], label: '' }), text(left + 14, y, LABELS.markerNames[type], { size: 13, valign: 'middle', fill: NEUTRAL.ink }));
  });
  return group(parts);
}
