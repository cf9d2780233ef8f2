import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { CARD_NAME_FIT, fitName, hexCenter, NEUTRAL, svgDocument } from '../../../render/primitives.ts';
import { playerPanelMap } from '../../../render/player-panel-card.ts';
import { unionBox } from '../../../render/turn-card.ts';
import { factionSwatch } from './faction-swatch.ts';
import { mapPanel } from './map-panel.ts';
import { factionOfSeat, type TmFactionView, type TmPublicView } from './public-view.ts';
import { BOARD_WIDTH, MAP_BOX } from './render-board.ts';

/**
 * The map alone for the phone card, and every hex the last move names, each shown whole with the buildings next to it:
 * the hexes built on, upgraded or transformed; for a power offer taken, the taker's buildings next to the giver's (the
 * hexes leeched from). A move that names no hex (a pass, a conversion, a cult step) shows the mover's panel. The
 * platform zooms in until the hex labels are as large as Discord's text.
 */
export function turnCardMap(view: TmPublicView, ctx: BoardImageContext): CardMap {
  const map = mapPanel(view, MAP_BOX, ctx.lastMove);
  const svg = svgDocument({ width: BOARD_WIDTH, height: MAP_BOX.y + MAP_BOX.height + 60, background: NEUTRAL.background }, map.svg);
  const { grid } = map.layout;
  const centreOf = (id: string) => {
    const c = map.layout.byId.get(id);
    return c ? hexCenter(grid, c.row, c.col) : undefined;
  };
  // Neighbouring hexes' centres are √3 × size apart.
  const adjacent = (a: string, b: string) => {
    const [p, q] = [centreOf(a), centreOf(b)];
    return p !== undefined && q !== undefined && a !== b && Math.hypot(p.x - q.x, p.y - q.y) < grid.size * 1.9;
  };
  const built = Object.keys(view.buildings);
  const named = map.highlighted.length > 0 ? map.highlighted : leechedHexes(view, ctx, built, adjacent);
  if (named.length === 0) {
    const mover = ctx.lastSeat === undefined ? undefined : factionOfSeat(view, ctx.lastSeat);
    if (mover) return moverPanel(mover, ctx);
    return { svg, focus: { ...MAP_BOX } };
  }
  // Each named hex with the buildings around it, so a neighbouring dwelling is never cut in half.
  const shown = [...new Set([...named, ...built.filter((b) => named.some((n) => adjacent(n, b)))])];
  const places = shown.flatMap((id) => {
    const c = centreOf(id);
    return c ? [{ x: c.x - grid.size, y: c.y - grid.size * 1.1, width: 2 * grid.size, height: grid.size * 2.2 }] : [];
  });
  return { svg, focus: unionBox(places.slice(0, named.length)), places };
}

/** "leech N from <faction>": the taker's buildings next to the giver's, and those of the giver (TM-8.2). */
function leechedHexes(view: TmPublicView, ctx: BoardImageContext, built: readonly string[], adjacent: (a: string, b: string) => boolean): string[] {
  const giverName = /\bleech\s+\d+\s+from\s+([a-z]+)/i.exec(ctx.lastMove ?? '')?.[1]?.toLowerCase();
  const giver = view.factions.find((f) => f.faction === giverName || f.name.toLowerCase() === giverName);
  if (!giver || ctx.lastSeat === undefined) return [];
  const mine = built.filter((h) => view.buildings[h]!.seat === ctx.lastSeat);
  const theirs = built.filter((h) => view.buildings[h]!.seat === giver.seat);
  return [...mine.filter((m) => theirs.some((t) => adjacent(m, t))), ...theirs.filter((t) => mine.some((m) => adjacent(m, t)))];
}

/** The mover's resources, power and score as the board's player panel shows them, in the card's text size. */
function moverPanel(f: TmFactionView, ctx: BoardImageContext): CardMap {
  return playerPanelMap({
    name: `${f.name} (${ctx.seatNames[f.seat] ?? f.player})`,
    colour: factionSwatch(f).fill,
    lines: [`${f.VP} VP · ${f.C} C · ${f.W} W · ${f.P} P`, `Power ${f.power.join('/')} · shipping ${f.shipping} · digging ${f.digging}`, `Cults: fire ${f.cult[0]} · water ${f.cult[1]} · earth ${f.cult[2]} · air ${f.cult[3]}`],
  });
}

/** Victory points so far, faction and player, in seat order. */
export function turnCardScores(view: TmPublicView, ctx: BoardImageContext): CardScore[] {
  return ctx.seatNames.map((name, seat) => {
    const f = view.factions.find((v) => v.seat === seat);
    return f ? { seat, name: `${f.name} (${fitName(name, CARD_NAME_FIT)})`, score: `${f.VP} VP`, colour: factionSwatch(f).fill } : { seat, name, score: '—' };
  });
}
