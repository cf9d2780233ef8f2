import { z } from 'zod';

/**
 * The zod schemas of Cargo Empire's data pack (issue 22): one per file of data/pack/. They check what a community's
 * replacement file must satisfy for the rules to run on it: ids, ranges, counts the rules rely on and references
 * inside the file. References across files are checked in pack.ts.
 */

const id = z.string().regex(/^[a-z][a-z0-9]*$/, 'ids are lower-case letters and digits, starting with a letter');
const cityColour = z.enum(['red', 'blue', 'yellow', 'green']);
export const cargoSchema = z.enum(['orange', 'white', 'gray', 'brown']);
const transport = z.enum(['car', 'loco', 'ship']);
const source = z.string().min(1);

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/** A map side (spec §2.2): 24 cities, land routes and, on Dior, the express spaces that sit on routes (CE-17.2). */
const point = { x: z.number().min(0).max(1600), y: z.number().min(0).max(880) };

function mapSchema(side: 'europe' | 'dior') {
  return z
    .object({
      id: z.literal(side),
      provisional: z.boolean(),
      source,
      tradingPostSpacesPerCity: z.number().int().min(1).max(8),
      cities: z
        .array(z.object({ id, number: z.number().int().min(1).max(24), name: z.string().min(1), colour: cityColour, port: z.boolean(), ...point }))
        .length(24),
      /** Express spaces: nodes of the route graph that are never origin, destination or port (CE-17.2). */
      expressSpaces: z.array(z.object({ id, ...point })).max(side === 'europe' ? 0 : 6),
      landRoutes: z.array(z.tuple([z.string(), z.string()])),
    })
    .superRefine((m, ctx) => {
      const nodes = [...m.cities.map((c) => c.id), ...m.expressSpaces.map((e) => e.id)];
      if (!unique(nodes)) ctx.addIssue({ code: 'custom', path: ['cities'], message: 'node ids (cities and express spaces) must be unique' });
      if (!unique(m.cities.map((c) => c.number))) ctx.addIssue({ code: 'custom', path: ['cities'], message: 'city numbers must be unique' });
      for (const colour of cityColour.options) {
        const n = m.cities.filter((c) => c.colour === colour).length;
        if (n !== 6) ctx.addIssue({ code: 'custom', path: ['cities'], message: `6 cities of each colour (goals 10-13 count to 6): ${colour} has ${n}` });
      }
      const known = new Set(nodes);
      m.landRoutes.forEach(([a, b], i) => {
        if (!known.has(a) || !known.has(b) || a === b) ctx.addIssue({ code: 'custom', path: ['landRoutes', i], message: `the route ${a}-${b} names an unknown node or joins a node to itself` });
      });
      // Every city reaches every other by land, in at most 12 routes (the payment search's bound, CE-4).
      const adj = new Map(nodes.map((n) => [n, [] as string[]]));
      for (const [a, b] of m.landRoutes) {
        if (!known.has(a) || !known.has(b)) continue;
        adj.get(a)!.push(b);
        adj.get(b)!.push(a);
      }
      let farthest = 0;
      for (const from of m.cities) {
        const depth = new Map([[from.id, 0]]);
        for (let frontier = [from.id]; frontier.length > 0; ) {
          const next: string[] = [];
          for (const n of frontier) {
            for (const x of adj.get(n) ?? []) {
              if (depth.has(x)) continue;
              depth.set(x, depth.get(n)! + 1);
              next.push(x);
            }
          }
          frontier = next;
        }
        const cut = m.cities.filter((c) => !depth.has(c.id)).map((c) => c.id);
        if (cut.length > 0) {
          ctx.addIssue({ code: 'custom', path: ['landRoutes'], message: `cities not joined to ${from.id} by land: ${cut.join(', ')}` });
          return;
        }
        for (const c of m.cities) farthest = Math.max(farthest, depth.get(c.id)!);
      }
      if (farthest > 12) ctx.addIssue({ code: 'custom', path: ['landRoutes'], message: `two cities lie ${farthest} land routes apart; the payment search covers at most 12 (CE-4)` });
    });
}

export const europeMapSchema = mapSchema('europe');
export const diorMapSchema = mapSchema('dior');

