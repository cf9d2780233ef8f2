import type { Swatch } from '../../../render/primitives.ts';
import type { TmFactionView } from './public-view.ts';
import { TERRAIN_STYLES } from './terrain-style.ts';

/** A faction's colour (its home terrain) with the terrain code as its letter, for tokens and legends. */
export function factionSwatch(f: Pick<TmFactionView, 'home'>): Swatch {
  const look = TERRAIN_STYLES[f.home];
  return { fill: look.fill, text: look.ink, letter: look.code };
}
