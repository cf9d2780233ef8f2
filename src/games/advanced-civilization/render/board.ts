/**
 * The public board image (issue 13): the map (main board, and the Western Extension when any of it is in play),
 * the A.S.T. with census, and each player's public holdings; and a detail image of one named region.
 * Reads only the public fields of the view: a seat's view draws exactly the same picture.
 */
import { patternDefs, rect, svgDocument, text, NEUTRAL, type LayeredSvg } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { MAP_GEOMETRY } from '../data/map-geometry.ts';
import type { AcPublicView } from '../view.ts';
import { changedAreas } from './changes.ts';
import { MAP_INK } from './colours.ts';
import { frameFor } from './frame.ts';
import { drawMap, mapDefs, type MapLayer, type MapStyle } from './map.ts';
import { astPanel, header, legendPanel, playersPanel, stacksLine } from './panels.ts';
import { MAP_REGIONS, regionById } from './regions.ts';

export const BOARD_WIDTH = 1600;
const TITLE_H = 44;
const FULL_STYLE: MapStyle = { nameSize: 12, minNameSize: 9, chipHeight: 15, waterNames: false };
const DETAIL_STYLE: MapStyle = { nameSize: 20, minNameSize: 14, chipHeight: 24, waterNames: true };

/** Image height of the main board when only part of it is in play. */
const MAX_MAP_HEIGHT = 1400;

/** Bounding box of the main-board areas in play, with a margin, inside the board's bounds. */
export function inPlayBox(view: AcPublicView): [number, number, number, number] {
  const out = new Set(view.outOfPlay);
  const bounds = MAP_GEOMETRY.boardBounds.main;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [id, g] of Object.entries(MAP_GEOMETRY.areas)) {
    if (g.board !== 'main' || out.has(id)) continue;
    for (const [x, y] of g.path) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  if (!Number.isFinite(box[0])) return bounds;
  const margin = 30;
  return [Math.max(bounds[0], box[0] - margin), Math.max(bounds[1], box[1] - margin), Math.min(bounds[2], box[2] + margin), Math.min(bounds[3], box[3] + margin)];
}

export function westernInPlay(view: AcPublicView): boolean {
  const out = new Set(view.outOfPlay);
  return Object.entries(MAP_GEOMETRY.areas).some(([id, g]) => g.board === 'western' && !out.has(id));
}

/**
 * Legend, A.S.T. and player panels stacked in a column of `width` from (x, y); returns the SVG of `layer` and the
 * bottom. The legend never changes: it belongs to the base layer, the rest to the overlay.
 */
function sidePanels(view: AcPublicView, ctx: BoardImageContext, x: number, y: number, width: number, layer: MapLayer): { svg: string; bottom: number } {
  const parts: string[] = [];
  const legend = legendPanel(view, x, y, width, 22);
  if (layer !== 'overlay') parts.push(legend.svg);
  let top = y + legend.height + 8;
  const ast = astPanel(view, x + 6, top, width - 12, 24);
  const stacks = stacksLine(view, x + 6, top + ast.height + 6 + 10, 14);
  top += ast.height + 6 + 24;
  const players = playersPanel(view, ctx, x, top, width, 30);
  if (layer !== 'base') parts.push(ast.svg, stacks, players.svg);
  return { svg: parts.join(''), bottom: top + players.height };
}

/** One layer (or all) of the whole board; see renderAcBoard. */
function drawBoard(view: AcPublicView, ctx: BoardImageContext, previous: AcPublicView | undefined, layer: MapLayer): string {
  const changed = changedAreas(view, ctx, previous);
  const western = westernInPlay(view);
  const inBase = layer !== 'overlay';
  const parts: string[] = [];
  if (layer !== 'base') parts.push(header(view, ctx, BOARD_WIDTH, TITLE_H));
  let main = frameFor('main', MAP_GEOMETRY.boardBounds.main, 0, TITLE_H, BOARD_WIDTH);
  if (!western) {
    // Fewer players: only part of the main board is in play (16); draw that part larger, centred.
    const box = inPlayBox(view);
    const width = Math.min(BOARD_WIDTH, ((box[2] - box[0]) * MAX_MAP_HEIGHT) / (box[3] - box[1]));
    main = frameFor('main', box, (BOARD_WIDTH - width) / 2, TITLE_H, width);
    if (inBase) parts.push(rect(0, TITLE_H, BOARD_WIDTH, main.height, { fill: MAP_INK.frame }));
  }
  parts.push(drawMap(view, main, FULL_STYLE, changed, { clip: !western, layer }));
  let bottom = main.y + main.height;
  if (western) {
    // The Western Extension under the main board at the same scale, the panels beside it.
    const wb = MAP_GEOMETRY.boardBounds.western;
    const west = frameFor('western', wb, 0, bottom + 4, (wb[2] - wb[0]) * main.scale);
    parts.push(drawMap(view, west, FULL_STYLE, changed, { layer }));
    if (inBase) parts.push(text(west.x + 8, west.y + 16, 'Western Extension', { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink, halo: '#FFFFFF' }));
    const panels = sidePanels(view, ctx, west.width + 10, west.y, BOARD_WIDTH - west.width - 14, layer);
    parts.push(panels.svg);
    bottom = Math.max(west.y + west.height, panels.bottom);
  } else {
    const panels = sidePanels(view, ctx, 6, bottom + 6, BOARD_WIDTH - 12, layer);
    parts.push(panels.svg);
    bottom = panels.bottom;
  }
  const background = inBase ? NEUTRAL.background : undefined;
  return svgDocument({ width: BOARD_WIDTH, height: Math.ceil(bottom + 8), background, defs: mapDefs() + patternDefs() }, parts);
}

/**
 * The whole board. `previous` (the public view before the last phase), when given, highlights every area whose units
 * changed; otherwise the areas named by ctx.lastMove are highlighted.
 */
export function renderAcBoard(view: AcPublicView, ctx: BoardImageContext, previous?: AcPublicView): string {
  return drawBoard(view, ctx, previous, 'all');
}

/**
 * The whole board as a base layer that stays the same until a city is built or lost (or the panels grow a line) and
 * an overlay with everything else; together they draw what renderAcBoard draws (src/render/layers.ts).
 */
export function renderAcBoardLayers(view: AcPublicView, ctx: BoardImageContext, previous?: AcPublicView): LayeredSvg {
  return { base: drawBoard(view, ctx, previous, 'base'), overlay: drawBoard(view, ctx, previous, 'overlay') };
}

/** Detail image of one named region (see MAP_REGIONS); an unknown id throws an Error naming the known ones. */
export function renderAcRegion(view: AcPublicView, regionId: string, ctx: BoardImageContext, previous?: AcPublicView): string {
  const region = regionById(regionId);
  if (!region) throw new Error(`Unknown map region "${regionId}". Regions: ${MAP_REGIONS.map((r) => r.id).join(', ')}.`);
  const changed = changedAreas(view, ctx, previous);
  const [x0, y0, x1, y1] = region.box;
  const width = Math.min(BOARD_WIDTH, Math.round((1300 * (x1 - x0)) / (y1 - y0)), 1400);
  const frame = frameFor(region.board, region.box, 0, TITLE_H, width);
  const parts = [header(view, ctx, width, TITLE_H, region.name), drawMap(view, frame, DETAIL_STYLE, changed, { clip: true })];
  return svgDocument({ width, height: Math.ceil(frame.y + frame.height), background: NEUTRAL.background, defs: mapDefs() + patternDefs() }, parts);
}
