import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../src/engine/automatic.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { highCard } from '../fixtures/games/high-card/index.ts';
import { newGame } from './high-card-helpers.ts';

/** High Card with an autopilot hook that answers what the test says. */
function withAutopilot(choose: (legal: string[]) => string | null): AnyGameModule {
  return { ...highCard, autopilotMove: (state: unknown, seat: number) => choose(highCard.legal(state as never, seat)) };
}

describe('automaticMove and GameModule.autopilotMove (issue 22, issue 25)', () => {
  const state = newGame(2);
  const decision = highCard.pending(state)[0]!;
  const legal = highCard.legal(state, decision.seat);
  const plain = automaticMove(highCard, state, decision)!;

  it('plays the game\'s autopilot choice when it is one of the seat\'s legal moves', () => {
    const other = legal.find((m) => m !== plain.notation)!;
    expect(other).toBeDefined();
    expect(automaticMove(withAutopilot(() => other), state, decision)!.notation).toBe(other);
  });

  it('falls back to the default when the hook returns null, a move that is not legal, or nonsense', () => {
    for (const answer of [null, 'play 999', 'not a move at all']) {
      expect(automaticMove(withAutopilot(() => answer), state, decision)!.notation).toBe(plain.notation);
    }
  });
});
