import { NEUTRAL, fitName, patternDefs, svgDocument, titleBar, translate, group } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { PIECE_PATTERNS } from './colours.ts';
import { DEV_BOARD_HEIGHT, renderDevBoard } from './dev-board.ts';
import { finalPanelHeight, renderFinalPanel } from './final-panel.ts';
import { LABELS, phaseLabel } from './labels.ts';
import { turnMarks } from './last-move.ts';
import { renderMap } from './map.ts';
import { MAP_HEIGHT, MAP_WIDTH } from './map-layout.ts';
import { playersPanelHeight, renderPlayersPanel } from './players-panel.ts';
import { renderDisplay, renderStatus } from './status-panel.ts';
import { fitText } from './text-fit.ts';
import { displayName, type BoardView } from './view-data.ts';

const WIDTH = MAP_WIDTH;
const TITLE_H = 60;
const MARGIN = 16;

/**
 * The public turn-post image, drawn only from view(state, null): title bar with the round, phase and last move; the
 * map; the development board; turn order and public holdings. Even if handed a seat's view, it reads no private field.
 */
export function renderBoard(view: BoardView, ctx: BoardImageContext): string {
  const marks = turnMarks(view.lastTurn, ctx.lastMove, ctx.lastSeat);
  const mover = ctx.lastSeat === undefined ? undefined : view.players.find((p) => p.kind === 'human' && p.seat === ctx.lastSeat);
  const title = `${LABELS.game} · ${view.phase === 'over' ? LABELS.gameOver : `${LABELS.round(view.round)} · ${phaseLabel(view.phase)}`}`;
  const name = mover ? displayName(mover, ctx.seatNames) : (ctx.lastSeat !== undefined ? ctx.seatNames[ctx.lastSeat] : undefined) ?? '';
  const who = name === '' ? '' : fitName(name, { width: 260, size: 20 });
  const subtitle = marks.text === '' ? LABELS.noMoveYet : LABELS.lastMove(who, marks.text);

  const mapTop = TITLE_H;
  const devTop = mapTop + MAP_HEIGHT + 12;
  const playersTop = devTop + DEV_BOARD_HEIGHT + 4;
  const finalTop = playersTop + playersPanelHeight(view);
  const height = finalTop + finalPanelHeight(view) + MARGIN;
  const moved = mover && marks.marker ? { colour: mover.colour, type: marks.marker } : null;

  return svgDocument({ width: WIDTH, height, background: NEUTRAL.background, defs: patternDefs(PIECE_PATTERNS) }, [
    titleBar({ width: WIDTH, height: TITLE_H, title, subtitle: fitText(subtitle, WIDTH - 48 - title.length * 15, 20) }),
    group(
      [
        renderMap(view, marks),
        renderStatus(view, ctx.seatNames, 14, 8, 590),
        renderDisplay(view, MAP_WIDTH - 8, 6),
      ],
      { transform: translate(0, mapTop) },
    ),
    renderDevBoard(view, MARGIN, devTop, moved),
    renderPlayersPanel(view, ctx.seatNames, MARGIN, playersTop, WIDTH - 2 * MARGIN),
    renderFinalPanel(view, ctx.seatNames, MARGIN, finalTop, WIDTH - 2 * MARGIN),
  ]);
}
