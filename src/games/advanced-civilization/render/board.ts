/**
 * The public board image (issue 13): the map (main board, and the Western Extension when any of it is in play),
 * the A.S.T. with census, and each player's public holdings; and a detail image of one named region.
 * Reads only the public fields of the view: a seat's view draws exactly the same picture.
 */
import { overlayPart, patternDefs, rect, svgDocument, text, NEUTRAL, type LayeredSvg, type OverlayPart } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { mapGeometry } from '../data/map-geometry.ts';
import type { AcPublicView } from '../view.ts';
import { changedAreas } from './changes.ts';
import { MAP_INK } from './colours.ts';
import { frameFor, type MapFrame } from './frame.ts';
import { drawMap, mapDefs, mapLayers, type MapStyle } from './map.ts';
import { finalRanking } from '../../../render/final-ranking.ts';
import { NATION_NAMES } from '../data/nations.ts';
import { ownerSwatch } from './colours.ts';
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
  const bounds = mapGeometry().boardBounds.main;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [id, g] of Object.entries(mapGeometry().areas)) {
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
  return Object.entries(mapGeometry().areas).some(([id, g]) => g.board === 'western' && !out.has(id));
}

/**
 * Legend, A.S.T. and player panels stacked in a column of `width` from (x, y), and their bottom. The legend never
 * changes: it belongs to the base layer, the rest to the overlay.
 */
function sidePanels(view: AcPublicView, ctx: BoardImageContext, x: number, y0: number, width: number): { legend: string; overlay: OverlayPart[]; bottom: number } {
  // At the end, the winner and the ranking first (35).
  const final = finalPanel(view, ctx, x, y0, width);
  const y = final ? y0 + final.height + 10 : y0;
  const legend = legendPanel(view, x, y, width, 22);
  let top = y + legend.height + 8;
  const ast = astPanel(view, x + 6, top, width - 12, 24);
  const stacks = stacksLine(view, x + 6, top + ast.height + 6 + 10, width - 12, 14);
  top += ast.height + 6 + 24;
  const players = playersPanel(view, ctx, x, top, width, 30);
  const finalParts = final ? [overlayPart(final.svg, [x, y0, x + width, y0 + final.height], 2)] : [];
  return { legend: legend.svg, overlay: [...finalParts, ...ast.parts, stacks, ...players.parts], bottom: top + players.height };
}

/** The winner banner and every player's rank, total and categories, once the game is over; null before. */
function finalPanel(view: AcPublicView, ctx: BoardImageContext, x: number, y: number, width: number): { svg: string; height: number } | null {
  if (!view.final) return null;
  const rows = view.final.map((f) => {
    const nation = view.players.find((p) => p.seat === f.seat)?.nation ?? null;
    const player = ctx.seatNames[f.seat] ?? `seat ${f.seat + 1}`;
    return { rank: f.rank, total: f.total, name: nation ? `${NATION_NAMES[nation]} (${player})` : player, breakdown: Object.entries(f.breakdown), colour: nation ? ownerSwatch(nation) : undefined };
  });
  return finalRanking({ x, y, width, rows, unit: 'points', rowHeight: 34 });
}

/** Where the maps and panels go: the main board, the Western Extension under it when in play, the panels. */
export interface BoardLayout {
  main: MapFrame;
  /** Only part of the main board is in play: it is drawn larger, centred, and cut to its frame. */
  mainCut: boolean;
  west?: MapFrame;
  panels: { x: number; y: number; width: number };
}

export function boardLayout(view: AcPublicView): BoardLayout {
  const main = frameFor('main', mapGeometry().boardBounds.main, 0, TITLE_H, BOARD_WIDTH);
  const bottom = main.y + main.height;
  if (westernInPlay(view)) {
    // The Western Extension under the main board at the same scale, the panels beside it.
    const wb = mapGeometry().boardBounds.western;
    const west = frameFor('western', wb, 0, bottom + 4, (wb[2] - wb[0]) * main.scale);
    return { main, mainCut: false, west, panels: { x: west.width + 10, y: west.y, width: BOARD_WIDTH - west.width - 14 } };
  }
  // Fewer players: only part of the main board is in play (16); draw that part larger, centred.
  const box = inPlayBox(view);
  const width = Math.min(BOARD_WIDTH, ((box[2] - box[0]) * MAX_MAP_HEIGHT) / (box[3] - box[1]));
  const cut = frameFor('main', box, (BOARD_WIDTH - width) / 2, TITLE_H, width);
  return { main: cut, mainCut: true, panels: { x: 6, y: cut.y + cut.height + 6, width: BOARD_WIDTH - 12 } };
}

