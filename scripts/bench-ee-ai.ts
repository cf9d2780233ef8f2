/**
 * Energy Empire's computer player, decision times (issue 25: at most 1 s per decision at the 95th percentile on one
 * core). Plays whole games with every seat played by the AI (two-seat and first-edition solo) and reports the wall
 * time and the process CPU time of each decision: CPU time is what one core spends, whatever else the machine runs.
 * Usage: nice -n 5 npx tsx scripts/bench-ee-ai.ts [two-seat games] [solo games]
 */
import { chooseAiMove } from '../src/engine/ai.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { energyEmpire as game, type EeState } from '../src/games/energy-empire/index.ts';

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function timeGames(players: number, games: number, options: object): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}` }));
  for (let g = 0; g < games; g++) {
    let state: EeState = game.setup(game.options.parse(options), seats, `bench-ee-ai:${players}:${g}`);
    for (let n = 0; game.result(state) === null; n++) {
      const seat = game.pending(state)[0]!.seat;
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const move = chooseAiMove(game, game.ai!, state, seat, `bench:${g}:${n}`);
      const used = process.cpuUsage(cpuBefore);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      const played = playNotation(game, state, seat, move!);
      if (isRuleError(played)) throw new Error(`the AI chose a refused move: ${played.message}`);
      state = played.state;
    }
  }
  return { wall, cpu };
}

const line = (label: string, t: { wall: number[]; cpu: number[] }) =>
  `${label}: ${t.cpu.length} decisions; CPU ms p50 ${percentile(t.cpu, 50).toFixed(0)}, p95 ${percentile(t.cpu, 95).toFixed(0)}, max ${Math.max(...t.cpu).toFixed(0)}; wall ms p50 ${percentile(t.wall, 50).toFixed(0)}, p95 ${percentile(t.wall, 95).toFixed(0)}`;

const [two = '2', solo = '2'] = process.argv.slice(2);
console.log(line('two seats, both AI', timeGames(2, Number(two), {})));
console.log(line('solo (first-edition rules)', timeGames(1, Number(solo), { firstEditionSolo: true })));
