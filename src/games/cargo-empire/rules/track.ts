/** The development track: positions (CE-0.3), steps and rows (CE-8.6), victory points of markers (CE-11, AMB-27). */
import { trackFacesData } from '../data/pack.ts';
import { faceRow, type TrackIcon } from './world.ts';
import type { MarkerPos, Row } from '../state.ts';

/** Columns per tile slot plus one intermediate space: tile 1 = positions 1-5, gap 6, tile 2 = 7-11, gap 12, ... */
const SLOT_SPAN = 6;
const VP_BASE = 3 * SLOT_SPAN;

/** CE-0.3: the column index of a marker along the single track (wide spaces: right-most column covered). */
export function position(track: readonly string[], m: MarkerPos): number {
  switch (m.area) {
    case 'start':
      return 0;
    case 'gap':
      return m.slot * SLOT_SPAN + SLOT_SPAN;
    case 'vp':
      return VP_BASE + m.level;
    case 'tile': {
      const row = faceRow(track[m.slot]!, m.row);
      let col = 0;
      for (let i = 0; i <= m.space; i++) col += row[i]!.width;
      return m.slot * SLOT_SPAN + col;
    }
  }
}

/** True when the next step needs the owner to choose a row (first advance, or leaving an intermediate space). */
export function needsRow(m: MarkerPos): boolean {
  return m.area === 'start' || m.area === 'gap';
}

export interface StepResult {
  pos: MarkerPos;
  icon: TrackIcon;
}

/** One step forward (CE-8.6). `row` is used only when needsRow(m). */
export function stepForward(track: readonly string[], m: MarkerPos, row: Row): StepResult {
  switch (m.area) {
    case 'start':
      return enterTile(track, 0, row);
    case 'gap':
      return enterTile(track, m.slot + 1, row);
    case 'vp':
      // AMB-27: at the top of the VP zone further steps are lost.
      return { pos: { area: 'vp', level: Math.min(m.level + 1, trackFacesData().vpZone.length - 1) }, icon: 'none' };
    case 'tile': {
      const spaces = faceRow(track[m.slot]!, m.row);
      if (m.space + 1 < spaces.length) {
        const next = { ...m, space: m.space + 1 };
        return { pos: next, icon: spaces[m.space + 1]!.icon };
      }
      if (m.slot < 2) return { pos: { area: 'gap', slot: m.slot }, icon: 'none' };
      return { pos: { area: 'vp', level: 0 }, icon: 'none' };
    }
  }
}

function enterTile(track: readonly string[], slot: number, row: Row): StepResult {
  const spaces = faceRow(track[slot]!, row);
  return { pos: { area: 'tile', slot, row, space: 0 }, icon: spaces[0]!.icon };
}

/** VP printed on the marker's space: only the VP zone scores (CE-11 item 1). */
export function markerVp(m: MarkerPos): number {
  return m.area === 'vp' ? (trackFacesData().vpZone[m.level] ?? 0) : 0;
}

export function describePos(track: readonly string[], m: MarkerPos): string {
  switch (m.area) {
    case 'start':
      return 'start';
    case 'gap':
      return `intermediate space ${m.slot + 1}`;
    case 'vp':
      return `VP zone ${markerVp(m)}`;
    case 'tile':
      return `tile ${m.slot + 1} ${m.row} space ${m.space + 1} (position ${position(track, m)})`;
  }
}
