import { TERRAINS } from '../data/terrain.ts';
import { NEUTRAL, group, hexCorners, polygon, text } from '../../../render/primitives.ts';
import { RIVER, TERRAIN_STYLES } from './terrain-style.ts';

/** Terrain colours with their codes and colour words, and what the building letters mean. */
export function legendRow(x: number, y: number, width: number, specialTerrain: boolean): string {
  const parts: string[] = [];
  const r = 17;
  const step = width / 8;
  TERRAINS.forEach((t, i) => {
    const look = TERRAIN_STYLES[t];
    const cx = x + i * step + r;
    parts.push(polygon(hexCorners({ x: cx, y }, r), { fill: look.fill, stroke: NEUTRAL.ink, strokeWidth: 1 }));
    parts.push(text(cx, y, look.code, { size: 13, weight: 'bold', anchor: 'middle', valign: 'middle', fill: look.ink }));
    parts.push(text(cx + r + 6, y, `${look.name} (${look.colourWord})`, { size: 15, valign: 'middle', fill: NEUTRAL.ink }));
  });
  const rx = x + 7 * step + r;
  parts.push(polygon(hexCorners({ x: rx, y }, r), { fill: RIVER.fill, stroke: NEUTRAL.ink, strokeWidth: 1 }));
  parts.push(text(rx + r + 6, y, 'River', { size: 15, valign: 'middle', fill: NEUTRAL.ink }));
  parts.push(
    text(x, y + 32, `D dwelling · TP trading post · TE temple · SH stronghold · SA sanctuary${specialTerrain ? ' · ST special terrain' : ''} · gold border and star: town · black outline: last move`, {
      size: 15,
      valign: 'middle',
      fill: NEUTRAL.mutedInk,
    }),
  );
  return group(parts);
}

export const LEGEND_HEIGHT = 56;
