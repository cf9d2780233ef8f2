import { derived, type EeData } from '../data/index.ts';
import type { AgendaData, DieType, DieTypeData, GlobalImpactData, LocationData, LocationType, MarketData, NationData, StructureData } from '../data/index.ts';

/**
 * Data lookups by stable id, in the data set in use (issue 22): the maps are built once per set. Ids come from the
 * state, which only ever holds ids of the table's own data set.
 */
function indexBy<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((x) => [x.id, x]));
}
interface Lookups {
  structures: Map<string, StructureData>;
  nations: Map<string, NationData>;
  agendas: Map<string, AgendaData>;
  impacts: Map<string, GlobalImpactData>;
  locations: Map<string, LocationData>;
  dice: Map<DieType, DieTypeData>;
  markets: Map<LocationType, MarketData>;
}
const lookups = derived(
  (d: EeData): Lookups => ({
    structures: indexBy(d['structures.json'].cards),
    nations: indexBy(d['nations.json'].cards),
    agendas: indexBy(d['agendas.json'].cards),
    impacts: indexBy(d['global-impacts.json'].cards),
    locations: indexBy(d['board.json'].locations),
    dice: new Map(d['dice.json'].types.map((x) => [x.id, x])),
    markets: new Map(d['board.json'].markets.map((m) => [m.market, m])),
  }),
);

function must<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw new RangeError(`Unknown ${what} ${id}`);
  return value;
}

export const structureData = (id: string): StructureData => must(lookups().structures.get(id), 'structure', id);
export const nationData = (id: string): NationData => must(lookups().nations.get(id), 'nation', id);
export const agendaData = (id: string): AgendaData => must(lookups().agendas.get(id), 'agenda', id);
export const impactData = (id: string): GlobalImpactData => must(lookups().impacts.get(id), 'Global Impact card', id);
export const locationData = (id: string): LocationData => must(lookups().locations.get(id), 'location', id);
export const dieData = (id: DieType): DieTypeData => must(lookups().dice.get(id), 'die type', id);
export const marketData = (t: LocationType): MarketData => must(lookups().markets.get(t), 'market', t);
export const isLocation = (id: string): boolean => lookups().locations.has(id);
export const isStructure = (id: string): boolean => lookups().structures.has(id);
export const isAgenda = (id: string): boolean => lookups().agendas.has(id);
export const isNation = (id: string): boolean => lookups().nations.has(id);
