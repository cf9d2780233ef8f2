import type { AnyGameModule } from '../engine/types.ts';
import { games } from './registry.ts';

/** Every rules engine of the hosted games, by id: random play and replay tools use these. */
export const engines: ReadonlyMap<string, AnyGameModule> = new Map([...games.values()].map((e): [string, AnyGameModule] => [e.module.id, e.module]));
