import { perDataSet as derivedPerSet } from '../../../engine/data-pack.ts';
import { AC_DATA, type AcData } from './pack.ts';

/** The component data of the set in use (issue 22), read-only: read it at call time, never copy it into a module constant. */
export function acData(): AcData {
  return AC_DATA.current().data;
}

/** A value derived from the data (lookup maps, built boards), computed once per data set and kept with it. */
export function perDataSet<T>(derive: (data: AcData) => T): () => T {
  return derivedPerSet(AC_DATA, derive);
}
