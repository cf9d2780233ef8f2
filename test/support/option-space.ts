/**
 * The table option space of a game, read from its zod options schema: every option is an axis (booleans both ways,
 * every enum value, an optional option also left out, small integer ranges in full), and the player count is one
 * more axis. Options whose values cannot be listed (long integer ranges, arrays) need `samples` from the caller,
 * so a new option can never drop out of the space unnoticed: an option of an unknown shape throws.
 *
 * `coveringRows` picks the combinations to play: every combination the table accepts ('all', for small spaces),
 * or a small set in which every value ('each') or every pair of values of two axes ('pairs') that the table
 * accepts together appears at least once.
 */
import { z } from 'zod';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import type { AnyGameModule, SeatInfo } from '../../src/engine/types.ts';

export interface Axis {
  key: string;
  /** `undefined` leaves an optional option out. */
  values: readonly unknown[];
}

/** One combination: the table options and the number of players. */
export interface Row {
  options: Record<string, unknown>;
  players: number;
}

export type Strength = 'each' | 'pairs' | 'all';

/** Integer ranges up to this many values are listed in full; longer ones need samples. */
const MAX_LISTED_INTEGERS = 8;
/** Spaces up to this size are enumerated in full; larger ones are sampled. */
const MAX_ENUMERATED = 5_000;
const POOL = { each: 300, pairs: 3_000, all: 0 } as const;

function valuesOf(key: string, schema: z.ZodType): readonly unknown[] {
  if (schema instanceof z.ZodDefault) return valuesOf(key, schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodOptional) return [undefined, ...valuesOf(key, schema.unwrap() as z.ZodType)];
  if (schema instanceof z.ZodBoolean) return [false, true];
  if (schema instanceof z.ZodEnum) return schema.options;
  if (schema instanceof z.ZodLiteral) return [...schema.values];
  if (schema instanceof z.ZodNumber && schema.isInt && schema.minValue !== null && schema.maxValue !== null && schema.maxValue - schema.minValue < MAX_LISTED_INTEGERS) {
    return Array.from({ length: schema.maxValue - schema.minValue + 1 }, (_, i) => (schema.minValue as number) + i);
  }
  throw new Error(`option "${key}" cannot be listed from its schema: give it samples`);
}

/** The axes of a game's option space, the player count last. */
export function optionAxes(game: AnyGameModule, samples: Readonly<Record<string, readonly unknown[]>> = {}): Axis[] {
  const schema = game.options as z.ZodType;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${game.id}: the options schema is not an object`);
  const axes: Axis[] = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => ({ key, values: samples[key] ?? valuesOf(key, field) }));
  for (const key of Object.keys(samples)) if (!axes.some((a) => a.key === key)) throw new Error(`${game.id}: samples for an unknown option "${key}"`);
  const players = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  return [...axes, { key: 'players', values: players }];
}

export function spaceSize(axes: readonly Axis[]): number {
  return axes.reduce((n, a) => n * a.values.length, 1);
}

export function seatsOf(players: number): SeatInfo[] {
  return Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
}

type Indices = number[];

function rowOf(axes: readonly Axis[], ix: Indices): Row {
  const options: Record<string, unknown> = {};
  axes.forEach((a, i) => {
    const v = a.values[ix[i]!];
    if (a.key !== 'players' && v !== undefined) options[a.key] = v;
  });
  return { options, players: axes.at(-1)!.values[ix.at(-1)!] as number };
}

/**
 * True when a table with these options and players can start: the schema accepts the options, the game's
 * checkSetup raises nothing and setup throws no RangeError (how games refuse a combination, see lobby.ts).
 */
export function accepted(game: AnyGameModule, row: Row): boolean {
  const parsed = game.options.safeParse(row.options);
  if (!parsed.success) return false;
  const seats = seatsOf(row.players);
  if (game.checkSetup?.(parsed.data, seats)) return false;
  try {
    game.setup(parsed.data, seats, 'option-space');
    return true;
  } catch (err) {
    if (err instanceof RangeError) return false;
    throw err;
  }
}

/** Every combination (small spaces) or a seeded random sample of them. */
function pool(axes: readonly Axis[], size: number, seed: string): Indices[] {
  const total = spaceSize(axes);
  if (total <= MAX_ENUMERATED) {
    return Array.from({ length: total }, (_, n) => {
      const ix: Indices = [];
      for (let i = axes.length - 1; i >= 0; i--) {
        const len = axes[i]!.values.length;
        ix[i] = n % len;
        n = Math.floor(n / len);
      }
      return ix;
    });
  }
  const rng = seedRng(`pool:${seed}`);
  return Array.from({ length: size }, () => axes.map((a) => randomInt(rng, a.values.length)));
}

/** The features a row covers: single values ('each') or pairs of values of two axes ('pairs'). */
function features(ix: Indices, strength: 'each' | 'pairs'): string[] {
  if (strength === 'each') return ix.map((v, i) => `${i}=${v}`);
  const out: string[] = [];
  for (let i = 0; i < ix.length; i++) for (let j = i + 1; j < ix.length; j++) out.push(`${i}=${ix[i]},${j}=${ix[j]}`);
  return out;
}

/**
 * The combinations to play at this strength, in a fixed order. 'each' and 'pairs' are greedy covering sets over the
 * accepted combinations (every feature some accepted combination has is covered); 'all' needs a space small
 * enough to enumerate.
 */
export function coveringRows(game: AnyGameModule, axes: readonly Axis[], strength: Strength, seed = game.id): Row[] {
  if (strength === 'all' && spaceSize(axes) > MAX_ENUMERATED) throw new Error(`${game.id}: ${spaceSize(axes)} combinations are too many to play them all`);
  const sampled = spaceSize(axes) > MAX_ENUMERATED;
  const candidates = pool(axes, POOL[strength], seed).filter((ix) => accepted(game, rowOf(axes, ix)));
  // A sample must still hold every value somewhere (an enumerated space may hold values no table accepts).
  axes.forEach((a, i) => {
    a.values.forEach((v, k) => {
      if (sampled && !candidates.some((ix) => ix[i] === k)) throw new Error(`${game.id}: no sampled combination has ${a.key}=${String(v)}`);
    });
  });
  if (strength === 'all') return candidates.map((ix) => rowOf(axes, ix));
  const featureSets = candidates.map((ix) => features(ix, strength));
  const uncovered = new Set(featureSets.flat());
  const chosen: Indices[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let gain = 0;
    featureSets.forEach((f, i) => {
      const g = f.filter((x) => uncovered.has(x)).length;
      if (g > gain) [best, gain] = [i, g];
    });
    chosen.push(candidates[best]!);
    for (const x of featureSets[best]!) uncovered.delete(x);
  }
  return chosen.map((ix) => rowOf(axes, ix));
}

/** The row in words for a failure message, e.g. `3 players {"map":"lakes"}`. */
export function describeRow(row: Row): string {
  return `${row.players} player${row.players > 1 ? 's' : ''} ${JSON.stringify(row.options)}`;
}
