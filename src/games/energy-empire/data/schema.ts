import { deepFreeze } from '../../../engine/data-pack.ts';
import { z } from 'zod';
import { DIE_TYPES, LOCATION_IDS, LOCATION_TYPES, RESOURCES, ROWS, type Step } from './types.ts';

/**
 * The schemas of Energy Empire's data pack (issue 22): every file of data/pack/ (shipped or dropped in by an operator)
 * is checked here, field by field, so that entering the real card texts and numbers needs no code change and a wrong
 * file is refused with its field and the reason. Checks that need two files are in pack.ts.
 */
const count = z.number().int().min(0);
const positive = z.number().int().min(1);
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

/** One step of the effect vocabulary (EE-2.11); a location a step names must be one of the board's (EE-6). */
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
        locations: z.union([z.strictObject({ type: locationType }), z.array(z.enum(LOCATION_IDS)).min(1)]),
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
const id = z.string().regex(/^[a-z][a-z0-9_]*$/, 'an id is lower-case letters, digits and _ (starting with a letter)');
const name = z.string().min(1);

/** Items whose `field` must differ: each repeat is an issue at its own path (`cards[4].id`). */
function distinct<T>(key: (item: T) => string, label: string, field = 'id') {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, field], message: `duplicate ${label} ${k}` });
      seen.add(k);
    });
  };
}

/** Every value of `all` appears in the list (each item's `key`); a missing one is an issue on the list. */
function covers<T>(key: (item: T) => string, all: readonly string[], label: string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    for (const k of all) if (!items.some((item) => key(item) === k)) ctx.addIssue({ code: 'custom', path: [], message: `no ${label} ${k}` });
  };
}

export const locationSchema = z.strictObject({ id: z.enum(LOCATION_IDS), name, type: locationType, cost: bagSchema.nullable(), neutralWorker: z.boolean() });
export const marketSchema = z.strictObject({
  market: locationType,
  resource,
  /** Slot 1 is leftmost, slot 3 the face-up top of the deck (EE-12.2). */
  slots: z.array(z.strictObject({ money: count, resource: count })).length(3),
  placeholder: z.boolean(),
});
export const dieSchema = z.strictObject({
  id: dieType,
  name,
  pollutionWhenHighest: z.enum(['none', 'pollution', 'nuclear']),
  permanent: z.boolean(),
  limitPerPlayer: positive.nullable(),
  onAcquire: steps,
  cost: bagSchema,
  supply: count,
  faces: z.array(z.strictObject({ rank: positive, energy: count })).min(1),
  placeholder: z.boolean(),
});
export const structureSchema = z.strictObject({
  id,
  name,
  type: locationType,
  vp: count,
  onAcquire: steps,
  activation,
  effect: steps,
  copies: positive,
  placeholder: z.boolean(),
});
export const nationSchema = z.strictObject({
  id,
  name,
  activation,
  unCost: bagSchema,
  startingBonus: z.strictObject({ resources: bagSchema, workers: count, dice: z.array(dieType) }),
  placeholder: z.boolean(),
});
export const agendaSchema = z.strictObject({
  id,
  name,
  scoring: z.strictObject({ metric: metricSchema, per: positive, vp: count }),
  cap: count,
  placeholder: z.boolean(),
});
export const globalImpactSchema = z.strictObject({
  id,
  name,
  era: z.enum(['early', 'late']),
  rowScoring: row,
  marketReset: locationType,
  special: steps,
  persistent: z.boolean(),
  simultaneousSafe: z.boolean(),
  placeholder: z.boolean(),
});

const PLAYER_COUNTS = ['1', '2', '3', '4', '5'] as const;

/** The parsed data is frozen: rules read it, never write it (a data set is shared by every table that uses it). */
const frozen = <S extends z.ZodType>(schema: S) => schema.transform((v) => deepFreeze(v) as z.output<S>);

