import type { GameEvent } from '../../../src/engine/types.ts';
import { beginCiv } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { startCalamities } from '../../../src/games/advanced-civilization/rules/29-calamities.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { game, play } from './helpers.ts';

/**
 * Puts calamity cards in hands (traders: card -> seat that gave it, default drawn) and opens phase 11 on a one-turn
 * game, so that the game ends right after the phase and the board stays as the calamities left it.
 */
export function strike(s: AcState, hands: Record<number, string[]>, traders: Record<string, number> = {}): string[] {
  for (const [seat, cards] of Object.entries(hands)) {
    s.players[Number(seat)]!.hand.push(...cards);
    for (const c of cards) s.calamityTraders[c] = traders[c] ?? null;
  }
  s.options = { ...s.options, turnLimit: 1 };
  const events: GameEvent[] = [];
  // Flow (rules/flow.ts beginCalamities): without a prompt the turn goes on to phase 12.
  if (!startCalamities(s, events)) beginCiv(s, events);
  return events.map((e) => e.text);
}

/** The waiting calamity decision of a seat. */
export function decisionOf(s: AcState, seat: number) {
  return game.pending(s).find((d) => d.seat === seat);
}

/** Plays every waiting decision's default until phase 11 is over. */
export function finishWithDefaults(s: AcState): AcState {
  let t = s;
  for (let i = 0; i < 50 && t.phase === 'calamities'; i++) {
    const d = game.pending(t)[0]!;
    t = play(t, d.seat, d.defaultMove!);
  }
  return t;
}

export function cityOwner(s: AcState, area: string): string | null {
  return s.board[area]?.city ?? null;
}

export function tokens(s: AcState, area: string, owner: string): number {
  return (s.board[area]?.tokens as Record<string, number> | undefined)?.[owner] ?? 0;
}
