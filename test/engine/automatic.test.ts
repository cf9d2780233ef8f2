import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../src/engine/automatic.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { highCard } from '../fixtures/games/high-card/index.ts';
import { newGame } from './high-card-helpers.ts';

/** High Card with a computer player whose judgement (`choose`) answers what the test says. */
function withAutopilot(choose: (legal: string[]) => string | null): AnyGameModule {
  return { ...highCard, ai: { determinize: (state: unknown) => state, choose: (_state: unknown, _seat: number, legal: readonly string[]) => choose([...legal]) } };
}

describe('automaticMove and a computer player\'s own judgement, SeatAi.choose (issue 22, issue 25)', () => {
  const state = newGame(2);
  const decision = highCard.pending(state)[0]!;
  const legal = highCard.legal(state, decision.seat);
  const plain = automaticMove(highCard, state, decision)!;

  it('plays the game\'s autopilot choice when it is one of the seat\'s legal moves', () => {
    const other = legal.find((m) => m !== plain.notation)!;
    expect(other).toBeDefined();
    expect(automaticMove(withAutopilot(() => other), state, decision, { seed: 's' })!.notation).toBe(other);
  });

  it('falls back to the default when the hook returns null, a move that is not legal, or nonsense', () => {
    for (const answer of [null, 'play 999', 'not a move at all']) {
      expect(automaticMove(withAutopilot(() => answer), state, decision, { seed: 's' })!.notation).toBe(plain.notation);
    }
  });

  it('a computer player that leaves the decision to its default did not fail; one that names an illegal move did', () => {
    expect(automaticMove(withAutopilot(() => null), state, decision, { seed: 's' })!.chooser).toBe('default');
    expect(automaticMove(withAutopilot(() => 'play 999'), state, decision, { seed: 's' })!.chooser).toBe('ai-failed');
  });

  it('a computer player out of the platform\'s time plays the default, marked ai-timeout, whether it searches or judges itself', () => {
    const other = legal.find((m) => m !== plain.notation)!;
    const judging: AnyGameModule = { ...highCard, ai: { determinize: (s: unknown) => s, choose: (_s: unknown, _seat: number, _legal: readonly string[], checkTime: () => void) => (checkTime(), other) } };
    const searching: AnyGameModule = { ...highCard, ai: { determinize: (s: unknown) => s, evaluate: () => 0, candidates: () => [other] } };
    for (const game of [judging, searching]) {
      const late = automaticMove(game, state, decision, { seed: 's', outOfTime: () => true })!;
      expect(late.chooser).toBe('ai-timeout');
      expect(late.notation).toBe(plain.notation);
      const inTime = automaticMove(game, state, decision, { seed: 's', outOfTime: () => false })!;
      expect(inTime.chooser).toBe('ai');
      expect(inTime.notation).toBe(other);
    }
  });
});
