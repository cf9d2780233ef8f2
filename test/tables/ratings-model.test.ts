/**
 * The rating update against the Weng-Lin formulas (Plackett-Luce model, Weng & Lin 2011, Algorithm 4, with the
 * additive dynamics factor tau and gamma = sigma_i / c as openskill's defaults), written out here once as the
 * oracle, and against published reference numbers. Rule ids RT-n are the rating rules of the README.
 */
import { describe, expect, it } from 'vitest';
import type { FinishedTable, SeatRecord, TableRecord } from '../../src/store/port.ts';
import { conservative, initialSkill, rateResult, ratedPlaces, RATING_MODEL, replayRatings, type Skill } from '../../src/tables/ratings-model.ts';

const KAPPA = 1e-4;

/** Weng-Lin Plackett-Luce, one player per team: the oracle. */
function wengLin(players: readonly Skill[], ranks: readonly number[]): Skill[] {
  const { beta, tau } = RATING_MODEL;
  const sigmaSq = players.map((p) => p.sigma ** 2 + tau ** 2);
  const c = Math.sqrt(sigmaSq.reduce((sum, s) => sum + s + beta ** 2, 0));
  const e = players.map((p) => Math.exp(p.mu / c));
  const n = players.length;
  const C = ranks.map((rq) => e.reduce((sum, es, s) => (ranks[s]! >= rq ? sum + es : sum), 0));
  const A = ranks.map((rq) => ranks.filter((r) => r === rq).length);
  return players.map((p, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (ranks[q]! > ranks[i]!) continue;
      const share = e[i]! / C[q]!;
      omega += ((q === i ? 1 : 0) - share) / A[q]!;
      delta += (share * (1 - share)) / A[q]!;
    }
    const sigma = Math.sqrt(sigmaSq[i]!);
    const gamma = sigma / c;
    return { mu: p.mu + (sigmaSq[i]! / c) * omega, sigma: sigma * Math.sqrt(Math.max(1 - gamma * (sigmaSq[i]! / c ** 2) * delta, KAPPA)) };
  });
}

function expectSkills(actual: Skill[], expected: Skill[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    expect(a.mu).toBeCloseTo(expected[i]!.mu, 10);
    expect(a.sigma).toBeCloseTo(expected[i]!.sigma, 10);
  });
}

const fresh = (n: number) => Array.from({ length: n }, () => initialSkill());

describe('Weng-Lin updates (RT-1)', () => {
  it('RT-1 two new players, the winner: hand-computed numbers', () => {
    // sigma^2 = (25/3)^2 + (1/12)^2 = 69.451388..., c^2 = 2 (sigma^2 + (25/6)^2) = 173.625, c = 13.17668...
    // Equal mu: each share of the first place is 1/2, so Omega_winner = sigma^2/c * (1 - 1/2) = +2.635346...
    // and Delta = gamma sigma^2/c^2 * (1/2 * 1/2) with gamma = sigma/c.
    const sigmaSq = (25 / 3) ** 2 + (25 / 300) ** 2;
    const c = Math.sqrt(2 * (sigmaSq + (25 / 6) ** 2));
    const omega = (sigmaSq / c) * 0.5;
    const delta = (Math.sqrt(sigmaSq) / c) * (sigmaSq / c ** 2) * 0.25;
    const [winner, loser] = rateResult(fresh(2), [1, 2]);
    expect(winner!.mu).toBeCloseTo(25 + omega, 10);
    expect(loser!.mu).toBeCloseTo(25 - omega, 10);
    expect(winner!.sigma).toBeCloseTo(Math.sqrt(sigmaSq) * Math.sqrt(1 - delta), 10);
    expect(loser!.sigma).toBeCloseTo(winner!.sigma, 12);
    // openskill's published 1v1 example (two default ratings): 27.6352..., 22.3647..., sigma 8.0655...
    expect(winner!.mu).toBeCloseTo(27.635, 3);
    expect(loser!.mu).toBeCloseTo(22.365, 3);
    expect(winner!.sigma).toBeCloseTo(8.0655, 3);
  });

  it('RT-1 RT-2 two players tied: nobody moves, both grow more certain', () => {
    const [a, b] = rateResult(fresh(2), [1, 1]);
    expect(a!.mu).toBeCloseTo(25, 12);
    expect(b!.mu).toBeCloseTo(25, 12);
    expectSkills([a!, b!], wengLin(fresh(2), [1, 1]));
    expect(a!.sigma).toBeLessThan(25 / 3);
  });

  it('RT-1 two players of different skill: the favourite gains less for winning than the underdog would', () => {
    const players: Skill[] = [{ mu: 30, sigma: 4 }, { mu: 20, sigma: 6 }];
    expectSkills(rateResult(players, [1, 2]), wengLin(players, [1, 2]));
    expectSkills(rateResult(players, [2, 1]), wengLin(players, [2, 1]));
    expect(rateResult(players, [1, 2])[0]!.mu - 30).toBeLessThan(rateResult(players, [2, 1])[1]!.mu - 20);
  });

  it('RT-1 RT-2 four players with a tie for second place', () => {
    const players: Skill[] = [{ mu: 27, sigma: 5 }, { mu: 25, sigma: 25 / 3 }, { mu: 31, sigma: 3.5 }, { mu: 18, sigma: 7 }];
    const ranks = [1, 2, 2, 4];
    const after = rateResult(players, ranks);
    expectSkills(after, wengLin(players, ranks));
    expect(after[0]!.mu).toBeGreaterThan(27);
    expect(after[3]!.mu).toBeLessThan(18);
  });

  it('RT-1 RT-2 eight players, new and rated, with two ties', () => {
    const players: Skill[] = [
      { mu: 25, sigma: 25 / 3 },
      { mu: 29.5, sigma: 4.2 },
      { mu: 22, sigma: 6.1 },
      { mu: 25, sigma: 25 / 3 },
      { mu: 34, sigma: 2.9 },
      { mu: 15, sigma: 5.5 },
      { mu: 26.4, sigma: 7.7 },
      { mu: 21, sigma: 3.3 },
    ];
    const ranks = [3, 1, 5, 3, 2, 8, 5, 7];
    const after = rateResult(players, ranks);
    expectSkills(after, wengLin(players, ranks));
    // Two new players tied: the same update.
    expect(after[0]!.mu).toBeCloseTo(after[3]!.mu, 12);
    expect(after[0]!.sigma).toBeCloseTo(after[3]!.sigma, 12);
  });

  it('RT-1 the conservative estimate is mu - 3 sigma: 0 for a new player', () => {
    expect(conservative(initialSkill())).toBeCloseTo(0, 12);
    expect(conservative({ mu: 30, sigma: 2 })).toBeCloseTo(24, 12);
  });
});

