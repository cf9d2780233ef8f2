import { CULTS, type Cult } from '../data/tiles.ts';
import { NEUTRAL, group, rect, text, token, track, trackSpaceCenter, type TrackOptions } from '../../../render/primitives.ts';
import { factionSwatch } from './faction-swatch.ts';
import { factionOfSeat, type TmFactionView, type TmPublicView } from './public-view.ts';
import { CULT_NAMES } from './tile-text.ts';

const CULT_FILL: Record<Cult, string> = { FIRE: '#D84A2B', WATER: '#2F6FC4', EARTH: '#8A5A2B', AIR: '#E8E8E8' };

const POWER_THRESHOLDS = [[3, 1], [5, 2], [7, 2], [10, 3]] as const;

export const CULT_PANEL = { labelWidth: 74, cell: 54, rowHeight: 84, priestCell: 44, gap: 12, marker: 13 } as const;

export function cultPanelWidth(): number {
  const p = CULT_PANEL;
  return p.labelWidth + 11 * p.cell + p.gap + 4 * p.priestCell;
}

/**
 * The cult board (TM-11): four tracks 0..10 with every faction's marker, and the four priest
 * spaces of each track (one 3-step space, three 2-step spaces) with the priests standing on them.
 * Space 10 needs a key and holds one faction only (TM-11.3).
 */
/**
 * Markers of the factions on one track, two per line under the space number, so five factions on
 * one space still show full-size tokens with their terrain codes.
 */
function cultMarkers(view: TmPublicView, cultIndex: number, options: TrackOptions): string {
  const p = CULT_PANEL;
  const bySpace = new Map<number, TmFactionView[]>();
  for (const f of view.factions) {
    const space = f.cult[cultIndex] ?? 0;
    bySpace.set(space, [...(bySpace.get(space) ?? []), f]);
  }
  const parts: string[] = [];
  for (const [space, here] of bySpace) {
    const c = trackSpaceCenter(options, space);
    const lines = Math.ceil(here.length / 2);
    // The space below the number holds up to three lines of two markers (five factions).
    // Two side by side keep a gap between them (centres half a cell apart), so stacked markers never cover each other.
    const r = here.length === 1 ? p.marker * 1.3 : Math.min(p.marker, p.cell * 0.22, (p.rowHeight - 18) / (lines * 2.1));
    here.forEach((f, k) => {
      const cx = here.length === 1 ? c.x : c.x + (k % 2 === 0 ? -1 : 1) * p.cell * 0.25;
      const cy = c.y + 8 + (Math.floor(k / 2) - (lines - 1) / 2) * r * 2.1;
      parts.push(token({ cx, cy, r, colour: factionSwatch(f) }));
    });
  }
  return parts.join('');
}

export function cultPanel(view: TmPublicView, x: number, y: number): string {
  const p = CULT_PANEL;
  const parts: string[] = [text(x, y + 14, 'Cult tracks', { size: 22, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  const top = y + 34;
  CULTS.forEach((cult, i) => {
    const rowY = top + i * p.rowHeight;
    const fill = CULT_FILL[cult];
    const ink = cult === 'AIR' ? NEUTRAL.ink : '#FFFFFF';
    parts.push(rect(x, rowY, p.labelWidth, p.rowHeight, { fill, stroke: NEUTRAL.gridLine, strokeWidth: 1 }));
    parts.push(text(x + p.labelWidth / 2, rowY + p.rowHeight / 2, CULT_NAMES[cult], { size: 17, weight: 'bold', anchor: 'middle', valign: 'middle', fill: ink }));
    const trackOptions: TrackOptions = {
      x: x + p.labelWidth,
      y: rowY,
      first: 0,
      count: 11,
      cellWidth: p.cell,
      cellHeight: p.rowHeight,
      numberSize: 14,
    };
    parts.push(track(trackOptions));
    parts.push(cultMarkers(view, i, trackOptions));
    // Power for reaching spaces 3 / 5 / 7 / 10 (TM-2.4), at the foot of the space.
    for (const [space, power] of POWER_THRESHOLDS) {
      const c = trackSpaceCenter(trackOptions, space);
      parts.push(text(c.x + p.cell / 2 - 3, c.y + p.rowHeight / 2 - 3, `+${power}PW`, { size: 11, anchor: 'end', fill: NEUTRAL.mutedInk }));
    }
    // Space 10 needs a town key (TM-11.3).
    const tenX = x + p.labelWidth + 10 * p.cell;
    parts.push(text(tenX + p.cell - 3, rowY + 3, 'key', { size: 11, anchor: 'end', valign: 'top', fill: NEUTRAL.mutedInk }));
    parts.push(rect(tenX, rowY, p.cell, p.rowHeight, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 2 }));

    const spotsX = x + p.labelWidth + 11 * p.cell + p.gap;
    const spots = view.cultSpots[cult];
    spots.forEach((seat, k) => {
      const sx = spotsX + k * p.priestCell;
      const cy = rowY + p.rowHeight / 2;
      parts.push(rect(sx + 2, cy - p.priestCell / 2 + 2, p.priestCell - 4, p.priestCell - 4, { fill: fill, stroke: NEUTRAL.ink, strokeWidth: 1, rx: 6, fillOpacity: 0.35 }));
      const f = seat === null || seat === undefined ? undefined : factionOfSeat(view, seat);
      if (f) parts.push(token({ cx: sx + p.priestCell / 2, cy, r: p.priestCell * 0.36, colour: factionSwatch(f), shape: 'hexagon' }));
      else parts.push(text(sx + p.priestCell / 2, cy, k === 0 ? '3' : '2', { size: 18, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    });
  });
  const spotsX = x + p.labelWidth + 11 * p.cell + p.gap;
  parts.push(text(spotsX + 2 * p.priestCell, y + 14, 'Priests', { size: 16, anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }));
  return group(parts);
}

export function cultPanelHeight(): number {
  return 34 + 4 * CULT_PANEL.rowHeight;
}
