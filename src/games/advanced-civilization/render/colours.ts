/**
 * Nation colours and letters. Nine nations need nine swatches; the shared palette has seven (Okabe-Ito), so two are
 * added (brown, near-black). Every piece also carries its nation's letter, so no information rests on hue alone.
 */
import type { Swatch } from '../../../render/primitives.ts';
import { readableTextColour } from '../../../render/primitives.ts';
import { NATION_NAMES, type NationId } from '../data/nations.ts';
import type { Owner } from '../state.ts';

interface OwnerColour {
  readonly fill: string;
  readonly text: string;
  readonly letter: string;
}

const colour = (fill: string, letter: string): OwnerColour => ({ fill, text: readableTextColour(fill), letter });

/** Letters are distinct per nation (A.S.T. order): Africa A, Italy I, Illyria L, Thrace T, Crete C, Asia S, Assyria Y, Babylon B, Egypt E. */
export const NATION_COLOURS: Record<NationId, OwnerColour> = {
  africa: colour('#E69F00', 'A'),
  italy: colour('#D55E00', 'I'),
  illyria: colour('#F0E442', 'L'),
  thrace: colour('#009E73', 'T'),
  crete: colour('#56B4E9', 'C'),
  asia: colour('#CC79A7', 'S'),
  assyria: colour('#0072B2', 'Y'),
  babylon: colour('#2B2B2B', 'B'),
  egypt: colour('#8C510A', 'E'),
};

/** Neutral owners: barbarian tokens (30.52) and pirate cities (30.911). */
const NEUTRAL_OWNERS: Record<'barbarian' | 'pirate', OwnerColour> = {
  barbarian: { fill: '#FFFFFF', text: '#000000', letter: 'X' },
  pirate: { fill: '#FFFFFF', text: '#000000', letter: 'P' },
};

export function ownerColour(owner: Owner): OwnerColour {
  return owner === 'barbarian' || owner === 'pirate' ? NEUTRAL_OWNERS[owner] : NATION_COLOURS[owner];
}

export function ownerSwatch(owner: Owner): Swatch {
  return ownerColour(owner);
}

export function ownerName(owner: Owner): string {
  return owner === 'barbarian' ? 'Barbarians' : owner === 'pirate' ? 'Pirates' : NATION_NAMES[owner];
}

/** Map colours. */
export const MAP_INK = {
  land: '#EFE6CF',
  water: '#B9D7E8',
  frame: '#9CC3D9',
  floodPlain: '#D3E3B5',
  floodMark: '#5B8DB8',
  outOfPlay: '#C8C8C8',
  border: '#6B6357',
  label: '#1A1A1A',
  volcano: '#C0392B',
} as const;
