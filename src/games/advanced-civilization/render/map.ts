/** The map: one outline per area (spec M.3a), its name, population limit, city site, flood plain and volcano, and the pieces. */
import { attrs, circle, group, overlayPart, polygon, rect, text, type OverlayPart } from '../../../render/primitives.ts';
import type { Area } from '../data/board-types.ts';
import { mapBoard } from '../data/maps.ts';
import { mapGeometry, type AreaGeometry } from '../data/map-geometry.ts';
import type { AcPublicView } from '../view.ts';
import type { Box } from './clip.ts';
import { MAP_INK } from './colours.ts';
import { cutToCrop, reaches } from './crop.ts';
import { changeOutline, labelOverOutlines, type ChangeOutline } from './change-outline.ts';
import { FLOOD_PATTERN_ID, floodPattern, floodPlainShape } from './flood.ts';
import { project, type MapFrame } from './frame.ts';
import { layoutPieces, pieceItems } from './pieces.ts';
import { textRow, type Span } from './text-row.ts';
import { textWidth } from './text-size.ts';

export interface MapStyle {
  /** Largest area-name size in image pixels (small areas get smaller names, down to minNameSize). */
  nameSize: number;
  minNameSize: number;
  /** Height of a piece chip. */
  chipHeight: number;
  /** Name the water areas (region images); the whole board leaves them out: every glyph costs rasterising time. */
  waterNames: boolean;
}

/** Definitions the map refers to: the flood-plain pattern. */
export function mapDefs(): string {
  return floodPattern();
}

export function areaInfo(view: AcPublicView): Record<string, Area> {
  const board = mapBoard(view.map);
  if (!board) throw new Error(`Advanced Civilization map ${view.map} is unknown`);
  return board.areas;
}

function outline(frame: MapFrame, g: AreaGeometry) {
  return g.path.map((p) => project(frame, p));
}

function areaFill(area: Area, inPlay: boolean): string {
  if (!inPlay) return MAP_INK.outOfPlay;
  if (!area.land) return MAP_INK.water;
  return area.floodPlain ? `url(#${FLOOD_PATTERN_ID})` : MAP_INK.land;
}

function volcanoMark(x: number, cy: number, s: number): string {
  return polygon(
    [
      { x, y: cy + s / 2 },
      { x: x + s / 2, y: cy - s / 2 },
      { x: x + s, y: cy + s / 2 },
    ],
    { fill: MAP_INK.volcano, stroke: '#FFFFFF', strokeWidth: 1 },
  );
}

function siteMark(x: number, cy: number, s: number, colour: 'black' | 'white'): string {
  return rect(x, cy - s / 2, s, s, { fill: colour === 'black' ? '#1A1A1A' : '#FFFFFF', stroke: '#1A1A1A', strokeWidth: 1.2 });
}

/**
 * Pop limit in a circle, name, city site and volcano of one area, centred above its anchor; one <text> element. The box
 * is generous: text widths are estimates.
 */
function areaLabel(area: Area, g: AreaGeometry, frame: MapFrame, style: MapStyle, hasCity: boolean, inPlay: boolean): OverlayPart {
  const a = project(frame, g.anchor);
  const room = g.room * frame.scale;
  const size = Math.max(style.minNameSize, Math.min(style.nameSize, room * 0.55));
  let y = a.y - (area.land ? style.chipHeight * 0.55 : 0);
  const ink = inPlay ? MAP_INK.label : '#6E6E6E';
  // No halos on area names: areas are flat fills, and halos triple the rasterising time of the board.
  if (!area.land) {
    const half = textWidth(area.name, size) / 2;
    return overlayPart(text(a.x, y, area.name, { size: size * 0.95, italic: true, anchor: 'middle', valign: 'middle', fill: inPlay ? '#23506E' : ink }), [a.x - half, y, a.x + half, y], size);
  }
  const mark = size * 0.8;
  const gap = size * 0.25;
  const r = size * 0.6;
  const site = area.citySite && !hasCity ? mark + gap : 0;
  const volcano = area.volcano ? gap + mark : 0;
  // A two-word name too wide for its area goes on two lines ("Upper / Germany"), the second under the first word.
  const words = area.name.split(' ');
  const split = words.length > 1 && site + 2 * r + gap + textWidth(area.name, size) + volcano > room * 2.2;
  const first = split ? words.slice(0, Math.ceil(words.length / 2)).join(' ') : area.name;
  const second = split ? words.slice(Math.ceil(words.length / 2)).join(' ') : '';
  const nameW = textWidth(first, size);
  const total = site + 2 * r + gap + Math.max(nameW, textWidth(second, size)) + volcano;
  // Centred on the anchor, but kept inside the frame (areas on the board's edge).
  let x = Math.max(frame.x + 2, Math.min(a.x - total / 2, frame.x + frame.width - total - 2));
  const box: [number, number, number, number] = [x, y, x + total, y];
  const parts: string[] = [];
  if (split) {
    parts.push(text(x + site + 2 * r + gap, y, second, { size, valign: 'middle', fill: ink }));
    y -= size * 1.15;
    box[1] = y;
  }
  if (site > 0) {
    parts.push(siteMark(x, y, mark, area.citySite!));
    x += site;
  }
  parts.push(circle(x + r, y, r, { fill: '#FFFFFF', stroke: ink, strokeWidth: 1 }));
  const spans: Span[] = [
    { x: x + r, content: String(area.popLimit), anchor: 'middle', weight: 'bold', size: size * 0.85 },
    { x: x + 2 * r + gap, content: first },
  ];
  parts.push(textRow(y, size, ink, spans));
  if (volcano > 0) parts.push(volcanoMark(x + 2 * r + gap + nameW + gap, y, mark));
  return overlayPart(group(parts), box, Math.max(size, total * 0.15));
}

