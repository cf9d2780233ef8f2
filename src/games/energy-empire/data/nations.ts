import type { NationData } from './types.ts';

/** Nation cards (EE-2.8) from nations.json. PROVISIONAL: names are public, every number is a placeholder. */
export const NATIONS: readonly NationData[] = [
  {id: 'usa', name: 'United States', activation: 'single1', unCost: {money: 4}, startingBonus: {resources: {money: 5, oil: 1}, workers: 0, dice: []}, placeholder: true},
  {id: 'ussr', name: 'Soviet Union', activation: 'single1', unCost: {steel: 1, oil: 1}, startingBonus: {resources: {steel: 2, oil: 2}, workers: 0, dice: ['coal']}, placeholder: true},
  {id: 'china', name: 'China', activation: 'single1', unCost: {steel: 2}, startingBonus: {resources: {steel: 2, money: 2}, workers: 1, dice: []}, placeholder: true},
  {id: 'japan', name: 'Japan', activation: 'single1', unCost: {plastic: 1, science: 1}, startingBonus: {resources: {plastic: 2, science: 1, money: 2}, workers: 0, dice: []}, placeholder: true},
  {id: 'uk', name: 'United Kingdom', activation: 'single1', unCost: {oil: 1, money: 2}, startingBonus: {resources: {money: 3, science: 1, oil: 1}, workers: 0, dice: []}, placeholder: true},
  {id: 'west_germany', name: 'West Germany', activation: 'single1', unCost: {steel: 1, plastic: 1}, startingBonus: {resources: {steel: 1, plastic: 1, money: 3}, workers: 0, dice: []}, placeholder: true},
  {id: 'france', name: 'France', activation: 'single1', unCost: {science: 1, money: 1}, startingBonus: {resources: {money: 2, science: 1}, workers: 0, dice: ['nuclear']}, placeholder: true},
  {id: 'india', name: 'India', activation: 'single1', unCost: {money: 2, steel: 1}, startingBonus: {resources: {money: 2, steel: 1, plastic: 1}, workers: 1, dice: []}, placeholder: true},
  {id: 'iraq', name: 'Iraq', activation: 'single1', unCost: {oil: 2}, startingBonus: {resources: {oil: 5, money: 1}, workers: 0, dice: []}, placeholder: true},
  {id: 'canada', name: 'Canada', activation: 'single1', unCost: {science: 2}, startingBonus: {resources: {science: 3, money: 2}, workers: 0, dice: []}, placeholder: true}
];
