/**
 * Skill ratings with the Weng-Lin method (Plackett-Luce model) of the `openskill` package: a multiplayer
 * Bayesian rating made for ranked results of any number of players, ties included. This file is pure: which
 * finished tables are rated, the places of their players, and the replay of a server's finished tables in
 * finish order into rating events. Storing and showing them is in ratings.ts.
 */
import { ordinal, rate, rating } from 'openskill';
import type { GameResult } from '../engine/types.ts';
import type { FinishedResult, NewRatingEvent } from '../store/port.ts';
import { isComputer, isVacant } from './context.ts';

/** The library's defaults, written out so a change of them is a visible decision (a rebuild recomputes everything). */
export const RATING_MODEL = { mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300, z: 3 } as const;

export interface Skill {
  mu: number;
  sigma: number;
}

export function initialSkill(): Skill {
  const r = rating({ mu: RATING_MODEL.mu, sigma: RATING_MODEL.sigma });
  return { mu: r.mu, sigma: r.sigma };
}

/** The conservative estimate shown on leaderboards: mean minus three standard deviations (starts at 0). */
export function conservative(skill: Skill): number {
  return ordinal(skill, { z: RATING_MODEL.z });
}

/** A finished result with the seats that resigned (table-end.ts writes it); they share the last place. */
export interface EndedResult extends GameResult {
  resigned?: number[];
}

export interface Place {
  userId: string;
  displayName: string;
  /** 1 is first; equal ranks are ties. */
  rank: number;
}

/**
 * The places to rate at a finished table, or null when it is not rated: no result, any AI seat, or fewer
 * than two people left to compare. Resigned seats rank below every other seat and share the last place;
 * vacant seats are left out and the others keep their order. Ranks are renumbered over the rated seats.
 */
export function ratedPlaces(finished: FinishedResult): Place[] | null {
  const result = finished.table.result as EndedResult | null;
  if (finished.table.status !== 'finished' || !result || !Array.isArray(result.scores)) return null;
  // A game with a computer player (issue 25) is not rated: an AI's strength is not a person's, and rating people
  // against it would skew the ladder.
  if (finished.seats.some(isComputer)) return null;
  const resigned = new Set(result.resigned ?? []);
  const lines = result.scores
    .map((line) => ({ line, seat: finished.seats.find((s) => s.seat === line.seat) }))
    .filter((x): x is { line: (typeof result.scores)[number]; seat: FinishedResult['seats'][number] } => x.seat !== undefined && !isVacant(x.seat));
  if (lines.length < 2) return null;
  // Standard competition ranking among the rated seats (1, 1, 3...): the seats that played on by their result,
  // then every resigned seat in the one place after them.
  const playing = lines.filter((x) => !resigned.has(x.line.seat));
  const rankOf = (rank: number) => 1 + playing.filter((x) => x.line.rank < rank).length;
  return lines.map(({ line, seat }) => ({ userId: seat.userId, displayName: seat.displayName, rank: resigned.has(line.seat) ? playing.length + 1 : rankOf(line.rank) }));
}

/** The new skills of the players of one result, in the order of `before`. */
export function rateResult(before: readonly Skill[], ranks: readonly number[]): Skill[] {
  const teams = before.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]);
  const after = rate(teams, { rank: [...ranks], mu: RATING_MODEL.mu, sigma: RATING_MODEL.sigma, beta: RATING_MODEL.beta, tau: RATING_MODEL.tau });
  return after.map((team) => ({ mu: team[0]!.mu, sigma: team[0]!.sigma }));
}

/** The moment a table counts as finished, for the replay order (finishedAt; older rows: their last update). */
export function finishTime(finished: FinishedResult | Pick<FinishedResult['table'], 'finishedAt' | 'updatedAt'>): Date {
  const table = 'table' in finished ? finished.table : finished;
  return table.finishedAt ?? table.updatedAt;
}

/** Finish order: by finish time, ties broken by table id, so every process replays in the same order. */
export function byFinishOrder(a: FinishedResult, b: FinishedResult): number {
  return finishTime(a).getTime() - finishTime(b).getTime() || (a.table.id < b.table.id ? -1 : a.table.id > b.table.id ? 1 : 0);
}

/**
 * Every rating event of one server and game, from its finished tables replayed in finish order: one event
 * per rated player per rated table. The same tables always give the same events, whoever computes them.
 */
export function replayRatings(tables: readonly FinishedResult[]): NewRatingEvent[] {
  const current = new Map<string, Skill>();
  const events: NewRatingEvent[] = [];
  for (const finished of [...tables].sort(byFinishOrder)) {
    const places = ratedPlaces(finished);
    if (!places) continue;
    const before = places.map((p) => current.get(p.userId) ?? initialSkill());
    const after = rateResult(before, places.map((p) => p.rank));
    places.forEach((p, i) => {
      current.set(p.userId, after[i]!);
      events.push({
        tableId: finished.table.id,
        userId: p.userId,
        displayName: p.displayName,
        rank: p.rank,
        players: places.length,
        finishedAt: finishTime(finished),
        muBefore: before[i]!.mu,
        sigmaBefore: before[i]!.sigma,
        mu: after[i]!.mu,
        sigma: after[i]!.sigma,
      });
    });
  }
  return events;
}
