/** The phone card's map crop and provisional scores (issue 13). Reads only the public view. */
import { CARD_NAME_FIT, NEUTRAL, fitName, svgDocument } from '../../../render/primitives.ts';
import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { mapGeometry } from '../data/map-geometry.ts';
import { NATION_NAMES } from '../data/nations.ts';
import { playerPanelMap } from '../../../render/player-panel-card.ts';
import type { AcPlayerView, AcPublicView } from '../view.ts';
import { BOARD_WIDTH, inPlayBox, westernInPlay } from './board.ts';
import { changedAreas } from './changes.ts';
import { NATION_COLOURS } from './colours.ts';
import { civList } from './panels.ts';
import { frameFor, project, type MapFrame } from './frame.ts';
import { areaPlaceBoxes, drawMap, mapDefs, type ImageBox, type MapStyle } from './map.ts';

const CARD_STYLE: MapStyle = { nameSize: 12, minNameSize: 9, chipHeight: 15, waterNames: false };
/** Smallest crop, in map pixels, so a one-area move still shows its neighbours. */
const MIN_FOCUS = 360;

/**
 * The map alone (the main board's part in play, and the Western Extension under it when in play) and the region
 * around the areas the last move changed; the whole map when the move names no area.
 */
export function turnCardMap(view: AcPublicView, ctx: BoardImageContext): CardMap {
  const mover = view.players.find((p) => p.seat === ctx.lastSeat);
  // A move that names no area (a hidden answer, taxes, a purchase): the mover's panel rather than a part of the map.
  if (mover && changedAreas(view, ctx).size === 0) return moverPanel(mover, ctx);
  return mapAround(view, ctx);
}

/** The acting player's row of the board's player panel, in the card's text size. */
function moverPanel(p: AcPlayerView, ctx: BoardImageContext): CardMap {
  const player = ctx.seatNames[p.seat] ?? p.name;
  return playerPanelMap({
    name: p.nation ? `${NATION_NAMES[p.nation]} (${player})` : player,
    colour: p.nation ? NATION_COLOURS[p.nation].fill : undefined,
    lines: [`Treasury ${p.treasury} · stock ${p.stock} · A.S.T. ${p.ast}`, `Cities ${p.citiesOnBoard}/${p.citiesOnBoard + p.citiesInStock} · ships left ${p.shipsInStock}`, `Trade cards ${p.handSize}`, civList(p)],
  });
}

function mapAround(view: AcPublicView, ctx: BoardImageContext): CardMap {
  const western = westernInPlay(view);
  const main = frameFor('main', western ? mapGeometry().boardBounds.main : inPlayBox(view), 0, 0, BOARD_WIDTH);
  const frames: MapFrame[] = [main];
  if (western) {
    const wb = mapGeometry().boardBounds.western;
    frames.push(frameFor('western', wb, 0, main.height + 4, (wb[2] - wb[0]) * main.scale));
  }
  const changed = changedAreas(view, ctx);
  const height = Math.ceil(Math.max(...frames.map((f) => f.y + f.height)));
  const document = (only?: ImageBox) => svgDocument({ width: BOARD_WIDTH, height, background: NEUTRAL.background, defs: mapDefs() }, frames.map((f) => drawMap(view, f, CARD_STYLE, changed, { only })));
  const svg = document();
  const points = [...changed].flatMap((id) => {
    const g = mapGeometry().areas[id];
    const frame = g && frames.find((f) => f.board === g.board);
    return g && frame ? [project(frame, g.anchor)] : [];
  });
  if (points.length === 0) return { svg, focus: { x: 0, y: 0, width: BOARD_WIDTH, height }, crop: document };
  // Every area the move names, with its label and pieces, is shown whole (the origin and destination of a movement).
  // A label at the map's edge may reach past it (Tunisia at the original board's west edge): only the part inside the
  // map can be shown, so that part is what must be shown.
  const places = frames.flatMap((f) => areaPlaceBoxes(view, f, CARD_STYLE, changed)).map((b) => insideMap(b, height));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const pad = 120;
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const width = Math.min(BOARD_WIDTH, Math.max(MIN_FOCUS, Math.max(...xs) - Math.min(...xs) + 2 * pad));
  const h = Math.min(height, Math.max(MIN_FOCUS * 0.6, Math.max(...ys) - Math.min(...ys) + 2 * pad));
  const x = Math.max(0, Math.min(BOARD_WIDTH - width, cx - width / 2));
  const y = Math.max(0, Math.min(height - h, cy - h / 2));
  return { svg, focus: { x, y, width, height: h }, places, crop: document };
}

/** The part of a box inside the map document (BOARD_WIDTH wide, `height` high). */
function insideMap(b: ImageBox, height: number): ImageBox {
  const x = Math.max(0, b.x);
  const y = Math.max(0, b.y);
  return { x, y, width: Math.max(0, Math.min(BOARD_WIDTH, b.x + b.width) - x), height: Math.max(0, Math.min(height, b.y + b.height) - y) };
}

/**
 * Provisional score (35.1) from public information only: civilization cards + treasury + 100 per A.S.T. square +
 * 50 per city. Trade-card sets are private until the end (27.3), so they are left out and the line says so.
 */
export function provisionalScore(view: AcPublicView, seat: number): number | null {
  const p = view.players.find((x) => x.seat === seat);
  if (!p || p.nation === null) return null;
  return p.civilizationValue + p.treasury + 100 * p.ast + 50 * p.citiesOnBoard;
}

/** Said once under the scores on the phone card. */
export const TURN_CARD_SCORES_NOTE = 'Without trade cards (hidden until the end, 27.3).';

export function turnCardScores(view: AcPublicView, ctx: BoardImageContext): CardScore[] {
  return ctx.seatNames.map((name, seat) => {
    const p = view.players.find((x) => x.seat === seat);
    const score = provisionalScore(view, seat);
    if (!p?.nation || score === null) return { seat, name, score: '—' };
    return { seat, name: `${NATION_NAMES[p.nation]} (${fitName(name, CARD_NAME_FIT)})`, score: String(score), colour: NATION_COLOURS[p.nation].fill };
  });
}
