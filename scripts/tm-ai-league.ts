/**
 * Issue 25: Terra Mystica games with every seat played by the computer player, to see where its points come from.
 * Usage: npx tsx scripts/tm-ai-league.ts [games=4] [players=4] [seed=league] [--log]
 * Prints each game's factions and final breakdown, the average VP per player, the VP by kind of move and the decision
 * times (p50/p95, wall clock and CPU time of one core), and the resources a player gains over a game: from income
 * phases (TM-5, with the round-end cult bonuses), from power offers (TM-8) and from everything else.
 */
import { chooseAiMove } from '../src/engine/ai.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { terraMystica } from '../src/games/terra-mystica/index.ts';
import type { TmState } from '../src/games/terra-mystica/state.ts';
import { FACTION_IDS } from '../src/games/terra-mystica/data/factions.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showLog = process.argv.includes('--log');
/** --rotate: the factions are dealt in turn from the list instead of chosen, to compare how the AI plays each. */
const rotate = process.argv.includes('--rotate');
const games = Number(args[0] ?? 4);
const players = Number(args[1] ?? 4);
const seed = args[2] ?? 'league';

const times: number[] = [];
/** The same decisions in CPU time of this process (one core), which a busy machine does not inflate. */
const cpuTimes: number[] = [];
/** VP gained during play by the kind of move that gave them (others-move: income phases, round ends and others' moves). */
const bySource: Record<string, number> = {};
let actions = 0;
const moveKinds: Record<string, number> = {};
const sums: Record<string, number> = {};
/** Resources gained per source: 'income C', 'leech PW' ... (PW counts power gained, bowl I to II and II to III alike). */
const gained: Record<string, number> = {};
let total = 0;
let seatsScored = 0;
for (let g = 0; g < games; g++) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `AI ${i + 1}` }));
  let s = terraMystica.setup(terraMystica.options.parse({}), seats, `${seed}:${g}`) as TmState;
  let n = 0;
  while (terraMystica.result(s) === null) {
    const seat = terraMystica.pending(s)[0]!.seat;
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const dealt = rotate && s.phase === 'factions' ? dealFaction(s, g) : null;
    const move = dealt ?? chooseAiMove(terraMystica, terraMystica.ai!, s, seat, `${seed}:${g}:${n}`)!;
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const played = playNotation(terraMystica, s, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    const before = s.factions.map((f) => f.VP);
    const kind = move.replace(/^(burn \d+\. |convert [^.]*\. )+/, '').split(/[ .]/)[0]!;
    (played.state as TmState).factions.forEach((f, i) => {
      const gained = f.VP - before[i]!;
      if (gained !== 0 && !(played.state as TmState).finalScores) bySource[i === seat ? kind : 'others-move'] = (bySource[i === seat ? kind : 'others-move'] ?? 0) + gained;
    });
    if (s.phase === 'play' && s.active === seat && !isRuleError(played) && !/^(burn|convert) [^.]*$/.test(move) && !move.startsWith('leech') && !move.startsWith('decline')) actions++;
    for (const part of move.split('. ')) {
      const k = part.replace(/^(upgrade) \S+ to (\w+)/, '$1 $2').replace(/^(action \w+).*/, '$1').replace(/^(build|dig|transform|send p to|leech|decline|pass|burn|convert)\b.*/, '$1').replace(/^(advance \w+).*/, '$1');
      moveKinds[k] = (moveKinds[k] ?? 0) + 1;
    }
    if (showLog) { const f = s.factions[seat]; console.log(`r${s.round} ${f?.id ?? seat}: ${played.notation}` + (f ? `   [C${f.C} W${f.W} P${f.P} pw ${f.P1}/${f.P2}/${f.P3} VP${f.VP}]` : '')); }
    tallyGains(s, played.state as TmState, seat, move);
    s = played.state as TmState;
    n++;
  }
  for (const entry of s.finalScores!) {
    const f = s.factions[entry.seat]!;
    const parts = Object.entries(entry.breakdown).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`game ${g} ${f.id.padEnd(14)} ${String(f.VP).padStart(3)} VP  (${parts}) built ${JSON.stringify(f.built)} towns ${f.towns.length} favors ${f.favors.join(' ')} cult ${f.cult.join('/')} ship ${f.ship} dig ${f.dig}`);
    for (const [k, v] of Object.entries(entry.breakdown)) sums[k] = (sums[k] ?? 0) + v;
    total += f.VP;
    seatsScored++;
  }
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const pct = (p: number, list = times) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!.toFixed(1);
console.log(`average ${(total / seatsScored).toFixed(1)} VP per player over ${games} games; ` + Object.entries(sums).map(([k, v]) => `${k} ${(v / seatsScored).toFixed(1)}`).join(', '));
console.log(`play VP per player by move: ${Object.entries(bySource).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / seatsScored).toFixed(1)}`).join(', ')}; ${(actions / seatsScored).toFixed(1)} turns per player`);
console.log(`moves per player: ${Object.entries(moveKinds).filter(([k]) => !k.startsWith('setup')).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / seatsScored).toFixed(1)}`).join(', ')}`);
console.log(`resources gained per player: ${Object.entries(gained).sort().map(([k, v]) => `${k} ${(v / seatsScored).toFixed(1)}`).join(', ')}`);
console.log(`decisions ${times.length}: wall p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${times[times.length - 1]!.toFixed(1)} ms; cpu p50 ${pct(0.5, cpuTimes)} ms, p95 ${pct(0.95, cpuTimes)} ms, max ${cpuTimes[cpuTimes.length - 1]!.toFixed(1)} ms`);

function dealFaction(s: TmState, g: number): string | null {
  const legal = terraMystica.legal(s, s.factions.length);
  for (let k = 0; k < FACTION_IDS.length; k++) {
    const move = `setup ${FACTION_IDS[(g * 5 + s.factions.length * 3 + k) % FACTION_IDS.length]}`;
    if (legal.includes(move)) return move;
  }
  return null;
}

function tallyGains(before: TmState, after: TmState, seat: number, move: string): void {
  if (before.phase === 'factions' || before.phase === 'setup' || after.factions.length !== before.factions.length) return;
  after.factions.forEach((a, i) => {
    const b = before.factions[i]!;
    const source = after.round !== before.round ? 'income' : a.seat === seat && move.startsWith('leech') ? 'leech' : 'other';
    const delta = { C: a.C - b.C, W: a.W - b.W, P: a.P - b.P, PW: a.P2 + 2 * a.P3 - (b.P2 + 2 * b.P3) };
    for (const [k, v] of Object.entries(delta)) if (v > 0) gained[`${source} ${k}`] = (gained[`${source} ${k}`] ?? 0) + v;
  });
}
