import { FAVOR_IDS, TOWN_IDS } from '../data/tiles.ts';
import { NEUTRAL, group, text } from '../../../render/primitives.ts';
import type { TmPublicView } from './public-view.ts';
import { charsThatFit, wrapItems } from './text-fit.ts';
import { FAVOR_TEXT, TOWN_TEXT } from './tile-text.ts';

const SIZE = 15;
const LINE = 22;

function block(label: string, items: readonly string[], width: number): string[] {
  return items.length === 0 ? [`${label} none`] : wrapItems([`${label} ${items[0]}`, ...items.slice(1)], charsThatFit(width, SIZE));
}

/** The lines tilesLeft draws: favor and town tiles still in the supply (TM-2.7, TM-2.9), with their copies. */
function tilesLeftLines(view: TmPublicView, width: number): string[] {
  const favors = FAVOR_IDS.filter((id) => (view.favorTiles[id] ?? 0) > 0).map((id) => `${FAVOR_TEXT[id]} ×${view.favorTiles[id]}`);
  const towns = TOWN_IDS.filter((id) => (view.townTiles[id] ?? 0) > 0).map((id) => `${id} ${TOWN_TEXT[id]} ×${view.townTiles[id]}`);
  return [...block('Favor tiles left:', favors, width), ...block('Town tiles left:', towns, width)];
}

export function tilesLeftHeight(view: TmPublicView, width: number): number {
  return tilesLeftLines(view, width).length * LINE + 8;
}

export function tilesLeft(view: TmPublicView, x: number, y: number, width: number): string {
  return group(tilesLeftLines(view, width).map((lineText, i) => text(x, y + LINE / 2 + i * LINE, lineText, { size: SIZE, valign: 'middle', fill: NEUTRAL.ink })));
}
