/**
 * Types of the Energy Empire component data (EE-2). The data files are provisional: most numbers and
 * cards are placeholders ([PH] in the spec); the `placeholder` flags say which. Logic never hard-codes
 * a value that these modules hold.
 */
export const RESOURCES = ['money', 'science', 'steel', 'plastic', 'oil'] as const;
export type ResourceId = (typeof RESOURCES)[number];
/** A bundle of resources; missing keys are 0 (EE-2.11). */
export type Bag = Partial<Record<ResourceId, number>>;

export const LOCATION_TYPES = ['industry', 'commerce', 'government'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const ROWS = ['air', 'forest', 'ocean'] as const;
export type Row = (typeof ROWS)[number];

export const DIE_TYPES = ['solar_wind', 'hydro_geo', 'coal', 'nuclear', 'oil'] as const;
export type DieType = (typeof DIE_TYPES)[number];

export type PollutionKind = 'pollution' | 'nuclear';
export type Activation = 'single1' | 'single2' | 'double';

/** Metrics shared by agenda scoring and GI most/fewest (EE-2.11). */
export type Metric =
  | { unpollutedSpaces: Row | 'any' }
  | { pollutedSpaces: 'any' }
  | { structures: LocationType | 'any' }
  | { completeStructureSets: true }
  | { dice: DieType }
  | { distinctDieTypes: true }
  | { workersOwnedAbove: number }
  | { resource: ResourceId }
  | { resourcesSum: ResourceId[] }
  | { unPosition: true }
  | { fullyUnpollutedColumns: true }
  | { noNuclear: true };

export type Condition = { ownsDie: DieType };

/** One step of the effect vocabulary (EE-2.11). */
export type Step =
  | { spend: Bag }
  | { gain: Bag }
  | { gainChoice: Bag[] }
  | { choose: Step[][] }
  | { vp: number }
  | { workers: number }
  | { energy: number }
  | { cleanup: number }
  | { peek: number }
  | { un: number }
  | { drill: true }
  | { pollute: { kind: PollutionKind; row: Row | null; n: number } }
  | { othersGain: Bag }
  | { die: DieType }
  | { lose: Bag }
  | { if: Condition; then: Step[] }
  | { forEachPlayer: { order: 'turnOrderFromCurrent'; optional: boolean; effect: Step[] } }
  | { placeOnLocations: { locations: { type: LocationType } | string[]; pieces: Bag & { pollution?: number } } }
  | { most: { metric: Metric; reward: Step[] } }
  | { fewest: { metric: Metric; reward: Step[] } }
  | { modifier: { kind: 'oilBuyPriceDelta'; value: number; until: 'nextGlobalImpact' } };

export interface LocationData {
  id: string;
  name: string;
  type: LocationType;
  /** Printed cost paid on placement (spend arrow), if any. */
  cost: Bag | null;
  /** Permanent neutral worker in 2-player (and solo) games (EE-3.8). */
  neutralWorker: boolean;
}

export interface MarketData {
  market: LocationType;
  resource: ResourceId;
  slots: { money: number; resource: number }[];
  placeholder: boolean;
}

export interface DieTypeData {
  id: DieType;
  name: string;
  pollutionWhenHighest: 'none' | PollutionKind;
  permanent: boolean;
  limitPerPlayer: number | null;
  onAcquire: Step[];
  cost: Bag;
  supply: number;
  faces: { rank: number; energy: number }[];
  placeholder: boolean;
}

export interface StructureData {
  id: string;
  name: string;
  type: LocationType;
  vp: number;
  onAcquire: Step[];
  activation: Activation;
  effect: Step[];
  copies: number;
  placeholder: boolean;
}

export interface NationData {
  id: string;
  name: string;
  activation: Activation;
  unCost: Bag;
  startingBonus: { resources: Bag; workers: number; dice: DieType[] };
  placeholder: boolean;
}

export interface AgendaData {
  id: string;
  name: string;
  scoring: { metric: Metric; per: number; vp: number };
  cap: number;
  placeholder: boolean;
}

export interface GlobalImpactData {
  id: string;
  name: string;
  era: 'early' | 'late';
  rowScoring: Row;
  marketReset: LocationType;
  special: Step[];
  persistent: boolean;
  simultaneousSafe: boolean;
  placeholder: boolean;
}
