import { withDataSet, type DataSet } from '../engine/data-pack.ts';
import type { AnyGameData } from '../engine/types.ts';
import type { AnyGameEntry } from './entry.ts';

type Fn = (...args: unknown[]) => unknown;

/**
 * A copy of `target` whose functions run inside `run`, and so do those of the objects (or arrays of objects) named in
 * `nested` (a game's computer player, info commands, sandbox script).
 */
function wrapFunctions<T extends object>(target: T, run: <R>(fn: () => R) => R, nested: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === 'function') out[key] = (...args: unknown[]) => run(() => (value as Fn).apply(target, args));
    else if (nested.includes(key) && Array.isArray(value)) out[key] = value.map((item: unknown) => (item !== null && typeof item === 'object' ? wrapFunctions(item, run, []) : item));
    else if (nested.includes(key) && value !== null && typeof value === 'object') out[key] = wrapFunctions(value as object, run, []);
    else out[key] = value;
  }
  return out as T;
}

const bound = new WeakMap<AnyGameEntry, Map<string, AnyGameEntry>>();

/**
 * The entry as a table with data set `set` sees it: every rule, view and drawing call runs with that set in use
 * (issue 22). Bound entries are kept per set, so a table's entry is the same object on every load.
 */
export function bindDataSet(entry: AnyGameEntry, set: DataSet<unknown>): AnyGameEntry {
  const data: AnyGameData | undefined = entry.module.data;
  if (!data) return entry;
  let perSet = bound.get(entry);
  if (!perSet) bound.set(entry, (perSet = new Map()));
  const known = perSet.get(set.id);
  if (known) return known;
  const run = <R>(fn: () => R): R => withDataSet(data, set as DataSet<Record<string, unknown>>, fn);
  const module = wrapFunctions(entry.module, run, ['ai']);
  const result = { ...wrapFunctions(entry, run, ['sandboxScript', 'factions', 'infoCommands']), module } as AnyGameEntry;
  perSet.set(set.id, result);
  return result;
}
