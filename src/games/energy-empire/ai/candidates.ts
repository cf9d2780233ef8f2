/**
 * The moves worth weighing (SeatAi.candidates), so a decision stays within its budget: a placement with the least
 * energy its location needs (EE-5.3; more energy only blocks, and the search has no opponent turns to see it pay),
 * and dice rolls that take each type whole (rolling part of a type never beats both extremes by much).
 * Trades never give back what the turn's earlier trades got, and stop after a few (EE-6.8 allows any number).
 * Everything else is weighed in full, the moves that change nothing first. Reads only the seat's legal moves.
 */
import { isRuleError } from '../../../engine/errors.ts';
import type { Seat } from '../../../engine/types.ts';
import { DIE_TYPES } from '../data/index.ts';
import type { EeMove } from '../moves.ts';
import { parseMove } from '../notation.ts';
import type { EeState } from '../state.ts';
import { rollableDice } from '../rules/generate.ts';

function parsed(text: string): EeMove | null {
  const m = parseMove(text);
  return isRuleError(m) ? null : m;
}

/** Trades in one visit to Trade (EE-6.8): a few exchanges cover every cost a turn can have. */
const MAX_TRADES = 4;

/** The trades the seat made in the turn under way (the turn's public steps). */
function tradesThisTurn(s: EeState, seat: Seat): Extract<EeMove, { t: 'trade' }>[] {
  if (s.lastTurn?.seat !== seat) return [];
  return s.lastTurn.steps.map(parsed).filter((m): m is Extract<EeMove, { t: 'trade' }> => m?.t === 'trade');
}

/**
 * The search has played the seat's whole turn and reached its next one (solo: the seat always holds the turn): a
 * sample starts a turn with no steps recorded (ai/visible.ts), so recorded steps at a turn's start are the search's
 * own. No candidates there ends the follow-up, and the turn is weighed as it ends.
 */
function searchedPastTurn(s: EeState, seat: Seat): boolean {
  return s.turn.kind === 'start' && s.tasks.length === 0 && s.current === seat && (s.lastTurn ?? null) !== null;
}

export function eeCandidates(s: EeState, seat: Seat, legal: readonly string[]): readonly string[] {
  if (searchedPastTurn(s, seat)) return [];
  const moves = legal.map((text) => ({ text, move: parsed(text) }));
  const least = new Map<string, number>();
  for (const { move } of moves) {
    if (move?.t === 'place') least.set(move.location, Math.min(least.get(move.location) ?? Infinity, move.energy));
  }
  const have = s.turn.kind === 'generate' && s.turn.stage === 'roll' ? rollableDice(s, seat) : null;
  const traded = tradesThisTurn(s, seat);
  const kept = moves.filter(({ move }) => {
    if (move?.t === 'trade') return traded.length < MAX_TRADES && !traded.some((t) => t.get === move.give || t.give === move.get);
    if (move?.t === 'place') return move.energy === least.get(move.location);
    if (move?.t === 'roll' && have && move.dice !== 'all') {
      const dice = move.dice;
      return DIE_TYPES.every((t) => (dice[t] ?? 0) === 0 || dice[t] === have[t]);
    }
    return true;
  });
  // Moves that change nothing go first: the search keeps the first of equal values, so a trade or an activation
  // must beat standing still, and a trade never undoes the last one for nothing.
  const still = (m: EeMove | null) => m?.t === 'trade-done' || m?.t === 'end' || m?.t === 'decline';
  return [...kept.filter((x) => still(x.move)), ...kept.filter((x) => !still(x.move))].map((x) => x.text);
}
