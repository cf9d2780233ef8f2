import { AC_DATA, type AcData } from './pack.ts';

/** The component data of the set in use (issue 22): read it at call time, never copy it into a module constant. */
export function acData(): AcData {
  return AC_DATA.current().data;
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
