import { isRuleError } from './errors.ts';
import { playNotation, type PlayedMove } from './play.ts';
import type { AnyGameModule, Decision } from './types.ts';

/**
 * The move the platform plays for a decision when its deadline passes or its seat is on autopilot: the game's
 * declared default when it is legal now, then the decision's options, otherwise the first legal move of the seat
 * (a simple legal policy, so a game without defaults never stalls). Null when the seat has none. Pure: the table
 * layer (src/tables/automatic.ts) commits what it returns, and the liveness tests check it at every position.
 */
export function automaticMove(game: AnyGameModule, state: unknown, decision: Decision): PlayedMove<unknown> | null {
  const candidates = decision.defaultMove !== undefined ? [decision.defaultMove] : [];
  candidates.push(...(decision.options ?? []).map((o) => o.notation));
  for (const text of candidates) {
    const played = playNotation(game, state, decision.seat, text);
    if (!isRuleError(played)) return played;
  }
  for (const text of game.legal(state, decision.seat)) {
    const played = playNotation(game, state, decision.seat, text);
    if (!isRuleError(played)) return played;
  }
  return null;
}
