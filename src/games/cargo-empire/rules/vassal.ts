/** Vassals (CE-16): the placements a vassal may make (CE-16.3). */
import { blockedByRedCrest } from './families.ts';
import { acceptingSpaces, cubesOn } from './plan.ts';
import { cityIds } from './world.ts';
import type { Cargo, CeState, DemandSpace } from '../state.ts';

/** Vassal placement (CE-16.3): any city with a cube to any other city demanding its colour, no cards, no presence. */
export interface VassalPlacement {
  origin: string;
  cube: Cargo;
  destination: string;
  spaces: DemandSpace[];
}

export function vassalPlacements(s: CeState): VassalPlacement[] {
  const out: VassalPlacement[] = [];
  for (const origin of cityIds(s)) {
    if (s.cities[origin]!.level === 3 || blockedByRedCrest(s, null, origin)) continue;
    for (const cube of cubesOn(s, origin)) {
      for (const destination of cityIds(s)) {
        const spaces = acceptingSpaces(s, null, origin, destination, cube);
        if (spaces.length > 0) out.push({ origin, cube, destination, spaces });
      }
    }
  }
  return out;
}

export function hasVassalPlacement(s: CeState): boolean {
  return vassalPlacements(s).length > 0;
}
