import { circle, group, line, NEUTRAL, polygon, rect, text, type Point } from '../../../render/primitives.ts';
import { cityInfo, expressSpaces, isCity, mapSide } from '../rules/world.ts';
import type { Colour } from '../state.ts';
import { cityBox } from './city-box.ts';
import type { LastMoveMarks } from './last-move.ts';
import { CITY_H, CITY_W, cityCentre, EXPRESS_R, MAP_HEIGHT, MAP_WIDTH } from './map-layout.ts';
import { LABELS } from './labels.ts';
import { mapLegend } from './map-legend.ts';
import type { BoardView } from './view-data.ts';

const RAIL = '#4A4A4A';

/** The map: land routes as railway lines, every city box, the last move's arrow and rings, and the key. */
export function renderMap(view: BoardView, marks: LastMoveMarks, opts: { legend?: boolean } = {}): string {
  const ids = Object.keys(view.cities).filter(isCity);
  const express = expressSpaces(view.map);
  const centres = new Map([...ids, ...express].map((id, i) => [id, cityCentre(id, i)]));
  const crests = crestsByCity(view);
  const parts: string[] = [rect(0, 0, MAP_WIDTH, MAP_HEIGHT, { fill: NEUTRAL.board })];
  if (opts.legend !== false) parts.push(mapLegend(12, 374));
  if (opts.legend !== false && expressSpaces(view.map).length > 0) parts.push(expressKey(12, 626));

  for (const [a, b] of mapSide(view.map).landRoutes) {
    const p = centres.get(a);
    const q = centres.get(b);
    if (p && q) parts.push(railway(p, q));
  }
  const from = marks.route ? centres.get(marks.route[0]) : undefined;
  const to = marks.route ? centres.get(marks.route[1]) : undefined;
  if (from && to) parts.push(moveArrow(from, to));
  ids.forEach((id) => {
    const c = centres.get(id)!;
    parts.push(
      cityBox({
        info: cityInfo(id),
        city: view.cities[id]!,
        x: c.x - CITY_W / 2,
        y: c.y - CITY_H / 2,
        highlight: marks.cities.includes(id),
        crests: crests.get(id) ?? [],
        botOrigin: view.bot?.origin === id,
      }),
    );
  });
  for (const id of express) parts.push(expressSpace(id, centres.get(id)!, view.express?.[id] ?? null));
  // A ship's straight line may pass under other cities; a thin trace over them keeps the whole journey readable.
  if (from && to) parts.push(moveTrace(from, to));
  return group(parts);
}

function crestsByCity(view: BoardView): Map<string, Colour[]> {
  const out = new Map<string, Colour[]>();
  for (const p of view.players) {
    if (p.crest !== null) out.set(p.crest, [...(out.get(p.crest) ?? []), p.colour]);
  }
  return out;
}

const EXPRESS_LETTER = { car: 'C', loco: 'L', ship: 'S' } as const;

/**
 * An express space (Dior, CE-17.2): a circle on the routes, named X1...X6; with a tile, a filled disc showing the
 * tile's type in a letter and a word (car, loco, ship), so it reads without colour; empty, a dashed ring.
 */
function expressSpace(id: string, c: Point, tile: 'car' | 'loco' | 'ship' | null): string {
  const name = text(c.x + EXPRESS_R + 4, c.y - EXPRESS_R + 2, id.toUpperCase(), { size: 13, weight: 'bold', fill: NEUTRAL.ink });
  if (tile === null) {
    return group([circle(c.x, c.y, EXPRESS_R, { fill: '#FFFFFF', stroke: NEUTRAL.ink, strokeWidth: 2, strokeDasharray: '4 3' }), name]);
  }
  return group([
    circle(c.x, c.y, EXPRESS_R, { fill: '#FFE9A8', stroke: NEUTRAL.ink, strokeWidth: 3 }),
    text(c.x, c.y - 3, EXPRESS_LETTER[tile], { size: 18, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
    text(c.x, c.y + 12, tile, { size: 10, anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
    name,
  ]);
}

/** The key of the express spaces, under the map's key (Dior only). */
function expressKey(x: number, y: number): string {
  const mid = y + 34;
  return group([
    rect(x, y, 262, 68, { fill: '#FFFFFF', fillOpacity: 0.85, stroke: NEUTRAL.gridLine, strokeWidth: 1, rx: 6 }),
    text(x + 8, y + 12, LABELS.expressTitle, { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    circle(x + 22, mid + 6, 12, { fill: '#FFE9A8', stroke: NEUTRAL.ink, strokeWidth: 2 }),
    text(x + 22, mid + 6, 'C', { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
    text(x + 40, mid, LABELS.expressTile, { size: 12, valign: 'middle', fill: NEUTRAL.ink }),
    text(x + 40, mid + 16, LABELS.expressEmpty, { size: 12, valign: 'middle', fill: NEUTRAL.ink }),
  ]);
}

/** A railway: a dark bed with white sleepers, the classic map symbol, so it reads as a land route at any size. */
function railway(p: Point, q: Point): string {
  return group([
    line(p.x, p.y, q.x, q.y, { stroke: RAIL, strokeWidth: 8 }),
    line(p.x, p.y, q.x, q.y, { stroke: '#FFFFFF', strokeWidth: 3, strokeDasharray: '7 7' }),
  ]);
}

/** Where the segment from the centre of a box towards `toward` leaves the box, plus a margin. */
function boxEdge(centre: Point, toward: Point, margin: number): Point {
  const dx = toward.x - centre.x;
  const dy = toward.y - centre.y;
  const halfW = CITY_W / 2 + margin;
  const halfH = CITY_H / 2 + margin;
  const t = Math.min(dx === 0 ? Infinity : halfW / Math.abs(dx), dy === 0 ? Infinity : halfH / Math.abs(dy));
  return { x: centre.x + dx * t, y: centre.y + dy * t };
}

/** The last transport: a thick black arrow with a white halo from the origin's box to the destination's box. */
function moveArrow(from: Point, to: Point): string {
  const start = boxEdge(from, to, 2);
  const tip = boxEdge(to, from, 4);
  const dx = tip.x - start.x;
  const dy = tip.y - start.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return '';
  const ux = dx / length;
  const uy = dy / length;
  const head = Math.min(26, length / 2);
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const wing = head * 0.55;
  const headPoints = [tip, { x: base.x - uy * wing, y: base.y + ux * wing }, { x: base.x + uy * wing, y: base.y - ux * wing }];
  return group([
    line(start.x, start.y, base.x, base.y, { stroke: '#FFFFFF', strokeWidth: 14 }),
    polygon(headPoints, { fill: '#FFFFFF', stroke: '#FFFFFF', strokeWidth: 6 }),
    line(start.x, start.y, base.x, base.y, { stroke: NEUTRAL.highlight, strokeWidth: 7 }),
    polygon(headPoints, { fill: NEUTRAL.highlight }),
  ]);
}

function moveTrace(from: Point, to: Point): string {
  const start = boxEdge(from, to, 2);
  const end = boxEdge(to, from, 20);
  // Over the thick arrow this thin line vanishes; it shows only where the arrow passes under a city box.
  return line(start.x, start.y, end.x, end.y, { stroke: NEUTRAL.highlight, strokeWidth: 2.5, strokeDasharray: '8 5' });
}
