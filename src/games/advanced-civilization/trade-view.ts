/** What a seat may see of the open trade offers (H: an offer is private to its two parties). */
import { tradeState } from './rules/28-trade.ts';
import { seatName } from './rules/units.ts';
import type { AcState } from './state.ts';

/** An open offer as one party sees it: the offerer sees his exact cards, the recipient only the count and guarantees. */
export interface AcOfferView {
  id: number;
  from: number;
  to: number;
  /** The exact cards given: only in the offerer's own view. */
  give?: string[];
  giveCount: number;
  guaranteed: string[];
  claim: string;
  askCount: number;
  askGuaranteed: string[];
}

export function offersFor(s: AcState, seat: number): AcOfferView[] {
  if (!s.trade) return [];
  return tradeState(s)
    .offers.filter((o) => o.from === seat || o.to === seat)
    .map((o) => ({
      id: o.id,
      from: o.from,
      to: o.to,
      ...(o.from === seat ? { give: [...o.give] } : {}),
      giveCount: o.give.length,
      guaranteed: [...o.guaranteed],
      claim: o.claim,
      askCount: o.askCount,
      askGuaranteed: [...o.askGuaranteed],
    }));
}

/** Seats still trading (eligible, not done): public. */
export function stillTrading(s: AcState): number[] {
  const t = s.trade;
  return t ? t.eligible.filter((x) => !t.done.includes(x)) : [];
}

/** Seats done trading (X4), who may still resume (D.3.6): public. */
export function doneTrading(s: AcState): number[] {
  const t = s.trade;
  return t ? t.eligible.filter((x) => t.done.includes(x)) : [];
}

/**
 * The public market line of phase 10 (D.3.2, issue 13): who still trades, who is done and how many trades were made;
 * never an offer's cards, its recipient or a hand's content (H), only the public card counts (27.3).
 */
export function marketLine(s: AcState): string {
  const t = s.trade;
  if (s.phase !== 'trade' || !t) return '';
  const name = (x: number) => `${seatName(s, x)} (${s.players[x]!.hand.length} cards)`;
  const trading = stillTrading(s).map(name).join(', ') || 'nobody';
  const done = doneTrading(s).map(name).join(', ') || 'nobody';
  return `Market: still trading ${trading}; done ${done}; ${t.completedThisTurn} trade${t.completedThisTurn === 1 ? '' : 's'} this turn.`;
}
