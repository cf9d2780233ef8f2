import { z } from 'zod';
import { buildBoard } from './board.ts';
import type { DerivedMap, RawArea, RawMap, RawShipEdge } from './board-types.ts';
import type { AstData, CalamityData, CivCardData, CommodityData, EpochData, StackData } from './card-types.ts';
import type { AreaGeometry, MapGeometry } from './geometry-types.ts';
import { NATIONS } from './nations.ts';

/**
 * The zod schemas of Advanced Civilization's data pack (issue 22): what a community's replacement file must satisfy.
 * Each file is checked on its own here (types, ranges, ids unique, references inside the file); the checks across
 * files (geometry against the map) are in pack.ts.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9_#-]*$/, 'an id is lower-case letters, digits, "_", "-" or "#"');
const count = z.number().int().min(0);
const positive = z.number().int().min(1);

/** Adds an issue at `path` for each id listed twice. */
function unique(ctx: z.RefinementCtx, ids: readonly string[], path: (string | number)[], what: string): void {
  const seen = new Set<string>();
  ids.forEach((x, i) => {
    if (seen.has(x)) ctx.addIssue({ code: 'custom', path: [...path, i, 'id'], message: `${what} ${x} is listed twice` });
    seen.add(x);
  });
}

const CIV_GROUPS = ['crafts', 'science', 'arts', 'civics', 'religion'] as const;

const civCardSchema: z.ZodType<CivCardData> = z.object({
  id,
  name: z.string().min(1),
  groups: z.array(z.enum(CIV_GROUPS)).min(1).max(2),
  cost: positive.max(1000),
  prerequisites: z.array(id),
  creditsGiven: z.record(id, count.max(1000)),
  rule: z.string(),
});

/** civilization-cards.json: the 24 civilization cards (31, 32) with their costs, groups and credits (31.5). */
export const civCardsFileSchema = z.object({ cards: z.array(civCardSchema).min(1) }).superRefine((file, ctx) => {
  unique(ctx, file.cards.map((c) => c.id), ['cards'], 'card');
  const known = new Set(file.cards.map((c) => c.id));
  file.cards.forEach((c, i) => {
    c.prerequisites.forEach((p, j) => {
      if (!known.has(p)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'prerequisites', j], message: `unknown civilization card ${p}` });
    });
    for (const target of Object.keys(c.creditsGiven)) {
      if (!known.has(target)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'creditsGiven', target], message: `credit toward unknown civilization card ${target}` });
      if (target === c.id) ctx.addIssue({ code: 'custom', path: ['cards', i, 'creditsGiven', target], message: 'a card gives no credit toward itself' });
    }
  });
});
export type CivCardsFile = z.infer<typeof civCardsFileSchema>;

const stackNumber = z.number().int().min(1).max(9);

const commoditySchema: z.ZodType<CommodityData> = z.object({ id, name: z.string().min(1), stack: stackNumber, value: positive.max(100), count: positive.max(50), mineable: z.boolean() });
const calamitySchema: z.ZodType<CalamityData> = z.object({ id, name: z.string().min(1), stack: stackNumber.min(2), tradable: z.boolean(), order: positive, rule: z.string() });
const stackSchema: z.ZodType<StackData> = z.object({
  stack: stackNumber,
  commodities: z.array(id).min(1),
  commodityCards: positive,
  tradableCalamity: id.nullable(),
  nonTradableCalamity: id.nullable(),
});

