import type { StructureData } from './types.ts';

/**
 * Structure cards (EE-2.7) from structures.json: a REPRESENTATIVE 48-card deck (16 per type) holding every card the
 * rulebook names. PROVISIONAL: every card with placeholder=true has invented fields.
 */
export const STRUCTURES: readonly StructureData[] = [
  {id: 'iron_mine', name: 'Iron Mine', type: 'industry', vp: 1, onAcquire: [], activation: 'single1', effect: [{gain: {steel: 2}}], copies: 2, placeholder: true},
  {id: 'computer_factory', name: 'Computer Factory', type: 'industry', vp: 2, onAcquire: [], activation: 'double', effect: [{spend: {plastic: 1}}, {gain: {science: 1, money: 2}}], copies: 2, placeholder: true},
  {id: 'recycling_center', name: 'Recycling Center', type: 'industry', vp: 2, onAcquire: [], activation: 'double', effect: [{spend: {plastic: 1}}, {cleanup: 1}], copies: 2, placeholder: true},
  {id: 'plastics_factory', name: 'Plastics Factory', type: 'industry', vp: 1, onAcquire: [{pollute: {kind: 'pollution', row: 'ocean', n: 1}}], activation: 'double', effect: [{gain: {plastic: 1}}], copies: 2, placeholder: true},
  {id: 'steel_mill', name: 'Steel Mill', type: 'industry', vp: 2, onAcquire: [{pollute: {kind: 'pollution', row: 'air', n: 1}}], activation: 'single1', effect: [{spend: {oil: 1}}, {gain: {steel: 2}}, {vp: 1}], copies: 2, placeholder: true},
  {id: 'refinery', name: 'Refinery', type: 'industry', vp: 2, onAcquire: [{pollute: {kind: 'pollution', row: 'ocean', n: 1}}], activation: 'single1', effect: [{spend: {oil: 1}}, {gain: {plastic: 2}}], copies: 2, placeholder: true},
  {id: 'offshore_platform', name: 'Offshore Platform', type: 'industry', vp: 1, onAcquire: [{pollute: {kind: 'pollution', row: 'ocean', n: 1}}], activation: 'single2', effect: [{gain: {oil: 2}}], copies: 2, placeholder: true},
  {id: 'assembly_plant', name: 'Assembly Plant', type: 'industry', vp: 3, onAcquire: [{pollute: {kind: 'pollution', row: 'air', n: 1}}], activation: 'single2', effect: [{spend: {steel: 1}}, {gain: {money: 3}}, {vp: 1}], copies: 2, placeholder: true},
  {id: 'airport', name: 'Airport', type: 'commerce', vp: 4, onAcquire: [{pollute: {kind: 'pollution', row: 'air', n: 1}}], activation: 'single1', effect: [{spend: {oil: 1}}, {gain: {money: 2}}, {vp: 1}], copies: 2, placeholder: true},
  {id: 'farm', name: 'Farm', type: 'commerce', vp: 2, onAcquire: [], activation: 'single2', effect: [{gain: {money: 2}}, {vp: 1}], copies: 2, placeholder: true},
  {id: 'shopping_mall', name: 'Shopping Mall', type: 'commerce', vp: 2, onAcquire: [], activation: 'double', effect: [{spend: {plastic: 1}}, {gain: {money: 3}}], copies: 2, placeholder: true},
  {id: 'stock_market', name: 'Stock Market', type: 'commerce', vp: 1, onAcquire: [], activation: 'single1', effect: [{gain: {money: 3}}, {othersGain: {money: 1}}], copies: 2, placeholder: true},
  {id: 'warehouse', name: 'Warehouse', type: 'commerce', vp: 1, onAcquire: [], activation: 'single1', effect: [{gainChoice: [{oil: 1}, {steel: 1}, {plastic: 1}]}], copies: 2, placeholder: true},
  {id: 'plantation', name: 'Plantation', type: 'commerce', vp: 2, onAcquire: [{pollute: {kind: 'pollution', row: 'forest', n: 1}}], activation: 'single1', effect: [{gain: {money: 2}}], copies: 2, placeholder: true},
  {id: 'trading_company', name: 'Trading Company', type: 'commerce', vp: 1, onAcquire: [], activation: 'double', effect: [{spend: {money: 1}}, {gainChoice: [{oil: 1}, {steel: 1}, {plastic: 1}, {science: 1}]}], copies: 2, placeholder: true},
  {id: 'bank', name: 'Bank', type: 'commerce', vp: 2, onAcquire: [], activation: 'single1', effect: [{gain: {money: 2}}], copies: 2, placeholder: true},
  {id: 'public_infrastructure', name: 'Public Infrastructure', type: 'government', vp: 2, onAcquire: [], activation: 'single1', effect: [{spend: {steel: 1}}, {vp: 2}], copies: 2, placeholder: true},
  {id: 'nuclear_reactor', name: 'Nuclear Reactor', type: 'government', vp: 3, onAcquire: [{pollute: {kind: 'nuclear', row: 'ocean', n: 1}}], activation: 'single1', effect: [{energy: 2}], copies: 2, placeholder: true},
  {id: 'materials_research', name: 'Materials Research', type: 'government', vp: 3, onAcquire: [], activation: 'double', effect: [{spend: {science: 1}}, {gain: {steel: 1, plastic: 1}}], copies: 2, placeholder: true},
  {id: 'atomic_energy_agency', name: 'Atomic Energy Agency', type: 'government', vp: 4, onAcquire: [{pollute: {kind: 'nuclear', row: 'air', n: 1}}], activation: 'single1', effect: [{gain: {science: 2}}], copies: 2, placeholder: true},
  {id: 'science_academy', name: 'Science Academy', type: 'government', vp: 2, onAcquire: [], activation: 'single1', effect: [{choose: [[{gain: {science: 1}}], [{spend: {science: 2}}, {workers: 1}]]}], copies: 2, placeholder: true},
  {id: 'space_program', name: 'Space Program', type: 'government', vp: 3, onAcquire: [{pollute: {kind: 'pollution', row: 'air', n: 1}}], activation: 'single1', effect: [{spend: {science: 1}}, {vp: 1}, {peek: 1}, {gainChoice: [{plastic: 1}, {steel: 1}]}], copies: 2, placeholder: true},
  {id: 'environmental_agency', name: 'Environmental Agency', type: 'government', vp: 1, onAcquire: [], activation: 'single1', effect: [{cleanup: 1}], copies: 2, placeholder: true},
  {id: 'university', name: 'University', type: 'government', vp: 2, onAcquire: [], activation: 'double', effect: [{spend: {money: 2}}, {gain: {science: 1}}], copies: 2, placeholder: true}
];
