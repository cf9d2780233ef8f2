import type { DieTypeData } from './types.ts';

/**
 * Energy dice (EE-2.5) from energy-dice.json. PROVISIONAL: faces, costs and supply counts are placeholders ([PH]);
 * the types, their pollution and the limits are from the rulebook.
 */
export const DICE: readonly DieTypeData[] = [
  {id: 'solar_wind', name: 'Solar/Wind', pollutionWhenHighest: 'none', permanent: true, limitPerPlayer: null, onAcquire: [], cost: {steel: 2, plastic: 2}, supply: 8, faces: [{rank: 1, energy: 0}, {rank: 2, energy: 1}, {rank: 3, energy: 1}, {rank: 4, energy: 2}, {rank: 5, energy: 2}, {rank: 6, energy: 3}], placeholder: true},
  {id: 'hydro_geo', name: 'Hydro/Geothermal', pollutionWhenHighest: 'none', permanent: true, limitPerPlayer: 1, onAcquire: [{pollute: {kind: 'pollution', row: 'forest', n: 1}}], cost: {steel: 2, money: 2}, supply: 5, faces: [{rank: 1, energy: 1}, {rank: 2, energy: 1}, {rank: 3, energy: 2}, {rank: 4, energy: 2}, {rank: 5, energy: 3}, {rank: 6, energy: 3}], placeholder: true},
  {id: 'coal', name: 'Coal', pollutionWhenHighest: 'pollution', permanent: true, limitPerPlayer: null, onAcquire: [], cost: {money: 3}, supply: 8, faces: [{rank: 1, energy: 1}, {rank: 2, energy: 2}, {rank: 3, energy: 2}, {rank: 4, energy: 3}, {rank: 5, energy: 3}, {rank: 6, energy: 4}], placeholder: true},
  {id: 'nuclear', name: 'Nuclear', pollutionWhenHighest: 'nuclear', permanent: true, limitPerPlayer: null, onAcquire: [], cost: {science: 2, steel: 1, money: 2}, supply: 6, faces: [{rank: 1, energy: 2}, {rank: 2, energy: 3}, {rank: 3, energy: 3}, {rank: 4, energy: 4}, {rank: 5, energy: 4}, {rank: 6, energy: 5}], placeholder: true},
  {id: 'oil', name: 'Oil', pollutionWhenHighest: 'pollution', permanent: false, limitPerPlayer: null, onAcquire: [], cost: {oil: 1}, supply: 8, faces: [{rank: 1, energy: 1}, {rank: 2, energy: 1}, {rank: 3, energy: 2}, {rank: 4, energy: 2}, {rank: 5, energy: 3}, {rank: 6, energy: 3}], placeholder: true}
];

export const DICE_RULES = { maxNonOilDice: 5, maxTemporaryOilDice: 4, endGameVpPerDie: 2 };
