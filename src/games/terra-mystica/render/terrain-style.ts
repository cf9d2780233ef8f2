import type { Terrain } from '../data/terrain.ts';
import { TERRAIN_COLOR } from '../data/terrain.ts';
import { readableTextColour } from '../../../render/primitives.ts';

export interface TerrainStyle {
  readonly fill: string;
  /** Black or white, whichever reads on `fill`. */
  readonly ink: string;
  /**
   * Two letters naming the terrain, drawn on every hex and on each faction's pieces so no
   * information rests on colour alone. Mixed case keeps them apart from building codes (D, TP, SH...).
   */
  readonly code: string;
  readonly name: string;
  /** The colour word snellman notation uses ("transform E7 to yellow"). */
  readonly colourWord: string;
}

// Close to the printed board, tuned so neighbouring terrains keep apart in lightness too.
const FILLS: Record<Terrain, string> = {
  desert: '#F3D54E',
  plains: '#A8743F',
  swamp: '#2E2A2A',
  lakes: '#2F6FC4',
  forest: '#2F8A45',
  mountains: '#A3A3A3',
  wasteland: '#C8372D',
};

const CODES: Record<Terrain, string> = {
  desert: 'De',
  plains: 'Pl',
  swamp: 'Sw',
  lakes: 'La',
  forest: 'Fo',
  mountains: 'Mo',
  wasteland: 'Wa',
};

function style(t: Terrain): TerrainStyle {
  const fill = FILLS[t];
  return { fill, ink: readableTextColour(fill), code: CODES[t], name: t[0]?.toUpperCase() + t.slice(1), colourWord: TERRAIN_COLOR[t] };
}

export const TERRAIN_STYLES: Readonly<Record<Terrain, TerrainStyle>> = {
  desert: style('desert'),
  plains: style('plains'),
  swamp: style('swamp'),
  lakes: style('lakes'),
  forest: style('forest'),
  mountains: style('mountains'),
  wasteland: style('wasteland'),
};

/** River hexes: pale and wavy, so they never read as the (saturated blue) lakes terrain. */
export const RIVER = { fill: '#D8EDF7', wave: '#8CC3E0' } as const;