function table(id: string, over: Partial<TableRecord>): TableRecord {
  return {
    id,
    publicId: `page-${id}`,
    guildId: 'g',
    channelId: `c-${id}`,
    gameId: 'high-card',
    options: {},
    seed: 's',
    status: 'finished',
    version: 9,
    hostUserId: 'u0',
    snapshot: null,
    engineVersion: 1,
    dataSetId: null,
    settings: { reminderHours: 24, maxReminders: 3 },
    result: null,
    lastPostId: null,
    nextReminderAt: null,
    remindersSent: 0,
    deadlines: null,
    deadlineAt: null,
    finishedAt: new Date('2026-01-01T00:00:00Z'),
    createdAt: new Date('2025-12-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
    ...over,
  };
}

function seat(index: number, userId: string): SeatRecord {
  return { seat: index, userId, displayName: userId.toUpperCase(), picks: {}, dmEnabled: true, muteUntilVersion: null };
}

function finished(id: string, users: string[], ranks: number[], extra: { resigned?: number[]; status?: TableRecord['status']; at?: string } = {}): FinishedTable {
  const scores = ranks.map((rank, s) => ({ seat: s, rank, total: 10 - rank, breakdown: {} }));
  return {
    table: table(id, { status: extra.status ?? 'finished', result: { scores, resigned: extra.resigned }, finishedAt: new Date(extra.at ?? '2026-01-01T00:00:00Z') }),
    seats: users.map((u, i) => seat(i, u)),
    moveCount: 10,
  };
}

describe('which results are rated, and how', () => {
  it('RT-3 a resigned seat ranks below every other seat; several resigned share the last place', () => {
    expect(ratedPlaces(finished('t1', ['a', 'b', 'c'], [1, 1, 2], { resigned: [2] }))!.map((p) => p.rank)).toEqual([1, 1, 3]);
    // Resigned seats whose scores ranked them high still go last, together.
    expect(ratedPlaces(finished('t2', ['a', 'b', 'c', 'd'], [1, 2, 3, 4], { resigned: [0, 2] }))!.map((p) => p.rank)).toEqual([3, 1, 3, 2]);
    expect(ratedPlaces(finished('t3', ['a', 'b', 'c', 'd'], [1, 1, 3, 3], { resigned: [1] }))!.map((p) => p.rank)).toEqual([1, 4, 2, 2]);
  });

  it('RT-4 aborted tables, tables with an AI seat and tables with fewer than two people are not rated', () => {
    expect(ratedPlaces(finished('t1', ['a', 'b'], [1, 2], { status: 'aborted' }))).toBeNull();
    expect(ratedPlaces(finished('t2', ['a', 'ai:tm:easy'], [1, 2]))).toBeNull();
    expect(ratedPlaces(finished('t3', ['a', 'vacant:1'], [1, 2]))).toBeNull();
    const withVacant = ratedPlaces(finished('t4', ['a', 'vacant:1', 'c'], [2, 1, 3]));
    expect(withVacant!.map((p) => [p.userId, p.rank])).toEqual([['a', 1], ['c', 2]]);
  });

  it('RT-5 the replay rates tables in finish order, ties of finish time broken by table id', () => {
    const early = finished('b-table', ['a', 'b'], [1, 2], { at: '2026-01-01T00:00:00Z' });
    const sameTime = finished('a-table', ['a', 'b'], [2, 1], { at: '2026-01-01T00:00:00Z' });
    const late = finished('0-table', ['a', 'c'], [1, 2], { at: '2026-01-03T00:00:00Z' });
    const events = replayRatings([late, early, sameTime]);
    expect(events.map((e) => e.tableId)).toEqual(['a-table', 'a-table', 'b-table', 'b-table', '0-table', '0-table']);
    // Each event starts from the previous one of the same player.
    const [first, second] = rateResult(fresh(2), [2, 1]);
    expect(events[2]!.muBefore).toBeCloseTo(first!.mu, 12);
    expect(events[3]!.muBefore).toBeCloseTo(second!.mu, 12);
    expect(replayRatings([sameTime, late, early])).toEqual(events);
  });
});
