/**
 * Issue 25: why the Terra Mystica computer player chose a move. Plays a four-AI game and, at the n-th turn start of
 * the given round, prints the seat's moves by the planner's worth (after free follow-ups, and with the share of the
 * next actions), each against the position before.
 * Usage: npx tsx scripts/tm-ai-explain.ts [seed=fresh1:0] [round=2] [nth=1] [moves=15]
 */
import { chooseAiMove } from '../src/engine/ai.ts';
import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { evaluateTm } from '../src/games/terra-mystica/ai/evaluate.ts';
import { weighTmMoves } from '../src/games/terra-mystica/ai/plan.ts';
import { terraMystica } from '../src/games/terra-mystica/index.ts';
import { legalMoves } from '../src/games/terra-mystica/legal.ts';
import type { TmState } from '../src/games/terra-mystica/state.ts';

const [seed = 'fresh1:0', round = '2', nth = '1', shown = '15'] = process.argv.slice(2);
const seats = Array.from({ length: 4 }, (_, i) => ({ name: `AI ${i + 1}` }));
let s = terraMystica.setup(terraMystica.options.parse({}), seats, seed) as TmState;
let turnStarts = 0;
for (let n = 0; terraMystica.result(s) === null; n++) {
  const seat = terraMystica.pending(s)[0]!.seat;
  const me = s.factions[seat];
  if (me && s.phase === 'play' && s.round === Number(round) && s.active === seat && !me.passed && s.leeches.length === 0 && ++turnStarts === Number(nth)) {
    console.log(`round ${s.round}, ${me.id}: C${me.C} W${me.W} P${me.P} power ${me.P1}/${me.P2}/${me.P3} VP${me.VP} built ${JSON.stringify(me.built)}`);
    const before = evaluateTm(s, seat);
    const weighed = weighTmMoves(s, seat, legalMoves(s, seat), evaluateTm).sort((a, b) => b.total - a.total);
    for (const w of weighed.slice(0, Number(shown))) {
      const end = w.end.factions[seat]!;
      console.log(`${w.move.padEnd(40)} worth ${(w.value - before).toFixed(2).padStart(6)}  with next actions ${(w.total - before).toFixed(2).padStart(6)}  then C${end.C} W${end.W} P${end.P} favours ${end.favors.join(',') || '-'}`);
    }
    console.log('chosen:', chooseAiMove(terraMystica, terraMystica.ai!, s, seat, `${seed}:${n}`));
    process.exit(0);
  }
  const played = playNotation(terraMystica, s, seat, chooseAiMove(terraMystica, terraMystica.ai!, s, seat, `${seed}:${n}`)!);
  if (isRuleError(played)) throw new Error(played.message);
  s = played.state as TmState;
}
console.log('no such turn in this game');
