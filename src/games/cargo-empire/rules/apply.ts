/**
 * Applying a move (spec §11): the move must answer the mover's current decision (a setup choice, the turn's
 * transport or fallback, CE-2, or a task of its develop step, CE-8); family abilities (CE-13) fit any point of one's
 * own turn. The handlers live in the files named by their rules.
 */
import { CommonErrors, ruleError, type RuleError } from '../../../engine/errors.ts';
import { fail } from './fail.ts';
import type { ApplyResult } from '../../../engine/types.ts';
import { applyAbility } from './abilities.ts';
import { decideCrestPort } from './crest-port.ts';
import { expectation, wrong, type Outcome } from './answer.ts';
import { decisionOf, mayUseAbilities, type Current } from './decisions.ts';
import { fallback } from './fallback.ts';
import { settle } from './flow.ts';
import { participantOfSeat } from './participants.ts';
import { keepSetupGoal, placeCrest, setupPost } from './setup-choices.ts';
import { taskMove } from './tasks.ts';
import { transport } from './transport.ts';
import { formatMove } from '../notation.ts';
import type { CeMove } from '../moves.ts';
import type { CeState } from '../state.ts';

/** The only way state changes: validate the move against the seat's current decision, mutate a copy, settle. */
export function applyMove(state: CeState, seat: number, move: CeMove): ApplyResult<CeState> | RuleError {
  if (state.phase === 'over') return ruleError(CommonErrors.gameOver, 'The game is over.');
  const p = participantOfSeat(state, seat);
  const decision = p < 0 ? undefined : decisionOf(state, p);
  if (!decision) return ruleError(CommonErrors.noDecision, 'You have nothing to decide right now.');
  // State is plain JSON; a JSON round trip is several times faster than structuredClone here.
  const s = JSON.parse(JSON.stringify(state)) as CeState;
  const out = dispatch(s, p, decision, move);
  if (Array.isArray(out)) {
    recordTurn(s, p, decision.kind === 'task', move);
    settle(s, out);
    return { state: s, events: out, reveals: revealedSomething(state, s) };
  }
  return out;
}

/** A task's answer or a move after a family ability continues the participant's turn; anything else starts one. */
function recordTurn(s: CeState, p: number, isTask: boolean, move: CeMove): void {
  const prev = s.lastTurn;
  const continues = prev !== undefined && prev.p === p && (isTask || prev.open);
  const text = formatMove(move);
  s.lastTurn = { p, moves: continues ? [...prev.moves, text] : [text], open: move.kind === 'ability' };
}

/** A city card, goal card or bot card came into view, or a setup city was revealed: no free take-back. */
function revealedSomething(before: CeState, after: CeState): boolean {
  const seen = (x: CeState) =>
    JSON.stringify([x.display, x.cityDeck.length, x.goalDeck.length, x.bot?.deck.length, x.bot?.revealed, x.players.map((p) => p.hiddenCity)]);
  return seen(before) !== seen(after);
}

function dispatch(s: CeState, p: number, d: Current, move: CeMove): Outcome {
  if (move.kind === 'ability') {
    if (!mayUseAbilities(s, p)) return fail('no-ability', 'Family abilities can be used only during your own turn with the families variant.');
    return applyAbility(s, p, move.ability, move.pay);
  }
  switch (d.kind) {
    case 'setup-goal':
      return move.kind === 'keep-goal' ? keepSetupGoal(s, p, d.drawn, move.goal) : wrong(expectation(d));
    case 'setup-first':
    case 'setup-second':
      return move.kind === 'post' ? setupPost(s, p, d.kind, move.city, move.space) : wrong(expectation(d));
    case 'setup-crest':
      return move.kind === 'crest' ? placeCrest(s, p, move.city) : wrong(expectation(d));
    case 'plan':
      if (move.kind === 'ship') return d.fallback ? fail('no-transport', 'No transport is possible: refill a city or take cards.') : transport(s, p, move);
      if (move.kind === 'refill' || move.kind === 'take-cards') return fallback(s, p, move);
      return wrong(expectation(d));
    case 'task':
      return taskMove(s, p, d, move);
    case 'port':
      return move.kind === 'port' ? decideCrestPort(s, p, move.count) : wrong(expectation(d));
  }
}
