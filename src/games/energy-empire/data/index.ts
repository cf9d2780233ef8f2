import { perDataSet } from '../../../engine/data-pack.ts';
import { EE_DATA } from './pack.ts';
import type { EeData } from './schema.ts';

export * from './types.ts';
export type { AgendaData, DieTypeData, EeData, GlobalImpactData, LocationData, MarketData, NationData, StructureData } from './schema.ts';
export { EE_DATA, EE_PACK } from './pack.ts';

/**
 * The data set in use (issue 22): the table's own set while the platform runs one of its calls, the process's set
 * otherwise. Rules, views and drawings read the data only through these accessors, never through copies made at import.
 */
export const eeData = (): EeData => EE_DATA.current().data;

export const eeDice = (): EeData['dice.json'] => eeData()['dice.json'];
export const eeStructures = (): EeData['structures.json'] => eeData()['structures.json'];
export const eeNations = (): EeData['nations.json'] => eeData()['nations.json'];
export const eeAgendas = (): EeData['agendas.json'] => eeData()['agendas.json'];
export const eeImpacts = (): EeData['global-impacts.json'] => eeData()['global-impacts.json'];
export const eeBoard = (): EeData['board.json'] => eeData()['board.json'];
export const eeEnvironment = (): EeData['environment.json'] => eeData()['environment.json'];
export const eeUnTrack = (): EeData['un-track.json'] => eeData()['un-track.json'];
export const eeSetup = (): EeData['setup.json'] => eeData()['setup.json'];
/**
 * Whether the set in use still holds provisional (not printed) data, in `file` or in any file: help texts and images
 * say so only while it does (a replaced file is taken as the real data).
 */
export const isProvisional = (...files: string[]): boolean =>
  EE_DATA.current().provisional.some((note) => files.length === 0 || files.some((f) => note.startsWith(`${f}:`)));

export const eeLimits = (): EeData['setup.json']['limits'] => eeData()['setup.json'].limits;

/**
 * A value built from the data (a lookup map, the list of spaces), built once per data set: `derived(build)` returns
 * an accessor that builds on first use with each set and keeps the result with that set's data.
 */
export function derived<T>(build: (data: EeData) => T): () => T {
  return perDataSet(EE_DATA, build);
}