/** dice.json: the energy dice (EE-2.5): one entry per die type, and the dice limits (EE-2.5.4, EE-7.3, EE-15). */
export const diceFileSchema = frozen(
  z
    .strictObject({
      types: z.array(dieSchema).superRefine(distinct((d) => d.id, 'die type')).superRefine(covers((d) => d.id, DIE_TYPES, 'die type')),
      maxNonOilDice: positive,
      maxTemporaryOilDice: count,
      endGameVpPerDie: count,
    })
    .superRefine((file, ctx) => {
      const oil = file.types.findIndex((d) => d.id === 'oil');
      if (oil >= 0 && file.types[oil]!.supply < file.maxTemporaryOilDice) {
        ctx.addIssue({ code: 'custom', path: ['types', oil, 'supply'], message: `the oil dice supply is below maxTemporaryOilDice (${file.maxTemporaryOilDice})` });
      }
    }),
);

/** structures.json: the structure deck (EE-2.7); `copies` of each card go in its type's deck. */
export const structuresFileSchema = frozen(
  z.strictObject({
    cards: z.array(structureSchema).superRefine(distinct((c) => c.id, 'structure')).superRefine(covers((c) => c.type, LOCATION_TYPES, 'structure of type')),
  }),
);

/** nations.json: the nation cards (EE-2.8). */
export const nationsFileSchema = frozen(z.strictObject({ cards: z.array(nationSchema).superRefine(distinct((c) => c.id, 'nation')) }));

/** agendas.json: the government agendas (EE-2.9, EE-14), the cap of one agenda's VP, the face-up display (EE-3.6). */
export const agendasFileSchema = frozen(z.strictObject({ cards: z.array(agendaSchema).superRefine(distinct((c) => c.id, 'agenda')), cap: count, displaySize: count }));

/** global-impacts.json: the Global Impact cards (EE-2.10, EE-11) and how many of each era form the row (EE-3.3). */
export const globalImpactsFileSchema = frozen(
  z
    .strictObject({
      cards: z.array(globalImpactSchema).superRefine(distinct((c) => c.id, 'Global Impact card')),
      row: z.strictObject({ early: count, late: count }),
    })
    .superRefine((file, ctx) => {
      for (const era of ['early', 'late'] as const) {
        const have = file.cards.filter((c) => c.era === era).length;
        if (have < file.row[era]) ctx.addIssue({ code: 'custom', path: ['row', era], message: `${file.row[era]} ${era} cards in the row but only ${have} ${era} cards` });
      }
    }),
);

/** board.json: the locations (EE-6), the structure markets (EE-12.2), the Global Impact track (EE-11), the amounts. */
export const boardFileSchema = frozen(
  z
    .strictObject({
      locations: z.array(locationSchema).superRefine(distinct((l) => l.id, 'location')).superRefine(covers((l) => l.id, LOCATION_IDS, 'location')),
      markets: z.array(marketSchema).superRefine(distinct((m) => m.market, 'market', 'market')).superRefine(covers((m) => m.market, LOCATION_TYPES, 'market')),
      globalImpactTrack: z.strictObject({
        spaces: positive,
        tokensPerSpaceByPlayers: z.record(z.enum(PLAYER_COUNTS), positive),
        oilPriceBySpace: z.array(count),
        oilPriceWhenEmpty: count,
      }),
      locationAmounts: z.strictObject({ oilLot: positive, drillOil: count, chemistryGain: bagSchema, cleanupActions: count, scienceResearchGain: count }),
      financeOptions: z.strictObject({ A: z.strictObject({ self: count, others: count }), B: z.strictObject({ self: count, others: count }), C: z.strictObject({ self: count, others: count }) }),
      tradeUnits: z.strictObject({ money: positive, steel: positive, plastic: positive, science: positive }),
    })
    .superRefine((file, ctx) => {
      const track = file.globalImpactTrack;
      if (track.oilPriceBySpace.length !== track.spaces) {
        ctx.addIssue({ code: 'custom', path: ['globalImpactTrack', 'oilPriceBySpace'], message: `one oil price per track space: ${track.spaces} spaces, ${track.oilPriceBySpace.length} prices` });
      }
      file.locations.forEach((l, i) => {
        const market = (LOCATION_TYPES as readonly string[]).find((t) => l.id === `${t}_market`);
        if (market !== undefined && l.type !== market) ctx.addIssue({ code: 'custom', path: ['locations', i, 'type'], message: `${l.id} is a ${market} location` });
      });
    }),
);

