import { FAVOR_IDS, TOWN_IDS } from '../data/tiles.ts';
import { NEUTRAL, group, text } from '../../../render/primitives.ts';
import type { TmPublicView } from './public-view.ts';
import { FAVOR_TEXT, TOWN_TEXT } from './tile-text.ts';

export const TILES_LEFT_HEIGHT = 56;

/** Favor and town tiles still in the supply (TM-2.7, TM-2.9), with their copies. */
export function tilesLeft(view: TmPublicView, x: number, y: number): string {
  const favors = FAVOR_IDS.filter((id) => (view.favorTiles[id] ?? 0) > 0).map((id) => `${FAVOR_TEXT[id]} ×${view.favorTiles[id]}`);
  const towns = TOWN_IDS.filter((id) => (view.townTiles[id] ?? 0) > 0).map((id) => `${id} ${TOWN_TEXT[id]} ×${view.townTiles[id]}`);
  const style = { size: 16, valign: 'middle', fill: NEUTRAL.ink } as const;
  return group([
    text(x, y + 14, `Favor tiles left: ${favors.join(' · ') || 'none'}`, style),
    text(x, y + 40, `Town tiles left: ${towns.join(' · ') || 'none'}`, style),
  ]);
}
