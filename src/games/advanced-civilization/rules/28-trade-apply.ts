/** Routes a move made during phase 10 (trade) to the trade rules; the phase closes when every trader is done. */
import type { RuleError } from '../../../engine/errors.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { AcMove, TradeMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import type { AcState } from '../state.ts';
import { applyTradeMove } from './28-trade.ts';
import { endTrade } from './flow.ts';
import { fail } from './fail.ts';

const TRADE_KINDS: readonly string[] = ['offer', 'accept', 'reject', 'counter', 'withdraw', 'resume', 'done'];

function isTradeMove(m: AcMove): m is TradeMove | { kind: 'done' } {
  return TRADE_KINDS.includes(m.kind);
}

/** Offers show guaranteed cards to the recipient and trades show the cards received: taking them back would leak. */
export function tradeReveals(m: AcMove): boolean {
  return m.kind === 'offer' || m.kind === 'counter' || m.kind === 'accept';
}

export function playTrade(s: AcState, seat: number, m: AcMove, events: GameEvent[]): RuleError | null {
  if (!isTradeMove(m)) {
    return fail('wrong-decision', `"${formatMove(m)}" does not answer the current decision (phase: trade). Trade moves: offer, accept, reject, counter, withdraw, done, resume.`);
  }
  const r = applyTradeMove(s, seat, m, events);
  if (r === 'finished') {
    endTrade(s, events);
    return null;
  }
  return r;
}