/** City tiles (spec §2.3): LV1 front, LV2 back; 2 production spaces and an upper and a lower demand space per side. */
const tileSide = z.object({ production: z.array(cargoSchema).length(2), upper: cargoSchema, lower: cargoSchema });
export const cityTilesSchema = z
  .object({
    source,
    cargoColours: z.array(cargoSchema).length(4),
    tiles: z.array(z.object({ id: z.string().regex(/^T\d\d$/, 'tile ids are T and two digits'), lv1: tileSide, lv2: tileSide })).min(24, 'one tile per city: at least 24'),
  })
  .superRefine((t, ctx) => {
    if (!unique(t.cargoColours)) ctx.addIssue({ code: 'custom', path: ['cargoColours'], message: 'each cargo colour once' });
    if (!unique(t.tiles.map((x) => x.id))) ctx.addIssue({ code: 'custom', path: ['tiles'], message: 'tile ids must be unique' });
  });

/** Development track tile faces (spec §2.7, CE-19): each row is 5 columns of [icon, width]. */
const trackIcon = z.enum(['none', 'car', 'locomotive', 'ship', 'city', 'goal', 'anyCard', 'cityOrGoal']);
const trackRow = z
  .array(z.tuple([trackIcon, z.number().int().min(1).max(5)]))
  .refine((row) => row.reduce((n, [, w]) => n + w, 0) === 5, 'a row covers exactly 5 columns');
const faceId = z.string().regex(/^[abc]\d\d$/, 'face ids are a, b or c and two digits');
export const trackFacesSchema = z
  .object({
    source,
    vpZone: z.array(z.number().int().min(0).max(100)).min(1),
    /** The base game's three physical tiles, each a pair of faces (one per slot of the track). */
    normalTiles: z.array(z.tuple([faceId, faceId])).length(3),
    advancedMiddleFaces: z.array(faceId).min(1),
    advancedRightFaces: z.array(faceId).min(1),
    faces: z.record(faceId, z.object({ upper: trackRow, lower: trackRow })),
  })
  .superRefine((t, ctx) => {
    t.vpZone.forEach((vp, i) => {
      if (i > 0 && vp < t.vpZone[i - 1]!) ctx.addIssue({ code: 'custom', path: ['vpZone', i], message: 'the VP zone never goes down' });
    });
    const check = (face: string, path: (string | number)[]) => {
      if (!Object.hasOwn(t.faces, face)) ctx.addIssue({ code: 'custom', path, message: `unknown face ${face}` });
    };
    t.normalTiles.forEach((pair, i) => pair.forEach((f, j) => check(f, ['normalTiles', i, j])));
    t.advancedMiddleFaces.forEach((f, i) => check(f, ['advancedMiddleFaces', i]));
    t.advancedRightFaces.forEach((f, i) => check(f, ['advancedRightFaces', i]));
  });

/** Bot cards (CE-14): transport type, steps, arrow, reshuffle icon. */
export const botCardsSchema = z
  .object({
    source,
    cards: z
      .array(z.object({ number: z.number().int().min(1).max(99), transport: transport.nullable(), steps: z.number().int().min(0).max(6), arrow: z.enum(['up', 'down']), reshuffle: z.boolean() }))
      .min(1),
  })
  .superRefine((b, ctx) => {
    if (!unique(b.cards.map((c) => c.number))) ctx.addIssue({ code: 'custom', path: ['cards'], message: 'card numbers must be unique' });
    b.cards.forEach((c, i) => {
      if (c.reshuffle !== (c.transport === null)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'transport'], message: 'a reshuffle card has no transport, every other card has one' });
    });
    if (b.cards.every((c) => c.reshuffle)) ctx.addIssue({ code: 'custom', path: ['cards'], message: 'at least one card must not be a reshuffle card' });
  });

/** Goal cards (rulebook p. 16): the rules score ids 1-24, so the file names each of them once. */
export const goalCardsSchema = z
  .object({ source, cards: z.array(z.object({ id: z.number().int().min(1).max(24), name: z.string().min(1), text: z.string().min(1) })).length(24) })
  .superRefine((g, ctx) => {
    if (!unique(g.cards.map((c) => c.id))) ctx.addIssue({ code: 'custom', path: ['cards'], message: 'goal ids 1-24, each once' });
  });

