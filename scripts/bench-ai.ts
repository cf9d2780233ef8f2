import { chooseAiMove } from '../src/engine/ai.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import type { AnyGameModule } from '../src/engine/types.ts';

/** Decisions timed per game: every decision of whole games with every seat played by the AI. */
const DECISIONS = 300;

/**
 * How long the computer player takes per decision (issue 25: at most 1 s at the 95th percentile on one core), over
 * whole games of four AI seats (the game's minimum when larger), for every game that has one.
 */
export function benchAiDecisions(games: Iterable<AnyGameModule>): Record<string, number[]> {
  const timings: Record<string, number[]> = {};
  for (const game of games) {
    if (!game.ai) continue;
    const players = Math.max(game.minPlayers, Math.min(4, game.maxPlayers));
    const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}` }));
    const times: number[] = [];
    for (let g = 0; times.length < DECISIONS; g++) {
      let state: unknown = game.setup(game.options.parse({}), seats, `bench-ai:${g}`);
      while (game.result(state) === null && times.length < DECISIONS) {
        // A seat that already answered (Advanced Civilization: done trading) is not waited on: time the one waited on.
        const decisions = game.pending(state);
        const seat = (decisions.find((d) => d.answered !== true) ?? decisions[0]!).seat;
        const started = performance.now();
        const move = chooseAiMove(game, game.ai, state, seat, `bench:${g}:${times.length}`);
        times.push(performance.now() - started);
        const played = playNotation(game, state, seat, move!);
        if (isRuleError(played)) throw new Error(`${game.id}: the AI chose a refused move: ${played.message}`);
        state = played.state;
      }
    }
    timings[game.id] = times;
  }
  return timings;
}
