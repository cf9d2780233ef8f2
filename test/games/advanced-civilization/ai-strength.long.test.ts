/**
 * Issue 25: Advanced Civilization's computer player against random legal play and against the autopilot's default
 * moves, in two-seat games (the smallest table, 16) of 30 turns (the default end, 34.1) with the AI in either seat.
 * The game's README ("Computer player") has the measured table.
 */
import { describe, expect, it } from 'vitest';
import { advancedCivilization } from '../../../src/games/advanced-civilization/index.ts';
import { twoSeatAiWins } from '../../support/ai-strength.ts';

describe('Advanced Civilization computer player strength (issue 25)', () => {
  // This AI wins all 40 of these (README has 120 games on three seeds: 118).
  it('35.1 scores more than random legal play in at least 95% of two-seat games', { timeout: 900_000 }, () => {
    expect(twoSeatAiWins(advancedCivilization, 'random', 20, 'strength-random')).toBeGreaterThanOrEqual(38);
  });

  it('35.1 scores more than the default-move autopilot in nearly every two-seat game', { timeout: 600_000 }, () => {
    expect(twoSeatAiWins(advancedCivilization, 'default', 5, 'strength-default')).toBeGreaterThanOrEqual(9);
  });
});