/** Families (CE-13): one per player colour, with the crest text and the paid ability B the rules give that colour. */
export const PAID_ABILITY_OF: Readonly<Record<string, string>> = Object.freeze({ yellow: 'gain_car', green: 'move_cargo', red: 'enhance_locomotive', blue: 'swap_for_ship', purple: 'borrow_crest' });
export const familiesSchema = z
  .object({
    source,
    families: z
      .array(
        z.object({
          colour: z.enum(['yellow', 'green', 'red', 'blue', 'purple']),
          name: z.string().min(1),
          crest: z.string().min(1),
          paid: z.enum(['gain_car', 'move_cargo', 'enhance_locomotive', 'swap_for_ship', 'borrow_crest']),
          paidText: z.string().min(1),
        }),
      )
      .length(5),
  })
  .superRefine((f, ctx) => {
    if (!unique(f.families.map((x) => x.colour))) ctx.addIssue({ code: 'custom', path: ['families'], message: 'one family per colour' });
    f.families.forEach((x, i) => {
      if (PAID_ABILITY_OF[x.colour] !== x.paid) ctx.addIssue({ code: 'custom', path: ['families', i, 'paid'], message: `the ${x.colour} family's paid ability is ${PAID_ABILITY_OF[x.colour]} (CE-13.5)` });
    });
  });

/** Express tiles (spec §2.11): drawn from a bag onto the Dior express spaces. */
export const expressTilesSchema = z
  .object({ source, tiles: z.array(z.object({ id: z.string().regex(/^E\d+$/, 'tile ids are E and a number'), type: transport })).min(1) })
  .superRefine((e, ctx) => {
    if (!unique(e.tiles.map((t) => t.id))) ctx.addIssue({ code: 'custom', path: ['tiles'], message: 'tile ids must be unique' });
  });

/** Transport cards (spec §2.4, CE-4): land legs cover minRoutes..maxRoutes consecutive routes; a ship goes port to port. */
const landCard = z.object({ kind: z.literal('land'), minRoutes: z.literal(1), maxRoutes: z.number().int().min(1).max(3), reward: z.number().int().min(0).max(3) });
export const transportCardsSchema = z.object({
  source,
  cards: z.object({ car: landCard, loco: landCard, ship: z.object({ kind: z.literal('sea'), minRoutes: z.literal(0), maxRoutes: z.literal(0), reward: z.number().int().min(0).max(3) }) }),
  /** Rockriel's enhanced locomotive (CE-13.5 red). */
  enhancedLoco: z.object({ minRoutes: z.literal(1), maxRoutes: z.number().int().min(1).max(3), reward: z.number().int().min(0).max(3) }),
});

/** Numbers per effective player count (CE-0.2, §3.2) and the fixed numbers of the game. */
const perCount = z.object({
  turnsPerRound: z.number().int().min(1).max(8),
  reserve: z.number().int().min(3).max(30).multipleOf(3, 'posts in reserve are split over 3 rounds'),
  displaySize: z.number().int().min(1).max(8),
  turnOrderSpaces: z.number().int().min(1).max(5),
  markerLeadVp: z.number().int().min(0).max(20),
});
export const playerCountsSchema = z.object({
  source,
  byEffectivePlayers: z.object({ 2: perCount, 3: perCount, 4: perCount, 5: perCount }),
  /** Bonus of each turn order adjustment space, 1-based (space 5 exists only on the 5-player side). */
  turnOrderSpaceBonus: z.object({ 1: z.literal('car'), 2: z.literal('loco'), 3: z.literal('ship'), 4: z.literal('any'), 5: z.literal('any-and-advance') }),
  rounds: z.number().int().min(1).max(6),
  vassalPostsPerRound: z.number().int().min(0).max(10),
  blankCityCards: z.number().int().min(0).max(12),
  familyAbilityCost: z.number().int().min(1).max(4),
});

export type MapPack = z.infer<typeof europeMapSchema> | z.infer<typeof diorMapSchema>;
export type CityTilesFile = z.infer<typeof cityTilesSchema>;
export type TrackFacesFile = z.infer<typeof trackFacesSchema>;
export type BotCardsFile = z.infer<typeof botCardsSchema>;
export type BotCard = BotCardsFile['cards'][number];
export type GoalCardsFile = z.infer<typeof goalCardsSchema>;
export type FamiliesFile = z.infer<typeof familiesSchema>;
export type ExpressTilesFile = z.infer<typeof expressTilesSchema>;
export type TransportCardsFile = z.infer<typeof transportCardsSchema>;
export type PlayerCountsFile = z.infer<typeof playerCountsSchema>;
