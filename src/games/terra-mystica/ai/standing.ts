import { cycleDifference } from '../data/terrain.ts';
import { CULTS, PIECE_POWER, SCORING_TILES } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { adjacentOwnBuildings, board, homeOf, networkSize, terrainAt } from '../rules/geometry.ts';
import { LAST_ROUND, resourceValue } from './economy.ts';
import { W } from './weights.ts';

/**
 * The points a ranking (TM-13.2, TM-13.3) can be expected to give: each other player is ahead with a chance that
 * grows with their lead, less sharply while rounds are left for it to change (`spread`), so every step counts.
 */
function rankPoints(mine: number, others: readonly number[], points: readonly number[], spread: number): number {
  if (mine <= 0) return 0;
  let ahead = 0;
  for (const v of others) ahead += 1 / (1 + Math.exp((mine - v) / spread));
  const lower = Math.floor(ahead);
  const frac = ahead - lower;
  return (points[lower] ?? 0) * (1 - frac) + (points[lower + 1] ?? 0) * frac;
}

/** How far the game has gone, 0 at the start and 1 in the last round. */
function progress(roundsLeft: number): number {
  return 1 - roundsLeft / LAST_ROUND;
}

/**
 * Cult tracks (TM-12, TM-13.2): the majority points the faction would take if the game ended now (their weight grows
 * to full by the end), a little per step for what they may still become, and the round-end cult bonuses of the rounds
 * to come that the faction's positions already earn.
 */
export function cultStanding(s: TmState, f: FactionState, roundsLeft: number): number {
  const weight = 0.55 + 0.45 * progress(roundsLeft);
  let value = 0;
  CULTS.forEach((_, i) => {
    const mine = f.cult[i]!;
    const others = s.factions.filter((o) => o.seat !== f.seat).map((o) => o.cult[i]!);
    value += rankPoints(mine, others, [8, 4, 2], 0.6 + roundsLeft * 0.4) * weight * W.cultRank + mine * W.cultStep * (1 - progress(roundsLeft));
  });
  const v = resourceValue(f, roundsLeft);
  // The bonus of the round being played is paid at its end, passed or not (TM-12).
  for (let round = Math.max(1, s.round + (s.phase === 'play' ? 0 : 1)); round <= 5; round++) {
    const tile = SCORING_TILES[s.scoring[round - 1]!];
    if (!tile) continue;
    const level = tile.cult === 'PRIESTS' ? f.priestsOnCult : f.cult[CULTS.indexOf(tile.cult)]!;
    const times = Math.floor(level / tile.per);
    const r = tile.reward as Partial<Record<'C' | 'W' | 'P' | 'PW' | 'SPADE', number>>;
    value += times * ((r.C ?? 0) * v.C + (r.W ?? 0) * v.W + (r.P ?? 0) * v.P + (r.PW ?? 0) * v.PW + (r.SPADE ?? 0) * 1.5);
  }
  return value + f.keys * 0.5;
}

/** The largest network (TM-13.3): the 18/12/6 it would earn now, weighted up to full at the end, and its size. */
export function networkStanding(s: TmState, f: FactionState, roundsLeft: number): number {
  const mine = networkSize(s, f);
  const others = s.factions.filter((o) => o.seat !== f.seat).map((o) => networkSize(s, o));
  return rankPoints(mine, others, [18, 12, 6], 0.7 + roundsLeft * 0.5) * (0.45 + 0.55 * progress(roundsLeft)) + mine * W.networkSize * (1 - progress(roundsLeft));
}

/**
 * Towns to come (TM-10): the cluster of the faction's buildings outside towns that is nearest to one (four buildings of
 * power 7, or 6 with FAV5) is worth part of a town tile; a town already founded scored its tile.
 */
export function townProspect(s: TmState, f: FactionState, roundsLeft: number): number {
  if (roundsLeft <= 0 && s.round >= LAST_ROUND && f.passed) return 0;
  if (!Object.values(s.townPool).some((n) => n > 0)) return 0;
  const seen = new Set<string>();
  let best = 0;
  for (const start of f.locations) {
    if (seen.has(start) || s.town[start]) continue;
    let power = 0;
    let count = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const loc = stack.pop()!;
      const type = s.buildings[loc]?.type ?? 'D';
      power += PIECE_POWER[type];
      count += type === 'SA' ? 2 : 1;
      for (const n of adjacentOwnBuildings(s, f, loc)) {
        if (!seen.has(n) && !s.town[n]) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    const share = Math.min(1, power / f.townSize) * 0.6 + Math.min(1, count / 4) * 0.4;
    best = Math.max(best, share * share);
  }
  const time = Math.min(1, (roundsLeft + 0.5) / 2);
  return best * W.town * time;
}

/**
 * Room to grow: empty land next to the faction's buildings, the cheaper to turn into its home terrain the better
 * (TM-6.1); it matters while there are rounds to build in.
 */
export function roomToGrow(s: TmState, f: FactionState, roundsLeft: number): number {
  if (roundsLeft <= 0) return 0;
  const b = board(s);
  const home = homeOf(f);
  const seen = new Set<string>();
  let value = 0;
  for (const loc of f.locations) {
    for (const n of b.neighbors[loc] ?? []) {
      if (seen.has(n) || s.buildings[n]) continue;
      seen.add(n);
      const t = terrainAt(s, n);
      if (t === undefined || t === 'river') continue;
      const steps = Math.abs(cycleDifference(t, home));
      value += [1, 0.6, 0.35, 0.15][steps] ?? 0;
    }
  }
  return Math.min(value, 6) * W.room * Math.min(1, roundsLeft / 3);
}