/** trade-cards.json: commodities and calamities by stack (8.1, 15.2), the hand limit (31.71) and the gold price (27.51). */
export const tradeCardsFileSchema = z
  .object({
    handLimit: positive.max(50),
    goldPrice: positive.max(1000),
    commodities: z.array(commoditySchema).min(1),
    calamities: z.array(calamitySchema),
    stacks: z.array(stackSchema).min(1),
  })
  .superRefine((file, ctx) => {
    unique(ctx, file.commodities.map((c) => c.id), ['commodities'], 'commodity');
    unique(ctx, file.calamities.map((c) => c.id), ['calamities'], 'calamity');
    const commodities = new Map(file.commodities.map((c) => [c.id, c]));
    const calamities = new Map(file.calamities.map((c) => [c.id, c]));
    for (const c of file.calamities) if (commodities.has(c.id)) ctx.addIssue({ code: 'custom', path: ['calamities'], message: `${c.id} is both a commodity and a calamity` });
    const orders = new Set<number>();
    file.calamities.forEach((c, i) => {
      if (orders.has(c.order)) ctx.addIssue({ code: 'custom', path: ['calamities', i, 'order'], message: `resolution order ${c.order} is used twice` });
      orders.add(c.order);
    });
    const stacks = new Set<number>();
    file.stacks.forEach((s, i) => {
      if (stacks.has(s.stack)) ctx.addIssue({ code: 'custom', path: ['stacks', i, 'stack'], message: `stack ${s.stack} is listed twice` });
      stacks.add(s.stack);
      s.commodities.forEach((c, j) => {
        const known = commodities.get(c);
        if (!known) ctx.addIssue({ code: 'custom', path: ['stacks', i, 'commodities', j], message: `unknown commodity ${c}` });
        else if (known.stack !== s.stack) ctx.addIssue({ code: 'custom', path: ['stacks', i, 'commodities', j], message: `${c} belongs to stack ${known.stack}` });
      });
      const cards = file.commodities.filter((c) => c.stack === s.stack).reduce((n, c) => n + c.count, 0);
      if (cards !== s.commodityCards) ctx.addIssue({ code: 'custom', path: ['stacks', i, 'commodityCards'], message: `the commodities of stack ${s.stack} count ${cards} cards` });
      for (const [key, tradable] of [['tradableCalamity', true], ['nonTradableCalamity', false]] as const) {
        const named = s[key];
        if (named === null) continue;
        const known = calamities.get(named);
        if (!known) ctx.addIssue({ code: 'custom', path: ['stacks', i, key], message: `unknown calamity ${named}` });
        else if (known.stack !== s.stack || known.tradable !== tradable) ctx.addIssue({ code: 'custom', path: ['stacks', i, key], message: `${named} is not a ${tradable ? '' : 'non-'}tradable calamity of stack ${s.stack}` });
      }
    });
    for (const c of [...file.commodities, ...file.calamities]) if (!stacks.has(c.stack)) ctx.addIssue({ code: 'custom', path: ['stacks'], message: `no stack ${c.stack} for ${c.id}` });
  });
export type TradeCardsFile = z.infer<typeof tradeCardsFileSchema>;

/** The five epochs of the A.S.T. (33): their ids are what the rules read. */
export const EPOCH_IDS = ['stone', 'early_bronze', 'late_bronze', 'early_iron', 'late_iron'] as const;

const epochSchema: z.ZodType<EpochData> = z.object({
  id: z.enum(EPOCH_IDS),
  name: z.string().min(1),
  entry: z.object({ cities: count.optional(), distinctGroups: count.optional(), cards: count.optional() }).strict(),
});
const square = z.number().int().min(1).max(16);
const trackSchema = z.object({
  epochStart: z.record(z.enum(EPOCH_IDS), square),
  lateIronThresholds: z.record(z.string().regex(/^\d+$/, 'a key is an A.S.T. square number'), count),
});

