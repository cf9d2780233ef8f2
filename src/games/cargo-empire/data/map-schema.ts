import { z } from 'zod';

/** A map side as data (spec §2.2): cities, land routes and, on Dior, the express spaces that sit on routes (CE-17.2). */
const point = { x: z.number().min(0).max(1600), y: z.number().min(0).max(880) };

export const mapPackSchema = z
  .object({
    id: z.enum(['europe', 'dior']),
    provisional: z.boolean(),
    source: z.string().min(1),
    tradingPostSpacesPerCity: z.number().int().positive(),
    cities: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z][a-z0-9]*$/),
          number: z.number().int().min(1).max(24),
          name: z.string().min(1),
          colour: z.enum(['red', 'blue', 'yellow', 'green']),
          port: z.boolean(),
          ...point,
        }),
      )
      .length(24),
    /** Express spaces: nodes of the route graph that are never origin, destination or port (CE-17.2). */
    expressSpaces: z.array(z.object({ id: z.string().regex(/^[a-z][a-z0-9]*$/), ...point })),
    landRoutes: z.array(z.tuple([z.string(), z.string()])),
  })
  .superRefine((m, ctx) => {
    const nodes = new Set([...m.cities.map((c) => c.id), ...m.expressSpaces.map((e) => e.id)]);
    if (nodes.size !== m.cities.length + m.expressSpaces.length) ctx.addIssue({ code: 'custom', message: 'node ids must be unique' });
    for (const [a, b] of m.landRoutes) {
      if (!nodes.has(a) || !nodes.has(b) || a === b) ctx.addIssue({ code: 'custom', message: `bad land route ${a}-${b}` });
    }
    if (new Set(m.cities.map((c) => c.number)).size !== m.cities.length) ctx.addIssue({ code: 'custom', message: 'city numbers must be unique' });
  });

export type MapPack = z.infer<typeof mapPackSchema>;
