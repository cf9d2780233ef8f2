import type { BoardImageContext } from '../../entry.ts';
import { NEUTRAL, svgDocument, titleBar } from '../../../render/primitives.ts';
import { mapPanel } from './map-panel.ts';
import type { TmPublicView } from './public-view.ts';

export const BOARD_WIDTH = 1600;

export function renderBoard(publicView: unknown, ctx: BoardImageContext): string {
  const view = publicView as TmPublicView;
  const map = mapPanel(view, { x: 44, y: 110, width: BOARD_WIDTH - 88, height: 900 }, ctx.lastMove);
  const height = 1060;
  return svgDocument({ width: BOARD_WIDTH, height, background: NEUTRAL.background }, [titleBar({ width: BOARD_WIDTH, title: 'Terra Mystica' }), map.svg]);
}
