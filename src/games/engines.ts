import type { AnyGameModule } from '../engine/types.ts';
import { advancedCivilization } from './advanced-civilization/index.ts';
import { games } from './registry.ts';

/**
 * Every rules engine in the code base, hosted or not yet: random play and replay tools use these.
 * A game joins the registry (hosted on Discord) once its images and commands are complete.
 */
export const engines: ReadonlyMap<string, AnyGameModule> = new Map([
  ...[...games.values()].map((e) => [e.module.id, e.module] as [string, AnyGameModule]),
  [advancedCivilization.id, advancedCivilization],
]);
