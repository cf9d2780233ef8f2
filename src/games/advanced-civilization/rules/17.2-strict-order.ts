/**
 * 17.2 strict order: phases that do not affect the other players are played simultaneously (D.1), but any player may
 * insist on strict order at any time (or the table starts with it). Then every simultaneous phase asks one seat at a
 * time, in A.S.T. order (17.4; ships in movement order, 22.1), and each answer is public and final once given. The
 * answers are still applied together when the last is in, in that same order: these phases do not affect the other
 * players, so the board is the one a seat-by-seat application would give, and each seat has seen the earlier answers.
 */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import type { AcState } from '../state.ts';
import { movementOrder } from './21-census.ts';
import { astOrder, seatName } from './units.ts';
import { fail } from './fail.ts';
import type { RuleError } from '../../../engine/errors.ts';

export function isStrict(s: AcState): boolean {
  return s.strict === true || s.options.strictOrder === true;
}

/** The seats of the current simultaneous phase in the order strict order asks them (seats not in play last). */
export function strictSequence(s: AcState): number[] {
  const order = s.phase === 'ships' ? movementOrder(s) : astOrder(s);
  const rank = (seat: number) => (order.includes(seat) ? order.indexOf(seat) : order.length + seat);
  return [...(s.sim?.seats ?? [])].sort((a, b) => rank(a) - rank(b));
}

/** Under strict order, the one seat the simultaneous phase waits for now; null when strict order is not in force. */
export function strictTurn(s: AcState): number | null {
  if (!isStrict(s) || !s.sim) return null;
  const sim = s.sim;
  return strictSequence(s).find((seat) => sim.answers[seat] === undefined) ?? null;
}

/** `insist strict` (G1): any player still in the game, at any time; from then on until the end. */
export function insistStrict(s: AcState, seat: number, events: GameEvent[]): RuleError | null {
  if (isStrict(s)) return fail('strict-already', 'Strict order is already in force (17.2): the simultaneous phases are played one nation at a time.');
  s.strict = true;
  events.push({
    kind: 'strict-order',
    data: { seat },
    text: `${seatName(s, seat)} insists on strict order (17.2): from now on the simultaneous phases are played one nation at a time, in A.S.T. order (ships: movement order).`,
  });
  return null;
}

/** The public line for an answer given under strict order: the answer itself, except the cards of a discard (hidden hand). */
export function strictAnswerEvent(s: AcState, seat: number, m: AcMove): GameEvent {
  const said = m.kind === 'discard' ? `discards ${m.cards.length} card${m.cards.length === 1 ? '' : 's'}` : `answers "${formatMove(m)}"`;
  return { kind: 'strict-answer', data: { seat }, text: `${seatName(s, seat)} ${said} (strict order, 17.2).` };
}
