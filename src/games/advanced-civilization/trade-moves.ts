/** Moves and state of the trade phase (28, protocol D.3; decisions X1-X4 of D.2). */
import type { NationId } from './data/nations.ts';

/** What an offer (X1) states: the exact cards given, the guaranteed ones, a free claim, and what is asked. */
export interface OfferTerms {
  /** The exact cards given (>= 3, tradable), sorted. Only the offerer sees the unguaranteed ones. */
  give: string[];
  /** At least 2 commodity cards among `give`, named truthfully (28.3), sorted. */
  guaranteed: string[];
  /** How many cards the recipient must give (>= 3). */
  askCount: number;
  /** At least 2 commodity cards the recipient must include, sorted. */
  askGuaranteed: string[];
  /** Free text (may be false, 28.3); lower case, at most CLAIM_MAX characters, no double quote. */
  claim: string;
}

export type TradeMove =
  | { kind: 'offer'; to: NationId; terms: OfferTerms }
  | { kind: 'accept'; offer: number; cards: string[] }
  | { kind: 'reject'; offer: number }
  | { kind: 'counter'; offer: number; terms: OfferTerms }
  | { kind: 'withdraw'; offer: number }
  /** X4 taken back (D.3.6): trading again while others are not done. */
  | { kind: 'resume' };

export interface TradeOffer extends OfferTerms {
  id: number;
  from: number;
  to: number;
}

/** Trade bookkeeping; kept between turns so offer ids stay unique for the whole game. */
export interface TradeState {
  nextOfferId: number;
  /** Open offers (accepted, rejected, withdrawn, cancelled and lapsed ones are removed). */
  offers: TradeOffer[];
  /** Seats trading this phase (>= 3 trade cards at its start, D.3.1). */
  eligible: number[];
  /** Eligible seats that declared done (X4). */
  done: number[];
  /** Trades completed this turn and in the whole game. */
  completedThisTurn: number;
  completedTotal: number;
}

/** Longest claim text accepted (characters). */
export const CLAIM_MAX = 120;
