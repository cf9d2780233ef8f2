import { CommonErrors, type RuleError } from '../../../engine/errors.ts';
import type { ApplyResult, Seat } from '../../../engine/types.ts';
import type { EeMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import { keepChoice } from './setup.ts';
import type { EeState } from '../state.ts';
import { activate } from './activation.ts';
import { dropAgenda } from './agendas.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { currentChoices, dropMoves } from './decisions.ts';
import { dropDie } from './dice.ts';
import { explainIllegal } from './explain.ts';
import { fail, failCommon } from './fail.ts';
import { doClaim, doRefine, doRoll, resolveHighest, rollableDice, startGenerate } from './generate.ts';
import { placeWorker } from './locations.ts';
import { answerTask } from './tasks.ts';
import { advance, endTurn } from './turns.ts';

/** 'roll all' names every die the player may roll now. */
function concrete(s: EeState, seat: Seat, move: EeMove): EeMove {
  return move.t === 'roll' && move.dice === 'all' ? { t: 'roll', dice: rollableDice(s, seat) } : move;
}

/**
 * Applies one move. Every move is checked against the decision the seat holds and its legal answers before
 * anything changes, so bad input never changes state.
 */
export function applyMove(state: EeState, seat: Seat, raw: EeMove): ApplyResult<EeState> | RuleError {
  if (state.phase === 'over') return failCommon(CommonErrors.gameOver, 'The game is over: no more moves can be made.');
  if (raw.t === 'drop-die' || raw.t === 'drop-agenda') return applyDrop(state, seat, raw);
  const choice = currentChoices(state).find((c) => c.seat === seat);
  if (!choice) {
    const waiting = [...new Set(currentChoices(state).map((c) => state.players[c.seat]?.name ?? `seat ${c.seat + 1}`))];
    return failCommon(CommonErrors.notYourTurn, `It is not your turn: the game is waiting for ${waiting.join(', ')}.`);
  }
  const move = concrete(state, seat, raw);
  const text = formatMove(move);
  if (!choice.moves.some((m) => formatMove(m) === text)) return explainIllegal(state, seat, move, choice);
  return performed(state, seat, move, raw);
}

/** `logged` is the move as the log keeps it ('roll all' before it names the dice). */
function performed(state: EeState, seat: Seat, move: EeMove, logged: EeMove = move): ApplyResult<EeState> {
  const ctx: Ctx = { s: structuredClone(state), events: [] };
  perform(ctx, seat, move);
  advance(ctx);
  ctx.s.lastTurn = turnSteps(state, seat, logged);
  return { state: ctx.s, events: ctx.events, reveals: ctx.s.reveals !== state.reveals };
}

/**
 * The steps of the turn under way after this move: a placement, Generate or pass by the player to move starts them
 * anew; the player's later moves in the turn are added. Other seats' answers and discards made at any time are not
 * steps of the turn.
 */
function turnSteps(before: EeState, seat: Seat, move: EeMove): EeState['lastTurn'] {
  const last = before.lastTurn ?? null;
  if (before.phase !== 'play' || seat !== before.current || move.t === 'drop-die' || move.t === 'drop-agenda') return last;
  const starts = before.turn.kind === 'start' && before.tasks.length === 0;
  const text = formatMove(move);
  return !starts && last?.seat === seat ? { seat, steps: [...last.steps, text] } : { seat, steps: [text] };
}

/**
 * D-P3 / D-P4 a discard (EE-2.5.6, EE-14.4, ER-11): any seat may make it at any time while the game is played, on
 * its turn or not; it answers no decision, so whatever the game waits for stays open.
 */
function applyDrop(state: EeState, seat: Seat, move: Extract<EeMove, { t: 'drop-die' | 'drop-agenda' }>): ApplyResult<EeState> | RuleError {
  const allowed = dropMoves(state, seat).map(formatMove);
  if (allowed.includes(formatMove(move))) return performed(state, seat, move);
  if (state.phase !== 'play') return fail('no-drop-yet', 'Dice and agendas can be discarded once every player has kept a nation and an agenda.');
  const what = move.t === 'drop-die' ? `You own no ${move.type} die.` : `You hold no agenda "${move.id}".`;
  return fail('cannot-drop', allowed.length > 0 ? `${what} You may discard: ${allowed.join(', ')}.` : `${what} You own no die or agenda to discard.`, allowed);
}

function perform(ctx: Ctx, seat: Seat, move: EeMove): void {
  switch (move.t) {
    case 'keep':
      return keepChoice(ctx, seat, move.nation, move.agenda);
    case 'place':
      return placeWorker(ctx, seat, move.location, move.energy);
    case 'generate':
      return startGenerate(ctx, seat);
    case 'pass':
      say(ctx, 'pass', { seat }, `${nameOf(ctx, seat)} must Work but has no legal placement: the turn is passed (ER-1).`);
      return endTurn(ctx);
    case 'end':
      say(ctx, 'end-turn', { seat }, `${nameOf(ctx, seat)} ends the turn.`);
      return endTurn(ctx);
    case 'activate':
      return activate(ctx, seat, move);
    case 'claim':
      return doClaim(ctx, seat, move);
    case 'refine':
      return doRefine(ctx, seat, move.n);
    case 'roll':
      return doRoll(ctx, seat, move.dice === 'all' ? rollableDice(ctx.s, seat) : move.dice);
    case 'highest':
      return resolveHighest(ctx, seat, move.type);
    case 'drop-die':
      return dropDie(ctx, seat, move.type);
    case 'drop-agenda':
      return dropAgenda(ctx, seat, move.id);
    default:
      return answerTask(ctx, seat, move);
  }
}
