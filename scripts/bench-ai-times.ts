/**
 * `npx tsx scripts/bench-ai-times.ts [game ...] [--cpu]`: the computer players' time per decision alone (the part of
 * `npm run bench` in scripts/bench-ai.ts), p50 and p95 in ms, by wall clock or (--cpu) by the process's CPU time.
 */
import { benchAiDecisions } from './bench-ai.ts';
import { engines } from '../src/games/engines.ts';

const args = process.argv.slice(2);
const clock = args.includes('--cpu') ? 'cpu' : 'wall';
const wanted = args.filter((a) => !a.startsWith('--'));
const games = [...engines.values()].filter((g) => wanted.length === 0 || wanted.includes(g.id));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (const [id, times] of Object.entries(benchAiDecisions(games, clock))) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${id}: ${sorted.length} decisions, ${clock} p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
}
