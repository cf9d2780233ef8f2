/**
 * Moves outside the phase's decisions (GameModule.anyTimeMoves): insist on strict order (17.2, G1), leave the game (15.6,
 * G2) and join it late (15.5), and the late player's nation choice (15.51), which waits beside the phase. Also refuses
 * every other move from seats that are out (left) or not yet in (joining).
 */
import { CommonErrors, ruleError, type RuleError } from '../../../engine/errors.ts';
import type { ApplyResult, GameEvent } from '../../../engine/types.ts';
import { defaultMove, legalMoves } from '../legal.ts';
import type { AcMove } from '../moves.ts';
import { parseMove } from '../notation.ts';
import { pendingDecisions } from '../pending.ts';
import type { AcState } from '../state.ts';
import { chooseLateNation, joinLate, joinProblem, lateNationProblem } from './15.5-late-join.ts';
import { leaveGame, leaveProblem } from './15.6-leaving.ts';
import { insistStrict, isStrict } from './17.2-strict-order.ts';
import { inPlay, tidy } from './units.ts';
import { fail } from './fail.ts';

type Apply = (state: AcState, seat: number, m: AcMove) => ApplyResult<AcState> | RuleError;
/** Resolves a simultaneous step whose every answer is in (rules/apply.ts), so a leaver's last answer never stalls it. */
type Settle = (state: AcState, events: GameEvent[]) => void;

/** Notation of the open moves of a seat now (the module's anyTimeMoves). */
export function anyTimeMoves(s: AcState, seat: number): string[] {
  if (s.phase === 'over') return [];
  if (seat === s.players.length) return joinProblem(s, seat) === null ? ['join'] : [];
  const p = s.players[seat];
  if (!p || p.left) return [];
  return [...(isStrict(s) ? [] : ['insist strict']), ...(leaveProblem(s, seat) === null ? ['leave'] : [])];
}

/** The result of an open move, a refusal for a seat that is out, or null when the phase's rules take the move. */
export function outsideMove(state: AcState, seat: number, m: AcMove, apply: Apply, settle: Settle): ApplyResult<AcState> | RuleError | null {
  if (m.kind === 'join') {
    const problem = joinProblem(state, seat);
    return problem ? fail('join', problem) : change(state, (s, events) => joinLate(s, seat, events));
  }
  const p = state.players[seat];
  if (!p) return ruleError(CommonErrors.notYourTurn, 'You are not a player of this game.');
  if (p.left) return fail('left', 'You have left the game (15.6): your units stay on the board, but you make no more moves.');
  if (m.kind === 'insist') {
    let refused: RuleError | null = null;
    const done = change(state, (s, events) => {
      refused = insistStrict(s, seat, events);
    });
    return refused ?? done;
  }
  if (m.kind === 'leave') {
    const problem = leaveProblem(state, seat);
    return problem ? fail('leave', problem) : leaveAfterAnswering(state, seat, apply, settle);
  }
  if (p.waiting && p.nation === null) {
    if (m.kind !== 'nation') return fail('late-nation', 'Choose your nation first (15.51), e.g. "nation egypt".');
    const problem = lateNationProblem(state, m.nation);
    return problem ? fail('nation-unavailable', problem) : change(state, (s, events) => chooseLateNation(s, seat, m.nation, events));
  }
  if (!inPlay(p) && !pendingDecisions(state).some((d) => d.seat === seat)) {
    return ruleError(CommonErrors.notYourTurn, 'You wait for a Civil War (15.5): until then you have nothing to decide.');
  }
  return null;
}

function change(state: AcState, act: (s: AcState, events: GameEvent[]) => void): ApplyResult<AcState> {
  const s = structuredClone(state);
  const events: GameEvent[] = [];
  act(s, events);
  tidy(s);
  return { state: s, events };
}

/** How many of his own open decisions a leaver's defaults may answer before he goes (a movement turn is one "done"). */
const MAX_DEFAULTS = 50;

/**
 * 15.6: what the leaver still has to decide now is answered with its D.2 default (else his first legal move), then he
 * leaves. A hidden answer he owes later under strict order is given as its default at once.
 */
function leaveAfterAnswering(state: AcState, seat: number, apply: Apply, settle: Settle): ApplyResult<AcState> | RuleError {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < MAX_DEFAULTS; i++) {
    const open = pendingDecisions(s).find((d) => d.seat === seat && d.answered !== true);
    if (!open) break;
    const played = [open.defaultMove ?? '', ...legalMoves(s, seat)]
      .map((text) => parseMove(text))
      .map((m) => ('isRuleError' in m ? m : apply(s, seat, m)))
      .find((r) => !('isRuleError' in r));
    if (!played || 'isRuleError' in played) break;
    s = played.state;
    events.push(...played.events);
  }
  const out = structuredClone(s);
  if (out.sim?.seats.includes(seat) && out.sim.answers[seat] === undefined) out.sim.answers[seat] = defaultMove(out, seat) ?? '';
  leaveGame(out, seat, events);
  settle(out, events);
  tidy(out);
  return { state: out, events, reveals: true };
}
