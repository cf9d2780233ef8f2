import type { BonusId, Cult, FavorId, ScoringId, TownId } from '../data/tiles.ts';
import { SCORING_TILES } from '../data/tiles.ts';

/** Short texts for tiles and cards, in snellman's vocabulary ("D >> 2": 2 VP per dwelling built). */
export const CULT_NAMES: Record<Cult, string> = { FIRE: 'Fire', WATER: 'Water', EARTH: 'Earth', AIR: 'Air' };

export const BONUS_TEXT: Record<BonusId, readonly string[]> = {
  BON1: ['2C', 'spade action'],
  BON2: ['4C', 'cult action'],
  BON3: ['6C'],
  BON4: ['3PW', 'ship +1'],
  BON5: ['1W 3PW'],
  BON6: ['2W', 'pass SH/SA 4'],
  BON7: ['1W', 'pass TP 2'],
  BON8: ['1P'],
  BON9: ['2C', 'pass D 1'],
  BON10: ['3PW', 'pass ship 3'],
};

export const FAVOR_TEXT: Record<FavorId, string> = {
  FAV1: 'Fire3',
  FAV2: 'Water3',
  FAV3: 'Earth3',
  FAV4: 'Air3',
  FAV5: 'Fire2 town6',
  FAV6: 'Water2 cult',
  FAV7: 'Earth2 W+PW',
  FAV8: 'Air2 4PW',
  FAV9: 'Fire1 3C',
  FAV10: 'Water1 TP>>3',
  FAV11: 'Earth1 D>>2',
  FAV12: 'Air1 passTP',
};

/** The tile's action scoring ("D >> 2") and its end-of-round cult bonus ("4 Water", "1P"). */
export function scoringText(id: ScoringId): { event: string; per: string; reward: string } {
  const t = SCORING_TILES[id];
  const reward = Object.entries(t.reward)
    .map(([k, v]) => `${v}${k === 'SPADE' ? ' spade' : k}`)
    .join(' ');
  const per = t.cult === 'PRIESTS' ? 'per priest' : `${t.per} ${CULT_NAMES[t.cult]}`;
  return { event: t.display, per, reward };
}

export const TOWN_TEXT: Record<TownId, string> = {
  TW1: '5VP 6C',
  TW2: '7VP 2W',
  TW3: '9VP 1P',
  TW4: '6VP 8PW',
  TW5: '8VP cults+1',
  TW6: '2VP 2 keys cults+2',
  TW7: '4VP ship+1',
  TW8: '11VP',
};
