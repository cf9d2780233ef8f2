import type { z } from 'zod';
import { AGENDAS, AGENDA_RULES } from './agendas.ts';
import { AGENDA_DISPLAY_SIZE, GI_ROW, GI_TRACK, LOCATIONS, MARKETS } from './board.ts';
import { DICE, DICE_RULES } from './dice.ts';
import { ENVIRONMENT } from './environment.ts';
import { GLOBAL_IMPACTS } from './global-impacts.ts';
import { NATIONS } from './nations.ts';
import { LIMITS, SETUP, UN_TRACK } from './rules-data.ts';
import { agendaSchema, dieSchema, globalImpactSchema, locationSchema, marketSchema, nationSchema, structureSchema } from './schema.ts';
import { STRUCTURES } from './structures.ts';
import { DIE_TYPES, LOCATION_TYPES, ROWS, type Step } from './types.ts';

export * from './types.ts';
export { AGENDAS, AGENDA_RULES, AGENDA_DISPLAY_SIZE, DICE, DICE_RULES, ENVIRONMENT, GI_ROW, GI_TRACK, GLOBAL_IMPACTS, LIMITS, LOCATIONS, MARKETS, NATIONS, SETUP, STRUCTURES, UN_TRACK };
export { FINANCE_OPTIONS, LOCATION_AMOUNTS, SOLO_GOALS, TRADE_UNITS } from './rules-data.ts';

function unique(label: string, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = ids.filter((x) => (seen.has(x) ? true : (seen.add(x), false)));
  return dupes.length > 0 ? [`${label}: duplicate ids ${dupes.join(', ')}`] : [];
}

function stepProblems(where: string, steps: readonly Step[]): string[] {
  const out: string[] = [];
  for (const s of steps) {
    if ('placeOnLocations' in s && Array.isArray(s.placeOnLocations.locations)) {
      for (const l of s.placeOnLocations.locations) if (!LOCATIONS.some((x) => x.id === l)) out.push(`${where}: unknown location ${l}`);
    }
    if ('choose' in s) s.choose.forEach((b, i) => out.push(...stepProblems(`${where} branch ${i + 1}`, b)));
    if ('if' in s) out.push(...stepProblems(where, s.then));
    if ('forEachPlayer' in s) out.push(...stepProblems(where, s.forEachPlayer.effect));
  }
  return out;
}

/** Every problem in the data modules, in words; empty when the data is sound. */
export function dataProblems(): string[] {
  const problems: string[] = [];
  const check = (label: string, schema: z.ZodType, items: readonly unknown[]) =>
    items.forEach((x, i) => {
      const r = schema.safeParse(x);
      if (!r.success) problems.push(`${label}[${i}]: ${r.error.issues.map((e) => `${e.path.join('.')} ${e.message}`).join('; ')}`);
    });
  check('locations', locationSchema, LOCATIONS);
  check('markets', marketSchema, MARKETS);
  check('dice', dieSchema, DICE);
  check('structures', structureSchema, STRUCTURES);
  check('nations', nationSchema, NATIONS);
  check('agendas', agendaSchema, AGENDAS);
  check('globalImpacts', globalImpactSchema, GLOBAL_IMPACTS);
  problems.push(...unique('locations', LOCATIONS.map((l) => l.id)), ...unique('structures', STRUCTURES.map((c) => c.id)));
  problems.push(...unique('nations', NATIONS.map((c) => c.id)), ...unique('agendas', AGENDAS.map((c) => c.id)), ...unique('globalImpacts', GLOBAL_IMPACTS.map((c) => c.id)));
  for (const t of LOCATION_TYPES) {
    if (!MARKETS.some((m) => m.market === t)) problems.push(`markets: no ${t} market`);
    if (!LOCATIONS.some((l) => l.id === `${t}_market`)) problems.push(`locations: no ${t}_market`);
  }
  for (const t of DIE_TYPES) if (!DICE.some((d) => d.id === t)) problems.push(`dice: no ${t} die`);
  const spaceIds = ROWS.flatMap((r) => Array.from({ length: ENVIRONMENT.columns }, (_, c) => `${r}-${c + 1}`));
  for (const s of [...ENVIRONMENT.drillSpaces, ENVIRONMENT.startingPollution]) if (!spaceIds.includes(s)) problems.push(`environment: unknown space ${s}`);
  if (ENVIRONMENT.columnBonus.length !== ENVIRONMENT.columns) problems.push('environment: one column bonus per column');
  if (GI_TRACK.oilPriceBySpace.length !== GI_TRACK.spaces) problems.push('track: one oil price per space');
  if (GI_ROW.early + GI_ROW.late !== GI_TRACK.spaces) problems.push('track: one Global Impact card per track space');
  for (const era of ['early', 'late'] as const) {
    if (GLOBAL_IMPACTS.filter((g) => g.era === era).length < GI_ROW[era]) problems.push(`globalImpacts: fewer than ${GI_ROW[era]} ${era} cards`);
  }
  for (let p = 1; p <= 5; p++) {
    if (!((GI_TRACK.tokensPerSpaceByPlayers[String(p)] ?? 0) > 0)) problems.push(`track: no token count for ${p} players`);
    if (SETUP.extraMoneyBySeat[String(p)]?.length !== p) problems.push(`setup: extra money for ${p} players needs ${p} values`);
  }
  if (NATIONS.length < 10) problems.push('nations: 2 per player for 5 players need 10 cards');
  if (AGENDAS.length < 10 + AGENDA_DISPLAY_SIZE) problems.push('agendas: too few for 5 players and the display');
  if (UN_TRACK.vp.length < 2) problems.push('UN track: at least 2 spaces');
  if ((DICE.find((d) => d.id === 'oil')?.supply ?? 0) < DICE_RULES.maxTemporaryOilDice) problems.push('dice: oil supply below the refine maximum');
  if (LIMITS.agendas !== AGENDA_RULES.holdLimit) problems.push('agendas: hold limit differs from the per-player maximum');
  for (const c of STRUCTURES) problems.push(...stepProblems(`structure ${c.id}`, [...c.effect, ...c.onAcquire]));
  for (const g of GLOBAL_IMPACTS) problems.push(...stepProblems(`globalImpact ${g.id}`, g.special));
  return problems;
}

const problems = dataProblems();
if (problems.length > 0) throw new Error(`Energy Empire data is invalid:\n${problems.join('\n')}`);
