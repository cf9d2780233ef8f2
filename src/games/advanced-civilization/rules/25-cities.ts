/** 25: city construction (25.1-25.2, 16.8 island sites with 2 players, 25.3/32.631 Architecture). */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState } from '../state.ts';
import { astOrder, boardOf, hasCiv, nationOf, ownersIn, placeCity, player, seatName, takeTokens } from './units.ts';

/** 25.2: tokens a city costs in an area (6 on a city site, 12 elsewhere; island sites do not count with 2 players). */
export function cityCost(s: AcState, area: string): number {
  const a = boardOf(s).areas[area]!;
  const site = a.citySite !== null && !(s.players.length === 2 && a.island !== null);
  return site ? 6 : 12;
}

export interface CityBuild {
  area: string;
  /** Treasury tokens paid with Architecture (0 = none). */
  treasury: number;
}

/** Areas where the player could build, with the largest Architecture payment usable there (0 if none). */
export function buildableAreas(s: AcState, seat: number): { area: string; plain: boolean; maxTreasury: number; minTreasury: number }[] {
  const nation = nationOf(s, seat);
  const p = player(s, seat);
  if (p.citiesInStock === 0) return [];
  const out = [];
  for (const area of boardOf(s).order) {
    const u = s.board[area];
    if (!u || u.city) continue;
    const own = u.tokens[nation] ?? 0;
    if (own === 0) continue;
    const cost = cityCost(s, area);
    const plain = own >= cost;
    let maxT = 0;
    let minT = 0;
    const alone = ownersIn(u).every((o) => o === nation);
    if (hasCiv(s, seat, 'architecture') && !p.architectureUsed && alone) {
      maxT = Math.min(cost / 2, p.treasury);
      minT = Math.max(0, cost - own);
      if (minT > maxT) maxT = 0;
    }
    if (plain || maxT > 0) out.push({ area, plain, maxTreasury: maxT, minTreasury: plain ? 0 : minT });
  }
  return out;
}

/** Checks a B1 answer against the board. */
export function citiesProblem(s: AcState, seat: number, builds: CityBuild[]): string | null {
  const options = new Map(buildableAreas(s, seat).map((b) => [b.area, b]));
  const p = player(s, seat);
  if (builds.length > p.citiesInStock) return `You have only ${p.citiesInStock} city pieces in stock (25.1).`;
  const seen = new Set<string>();
  let arch = 0;
  for (const b of builds) {
    if (seen.has(b.area)) return `${b.area} is listed twice (one city per area, 25.1).`;
    seen.add(b.area);
    const o = options.get(b.area);
    if (!o) return `You cannot build a city in ${b.area}: it needs ${boardOf(s).areas[b.area] ? cityCost(s, b.area) : '?'} of your tokens there and no city (25.2).`;
    if (b.treasury > 0) {
      arch++;
      if (o.maxTreasury === 0) return `Architecture cannot be used in ${b.area} (25.3: once per turn, you alone in the area, up to half the cost).`;
      if (b.treasury > o.maxTreasury) return `At most ${o.maxTreasury} treasury tokens in ${b.area} (25.3).`;
    }
    if (b.treasury < (o.plain ? 0 : o.minTreasury)) return `${b.area} needs ${cityCost(s, b.area)} tokens: pay at least ${o.minTreasury} from treasury with Architecture.`;
  }
  if (arch > 1) return 'Architecture helps one city per turn (25.3).';
  return null;
}

/** 25.2: builds the cities of every answer, A.S.T. order. */
export function buildCities(s: AcState, answers: Record<number, CityBuild[]>, events: GameEvent[]): void {
  for (const seat of astOrder(s)) {
    const list = answers[seat] ?? [];
    if (list.length === 0) continue;
    const nation = nationOf(s, seat);
    const p = player(s, seat);
    for (const b of list) {
      const cost = cityCost(s, b.area);
      p.stock += takeTokens(s, b.area, nation, cost - b.treasury);
      p.treasury -= b.treasury;
      p.stock += b.treasury;
      if (b.treasury > 0) p.architectureUsed = true;
      placeCity(s, b.area, nation, true);
    }
    events.push({ kind: 'city-build', data: { seat, cities: list.map((b) => ({ area: b.area, treasury: b.treasury })) }, text: `${seatName(s, seat)} builds ${list.length === 1 ? 'a city' : `${list.length} cities`} in ${list.map((b) => b.area + (b.treasury ? ` (Architecture, ${b.treasury} from treasury)` : '')).join(', ')}.` });
  }
}
