import { z } from 'zod';

/**
 * The schemas of Terra Mystica's component data files (data/pack/*.json): the published game's factions, maps, bonus
 * cards, favour, town and scoring tiles and power actions (TM-2). The files are checked when the game loads; the data
 * is the real data (every recorded game replays exactly), so it is not an operator-replaceable pack.
 */
const count = z.number().int().min(0);
export const resSchema = z.object({ W: count, C: count, P: count, PW: count, VP: count }).partial().strict();
const incomeRow = z.array(count);
const buildingIncome = z.object({ W: incomeRow, C: incomeRow, P: incomeRow, PW: incomeRow }).partial().strict();
const terrain = z.enum(['desert', 'plains', 'swamp', 'lakes', 'forest', 'mountains', 'wasteland']);
const cult = z.enum(['FIRE', 'WATER', 'EARTH', 'AIR']);
const income = z.object({ C: count, W: count, P: count, PW: count }).partial().strict();

export const factionSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    home: terrain,
    start: z.object({ C: count, W: count, P: count, P1: count, P2: count }).strict(),
    cult: z.tuple([count, count, count, count]),
    ship: z.object({ start: count, max: count, vp: z.array(count) }).strict().nullable(),
    dig: z.object({ max: count, cost: resSchema }).strict().nullable(),
    cost: z.object({ D: resSchema, TP: resSchema, TE: resSchema, SH: resSchema, SA: resSchema }).strict(),
    income: z.object({ D: buildingIncome, TP: buildingIncome, TE: buildingIncome, SH: buildingIncome, SA: buildingIncome }).strict(),
  })
  .strict()
  .refine((f) => f.start.P1 + f.start.P2 === 12, { message: 'power bowls I and II hold 12 tokens at the start (TM-3)' });

export const bonusCardSchema = z
  .object({
    income,
    passVp: z.object({ per: z.enum(['D', 'TP', 'SH', 'SA', 'ship', 'SHSA']), vp: count }).strict().optional(),
    special: z.enum(['spade', 'cult']).optional(),
    shipBonus: z.boolean().optional(),
    miniExpansion: z.boolean().optional(),
  })
  .strict();

export const favorTileSchema = z
  .object({
    copies: z.number().int().min(1),
    cult,
    steps: z.number().int().min(1).max(3),
    income: income.optional(),
    buildVp: z.object({ type: z.enum(['D', 'TP']), vp: count }).strict().optional(),
    passVpByTp: z.array(count).optional(),
    townSize6: z.boolean().optional(),
    special: z.literal('cult').optional(),
  })
  .strict();

export const townTileSchema = z
  .object({
    copies: z.number().int().min(1),
    vp: count,
    keys: z.number().int().min(1),
    gain: income.optional(),
    cultAll: count.optional(),
    shipLevel: z.boolean().optional(),
    miniExpansion: z.boolean().optional(),
  })
  .strict();

export const scoringTileSchema = z
  .object({
    event: z.enum(['SPADE', 'TOWN', 'D', 'TP', 'TE', 'SHSA']),
    vp: count,
    cult: z.union([cult, z.literal('PRIESTS')]),
    per: z.number().int().min(1),
    reward: income.extend({ SPADE: count.optional() }).strict(),
    display: z.string().min(1),
    templeOption: z.boolean().optional(),
  })
  .strict();

export const powerActionSchema = z.object({ cost: z.number().int().min(1), effect: z.enum(['bridge', 'priest', 'workers', 'coins', 'spade1', 'spade2']) }).strict();

const hex = z.string().regex(/^[A-J]\d{1,2}$/, 'a hex label such as C5 (rows A to J: maps whose first row is B end at J)');
export const mapSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    firstRow: z.enum(['A', 'B']),
    rows: z.array(z.string().regex(/^[YUKBGSR.]+$/, 'one letter per hex: Y U K B G S R, or . for river')).length(9),
    bridges: z.array(z.tuple([hex, hex])),
  })
  .strict();

/** A file's records keyed by exactly these ids, each checked by `schema`; the id inside a record must match its key. */
export function recordOf<T extends z.ZodType>(ids: readonly string[], schema: T) {
  return z.record(z.string(), schema).superRefine((rec, ctx) => {
    for (const id of ids) if (!(id in rec)) ctx.addIssue({ code: 'custom', message: `${id} is missing`, path: [id] });
    for (const key of Object.keys(rec)) {
      if (!ids.includes(key)) ctx.addIssue({ code: 'custom', message: `unknown id ${key} (ids: ${ids.join(', ')})`, path: [key] });
      const inner = rec[key] as { id?: unknown };
      if (typeof inner === 'object' && inner !== null && 'id' in inner && inner.id !== key) ctx.addIssue({ code: 'custom', message: `id ${String(inner.id)} under key ${key}`, path: [key, 'id'] });
    }
  });
}

/** Parses a shipped data file; a problem is a bug of the build, reported with the file, field and reason. */
export function loadDataFile<T extends z.ZodType>(file: string, schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`terra-mystica/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}
