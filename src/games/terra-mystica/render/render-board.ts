import type { BoardImageContext } from '../../entry.ts';
import { NEUTRAL, fitName, svgDocument, text, titleBar } from '../../../render/primitives.ts';
import { cultPanel, cultPanelHeight, cultPanelWidth } from './cult-panel.ts';
import { finalPanel, finalPanelHeight, finalRanking } from './final-panel.ts';
import { LEGEND_HEIGHT, legendRow } from './legend-row.ts';
import { mapPanel } from './map-panel.ts';
import { playerPanel, playerPanelHeight } from './player-panel.ts';
import { factionOfSeat, type TmPublicView } from './public-view.ts';
import { clip } from './text-fit.ts';
import { tilesLeft, tilesLeftHeight } from './tiles-left.ts';
import { POWER_ROW_HEIGHT, TILE_ROW_HEIGHT, bonusRow, powerActionRow, scoringRow } from './tiles-panel.ts';

export const BOARD_WIDTH = 1600;
const MARGIN = 20;
const TITLE_HEIGHT = 56;
const LAST_MOVE_HEIGHT = 40;
const MAP_TOP = TITLE_HEIGHT + LAST_MOVE_HEIGHT + 36;
/** Where the map's hexes go. 13.5 hex widths by 14 hex sizes: the box keeps that ratio so the grid fills it. */
export const MAP_BOX = { x: 46, y: MAP_TOP, width: BOARD_WIDTH - 92, height: 905 } as const;

function who(view: TmPublicView, seat: number, seatNames: readonly string[]): string {
  const name = fitName(seatNames[seat] ?? `Seat ${seat + 1}`, { width: 380, size: 20, bold: true });
  const f = factionOfSeat(view, seat);
  return f ? `${f.name} (${name})` : name;
}

function phaseLine(view: TmPublicView, seatNames: readonly string[]): string {
  const active = view.active === null ? '' : ` · ${who(view, view.active, seatNames)} to act`;
  switch (view.phase) {
    case 'factions':
      return 'Setup: choosing factions';
    case 'setup':
      return `Setup: ${view.setupQueue[0]?.kind === 'bonus' ? 'choosing bonus cards' : 'placing dwellings'}${active}`;
    case 'income-spades':
      return `Round ${view.round}: cult bonus spades`;
    case 'play':
      return `Round ${view.round} of 6, turn ${view.turn}${active}`;
    case 'over': {
      const winners = view.finalScores ? finalRanking(view, seatNames).filter((r) => r.rank === 1) : [];
      return winners.length > 0 ? `Game over · ${winners.length > 1 ? 'shared win' : 'winner'}: ${winners.map((w) => w.name).join(', ')}` : 'Game over';
    }
    default:
      return 'Setup';
  }
}

/**
 * The turn post: title, last move, the map with its legend, the cult board beside the scoring tiles,
 * bonus cards and power actions, and a summary row per player. Drawn from view(state, null) only.
 */
export function renderBoard(view: TmPublicView, ctx: BoardImageContext): string {
  const parts: string[] = [titleBar({ width: BOARD_WIDTH, height: TITLE_HEIGHT, title: 'Terra Mystica', subtitle: clip(phaseLine(view, ctx.seatNames), 90) })];

  const lastMove =
    ctx.lastMove === undefined
      ? 'Last move: none yet'
      : `Last move: ${ctx.lastSeat === undefined ? '' : `${who(view, ctx.lastSeat, ctx.seatNames)}: `}${ctx.lastMove}`;
  // About 11.5 px per bold character at 20 px: 130 characters fill the width.
  parts.push(text(MARGIN, TITLE_HEIGHT + LAST_MOVE_HEIGHT / 2, clip(lastMove, 130), { size: 20, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  const map = mapPanel(view, MAP_BOX, ctx.lastMove);
  let y = MAP_BOX.y + MAP_BOX.height + 64;
  parts.push(map.svg);
  parts.push(legendRow(MARGIN, y, BOARD_WIDTH - 2 * MARGIN, Boolean((view.options as { specialTerrain?: boolean }).specialTerrain)));
  y += LEGEND_HEIGHT + 10;

  const cultWidth = cultPanelWidth();
  parts.push(cultPanel(view, MARGIN, y));
  const rightX = MARGIN + cultWidth + 24;
  const rightWidth = BOARD_WIDTH - MARGIN - rightX;
  parts.push(scoringRow(view, rightX, y, rightWidth));
  parts.push(bonusRow(view, rightX, y + TILE_ROW_HEIGHT + 10, rightWidth));
  parts.push(powerActionRow(view, rightX, y + 2 * TILE_ROW_HEIGHT + 20, rightWidth));
  y += Math.max(cultPanelHeight(), 2 * TILE_ROW_HEIGHT + 20 + POWER_ROW_HEIGHT) + 20;

  parts.push(playerPanel(view, ctx.seatNames, MARGIN, y, BOARD_WIDTH - 2 * MARGIN, ctx.lastSeat));
  y += playerPanelHeight(view, ctx.seatNames) + 10;
  parts.push(tilesLeft(view, MARGIN, y, BOARD_WIDTH - 2 * MARGIN));
  y += tilesLeftHeight(view, BOARD_WIDTH - 2 * MARGIN) + MARGIN;
  const finalHeight = finalPanelHeight(view);
  if (finalHeight > 0) {
    parts.push(finalPanel(view, ctx.seatNames, MARGIN, y, BOARD_WIDTH - 2 * MARGIN));
    y += finalHeight + MARGIN;
  }

  return svgDocument({ width: BOARD_WIDTH, height: Math.ceil(y), background: NEUTRAL.background }, parts);
}
