/** 26: removal of surplus population (26.1-26.2, Agriculture 26.11) and city support (26.31-26.41, D-25). */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Owner, SupportTally } from '../state.ts';
import type { NationId } from '../data/nations.ts';
import { astOrder, boardOf, citiesOf, limitFor, nationOf, ownerName, ownersIn, reduceCity, seatName, tokenAreas, tokensOnBoard, tokensToStock } from './units.ts';

/** 26.1: city areas lose every token; an owner alone keeps at most the limit (+1 Agriculture). Neutral tokens stay. */
export function removeSurplus(s: AcState, events: GameEvent[]): void {
  const lines: string[] = [];
  const removed: { area: string; owner: string; tokens: number }[] = [];
  const remove = (area: string, owner: Owner, n: number) => {
    const k = tokensToStock(s, area, owner, n);
    removed.push({ area, owner, tokens: k });
    lines.push(`${area} ${ownerName(s, owner)} -${k}`);
  };
  for (const area of boardOf(s).order) {
    const u = s.board[area];
    if (!u) continue;
    const owners = ownersIn(u).filter((o) => o !== 'barbarian' && o !== 'pirate');
    if (u.city) {
      for (const o of owners) remove(area, o, u.tokens[o] ?? 0);
    } else if (ownersIn(u).length === 1 && owners.length === 1) {
      const o = owners[0]!;
      const excess = (u.tokens[o] ?? 0) - limitFor(s, area, o);
      if (excess > 0) remove(area, o, excess);
    }
  }
  if (lines.length > 0) events.push({ kind: 'surplus-removed', data: { removed }, text: `Surplus population removed (26.1): ${lines.join('; ')}.` });
}

/** Tokens on the board each city needs (26.31). */
export const TOKENS_PER_CITY = 2;

/** 26.31: tokens on the board short of two per city. */
export function supportShortfall(s: AcState, seat: number): number {
  const n = nationOf(s, seat);
  return Math.max(0, TOKENS_PER_CITY * citiesOf(s, n).length - tokensOnBoard(s, n));
}

/**
 * The nation's tokens the board keeps after surplus removal (26.1: none in city areas, at most the limit elsewhere),
 * leaving out the areas `becomingCities` (their tokens go into cities, 25).
 */
export function tokensKept(s: AcState, nation: NationId, becomingCities: (area: string) => boolean): number {
  let kept = 0;
  for (const a of tokenAreas(s, nation)) {
    if (!s.board[a]?.city && !becomingCities(a)) kept += Math.min(s.board[a]?.tokens[nation] ?? 0, limitFor(s, a, nation));
  }
  return kept;
}

export function shortOfSupport(s: AcState): number[] {
  return astOrder(s).filter((seat) => supportShortfall(s, seat) > 0);
}

/** U1 default: cities built this turn first, then the one in the highest-limit area (map order on ties). */
export function reductionPreference(s: AcState, seat: number): string[] {
  const board = boardOf(s);
  return citiesOf(s, nationOf(s, seat)).sort(
    (a, b) => Number(Boolean(s.board[b]!.cityNew)) - Number(Boolean(s.board[a]!.cityNew)) || board.areas[b]!.popLimit - board.areas[a]!.popLimit || board.areas[a]!.index - board.areas[b]!.index,
  );
}

/**
 * Replays a reduction list on a copy of the player's numbers: it must reduce new cities first (26.32), stop as soon as
 * support suffices and reach it. Returns null when fine.
 */
export function reductionProblem(s: AcState, seat: number, list: string[]): string | null {
  const n = nationOf(s, seat);
  const mine = citiesOf(s, n);
  let cities = mine.length;
  let tokens = tokensOnBoard(s, n);
  let stock = s.players[seat]!.stock;
  const left = new Set(mine);
  for (const [i, a] of list.entries()) {
    if (!left.has(a)) return `${a} is not one of your cities (or is listed twice).`;
    if (2 * cities <= tokens) return `Support is already met after ${i} reduction${i === 1 ? '' : 's'}: list only ${list.slice(0, i).join(', ') || 'nothing'}.`;
    const newLeft = [...left].some((x) => s.board[x]!.cityNew);
    if (newLeft && !s.board[a]!.cityNew) return `Cities built this turn must be reduced first (26.32).`;
    left.delete(a);
    cities -= 1;
    const k = Math.min(stock + 0, limitFor(s, a, n));
    stock -= k;
    tokens += k;
  }
  if (2 * cities > tokens) return `After these reductions you still need ${2 * cities - tokens} more tokens of support: reduce more cities.`;
  return null;
}

/** The default order (U1) cut where support is met. */
export function defaultReductions(s: AcState, seat: number): string[] {
  const pref = reductionPreference(s, seat);
  for (let k = 0; k <= pref.length; k++) if (reductionProblem(s, seat, pref.slice(0, k)) === null) return pref.slice(0, k);
  return pref;
}

export function reduceForSupport(s: AcState, answers: Record<number, string[]>, events: GameEvent[]): void {
  for (const seat of astOrder(s)) {
    const list = answers[seat];
    if (!list || list.length === 0) continue;
    for (const a of list) reduceCity(s, a);
    events.push({ kind: 'support-reduce', data: { seat, areas: [...list] }, text: `${seatName(s, seat)} lacks city support and reduces ${list.join(', ')} (26.31).` });
  }
}

/** Tokens a city takes on a site (25.2) and the two that support it (26.31): what one more city asks of the board. */
const TOKENS_PER_MORE_CITY = 6 + TOKENS_PER_CITY;

/**
 * Cities held against the cities the nations could hold now, summed over the nations (statistics). `limit`: the city
 * pieces (9, 25.1) and the tokens on the board to support them (two per city, 26.31). `reachable`: the cities those
 * tokens could have made and still supported, since a city is made of tokens (cities held plus one per eight tokens
 * beyond their support, within the pieces left).
 */
export function supportTally(s: AcState): SupportTally {
  let cities = 0;
  let limit = 0;
  let reachable = 0;
  for (const p of s.players) {
    if (!p.nation) continue;
    const held = citiesOf(s, p.nation).length;
    const tokens = tokensOnBoard(s, p.nation);
    cities += held;
    limit += Math.min(held + p.citiesInStock, Math.floor(tokens / TOKENS_PER_CITY));
    reachable += held + Math.min(p.citiesInStock, Math.floor(Math.max(0, tokens - TOKENS_PER_CITY * held) / TOKENS_PER_MORE_CITY));
  }
  return { cities, limit, reachable };
}

/** Adds this turn's cities and support limits to the game's running sums, after phase 8 (statistics). */
export function tallySupport(s: AcState): void {
  const now = supportTally(s);
  const sum = s.supportTally ?? { cities: 0, limit: 0, reachable: 0 };
  s.supportTally = { cities: sum.cities + now.cities, limit: sum.limit + now.limit, reachable: (sum.reachable ?? 0) + (now.reachable ?? 0) };
}
