import type { AgendaData } from './types.ts';

/** Government agendas (EE-2.9, EE-14) from agendas.json. PROVISIONAL: representative conditions (only the name Healthy Forests is from the rulebook). */
export const AGENDAS: readonly AgendaData[] = [
  {id: 'healthy_forests', name: 'Healthy Forests', scoring: {metric: {unpollutedSpaces: 'forest'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'clean_skies', name: 'Clean Skies', scoring: {metric: {unpollutedSpaces: 'air'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'clear_oceans', name: 'Clear Oceans', scoring: {metric: {unpollutedSpaces: 'ocean'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'industrial_power', name: 'Industrial Power', scoring: {metric: {structures: 'industry'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'commercial_hub', name: 'Commercial Hub', scoring: {metric: {structures: 'commerce'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'strong_government', name: 'Strong Government', scoring: {metric: {structures: 'government'}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'renewable_future', name: 'Renewable Future', scoring: {metric: {dice: 'solar_wind'}, per: 1, vp: 2}, cap: 5, placeholder: true},
  {id: 'atomic_age', name: 'Atomic Age', scoring: {metric: {dice: 'nuclear'}, per: 1, vp: 2}, cap: 5, placeholder: true},
  {id: 'diversified_grid', name: 'Diversified Grid', scoring: {metric: {distinctDieTypes: true}, per: 1, vp: 1}, cap: 5, placeholder: true},
  {id: 'workforce', name: 'Workforce', scoring: {metric: {workersOwnedAbove: 3}, per: 1, vp: 2}, cap: 5, placeholder: true},
  {id: 'treasury', name: 'Treasury', scoring: {metric: {resource: 'money'}, per: 4, vp: 1}, cap: 5, placeholder: true},
  {id: 'research_leader', name: 'Research Leader', scoring: {metric: {resource: 'science'}, per: 2, vp: 1}, cap: 5, placeholder: true},
  {id: 'oil_reserves', name: 'Oil Reserves', scoring: {metric: {resource: 'oil'}, per: 3, vp: 1}, cap: 5, placeholder: true},
  {id: 'diplomacy', name: 'Diplomacy', scoring: {metric: {unPosition: true}, per: 2, vp: 1}, cap: 5, placeholder: true},
  {id: 'balanced_economy', name: 'Balanced Economy', scoring: {metric: {completeStructureSets: true}, per: 1, vp: 2}, cap: 5, placeholder: true},
  {id: 'no_nukes', name: 'Nuclear-Free Nation', scoring: {metric: {noNuclear: true}, per: 1, vp: 5}, cap: 5, placeholder: true},
  {id: 'stockpile', name: 'Stockpile', scoring: {metric: {resourcesSum: ['steel', 'plastic']}, per: 2, vp: 1}, cap: 5, placeholder: true},
  {id: 'clean_columns', name: 'Clean Frontier', scoring: {metric: {fullyUnpollutedColumns: true}, per: 1, vp: 2}, cap: 5, placeholder: true}
];

export const AGENDA_RULES = { holdLimit: 5, cap: 5 };
