import { NEUTRAL, group, patternDefs, svgDocument, text, titleBar } from '../../../render/primitives.ts';
import { finalRanking } from '../../../render/final-ranking.ts';
import type { BoardImageContext } from '../../entry.ts';
import type { EePublicView } from '../view.ts';
import { lastMoveMarks } from './last-move.ts';
import { LOCATIONS_HEIGHT, LOCATIONS_WIDTH, renderLocations } from './locations.ts';
import { MARKETS_HEIGHT, renderMarkets } from './markets.ts';
import { playerBlockHeight, playersHeight, renderPlayer } from './players.ts';
import { renderTracks } from './tracks.ts';
import { nationName, seatColour, seatName } from './view-data.ts';
import { fit } from './text-fit.ts';

export const BOARD_WIDTH = 1400;
const MARGIN = 16;
const TITLE_H = 60;

function stageText(view: EePublicView, names: readonly string[]): string {
  if (view.phase === 'over') return 'Game over';
  if (view.phase === 'setup') return 'Setup: keep a nation and an agenda';
  const who = view.current === null ? '' : seatName(view, view.current, names, { width: 400, size: 27, bold: true });
  const final = view.end ? ' · final turns' : '';
  return `Turn ${view.turnNo + 1} · ${who}${final}`;
}

/**
 * The public turn-post image, drawn only from view(state, null): title with the turn and the last move; the 13
 * locations with their worker stacks; the Global Impact track with oil prices, the Global Impact cards, the UN
 * track, the agenda display and dice supply; the three markets; each player's public holdings. Handed a seat's
 * view it draws the same picture: it reads no private field.
 */
export function renderBoard(view: EePublicView, ctx: BoardImageContext): string {
  const marks = lastMoveMarks(ctx.lastMove);
  const who = ctx.lastSeat === undefined ? '' : seatName(view, ctx.lastSeat, ctx.seatNames, { width: 240, size: 20 });
  const subtitle = marks.text === '' ? 'No move yet' : fit(`Last: ${who} ${marks.text}`, 640, 20, 1)[0]!;
  const { final, topY, tracks, marketsY } = boardLayout(view, ctx.seatNames);
  const playersY = marketsY + MARKETS_HEIGHT + 12;
  const height = playersY + playersHeight(view) + 34;
  const players: string[] = [];
  let y = playersY;
  for (const p of view.players) {
    players.push(renderPlayer(view, p, ctx.seatNames, MARGIN, y, BOARD_WIDTH - 2 * MARGIN, { ...marks, mover: ctx.lastSeat ?? null }));
    y += playerBlockHeight(p);
  }
  return svgDocument({ width: BOARD_WIDTH, height, background: NEUTRAL.background, defs: patternDefs() }, [
    titleBar({ width: BOARD_WIDTH, height: TITLE_H, title: `Energy Empire · ${stageText(view, ctx.seatNames)}`, subtitle }),
    final?.svg ?? '',
    renderLocations(view, MARGIN, topY, marks.location),
    tracks.svg,
    renderMarkets(view, MARGIN, marketsY, BOARD_WIDTH - 2 * MARGIN),
    group(players),
    text(MARGIN, height - 12, `${view.provisional ? 'PROVISIONAL DATA (placeholders). ' : ''}Key: /ee help topic:board`, { size: 15, fill: NEUTRAL.mutedInk }),
  ]);
}

/** Where the parts of the board go: below the final panel (EE-15.4, at the end) the locations, tracks, then the markets. */
export function boardLayout(view: EePublicView, seatNames: readonly string[]) {
  // At the end (EE-15.4): the winner and the final ranking first.
  const final = finalPanel(view, seatNames, MARGIN, TITLE_H + 12, BOARD_WIDTH - 2 * MARGIN);
  const topY = TITLE_H + 12 + (final ? final.height + 12 : 0);
  const tracks = renderTracks(view, MARGIN + LOCATIONS_WIDTH + 28, topY);
  const marketsY = topY + Math.max(LOCATIONS_HEIGHT, tracks.height) + 8;
  return { final, topY, tracks, marketsY, margin: MARGIN, width: BOARD_WIDTH };
}

/** The winner banner and every player's rank, final total and categories, once the game is over; null before. */
function finalPanel(view: EePublicView, names: readonly string[], x: number, y: number, width: number): { svg: string; height: number } | null {
  if (!view.final) return null;
  const rows = view.final.map((f) => {
    const nation = view.players[f.seat]?.nation ?? null;
    const name = `${seatName(view, f.seat, names)}${nation ? ` (${nationName(nation)})` : ''}`;
    return { rank: f.rank, total: f.total, name, breakdown: Object.entries(f.breakdown), colour: seatColour(f.seat) };
  });
  return finalRanking({ x, y, width, rows, unit: 'VP' });
}
