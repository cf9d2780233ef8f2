import { expect } from 'vitest';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { playout } from '../../src/sandbox/playout.ts';

/**
 * The computer player's wins in two-seat games against random legal play or the default-move autopilot, `games` with
 * the AI in each seat (seeds `<seed>:0` and `<seed>:1`); every game must end without an error.
 */
export function twoSeatAiWins(game: AnyGameModule, others: 'random' | 'default', games: number, seed: string): number {
  let wins = 0;
  for (const aiSeat of [0, 1]) {
    const report = playout(game, { players: 2, games, seed: `${seed}:${aiSeat}`, aiSeats: new Set([aiSeat]), others });
    expect(report.errors).toEqual([]);
    wins += report.seats.wins[aiSeat]!;
  }
  return wins;
}
