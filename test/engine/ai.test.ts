/**
 * Issue 25: the computer player's contract (src/engine/ai.ts). It chooses among the seat's legal moves, the same move
 * for the same seed, only from what the seat sees (determinize), and the platform's automatic move falls back to the
 * default when it fails.
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../src/engine/ai.ts';
import { automaticMove } from '../../src/engine/automatic.ts';
import { playNotation } from '../../src/engine/play.ts';
import { isRuleError } from '../../src/engine/errors.ts';
import { seedRng } from '../../src/engine/rng.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import type { TmState } from '../../src/games/terra-mystica/state.ts';

const seats = ['A', 'B', 'C'].map((name) => ({ name }));

/**
 * A Terra Mystica position some way into the first round, reached by the AI itself: at least `moves` in, where a
 * player takes an action (an answer to a power offer is weighed by a rule of its own, not by the evaluation).
 */
function midGame(moves: number): TmState {
  let s = terraMystica.setup(terraMystica.options.parse({}), seats, 'ai-contract');
  for (let i = 0; i < moves || terraMystica.pending(s)[0]!.kind !== 'turn'; i++) {
    const seat = terraMystica.pending(s)[0]!.seat;
    const played = playNotation(terraMystica, s, seat, chooseAiMove(terraMystica, terraMystica.ai!, s, seat, `m${i}`)!);
    if (isRuleError(played)) throw new Error(played.message);
    s = played.state;
  }
  return s;
}

describe('the computer player (issue 25)', () => {
  const state = midGame(30);
  const seat = terraMystica.pending(state)[0]!.seat;

  it('chooses one of the seat\'s legal moves, the same one for the same seed', () => {
    const move = chooseAiMove(terraMystica, terraMystica.ai!, state, seat, 'seed-1');
    expect(terraMystica.legal(state, seat)).toContain(move);
    expect(chooseAiMove(terraMystica, terraMystica.ai!, state, seat, 'seed-1')).toBe(move);
  });

  it('TM-16 sees only what the seat sees: positions that differ only in the random numbers give the same move', () => {
    const other: TmState = { ...state, rng: seedRng('something the seat cannot know') };
    expect(chooseAiMove(terraMystica, terraMystica.ai!, other, seat, 'seed-2')).toBe(chooseAiMove(terraMystica, terraMystica.ai!, state, seat, 'seed-2'));
  });

  it('a failing computer player never blocks a table: the default move is played and marked as such', () => {
    const broken: AnyGameModule = { ...terraMystica, ai: { ...terraMystica.ai!, evaluate: () => { throw new Error('AI bug'); } } };
    const decision = terraMystica.pending(state)[0]!;
    const played = automaticMove(broken, state, decision, { seed: 's' });
    expect(played?.chooser).toBe('ai-failed');
    expect(played?.notation).toBe(automaticMove(terraMystica, state, decision)!.notation);
  });

  it('without the AI setting the default move is played; with it, the AI\'s', () => {
    const decision = terraMystica.pending(state)[0]!;
    expect(automaticMove(terraMystica, state, decision)?.chooser).toBe('default');
    const byAi = automaticMove(terraMystica, state, decision, { seed: 's' })!;
    expect(byAi.chooser).toBe('ai');
    expect(byAi.notation).toBe(chooseAiMove(terraMystica, terraMystica.ai!, state, decision.seat, 's'));
  });
});
