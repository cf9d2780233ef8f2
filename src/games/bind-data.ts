import { withDataSet, type DataSet } from '../engine/data-pack.ts';
import type { AnyGameData } from '../engine/types.ts';
import type { AnyGameEntry } from './entry.ts';

type Fn = (...args: unknown[]) => unknown;

/**
 * A copy of `target` whose functions and getters run inside `run` (getters too: help texts that quote numbers read them
 * when asked); so do those of the objects (or arrays of objects) named in `nested` (a game's computer player, info
 * commands, sandbox script), and, with `deep`, of every plain object inside (help topics).
 */
function wrapFunctions<T extends object>(target: T, run: <R>(fn: () => R) => R, nested: readonly string[], deep = false): T {
  const out: Record<string, unknown> = {};
  for (const [key, desc] of Object.entries(Object.getOwnPropertyDescriptors(target))) {
    if (desc.get) {
      const get = desc.get;
      Object.defineProperty(out, key, { enumerable: true, get: () => run(() => get.call(target)) });
      continue;
    }
    const value: unknown = desc.value;
    const inside = deep || nested.includes(key);
    if (typeof value === 'function') out[key] = (...args: unknown[]) => run(() => (value as Fn).apply(target, args));
    else if (inside && Array.isArray(value)) out[key] = value.map((item: unknown) => (item !== null && typeof item === 'object' ? wrapFunctions(item, run, [], deep) : item));
    else if (inside && value !== null && typeof value === 'object') out[key] = wrapFunctions(value as object, run, [], deep);
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
  const module = { ...wrapFunctions(entry.module, run, ['ai']), help: wrapFunctions(entry.module.help, run, [], true) };
  const result = { ...wrapFunctions(entry, run, ['sandboxScript', 'factions', 'infoCommands']), module } as AnyGameEntry;
  perSet.set(set.id, result);
  return result;
}
