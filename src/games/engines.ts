import type { AnyGameModule } from '../engine/types.ts';
import { advancedCivilization } from './advanced-civilization/index.ts';
import { energyEmpire } from './energy-empire/index.ts';
import { games } from './registry.ts';

/**
 * Every rules engine in the code base, hosted or not yet: random play and replay tools use these.
 * A game joins the registry (hosted on Discord) once its images and commands are complete.
 */
export const engines: ReadonlyMap<string, AnyGameModule> = new Map([
  ...[...games.values()].map((e): [string, AnyGameModule] => [e.module.id, e.module]),
  // Rules engines not hosted yet (images and commands to come). A hosted game's registry entry wins.
  ...[energyEmpire, advancedCivilization].filter((m) => !games.has(m.id)).map((m): [string, AnyGameModule] => [m.id, m]),
]);