function boardHeight(layout: BoardLayout, panelsBottom: number): number {
  const maps = layout.west ? layout.west.y + layout.west.height : layout.main.y + layout.main.height;
  return Math.ceil(Math.max(maps, panelsBottom) + 8);
}

/** The maps (drawn by `draw`, in one piece or as layers) with what surrounds them, and the side panels. */
function boardPieces<M>(view: AcPublicView, ctx: BoardImageContext, draw: (frame: MapFrame, clip: boolean) => M) {
  const layout = boardLayout(view);
  const panels = sidePanels(view, ctx, layout.panels.x, layout.panels.y, layout.panels.width);
  const beforeMaps = layout.mainCut ? rect(0, TITLE_H, BOARD_WIDTH, layout.main.height, { fill: MAP_INK.frame }) : '';
  const maps = [draw(layout.main, layout.mainCut), ...(layout.west ? [draw(layout.west, false)] : [])];
  const west = layout.west;
  const afterMaps = west ? text(west.x + 8, west.y + 16, 'Western Extension', { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink, halo: '#FFFFFF' }) : '';
  return { beforeMaps, maps, afterMaps, panels, height: boardHeight(layout, panels.bottom) };
}

const boardDocument = (height: number, parts: readonly string[]) => svgDocument({ width: BOARD_WIDTH, height, background: NEUTRAL.background, defs: mapDefs() + patternDefs() }, parts);

/**
 * The whole board. `previous` (the public view before the last phase), when given, highlights every area whose units
 * changed; otherwise the areas named by ctx.lastMove are highlighted.
 */
export function renderAcBoard(view: AcPublicView, ctx: BoardImageContext, previous?: AcPublicView): string {
  const changed = changedAreas(view, ctx, previous);
  const board = boardPieces(view, ctx, (frame, clip) => drawMap(view, frame, FULL_STYLE, changed, { clip }));
  // The title bar last, as in the layers: the map's top border line reaches half a pixel into it.
  const title = header(view, ctx, BOARD_WIDTH, TITLE_H);
  return boardDocument(board.height, [board.beforeMaps, ...board.maps, board.afterMaps, board.panels.legend, ...board.panels.overlay.map((p) => p.svg), title]);
}

/**
 * The whole board as a base layer that stays the same while the board keeps its size (until the panels grow a line)
 * and an overlay of parts with everything else: header, change outlines, each area's pieces, the labels that show a
 * city site, each panel row. Together they draw what renderAcBoard draws (src/render/layers.ts).
 */
export function renderAcBoardLayers(view: AcPublicView, ctx: BoardImageContext, previous?: AcPublicView): LayeredSvg {
  const changed = changedAreas(view, ctx, previous);
  const board = boardPieces(view, ctx, (frame, clip) => mapLayers(view, frame, FULL_STYLE, changed, clip));
  const base = boardDocument(board.height, [board.beforeMaps, ...board.maps.map((m) => m.base), board.afterMaps, board.panels.legend]);
  const title = overlayPart(header(view, ctx, BOARD_WIDTH, TITLE_H), [0, 0, BOARD_WIDTH, TITLE_H]);
  return { base, overlay: [...board.maps.flatMap((m) => m.overlay), ...board.panels.overlay, title], overlayDefs: board.maps.map((m) => m.defs).join('') };
}

/** Detail image of one named region (see MAP_REGIONS); an unknown id throws an Error naming the known ones. */
export function renderAcRegion(view: AcPublicView, regionId: string, ctx: BoardImageContext, previous?: AcPublicView): string {
  const region = regionById(regionId);
  if (!region) throw new Error(`Unknown map region "${regionId}". Regions: ${MAP_REGIONS.map((r) => r.id).join(', ')}.`);
  const changed = changedAreas(view, ctx, previous);
  const [x0, y0, x1, y1] = region.box;
  const width = Math.min(BOARD_WIDTH, Math.round((1300 * (x1 - x0)) / (y1 - y0)), 1400);
  const frame = frameFor(region.board, region.box, 0, TITLE_H, width);
  const parts = [header(view, ctx, width, TITLE_H, region.name), drawMap(view, frame, DETAIL_STYLE, changed, { clip: true, wholeLabels: true })];
  return svgDocument({ width, height: Math.ceil(frame.y + frame.height), background: NEUTRAL.background, defs: mapDefs() + patternDefs() }, parts);
}
