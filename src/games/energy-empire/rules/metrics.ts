import type { Seat } from '../../../engine/types.ts';
import type { Metric } from '../data/index.ts';
import type { EeState } from '../state.ts';
import { cleanColumns, unpollutedSpaces, spaceIds } from './environment.ts';
import { structureData } from './lookup.ts';

/** EE-2.11 metrics shared by agenda scoring (EE-14.5) and Global Impact most/fewest (EE-11.5). */
export function metricValue(s: EeState, seat: Seat, m: Metric): number {
  const p = s.players[seat]!;
  const structuresOf = (t: string) => p.structures.filter((x) => t === 'any' || structureData(x.card).type === t).length;
  if ('unpollutedSpaces' in m) return unpollutedSpaces(p, m.unpollutedSpaces).length;
  if ('pollutedSpaces' in m) return spaceIds().length - unpollutedSpaces(p).length;
  if ('structures' in m) return structuresOf(m.structures);
  if ('completeStructureSets' in m) return Math.min(structuresOf('industry'), structuresOf('commerce'), structuresOf('government'));
  if ('dice' in m) return p.dice.filter((d) => d === m.dice).length;
  if ('distinctDieTypes' in m) return new Set(p.dice).size;
  if ('workersOwnedAbove' in m) return Math.max(0, p.workersOwned - m.workersOwnedAbove);
  if ('resource' in m) return p.res[m.resource];
  if ('resourcesSum' in m) return m.resourcesSum.reduce((a, r) => a + p.res[r], 0);
  if ('unPosition' in m) return p.un;
  if ('fullyUnpollutedColumns' in m) return cleanColumns(p).length;
  return Object.values(p.env).includes('nuclear') || p.dice.includes('nuclear') ? 0 : 1;
}
