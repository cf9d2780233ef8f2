import type { BoardImageContext } from '../../entry.ts';
import { NEUTRAL, svgDocument, text, titleBar } from '../../../render/primitives.ts';
import { cultPanel, cultPanelHeight, cultPanelWidth } from './cult-panel.ts';
import { LEGEND_HEIGHT, legendRow } from './legend-row.ts';
import { mapPanel } from './map-panel.ts';
import { playerPanel, playerPanelHeight } from './player-panel.ts';
import { factionOfSeat, type TmPublicView } from './public-view.ts';
import { POWER_ROW_HEIGHT, TILE_ROW_HEIGHT, bonusRow, powerActionRow, scoringRow } from './tiles-panel.ts';

export const BOARD_WIDTH = 1600;
const MARGIN = 20;
const TITLE_HEIGHT = 56;
const LAST_MOVE_HEIGHT = 40;
// 13.5 hex widths by 14 hex sizes: the map box keeps that ratio so the grid fills it.
const MAP_BOX = { x: 46, width: BOARD_WIDTH - 92, height: 905 } as const;

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

function who(view: TmPublicView, seat: number, seatNames: readonly string[]): string {
  const name = clip(seatNames[seat] ?? `Seat ${seat + 1}`, 24);
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
    case 'over':
      return 'Game over';
  }
}

/**
 * The turn post: title, last move, the map with its legend, the cult board beside the scoring tiles,
 * bonus cards and power actions, and a summary row per player. Drawn from view(state, null) only.
 */
export function renderBoard(publicView: unknown, ctx: BoardImageContext): string {
  const view = publicView as TmPublicView;
  const parts: string[] = [titleBar({ width: BOARD_WIDTH, height: TITLE_HEIGHT, title: 'Terra Mystica', subtitle: clip(phaseLine(view, ctx.seatNames), 90) })];

  let y = TITLE_HEIGHT;
  const lastMove =
    ctx.lastMove === undefined
      ? 'Last move: none yet'
      : `Last move: ${ctx.lastSeat === undefined ? '' : `${who(view, ctx.lastSeat, ctx.seatNames)}: `}${clip(ctx.lastMove, 110)}`;
  parts.push(text(MARGIN, y + LAST_MOVE_HEIGHT / 2, lastMove, { size: 21, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  y += LAST_MOVE_HEIGHT + 36;

  const map = mapPanel(view, { ...MAP_BOX, y }, ctx.lastMove);
  y += MAP_BOX.height + 40;
  parts.push(map.svg);
  parts.push(legendRow(MARGIN, y, BOARD_WIDTH - 2 * MARGIN));
  y += LEGEND_HEIGHT + 10;

  const cultWidth = cultPanelWidth();
  parts.push(cultPanel(view, MARGIN, y));
  parts.push(powerActionRow(view, MARGIN, y + cultPanelHeight() + 14, cultWidth));
  const rightX = MARGIN + cultWidth + 30;
  const rightWidth = BOARD_WIDTH - MARGIN - rightX;
  parts.push(scoringRow(view, rightX, y, rightWidth));
  parts.push(bonusRow(view, rightX, y + TILE_ROW_HEIGHT + 16, rightWidth));
  y += Math.max(cultPanelHeight() + 14 + POWER_ROW_HEIGHT, 2 * TILE_ROW_HEIGHT + 16) + 20;

  const seats = Math.max(ctx.seatNames.length, view.factions.length);
  parts.push(playerPanel(view, ctx.seatNames, MARGIN, y, BOARD_WIDTH - 2 * MARGIN, ctx.lastSeat));
  y += playerPanelHeight(seats) + MARGIN;

  return svgDocument({ width: BOARD_WIDTH, height: Math.ceil(y), background: NEUTRAL.background }, parts);
}
