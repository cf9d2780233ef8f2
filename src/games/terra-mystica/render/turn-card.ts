import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { CARD_NAME_FIT, fitName, hexCenter, NEUTRAL, svgDocument } from '../../../render/primitives.ts';
import { factionSwatch } from './faction-swatch.ts';
import { mapPanel } from './map-panel.ts';
import type { TmPublicView } from './public-view.ts';
import { BOARD_WIDTH, MAP_BOX } from './render-board.ts';

/**
 * The map alone for the phone card, and the region around the last move's hexes (the whole map before the
 * first building). The platform zooms into it until the hex labels are as large as Discord's text.
 */
export function turnCardMap(publicView: unknown, ctx: BoardImageContext): CardMap {
  const view = publicView as TmPublicView;
  const map = mapPanel(view, MAP_BOX, ctx.lastMove);
  const svg = svgDocument({ width: BOARD_WIDTH, height: MAP_BOX.y + MAP_BOX.height + 60, background: NEUTRAL.background }, map.svg);
  const { grid } = map.layout;
  const centres = map.highlighted.map((id) => map.layout.byId.get(id)).filter((c) => c !== undefined).map((c) => hexCenter(grid, c.row, c.col));
  if (centres.length === 0) return { svg, focus: { ...MAP_BOX } };
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const pad = grid.size * 1.2;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return { svg, focus: { x, y, width: Math.max(...xs) + pad - x, height: Math.max(...ys) + pad - y } };
}

/** Victory points so far, faction and player, in seat order. */
export function turnCardScores(publicView: unknown, ctx: BoardImageContext): CardScore[] {
  const view = publicView as TmPublicView;
  return ctx.seatNames.map((name, seat) => {
    const f = view.factions.find((v) => v.seat === seat);
    return f ? { seat, name: `${f.name} (${fitName(name, CARD_NAME_FIT)})`, score: `${f.VP} VP`, colour: factionSwatch(f).fill } : { seat, name, score: '—' };
  });
}