/** ast.json: the A.S.T. order (17.4), the track (33, 35.1) and each nation's row. */
export const astFileSchema: z.ZodType<AstData> = z
  .object({
    order: z.array(z.enum(NATIONS)).length(NATIONS.length),
    finishPosition: square.min(5),
    pointsPerPosition: count,
    epochs: z.array(epochSchema).length(EPOCH_IDS.length),
    tracksByNation: z.record(z.enum(NATIONS), trackSchema),
  })
  .superRefine((file, ctx) => {
    if (new Set(file.order).size !== NATIONS.length) ctx.addIssue({ code: 'custom', path: ['order'], message: `the order names every nation once (${NATIONS.join(', ')})` });
    file.epochs.forEach((e, i) => {
      if (e.id !== EPOCH_IDS[i]) ctx.addIssue({ code: 'custom', path: ['epochs', i, 'id'], message: `epoch ${i + 1} is ${EPOCH_IDS[i]}` });
    });
    for (const [nation, track] of Object.entries(file.tracksByNation)) {
      let previous = 0;
      for (const epoch of EPOCH_IDS) {
        const start = track.epochStart[epoch];
        if (start === undefined) {
          ctx.addIssue({ code: 'custom', path: ['tracksByNation', nation, 'epochStart', epoch], message: 'missing' });
          continue;
        }
        if (start <= previous) ctx.addIssue({ code: 'custom', path: ['tracksByNation', nation, 'epochStart', epoch], message: 'epochs start on increasing squares' });
        if (start > file.finishPosition) ctx.addIssue({ code: 'custom', path: ['tracksByNation', nation, 'epochStart', epoch], message: `beyond the finish square ${file.finishPosition}` });
        previous = start;
      }
      for (const key of Object.keys(track.lateIronThresholds)) {
        if (Number(key) < (track.epochStart.late_iron ?? 1) || Number(key) > file.finishPosition) ctx.addIssue({ code: 'custom', path: ['tracksByNation', nation, 'lateIronThresholds', key], message: 'not a Late Iron Age square' });
      }
    }
  });

const areaSchema: z.ZodType<RawArea> = z.object({
  id,
  name: z.string().min(1),
  board: z.enum(['main', 'western']),
  land: z.boolean(),
  popLimit: count.max(9),
  citySite: z.enum(['black', 'white']).nullable(),
  floodPlain: z.boolean(),
  volcano: z.string().nullable(),
});
const shipEdgeSchema: z.ZodType<RawShipEdge> = z.object({ a: id, b: id, aSide: id.optional(), bSide: id.optional() });
const derivedSchema: z.ZodType<DerivedMap> = z.object({
  status: z.string(),
  landEdges: z.array(z.tuple([id, id])),
  openSeas: z.array(id),
  islands: z.record(id, id),
});
const idLists = z.record(z.string(), z.array(id));
const rawMapSchema = z.object({
  status: z.string(),
  expectedCounts: z.object({ areas: count, land: count, citySites: count, floodPlainAreas: count }).optional(),
  areas: z.array(areaSchema).min(1),
  adjacency: z.record(id, z.array(id)),
  shipEdges: z.array(shipEdgeSchema),
  startAreas: z.partialRecord(z.enum(NATIONS), z.array(id)),
  westernExtensionStartAreas: z.partialRecord(z.enum(NATIONS), z.array(id)),
  volcanoes: z.array(z.object({ id, areas: z.array(id) })),
  floodPlains: z.array(z.object({ id, areas: z.array(id) })),
  playAreaExclusions: idLists,
  derived: derivedSchema,
});
export type MapData = RawMap & { derived: DerivedMap };

/** maps.json: every map by id (the table option `map`), each with its derived facts (spec M.3), checked as a board. */
export const mapsFileSchema = z
  .object({ maps: z.record(id, rawMapSchema) })
  .superRefine((file, ctx) => {
    if (!file.maps.candidate) ctx.addIssue({ code: 'custom', path: ['maps'], message: 'the map "candidate" is missing (the table option map=candidate names it)' });
    for (const [mapId, map] of Object.entries(file.maps)) {
      try {
        buildBoard(mapId, map, map.derived);
      } catch (e) {
        const lines = (e instanceof Error ? e.message : String(e)).split('\n').slice(1);
        for (const line of lines) ctx.addIssue({ code: 'custom', path: ['maps', mapId], message: line });
      }
    }
  });
export type MapsFile = { maps: Record<string, MapData> };

const point = z.tuple([z.number(), z.number()]);
const areaGeometrySchema: z.ZodType<AreaGeometry> = z.object({ board: z.enum(['main', 'western']), anchor: point, room: z.number().min(0), path: z.array(point).min(3) });
const bounds = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** map-geometry.json: the outline of each area of the candidate map, for drawing the board (spec M.3a). */
export const mapGeometryFileSchema: z.ZodType<MapGeometry> = z.object({
  status: z.string(),
  boardBounds: z.object({ main: bounds, western: bounds }),
  areas: z.record(id, areaGeometrySchema),
});
