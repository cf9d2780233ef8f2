/**
 * Issue 25: Terra Mystica's computer player against random legal play and against the autopilot's default moves, in
 * two-seat games with the AI in either seat, and four AIs against each other (points per player). README
 * ("Computer player", src/games/terra-mystica/README.md) has the measured table and the commands behind it.
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../../src/engine/ai.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';
import { twoSeatAiWins } from '../../support/ai-strength.ts';

/** Final VP of every seat in a game of four AIs (the same loop as scripts/tm-ai-league.ts). */
function fourAiGame(seed: string): number[] {
  const seats = ['A', 'B', 'C', 'D'].map((name) => ({ name }));
  let s = terraMystica.setup(terraMystica.options.parse({}), seats, seed);
  for (let n = 0; terraMystica.result(s) === null; n++) {
    const seat = terraMystica.pending(s)[0]!.seat;
    const played = playNotation(terraMystica, s, seat, chooseAiMove(terraMystica, terraMystica.ai!, s, seat, `${seed}:${n}`)!);
    if (isRuleError(played)) throw new Error(played.message);
    s = played.state as TmState;
  }
  return s.factions.map((f) => f.VP);
}

describe('Terra Mystica computer player strength (issue 25)', () => {
  // Measured: 40 of 40 (100%) with 20 games a seat; issue 25 asks for 95%. The test plays the first 10 of each seat's
  // 20 (CI time).
  it('TM-13 wins at least 95% of two-seat games against random legal play', () => {
    expect(twoSeatAiWins(terraMystica, 'random', 10, 'strength-random')).toBeGreaterThanOrEqual(19);
  });

  // Measured: 10 of 10.
  it('TM-13 wins clearly against the default-move autopilot', () => {
    expect(twoSeatAiWins(terraMystica, 'default', 5, 'strength-default')).toBeGreaterThanOrEqual(9);
  });

  // Two games of four AIs (seeds league:0 and league:1, the weakest seed of the README's twelve). Measured: 105.4 VP
  // per player; 110.6 over the README's 72 games (scripts/tm-ai-league.ts), where issue 25 asks for 110. Two games
  // keep CI short, so the bar guards against a weaker player rather than restating the 72-game average.
  it('TM-13 four AIs average at least 105 VP per player', () => {
    const scores = ['league:0', 'league:1'].flatMap(fourAiGame);
    const average = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(average).toBeGreaterThanOrEqual(105);
  });
});
