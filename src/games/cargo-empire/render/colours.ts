import { PLAYER_COLOURS, type PlayerColour } from '../../../render/primitives.ts';
import type { Cargo, Colour } from '../types.ts';

/**
 * The game's player colours are the colours of the physical pieces; each maps to the shared palette entry of the
 * same name, so posts and markers get its colour-blind-safe fill, letter and pattern.
 */
export function pieceColour(colour: Colour): PlayerColour {
  const found = PLAYER_COLOURS.find((c) => c.id === colour);
  if (!found) throw new RangeError(`no palette colour for ${colour}`);
  return found;
}

/** Cargo cubes: fills chosen apart in lightness (orange, white, gray, brown), plus a letter on every cube. */
export const CARGO_FILL: Record<Cargo, string> = {
  orange: '#F39C32',
  white: '#FFFFFF',
  gray: '#9A9A9A',
  brown: '#7B4A2A',
};

export const CARGO_LETTER: Record<Cargo, string> = { orange: 'o', white: 'w', gray: 'g', brown: 'b' };

export type CityColour = 'red' | 'blue' | 'yellow' | 'green';

/**
 * City card colours, drawn as the header band of a city. Lighter than the piece colours so a city band is never
 * mistaken for a post; the band also carries the colour's letter for colour-blind players.
 */
export const CITY_FILL: Record<CityColour, string> = {
  red: '#F2A0A0',
  blue: '#9CC3EC',
  yellow: '#F7E58A',
  green: '#A8DBA8',
};

export const CITY_LETTER: Record<CityColour, string> = { red: 'R', blue: 'B', yellow: 'Y', green: 'G' };
