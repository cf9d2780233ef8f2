import { chooseAiMove } from '../src/engine/ai.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import type { AnyGameModule } from '../src/engine/types.ts';

/** Decisions timed per game: every decision of whole games with every seat played by the AI. */
const DECISIONS = 300;

/** Extra seatings timed beside each game's four-seat games: Cargo Empire solo against its bot (the deepest search). */
const EXTRA_SEATINGS: Record<string, { key: string; players: number }[]> = {
  'cargo-empire': [{ key: 'cargo-empire-solo', players: 1 }],
};

/**
 * How long the computer player takes per decision (issue 25: at most 1 s at the 95th percentile on one core), over
 * whole games of four AI seats (the game's minimum when larger), for every game that has one, and the extra seatings
 * above.
 */
export function benchAiDecisions(games: Iterable<AnyGameModule>, clock: Clock = 'wall'): Record<string, number[]> {
  const timings: Record<string, number[]> = {};
  for (const game of games) {
    if (!game.ai) continue;
    timings[game.id] = timeDecisions(game, Math.max(game.minPlayers, Math.min(4, game.maxPlayers)), clock);
    for (const extra of EXTRA_SEATINGS[game.id] ?? []) timings[extra.key] = timeDecisions(game, extra.players, clock);
  }
  return timings;
}

/** Wall-clock time, or the process's CPU time (a fairer figure on a machine other work keeps busy). */
export type Clock = 'wall' | 'cpu';

function elapsed(clock: Clock): () => number {
  if (clock === 'wall') {
    const started = performance.now();
    return () => performance.now() - started;
  }
  const started = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };
}

function timeDecisions(game: AnyGameModule, players: number, clock: Clock): number[] {
  const ai = game.ai!;
  const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}` }));
  const times: number[] = [];
  for (let g = 0; times.length < DECISIONS; g++) {
    let state: unknown = game.setup(game.options.parse({}), seats, `bench-ai:${g}`);
    while (game.result(state) === null && times.length < DECISIONS) {
      // A seat that already answered (Advanced Civilization: done trading) is not waited on: time the one waited on.
      const decisions = game.pending(state);
      const seat = (decisions.find((d) => d.answered !== true) ?? decisions[0]!).seat;
      const took = elapsed(clock);
      const move = chooseAiMove(game, ai, state, seat, `bench:${g}:${times.length}`);
      times.push(took());
      const played = playNotation(game, state, seat, move!);
      if (isRuleError(played)) throw new Error(`${game.id}: the AI chose a refused move: ${played.message}`);
      state = played.state;
    }
  }
  return times;
}
