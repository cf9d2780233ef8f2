/**
 * Issue 25: Advanced Civilization's computer player against random legal play and against the autopilot's default
 * moves, in two-seat games (the smallest table, 16) of 30 turns (the default end, 34.1) with the AI in either seat.
 * The game's README ("Computer player") has the measured table.
 */
import { describe, expect, it } from 'vitest';
import { advancedCivilization } from '../../../src/games/advanced-civilization/index.ts';
import { playout } from '../../../src/sandbox/playout.ts';
import { twoSeatAiWins } from '../../support/ai-strength.ts';

/** All-AI tables of 60 turns (the README's `m6` and `m8` rows, two games each). */
function allAi(players: number, seed: string): Record<string, number> {
  const report = playout(advancedCivilization, { players, games: 2, seed, options: { turnLimit: 60 }, aiSeats: new Set(Array.from({ length: players }, (_, i) => i)) });
  expect(report.errors).toEqual([]);
  return report.averages;
}

describe('Advanced Civilization computer player strength (issue 25)', () => {
  // This AI wins all 40 of these (README has 120 games on three seeds: 118).
  it('35.1 scores more than random legal play in at least 95% of two-seat games', { timeout: 900_000 }, () => {
    expect(twoSeatAiWins(advancedCivilization, 'random', 20, 'strength-random')).toBeGreaterThanOrEqual(38);
  });

  it('35.1 scores more than the default-move autopilot in nearly every two-seat game', { timeout: 600_000 }, () => {
    expect(twoSeatAiWins(advancedCivilization, 'default', 5, 'strength-default')).toBeGreaterThanOrEqual(9);
  });

  // Measured: 6 players 0.95 of the reachable limit every turn, 42% in the Late Iron Age, 0.40 cards a turn; 8 players
  // 0.91, 38%, 0.32 (the README's tables hold 14 seeds).
  it.each([
    [6, 'm6', 0.92, 0.36],
    [8, 'm8', 0.88, 0.28],
  ])('25.2 / 26.31 / 33: %i AI nations build the cities their tokens can make, reach the Late Iron Age and buy cards', { timeout: 300_000 }, (players, seed, reachable, cards) => {
    const stats = allAi(players, seed);
    expect(stats['cities per reachable limit per turn']).toBeGreaterThanOrEqual(reachable);
    expect(stats['late iron share']).toBeGreaterThan(0.25);
    expect(stats['civ cards per player per turn']).toBeGreaterThanOrEqual(cards);
  });
});
