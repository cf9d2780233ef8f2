import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { markerVp } from '../rules/track.ts';
import { patternDefs, svgDocument } from '../../../render/primitives.ts';
import { isCity, cityName } from '../rules/world.ts';
import { turnMarks } from './last-move.ts';
import { renderMap } from './map.ts';
import { CITY_H, CITY_W, cityCentre, MAP_HEIGHT, MAP_WIDTH } from './map-layout.ts';
import { PIECE_PATTERNS, pieceColour } from './colours.ts';
import { playerPanelMap } from '../../../render/player-panel-card.ts';
import { displayName, type BoardView, type PlayerView } from './view-data.ts';

/**
 * The map alone (its key stays on the full board) for the phone card, and the region around the last
 * move: the destination of a transport, else the last city it names; the whole map otherwise. The
 * platform zooms in until the city labels are as large as Discord's text.
 */
export function turnCardMap(view: BoardView, ctx: BoardImageContext): CardMap {
  const marks = turnMarks(view.lastTurn, ctx.lastMove, ctx.lastSeat);
  const svg = svgDocument({ width: MAP_WIDTH, height: MAP_HEIGHT, defs: patternDefs(PIECE_PATTERNS) }, renderMap(view, marks, { legend: false }));
  const ids = Object.keys(view.cities).filter(isCity);
  const box = (city: string) => {
    const c = cityCentre(city, ids.indexOf(city));
    return { x: c.x - CITY_W / 2 - 20, y: c.y - CITY_H / 2 - 20, width: CITY_W + 40, height: CITY_H + 40 };
  };
  // Every city the turn names, each whole: a transport's origin and destination, then the cities of its sub-steps.
  const named = [...new Set([...(marks.route ?? []), ...marks.cities])].filter((c) => ids.includes(c));
  const focusCity = marks.route?.[1] ?? marks.cities.at(-1);
  if (focusCity === undefined || !ids.includes(focusCity)) {
    // A turn that names no city (the fallback turn's cards): the mover's panel instead of the whole map.
    const mover = view.lastTurn ? view.players.find((p) => p.seat === view.lastTurn!.seat && p.seat !== null) : undefined;
    return mover ? moverPanel(mover, ctx) : { svg, focus: { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT } };
  }
  return { svg, focus: box(focusCity), places: named.map(box) };
}

/** The whole turn the last move belongs to (transport, row, city, …), as the board's last-move line names it. */
export function turnCardLastMove(view: BoardView, ctx: BoardImageContext): string | null {
  const text = turnMarks(view.lastTurn, ctx.lastMove, ctx.lastSeat).text;
  return text === '' ? null : text;
}

/**
 * Each participant in turn order, the bot included: the VP its development markers have reached so far and its
 * city cards (the rest of the score, posts and goals, is counted at the end, CE-12).
 */
export function turnCardScores(view: BoardView, ctx: BoardImageContext): CardScore[] {
  const order = view.order.length === view.players.length ? view.order : view.players.map((_, i) => i);
  return order.map((p) => {
    const player = view.players[p]!;
    const vp = (['car', 'loco', 'ship'] as const).reduce((sum, t) => sum + markerVp(player.markers[t]), 0);
    return {
      ...(player.seat !== null ? { seat: player.seat } : {}),
      name: displayName(player, ctx.seatNames),
      score: `${vp} VP · ${player.cities.length} ${player.cities.length === 1 ? 'city' : 'cities'}`,
      colour: pieceColour(player.colour).fill,
    };
  });
}

/** The mover's cards, development markers and cities, as the board's players panel shows them, in the card's text size. */
function moverPanel(p: PlayerView, ctx: BoardImageContext): CardMap {
  const types = ['car', 'loco', 'ship'] as const;
  return playerPanelMap({
    name: displayName(p, ctx.seatNames),
    colour: pieceColour(p.colour).fill,
    lines: [
      `Cards: ${types.map((t) => `${t} ${p.hand[t]}`).join(' · ')}`,
      `Development: ${types.map((t) => `${t} ${p.markers[t].position}`).join(' · ')}`,
      `Cities: ${p.cities.map(cityName).join(', ') || 'none'}`,
    ],
  });
}