/** environment.json: the environment grid (EE-2.6): columns, drill spaces, the starting pollution, column bonuses. */
export const environmentFileSchema = frozen(
  z
    .strictObject({
      columns: positive,
      drillSpaces: z.array(z.string()),
      startingPollution: z.string(),
      /** VP at game end for a column whose 3 spaces are all unpolluted, by column (1-based). */
      columnBonus: z.array(count),
    })
    .superRefine((file, ctx) => {
      const spaces = ROWS.flatMap((r) => Array.from({ length: file.columns }, (_, c) => `${r}-${c + 1}`));
      const known = (space: string) => spaces.includes(space);
      file.drillSpaces.forEach((space, i) => {
        if (!known(space)) ctx.addIssue({ code: 'custom', path: ['drillSpaces', i], message: `unknown space ${space} (spaces are <row>-<column>, e.g. forest-2)` });
      });
      if (!known(file.startingPollution)) ctx.addIssue({ code: 'custom', path: ['startingPollution'], message: `unknown space ${file.startingPollution}` });
      if (file.columnBonus.length !== file.columns) ctx.addIssue({ code: 'custom', path: ['columnBonus'], message: `one bonus per column: ${file.columns} columns, ${file.columnBonus.length} bonuses` });
    }),
);

/** un-track.json: the United Nations track (EE-13): VP by space, the leader's bonus. */
export const unTrackFileSchema = frozen(z.strictObject({ vp: z.array(count).min(2), leaderBonus: count }));

/** setup.json: the starting position (EE-3), the limits (EE-2.4) and the first-edition solo goals (EE-16). */
export const setupFileSchema = frozen(
  z
    .strictObject({
      workersOnMat: count,
      energyOnMat: count,
      nationsDealt: positive,
      agendasDealt: count,
      /** Extra starting money by seat (index 0 = start player), by player count. */
      extraMoneyBySeat: z.record(z.enum(PLAYER_COUNTS), z.array(count)),
      /** Player counts that use the neutral workers on the markets (EE-3.8, EE-16). */
      neutralWorkerPlayerCounts: z.array(z.number().int().min(1).max(5)),
      limits: z.strictObject({ workers: positive, energy: positive, agendas: positive }),
      soloGoals: z.strictObject({ agendaVp: count, totalVp: count }),
    })
    .superRefine((file, ctx) => {
      for (const n of PLAYER_COUNTS) {
        const have = file.extraMoneyBySeat[n].length;
        if (have !== Number(n)) ctx.addIssue({ code: 'custom', path: ['extraMoneyBySeat', n], message: `${n} players need ${n} values, got ${have}` });
      }
      if (file.workersOnMat > file.limits.workers) ctx.addIssue({ code: 'custom', path: ['workersOnMat'], message: `above the workers limit ${file.limits.workers}` });
      if (file.energyOnMat > file.limits.energy) ctx.addIssue({ code: 'custom', path: ['energyOnMat'], message: `above the energy limit ${file.limits.energy}` });
      if (file.agendasDealt > file.limits.agendas) ctx.addIssue({ code: 'custom', path: ['agendasDealt'], message: `above the agenda limit ${file.limits.agendas}` });
    }),
);

export type LocationData = z.infer<typeof locationSchema>;
export type MarketData = z.infer<typeof marketSchema>;
export type DieTypeData = z.infer<typeof dieSchema>;
export type StructureData = z.infer<typeof structureSchema>;
export type NationData = z.infer<typeof nationSchema>;
export type AgendaData = z.infer<typeof agendaSchema>;
export type GlobalImpactData = z.infer<typeof globalImpactSchema>;

/** Energy Empire's data, file by file, as the rules read it. */
export interface EeData extends Record<string, unknown> {
  'dice.json': z.infer<typeof diceFileSchema>;
  'structures.json': z.infer<typeof structuresFileSchema>;
  'nations.json': z.infer<typeof nationsFileSchema>;
  'agendas.json': z.infer<typeof agendasFileSchema>;
  'global-impacts.json': z.infer<typeof globalImpactsFileSchema>;
  'board.json': z.infer<typeof boardFileSchema>;
  'environment.json': z.infer<typeof environmentFileSchema>;
  'un-track.json': z.infer<typeof unTrackFileSchema>;
  'setup.json': z.infer<typeof setupFileSchema>;
}
