import { NEUTRAL, group, rect, text, token } from '../../../render/primitives.ts';
import { eeBoard, LOCATION_TYPES } from '../data/index.ts';
import type { EeLocationView, EePublicView } from '../view.ts';
import { RESOURCE_LABELS, TYPE_COLOURS, seatColour } from './view-data.ts';

const BOX_W = 284;
const BOX_H = 112;
const GAP = 10;
const HEAD = 34;
export const LOCATIONS_WIDTH = 3 * BOX_W + 2 * GAP;
export const LOCATIONS_HEIGHT = HEAD + 5 * (BOX_H + GAP);

function costText(id: string): string {
  const cost = eeBoard().locations.find((l) => l.id === id)?.cost;
  if (!cost) return '';
  return `pay ${Object.entries(cost).map(([r, n]) => `${n} ${RESOURCE_LABELS[r as keyof typeof RESOURCE_LABELS]}`).join(' + ')}`;
}

function piecesText(loc: EeLocationView): string {
  const parts = Object.entries(loc.pieces)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([r, n]) => `${n} ${r === 'pollution' ? 'pollution' : RESOURCE_LABELS[r as keyof typeof RESOURCE_LABELS]}`);
  return parts.length > 0 ? `bonus: ${parts.join(', ')}` : '';
}

/** One location: name, cost, the worker stacks in placement order (letter + energy under it), Global Impact pieces. */
function locationBox(loc: EeLocationView, x: number, y: number, highlight: boolean): string {
  const parts = [
    rect(x, y, BOX_W, BOX_H, { fill: TYPE_COLOURS[loc.type], stroke: highlight ? NEUTRAL.highlight : NEUTRAL.gridLine, strokeWidth: highlight ? 5 : 1.5, rx: 8 }),
    text(x + 10, y + 24, loc.name, { size: 21, weight: 'bold', fill: NEUTRAL.ink }),
    text(x + BOX_W - 10, y + 24, costText(loc.id), { size: 17, anchor: 'end', fill: NEUTRAL.mutedInk }),
  ];
  loc.stacks.forEach((st, i) => {
    const cx = x + 30 + i * 56;
    const cy = y + 62;
    if (cx > x + BOX_W - 20) return;
    const colour = st.owner === 'neutral' ? { fill: '#9E9E9E', text: '#000000', letter: 'N' } : seatColour(st.owner);
    parts.push(token({ cx, cy, r: 20, colour, shape: 'square', patterned: st.owner !== 'neutral', highlight: highlight && i === loc.stacks.length - 1 }));
    if (st.energy > 0) parts.push(text(cx, cy + 36, `+${st.energy} en`, { size: 17, anchor: 'middle', weight: 'bold', fill: NEUTRAL.ink }));
  });
  const pieces = piecesText(loc);
  if (pieces !== '') parts.push(text(x + BOX_W - 10, y + BOX_H - 10, pieces, { size: 16, anchor: 'end', fill: NEUTRAL.ink }));
  return group(parts);
}

/** The 13 locations in three columns by type (industry, commerce, government), the last placement outlined. */
export function renderLocations(view: EePublicView, x: number, y: number, highlight: string | null): string {
  const parts: string[] = [];
  LOCATION_TYPES.forEach((type, col) => {
    const cx = x + col * (BOX_W + GAP);
    parts.push(text(cx + BOX_W / 2, y + 22, `${type[0]!.toUpperCase()}${type.slice(1)}`, { size: 22, weight: 'bold', anchor: 'middle', fill: NEUTRAL.ink }));
    view.locations
      .filter((l) => l.type === type)
      .forEach((loc, row) => parts.push(locationBox(loc, cx, y + HEAD + row * (BOX_H + GAP), loc.id === highlight)));
  });
  return group(parts);
}

/** Where a location's box is drawn by renderLocations at (x, y); null for an unknown id. */
export function locationFrame(view: EePublicView, id: string, x: number, y: number): { x: number; y: number; width: number; height: number } | null {
  const loc = view.locations.find((l) => l.id === id);
  if (!loc) return null;
  const col = LOCATION_TYPES.indexOf(loc.type);
  const row = view.locations.filter((l) => l.type === loc.type).findIndex((l) => l.id === id);
  return { x: x + col * (BOX_W + GAP), y: y + HEAD + row * (BOX_H + GAP), width: BOX_W, height: BOX_H };
}
