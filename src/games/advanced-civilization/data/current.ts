import { AC_DATA, type AcData } from './pack.ts';

const frozen = new WeakSet<object>();

/** Freezes the data deeply: a rule (or a test) that writes into component data fails at once instead of changing it. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The component data of the set in use (issue 22), read-only: read it at call time, never copy it into a module constant. */
export function acData(): AcData {
  const data = AC_DATA.current().data;
  if (!frozen.has(data)) {
    deepFreeze(data);
    frozen.add(data);
  }
  return data;
}

/** A value derived from the data (lookup maps, built boards), computed once per data set and kept with it. */
export function perDataSet<T>(derive: (data: AcData) => T): () => T {
  const cache = new WeakMap<AcData, T>();
  return () => {
    const data = acData();
    const known = cache.get(data);
    if (known !== undefined) return known;
    const value = derive(data);
    cache.set(data, value);
    return value;
  };
}
