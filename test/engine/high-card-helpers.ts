import { isRuleError, type RuleError } from '../../src/engine/errors.ts';
import { playNotation, type PlayedMove } from '../../src/engine/play.ts';
import type { SeatInfo } from '../../src/engine/types.ts';
import { highCard, type HighCardOptions, type HighCardPublicView, type HighCardSeatView, type HighCardState } from '../fixtures/games/high-card/index.ts';

export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];

export function seatsOf(n: number): SeatInfo[] {
  return NAMES.slice(0, n).map((name) => ({ name }));
}

export function newGame(n: number, options: Partial<HighCardOptions> = {}, seed = 'hc'): HighCardState {
  return highCard.setup(highCard.options.parse(options), seatsOf(n), seed);
}

/** A game whose current hands are replaced by the given ones (the deck gets the rest), for scenarios. */
export function withHands(state: HighCardState, hands: number[][]): HighCardState {
  const next = structuredClone(state);
  next.hands = hands.map((h) => [...h].sort((a, b) => a - b));
  const dealt = new Set(hands.flat());
  next.deck = next.deck.concat(state.hands.flat()).filter((c) => !dealt.has(c));
  return next;
}

export function play(state: HighCardState, seat: number, text: string): PlayedMove<HighCardState> {
  const result = playNotation<HighCardState>(highCard, state, seat, text);
  if (isRuleError(result)) throw new Error(`seat ${seat} '${text}' refused: ${result.code} ${result.message}`);
  return result;
}

export function refuse(state: HighCardState, seat: number, text: string): RuleError {
  const result = playNotation<HighCardState>(highCard, state, seat, text);
  if (!isRuleError(result)) throw new Error(`seat ${seat} '${text}' was accepted`);
  return result;
}

/** Plays moves in order, each `seat:move`, returning the final state. */
export function playAll(state: HighCardState, moves: string[]): HighCardState {
  return moves.reduce((s, m) => {
    const [seat, text] = m.split(':') as [string, string];
    return play(s, Number(seat), text).state;
  }, state);
}

export function publicViewOf(state: HighCardState): HighCardPublicView {
  return highCard.view(state, null) as HighCardPublicView;
}

export function seatViewOf(state: HighCardState, seat: number): HighCardSeatView {
  return highCard.view(state, seat) as HighCardSeatView;
}