/** An image-space box: what a crop of the map shows. */
export type ImageBox = Box;

export interface DrawMapOptions {
  /** Cut away what falls outside the frame (region images); a whole board needs no clip, which saves rasterising time. */
  clip?: boolean;
  /** Leave out areas whose drawing cannot reach this image box (the phone card's small window). */
  only?: ImageBox;
  /** Leave out labels that the frame's edge would cut (a region's close-up: the neighbouring region's shows them whole). */
  wholeLabels?: boolean;
}

/** What is drawn for one area: its outline and fill, label, pieces, and the change outline when it changed. */
interface AreaDrawing {
  id: string;
  fill?: string;
  label?: OverlayPart;
  pieces?: OverlayPart;
  changed?: ChangeOutline;
}

function areaDrawings(view: AcPublicView, frame: MapFrame, style: MapStyle, changed: ReadonlySet<string>, only?: ImageBox, pick?: ReadonlySet<string>): AreaDrawing[] {
  const info = areaInfo(view);
  const outOfPlay = new Set(view.outOfPlay);
  const x1 = frame.originX + frame.width / frame.scale;
  const y1 = frame.originY + frame.height / frame.scale;
  // Areas wholly outside the frame are not drawn at all.
  const visible = (g: AreaGeometry) => {
    const xs = g.path.map((p) => p[0]);
    const ys = g.path.map((p) => p[1]);
    return Math.max(...xs) >= frame.originX && Math.min(...xs) <= x1 && Math.max(...ys) >= frame.originY && Math.min(...ys) <= y1;
  };
  const entries = Object.entries(mapGeometry().areas).filter(([id, g]) => g.board === frame.board && info[id] && (!pick || pick.has(id)) && visible(g));
  const drawings: AreaDrawing[] = [];
  for (const [id, g] of entries) {
    const area = info[id]!;
    const inPlay = !outOfPlay.has(id);
    const points = outline(frame, g);
    const a = project(frame, g.anchor);
    const h = style.chipHeight;
    const rowWidth = Math.max(g.room * frame.scale * 2.2, h * 3);
    const items = pieceItems(view.areas[id]);
    if (only) {
      const reach = { label: textWidth(area.name, style.nameSize) + 4 * style.nameSize, piecesHalfWidth: rowWidth, piecesDepth: h * (1 + 1.2 * items.length), stroke: style.chipHeight };
      if (!reaches(only, points, a, reach)) continue;
    }
    const shape = only ? cutToCrop(points, only) : points;
    // A crop is shown at a fractional zoom, where a pattern fill is slow: its flood plains draw their waves as paths.
    const fill = only && inPlay && area.land && area.floodPlain ? floodPlainShape(shape, { stroke: MAP_INK.border, width: 1 }, `flood-${frame.board}-${id}`) : polygon(shape, { fill: areaFill(area, inPlay), stroke: MAP_INK.border, strokeWidth: 1 });
    // A crop can leave nothing of an outline whose label or pieces still reach into it.
    const outlined = shape.length >= 3;
    const drawing: AreaDrawing = { id };
    if (outlined) drawing.fill = `<g${attrs({ 'data-area': id })}>${fill}</g>`;
    // Out-of-play areas stay grey and nameless: text is most of the rasterising time.
    if (inPlay && (area.land || style.waterNames)) drawing.label = areaLabel(area, g, frame, style, Boolean(view.areas[id]?.city), inPlay);
    const px = Math.max(frame.x + rowWidth / 2, Math.min(a.x, frame.x + frame.width - rowWidth / 2));
    if (items.length > 0) drawing.pieces = layoutPieces(items, px, a.y + h * 0.6, h, rowWidth);
    if (changed.has(id) && outlined) drawing.changed = changeOutline(id, shape, Math.max(1.5, style.chipHeight / 8));
    drawings.push(drawing);
  }
  return drawings;
}

/** How far a span must move to lie inside [start, start + size]: 0 when it does. */
function shiftInto(from: number, span: number, start: number, size: number): number {
  if (from < start) return start - from;
  return Math.min(0, start + size - (from + span));
}

