import { createHash } from 'node:crypto';
import type { z } from 'zod';

/**
 * Component data a community can drop in (issue 22). A game's data (cards, dice, maps, numbers) is a set of JSON files,
 * each checked by its zod schema; the shipped files are the built-in set, and an operator may point the bot at a folder
 * of replacement files (DATA_PACK_DIR/<game id>/<file>). A data set is named by a hash of its content, a table records
 * the id it started with, and every engine call for that table runs with that set (`withDataSet`), so its log replays
 * exactly after the data changes and a table never switches data silently.
 */

/** One file of a game's data pack. */
export interface DataPackFile<T> {
  /** The schema every copy of the file (shipped or dropped in) must satisfy. */
  schema: z.ZodType<T>;
  /** What in this file is provisional (not from the printed components), in words; absent when it is the real data. */
  provisional?: string;
}

/** A game's data pack: its files by name ("dice.json"), the shipped content, and the checks across files. */
export interface DataPackSpec<D extends Record<string, unknown>> {
  /** Each key is the file name, e.g. `'dice.json'`. */
  files: { [K in keyof D]: DataPackFile<D[K]> };
  /** The shipped JSON content of each file, as imported (validated like any other copy). */
  builtIn: { [K in keyof D]: unknown };
  /** Problems across files (an id one file names that another lacks), in words; empty when sound. */
  problems?(data: D): string[];
}

/** One problem that refuses a data set: which file, which field, and why. */
export interface DataPackProblem {
  file: string;
  /** The field path in the file (`cards[3].cost`), empty for the file as a whole. */
  field: string;
  reason: string;
}

/** A checked data set of one game. */
export interface DataSet<D> {
  /** `ds-` and 16 hex digits of the content hash: equal content, equal id, whichever folder it came from. */
  id: string;
  /** 'built-in', or where the replacement files came from (for help texts). */
  source: string;
  /** The files' JSON content as read (what the store keeps, so a table's own set can be rebuilt later). */
  raw: Record<string, unknown>;
  data: D;
  /** The files that are provisional in this set with what is provisional ('file: words'); empty when none is. */
  provisional: string[];
}

/** Keys sorted at every level, so the same content always hashes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export function dataSetId(raw: Record<string, unknown>): string {
  return `ds-${createHash('sha256').update(JSON.stringify(canonical(raw))).digest('hex').slice(0, 16)}`;
}

/** Freezes a value and everything in it: a data set is shared by every table that uses it, so rules only read it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc === '' ? String(part) : `${acc}.${String(part)}`), '');
}

/**
 * Checks raw file contents against the pack: every file present and valid, then the checks across files. A provisional
 * note holds only while the file is the shipped one (a replacement is taken as the real data). Returns the set or every
 * problem found.
 */
export function parseDataSet<D extends Record<string, unknown>>(spec: DataPackSpec<D>, raw: Record<string, unknown>, source: string): DataSet<D> | DataPackProblem[] {
  const problems: DataPackProblem[] = [];
  const data: Record<string, unknown> = {};
  const provisional: string[] = [];
  for (const file of Object.keys(spec.files) as (keyof D & string)[]) {
    if (!(file in raw)) {
      problems.push({ file, field: '', reason: 'the file is missing' });
      continue;
    }
    const parsed = spec.files[file].schema.safeParse(raw[file]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ file, field: fieldPath(issue.path), reason: issue.message });
      continue;
    }
    data[file] = parsed.data;
    const note = spec.files[file].provisional;
    if (note && JSON.stringify(canonical(raw[file])) === JSON.stringify(canonical(spec.builtIn[file]))) provisional.push(`${file}: ${note}`);
  }
  for (const file of Object.keys(raw)) if (!(file in spec.files)) problems.push({ file, field: '', reason: `not a file of this game's data (files: ${Object.keys(spec.files).join(', ')})` });
  if (problems.length > 0) return problems;
  for (const words of spec.problems?.(data as D) ?? []) problems.push({ file: '(across files)', field: '', reason: words });
  if (problems.length > 0) return problems;
  // Frozen: a rule (or a test) that writes into component data fails at once instead of changing every table's data.
  return { id: dataSetId(raw), source, raw: deepFreeze(raw), data: deepFreeze(data as D), provisional };
}

export function describeProblem(p: DataPackProblem): string {
  return `${p.file}${p.field ? ` field ${p.field}` : ''}: ${p.reason}`;
}

/** The shipped data set of a pack; a problem in it is a bug of the build, so it throws. */
export function builtInDataSet<D extends Record<string, unknown>>(spec: DataPackSpec<D>): DataSet<D> {
  const set = parseDataSet(spec, spec.builtIn as Record<string, unknown>, 'built-in');
  if (Array.isArray(set)) throw new Error(`the built-in data is unsound: ${set.map(describeProblem).join('; ')}`);
  return set;
}

/**
 * Where a game's rules read their data: the set in use now. Rules call `current()`; the platform runs each engine call
 * for a table inside `withDataSet` with the table's own set, and outside any table the process's set applies.
 */
export interface GameData<D extends Record<string, unknown>> {
  spec: DataPackSpec<D>;
  builtIn: DataSet<D>;
  current(): DataSet<D>;
  /** Makes `set` the one in use (the process's set at start-up); returns the one it replaces. */
  use(set: DataSet<D>): DataSet<D>;
}

export function gameData<D extends Record<string, unknown>>(spec: DataPackSpec<D>): GameData<D> {
  const builtIn = builtInDataSet(spec);
  let active: DataSet<D> = builtIn;
  return {
    spec,
    builtIn,
    current: () => active,
    use(set) {
      const before = active;
      active = set;
      return before;
    },
  };
}

/**
 * A value derived from the data in use (a lookup map, a built board), built once per data set and kept with it: read
 * it through the returned accessor at call time, never copy it into a module constant.
 */
export function perDataSet<D extends Record<string, unknown>, T>(data: GameData<D>, build: (d: D) => T): () => T {
  const cache = new WeakMap<D, T>();
  // The last set read answers without a map lookup: the engine asks for the same set many times in one call.
  let lastData: D | undefined;
  let lastValue: T | undefined;
  return () => {
    const current = data.current().data;
    if (current === lastData) return lastValue as T;
    let value = cache.get(current);
    if (value === undefined) {
      value = build(current);
      cache.set(current, value);
    }
    lastData = current;
    lastValue = value;
    return value;
  };
}

/** Runs fn (synchronous: engine calls are) with `set` in use, and puts the previous set back after. */
export function withDataSet<D extends Record<string, unknown>, T>(data: GameData<D>, set: DataSet<D>, fn: () => T): T {
  if (data.current() === set) return fn();
  const before = data.use(set);
  try {
    return fn();
  } finally {
    data.use(before);
  }
}
