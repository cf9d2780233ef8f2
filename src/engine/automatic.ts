import { AiOutOfTime, chooseAiMove, DEFAULT_AI_BUDGET } from './ai.ts';
import { isRuleError } from './errors.ts';
import { playNotation, type PlayedMove } from './play.ts';
import type { AnyGameModule, Decision } from './types.ts';

/**
 * Who chose an automatic move: the game's computer player, or the default rule because the AI was off, failed or ran
 * out of time.
 */
export type AutomaticChooser = 'ai' | 'default' | 'ai-failed' | 'ai-timeout';

export interface AutomaticMove extends PlayedMove<unknown> {
  chooser: AutomaticChooser;
}

/**
 * The move the platform plays for a decision when its deadline passes or its seat is on autopilot. With `ai` (and a
 * game that has a computer player, GameModule.ai) the AI chooses among the seat's legal moves, seeded by `ai.seed`;
 * should it throw, offer a move the rules refuse or run past `ai.outOfTime` (the table layer's clock), the default
 * below is played and `chooser` says so. The default:
 * the game's declared default when it is legal now, then the decision's options, otherwise the first legal move of
 * the seat (a simple legal policy, so a game without defaults never stalls). Null when the seat has none. Pure: the
 * table layer (src/tables/automatic.ts) commits what it returns, and the liveness tests check it at every position.
 */
export function automaticMove(game: AnyGameModule, state: unknown, decision: Decision, ai?: { seed: string; outOfTime?: () => boolean }): AutomaticMove | null {
  let chooser: AutomaticChooser = 'default';
  if (ai && game.ai) {
    const chosen = aiMove(game, state, decision, ai.seed, ai.outOfTime);
    if (chosen === 'failed') chooser = 'ai-failed';
    else if (chosen === 'timeout') chooser = 'ai-timeout';
    else if (chosen !== 'declined') return { ...chosen, chooser: 'ai' };
  }
  const candidates = decision.defaultMove !== undefined ? [decision.defaultMove] : [];
  candidates.push(...(decision.options ?? []).map((o) => o.notation));
  for (const text of candidates) {
    const played = playNotation(game, state, decision.seat, text);
    if (!isRuleError(played)) return { ...played, chooser };
  }
  // legal() can be long: listed only when neither the default nor an option is allowed.
  for (const text of game.legal(state, decision.seat)) {
    const played = playNotation(game, state, decision.seat, text);
    if (!isRuleError(played)) return { ...played, chooser };
  }
  return null;
}

/**
 * The computer player's move, played; 'declined' when it leaves the decision to its default (or the seat has no move),
 * 'failed' when it threw or chose a move the rules refuse (a bug of the AI, never of the table), 'timeout' when the
 * platform's time for the decision (`outOfTime`) ran out first.
 */
function aiMove(game: AnyGameModule, state: unknown, decision: Decision, seed: string, outOfTime?: () => boolean): PlayedMove<unknown> | 'declined' | 'failed' | 'timeout' {
  try {
    const text = chooseAiMove(game, game.ai!, state, decision.seat, seed, outOfTime ? { ...DEFAULT_AI_BUDGET, outOfTime } : DEFAULT_AI_BUDGET);
    if (text === null) return 'declined';
    const played = playNotation(game, state, decision.seat, text);
    return isRuleError(played) ? 'failed' : played;
  } catch (err) {
    return err instanceof AiOutOfTime ? 'timeout' : 'failed';
  }
}
