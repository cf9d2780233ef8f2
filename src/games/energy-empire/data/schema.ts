import { z } from 'zod';
import { DIE_TYPES, LOCATION_TYPES, RESOURCES, ROWS, type Step } from './types.ts';

/**
 * Load-time validation of the data modules (spec "Data gaps": validate data files at load). Dropping in the real
 * card texts and numbers must need no code change, so every shape the engine relies on is checked here.
 */
const count = z.number().int().min(0);
const resource = z.enum(RESOURCES);
const row = z.enum(ROWS);
const locationType = z.enum(LOCATION_TYPES);
const dieType = z.enum(DIE_TYPES);
export const bagSchema = z.partialRecord(resource, count);

const metricSchema = z.union([
  z.strictObject({ unpollutedSpaces: z.union([row, z.literal('any')]) }),
  z.strictObject({ pollutedSpaces: z.literal('any') }),
  z.strictObject({ structures: z.union([locationType, z.literal('any')]) }),
  z.strictObject({ completeStructureSets: z.literal(true) }),
  z.strictObject({ dice: dieType }),
  z.strictObject({ distinctDieTypes: z.literal(true) }),
  z.strictObject({ workersOwnedAbove: count }),
  z.strictObject({ resource }),
  z.strictObject({ resourcesSum: z.array(resource).min(1) }),
  z.strictObject({ unPosition: z.literal(true) }),
  z.strictObject({ fullyUnpollutedColumns: z.literal(true) }),
  z.strictObject({ noNuclear: z.literal(true) }),
]);

export const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.union([
    z.strictObject({ spend: bagSchema }),
    z.strictObject({ gain: bagSchema }),
    z.strictObject({ gainChoice: z.array(bagSchema).min(1) }),
    z.strictObject({ choose: z.array(z.array(stepSchema)).min(1) }),
    z.strictObject({ vp: count }),
    z.strictObject({ workers: count }),
    z.strictObject({ energy: count }),
    z.strictObject({ cleanup: count }),
    z.strictObject({ peek: count }),
    z.strictObject({ un: count }),
    z.strictObject({ drill: z.literal(true) }),
    z.strictObject({ pollute: z.strictObject({ kind: z.enum(['pollution', 'nuclear']), row: row.nullable(), n: count }) }),
    z.strictObject({ othersGain: bagSchema }),
    z.strictObject({ die: dieType }),
    z.strictObject({ lose: bagSchema }),
    z.strictObject({ if: z.strictObject({ ownsDie: dieType }), then: z.array(stepSchema) }),
    z.strictObject({ forEachPlayer: z.strictObject({ order: z.literal('turnOrderFromCurrent'), optional: z.boolean(), effect: z.array(stepSchema) }) }),
    z.strictObject({
      placeOnLocations: z.strictObject({
        locations: z.union([z.strictObject({ type: locationType }), z.array(z.string())]),
        pieces: z.partialRecord(z.enum([...RESOURCES, 'pollution']), count),
      }),
    }),
    z.strictObject({ most: z.strictObject({ metric: metricSchema, reward: z.array(stepSchema) }) }),
    z.strictObject({ fewest: z.strictObject({ metric: metricSchema, reward: z.array(stepSchema) }) }),
    z.strictObject({ modifier: z.strictObject({ kind: z.literal('oilBuyPriceDelta'), value: z.number().int(), until: z.literal('nextGlobalImpact') }) }),
  ]),
);

const steps = z.array(stepSchema);
const activation = z.enum(['single1', 'single2', 'double']);
const id = z.string().regex(/^[a-z][a-z0-9_]*$/);

export const locationSchema = z.strictObject({ id, name: z.string(), type: locationType, cost: bagSchema.nullable(), neutralWorker: z.boolean() });
export const marketSchema = z.strictObject({
  market: locationType,
  resource,
  slots: z.array(z.strictObject({ money: count, resource: count })).length(3),
  placeholder: z.boolean(),
});
export const dieSchema = z.strictObject({
  id: dieType,
  name: z.string(),
  pollutionWhenHighest: z.enum(['none', 'pollution', 'nuclear']),
  permanent: z.boolean(),
  limitPerPlayer: count.nullable(),
  onAcquire: steps,
  cost: bagSchema,
  supply: count,
  faces: z.array(z.strictObject({ rank: count, energy: count })).min(1),
  placeholder: z.boolean(),
});
export const structureSchema = z.strictObject({
  id,
  name: z.string(),
  type: locationType,
  vp: count,
  onAcquire: steps,
  activation,
  effect: steps,
  copies: z.number().int().min(1),
  placeholder: z.boolean(),
});
export const nationSchema = z.strictObject({
  id,
  name: z.string(),
  activation,
  unCost: bagSchema,
  startingBonus: z.strictObject({ resources: bagSchema, workers: count, dice: z.array(dieType) }),
  placeholder: z.boolean(),
});
export const agendaSchema = z.strictObject({
  id,
  name: z.string(),
  scoring: z.strictObject({ metric: metricSchema, per: z.number().int().min(1), vp: count }),
  cap: count,
  placeholder: z.boolean(),
});
export const globalImpactSchema = z.strictObject({
  id,
  name: z.string(),
  era: z.enum(['early', 'late']),
  rowScoring: row,
  marketReset: locationType,
  special: steps,
  persistent: z.boolean(),
  simultaneousSafe: z.boolean(),
  placeholder: z.boolean(),
});
