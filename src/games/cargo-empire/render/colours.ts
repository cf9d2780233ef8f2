import { PLAYER_COLOURS, readableTextColour, type PlayerColour } from '../../../render/primitives.ts';
import { PLAYER_COLOURS as PIECE_COLOURS } from '../rules/world.ts';
import type { Cargo, Colour } from '../state.ts';

/**
 * Two-letter codes for the players' pieces: city colours carry one capital letter (R, B, Y, G) and cargo cubes
 * one small letter (o, w, g, b), so a piece's code is never the same as a city's or a cube's.
 */
export const PIECE_CODE: Record<Colour, string> = { red: 'Rd', yellow: 'Ye', green: 'Gn', blue: 'Bu', purple: 'Pu' };

/** The palette's red (vermilion) is close to the orange cube and its purple (pink) to the red city band: deeper fills. */
const PIECE_FILL: Partial<Record<Colour, string>> = { red: '#B3202A', purple: '#7B3FA0' };

/**
 * The game's player colours are the colours of the physical pieces; each maps to the shared palette entry of the
 * same name (its colour-blind-safe pattern), with the game's own code and, for red, a fill apart from the cubes.
 */
export function pieceColour(colour: Colour): PlayerColour {
  const found = PLAYER_COLOURS.find((c) => c.id === colour);
  if (!found) throw new RangeError(`no palette colour for ${colour}`);
  const fill = PIECE_FILL[colour] ?? found.fill;
  return { ...found, fill, text: readableTextColour(fill), letter: PIECE_CODE[colour] };
}

/** Pattern definitions for the pieces, with the game's fills (for an image's defs). */
export const PIECE_PATTERNS: readonly PlayerColour[] = PIECE_COLOURS.map(pieceColour);

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
