/**
 * The vocabulary of Energy Empire's component data (EE-2): resources, location types, rows, die types, the board's
 * locations and the effect steps the rules know how to run. The data itself (cards, dice, numbers) is the data pack
 * (data/pack/*.json, checked by data/schema.ts); its types are inferred from the schemas.
 */
export const RESOURCES = ['money', 'science', 'steel', 'plastic', 'oil'] as const;
export type ResourceId = (typeof RESOURCES)[number];
/** A bundle of resources; missing keys are 0 (EE-2.11). */
export type Bag = Partial<Record<ResourceId, number>>;

export const LOCATION_TYPES = ['industry', 'commerce', 'government'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const ROWS = ['air', 'forest', 'ocean'] as const;

/** The board's locations (EE-6): each has its own action in the rules, so a data pack names each exactly once. */
export const LOCATION_IDS = [
  'industry_market', 'oil_drilling', 'mine', 'chemistry', 'power_plant',
  'commerce_market', 'finance', 'oil_market', 'trade',
  'government_market', 'education', 'science_research', 'cleanup',
] as const;
export type LocationId = (typeof LOCATION_IDS)[number];
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
