import { isRuleError } from './errors.ts';
import { playNotation, type PlayedMove } from './play.ts';
import type { AnyGameModule, Decision } from './types.ts';

/**
 * The move the platform plays for a decision when its deadline passes or its seat is on autopilot: the game's own
 * judgement (GameModule.autopilotMove) when it names one of the seat's legal moves, then the game's declared default
 * when it is legal now, then the decision's options, otherwise the first legal move of the seat (a simple legal
 * policy, so a game without defaults never stalls). Null when the seat has none. Pure: the table layer
 * (src/tables/automatic.ts) commits what it returns, and the liveness tests check it at every position.
 */
export function automaticMove(game: AnyGameModule, state: unknown, decision: Decision): PlayedMove<unknown> | null {
  const judged = judgedMove(game, state, decision);
  if (judged) return judged;
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

/** The game's autopilot choice, only when it is one of the seat's legal moves and the engine accepts it. */
function judgedMove(game: AnyGameModule, state: unknown, decision: Decision): PlayedMove<unknown> | null {
  const text = game.autopilotMove?.(state, decision.seat) ?? null;
  if (text === null || !game.legal(state, decision.seat).includes(text)) return null;
  const played = playNotation(game, state, decision.seat, text);
  return isRuleError(played) ? null : played;
}
