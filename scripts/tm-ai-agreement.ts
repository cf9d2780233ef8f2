/**
 * Issue 25: how often the Terra Mystica computer player would make the same kind of move as the league players in the
 * recorded games (../shared/rules/terra-mystica/oracle), and what it does instead. A guide to what it undervalues.
 * Usage: npx tsx scripts/tm-ai-agreement.ts [every=4]   (looks at every n-th turn of the players, in the play phase)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateTm } from '../src/games/terra-mystica/ai/evaluate.ts';
import { chooseTmMove } from '../src/games/terra-mystica/ai/plan.ts';
import { legalMoves } from '../src/games/terra-mystica/legal.ts';
import { replayLedger } from '../src/games/terra-mystica/snellman/replay.ts';

const ORACLE = join(import.meta.dirname, '..', '..', 'shared', 'rules', 'terra-mystica', 'oracle');
const every = Number(process.argv[2] ?? 4);

/** The kind of a turn: its first step that is not a free conversion (TM-6). */
function kindOf(move: string): string {
  const steps = move.toLowerCase().split('.').map((p) => p.trim()).filter((p) => p && !/^(burn|convert)\b/.test(p));
  const first = steps[0] ?? 'conversion';
  const builds = steps.some((p) => p.startsWith('build'));
  if (first.startsWith('upgrade')) return first.replace(/^upgrade \S+ to (\w+).*/, 'upgrade $1');
  if (first.startsWith('action')) {
    const id = first.split(' ')[1] ?? '';
    if (/^act[1-6]$/.test(id)) return `power ${id}`;
    return id.startsWith('bon') ? 'bonus card action' : id.startsWith('fav') ? 'favour action' : 'faction action';
  }
  if (first.startsWith('dig') || first.startsWith('transform')) return builds ? 'terraform and build' : 'terraform';
  if (first.startsWith('send')) return 'send priest';
  if (first.startsWith('advance')) return first.startsWith('advance ship') ? 'advance shipping' : 'advance digging';
  return first.split(' ')[0]!;
}

if (!existsSync(ORACLE)) {
  console.error(`The recorded games are not here (${ORACLE}): this script needs ../shared beside the checkout.`);
  process.exit(2);
}
const matrix = new Map<string, Map<string, number>>();
let positions = 0;
let same = 0;
let seen = 0;
for (const league of readdirSync(ORACLE).sort()) {
  for (const file of readdirSync(join(ORACLE, league)).sort()) {
    replayLedger(readFileSync(join(ORACLE, league, file), 'utf8'), (before, seat, commands) => {
      const text = commands.trim();
      if (before.phase !== 'play' || before.active !== seat || /^(leech|decline|\+|wait)/i.test(text)) return;
      if (/^(burn|convert)[^.]*$/i.test(text) || seen++ % every !== 0) return;
      const legal = legalMoves(before, seat);
      const choice = legal.length > 1 ? chooseTmMove(structuredClone(before), seat, legal, evaluateTm) : null;
      if (!choice) return;
      const human = kindOf(text);
      const ai = kindOf(choice);
      const row = matrix.get(human) ?? new Map<string, number>();
      row.set(ai, (row.get(ai) ?? 0) + 1);
      matrix.set(human, row);
      positions++;
      if (human === ai) same++;
    });
  }
}
console.log(`${positions} turns of league players; the AI chose the same kind of move in ${((100 * same) / positions).toFixed(1)}%`);
const total = (row: Map<string, number>) => [...row.values()].reduce((a, b) => a + b, 0);
const aiTotals = new Map<string, number>();
for (const [human, row] of [...matrix].sort((a, b) => total(b[1]) - total(a[1]))) {
  const alternatives = [...row].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`${human.padEnd(20)} ${String(total(row)).padStart(5)}  AI: ${alternatives}`);
  for (const [k, n] of row) aiTotals.set(k, (aiTotals.get(k) ?? 0) + n);
}
console.log(`the AI's choices: ${[...aiTotals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
