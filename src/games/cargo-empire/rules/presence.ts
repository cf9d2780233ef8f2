/** Presence (CE-0.1): where a colour has trading posts, which decides origins (CE-3.1) and scoring (CE-11). */
import { cityIds } from './world.ts';
import type { CeState, Colour } from '../state.ts';

/** CE-0.1: a colour is present in a city with a post on its tile or on its trading post spaces. */
export function isPresent(s: CeState, colour: Colour, city: string): boolean {
  const c = s.cities[city];
  if (!c) return false;
  return c.demand.upper === colour || c.demand.lower === colour || c.posts.includes(colour);
}

export function presentCities(s: CeState, colour: Colour): string[] {
  return cityIds(s).filter((id) => isPresent(s, colour, id));
}

export function postsIn(s: CeState, colour: Colour, city: string): number {
  const c = s.cities[city]!;
  return (c.demand.upper === colour ? 1 : 0) + (c.demand.lower === colour ? 1 : 0) + c.posts.filter((x) => x === colour).length;
}