/**
 * A label the frame's edge would cut: moved inside when a small shift does it (less than half its width, so it stays
 * by its area), else left out, as the neighbouring region's close-up shows it whole. Never drawn half.
 */
export function wholeLabel(label: OverlayPart, frame: Pick<MapFrame, 'x' | 'y' | 'width' | 'height'>): OverlayPart | undefined {
  const { box } = label;
  const dx = shiftInto(box.x, box.width, frame.x, frame.width);
  const dy = shiftInto(box.y, box.height, frame.y, frame.height);
  if (dx === 0 && dy === 0) return label;
  if (Math.abs(dx) > box.width / 2 || Math.abs(dy) > box.height / 2) return undefined;
  return { svg: `<g${attrs({ transform: `translate(${dx.toFixed(1)} ${dy.toFixed(1)})` })}>${label.svg}</g>`, box: { ...box, x: box.x + dx, y: box.y + dy } };
}

/** Where each of `ids` is drawn on this frame: its label and its pieces, one box per area (areas without either are left out). */
export function areaPlaceBoxes(view: AcPublicView, frame: MapFrame, style: MapStyle, ids: ReadonlySet<string>): ImageBox[] {
  return areaDrawings(view, frame, style, new Set(), undefined, ids).flatMap((d) => {
    const boxes = [d.label?.box, d.pieces?.box].filter((b): b is ImageBox => b !== undefined);
    if (boxes.length === 0) return [];
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    return [{ x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y }];
  });
}

function clipped(frame: MapFrame, clip: boolean): { wrap: (svg: string) => string; defs: string } {
  if (!clip) return { wrap: (svg) => svg, defs: '' };
  const id = `clip-${frame.board}-${Math.round(frame.x)}-${Math.round(frame.y)}`;
  const def = `<clipPath${attrs({ id })}>${rect(frame.x, frame.y, frame.width, frame.height)}</clipPath>`;
  return { wrap: (svg) => `<g${attrs({ 'clip-path': `url(#${id})` })}>${svg}</g>`, defs: def };
}

const joined = (drawings: readonly AreaDrawing[], pick: (d: AreaDrawing) => string | undefined) => drawings.map((d) => pick(d) ?? '').join('');

/** Every area of the frame's board; `changed` areas get a thick outline. */
export function drawMap(view: AcPublicView, frame: MapFrame, style: MapStyle, changed: ReadonlySet<string>, opts: DrawMapOptions = {}): string {
  const drawings = areaDrawings(view, frame, style, changed, opts.only).map((d) => (opts.wholeLabels && d.label ? { ...d, label: wholeLabel(d.label, frame) } : d));
  const background = rect(frame.x, frame.y, frame.width, frame.height, { fill: MAP_INK.frame });
  const body = [background, joined(drawings, (d) => d.fill), joined(drawings, (d) => d.changed?.part.svg), joined(drawings, (d) => d.label?.svg), joined(drawings, (d) => d.pieces?.svg)].join('');
  const { wrap, defs } = clipped(frame, opts.clip ?? false);
  return defs ? `<defs>${defs}</defs>${wrap(body)}` : group(body);
}

/**
 * The map as the two layers of src/render/layers.ts. `base`: outlines and the labels of areas without a city site,
 * which stay the same all game. `overlay`: change outlines, the base labels they cross drawn again on top, the labels
 * of areas with a city site, and each area's pieces; with `clip`, the parts refer to the clip path in `defs`.
 */
export function mapLayers(view: AcPublicView, frame: MapFrame, style: MapStyle, changed: ReadonlySet<string>, clip = false): { base: string; overlay: OverlayPart[]; defs: string } {
  const drawings = areaDrawings(view, frame, style, changed);
  const { wrap, defs } = clipped(frame, clip);
  const changes = drawings.flatMap((d) => (d.changed ? [d.changed] : []));
  // The label of an area with a city site shows whether a city stands there: overlay, so the base stays the same.
  const varies = new Set(Object.entries(areaInfo(view)).flatMap(([id, area]) => (area.citySite ? [id] : [])));
  const [inOverlay, inBase] = [drawings.filter((d) => varies.has(d.id)), drawings.filter((d) => !varies.has(d.id))];
  const crossed = inBase.flatMap((d) => (d.label ? (labelOverOutlines(d.id, d.label, changes) ?? []) : []));
  const labels = [...crossed, ...inOverlay.flatMap((d) => (d.label ? [d.label] : []))];
  const overlay = [...changes.map((c) => c.part), ...labels, ...drawings.flatMap((d) => (d.pieces ? [d.pieces] : []))];
  const base = rect(frame.x, frame.y, frame.width, frame.height, { fill: MAP_INK.frame }) + joined(drawings, (d) => d.fill) + joined(inBase, (d) => d.label?.svg);
  return { base: defs ? `<defs>${defs}</defs>${wrap(base)}` : group(base), overlay: clip ? overlay.map((p) => ({ box: p.box, svg: wrap(p.svg) })) : overlay, defs };
}
