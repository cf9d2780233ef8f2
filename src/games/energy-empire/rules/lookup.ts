import { AGENDAS, DICE, GLOBAL_IMPACTS, LOCATIONS, MARKETS, NATIONS, STRUCTURES } from '../data/index.ts';
import type { AgendaData, DieType, DieTypeData, GlobalImpactData, LocationData, LocationType, MarketData, NationData, StructureData } from '../data/index.ts';

/** Data lookups by stable id. Ids come from the state, which only ever holds ids of the data modules. */
function indexBy<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((x) => [x.id, x]));
}
const structures = indexBy(STRUCTURES);
const nations = indexBy(NATIONS);
const agendas = indexBy(AGENDAS);
const impacts = indexBy(GLOBAL_IMPACTS);
const locations = indexBy(LOCATIONS);
const dice = new Map(DICE.map((d) => [d.id, d]));
const markets = new Map(MARKETS.map((m) => [m.market, m]));

function must<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw new RangeError(`Unknown ${what} ${id}`);
  return value;
}

export const structureData = (id: string): StructureData => must(structures.get(id), 'structure', id);
export const nationData = (id: string): NationData => must(nations.get(id), 'nation', id);
export const agendaData = (id: string): AgendaData => must(agendas.get(id), 'agenda', id);
export const impactData = (id: string): GlobalImpactData => must(impacts.get(id), 'Global Impact card', id);
export const locationData = (id: string): LocationData => must(locations.get(id), 'location', id);
export const dieData = (id: DieType): DieTypeData => must(dice.get(id), 'die type', id);
export const marketData = (t: LocationType): MarketData => must(markets.get(t), 'market', t);
export const isLocation = (id: string): boolean => locations.has(id);
export const isStructure = (id: string): boolean => structures.has(id);
export const isAgenda = (id: string): boolean => agendas.has(id);
export const isNation = (id: string): boolean => nations.has(id);
