/** What a seat may see of the open trade offers (H: an offer is private to its two parties). */
import { tradeState } from './rules/28-trade.ts';
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
