import type { NationId } from './data/nations.ts';
import type { CityBuild } from './rules/25-cities.ts';
import type { ShipStep } from './rules/22-ships.ts';
import type { MoveStep } from './rules/23-movement.ts';
import type { Purchase } from './rules/31-civ-cards.ts';
import type { CalamityMove } from './rules/calamities/types.ts';
import type { OfferTerms } from './state.ts';

/** A parsed move; one kind per decision of the spec's inventory (D.2). */
export type AcMove =
  | { kind: 'nation'; nation: NationId }
  | { kind: 'start'; area: string }
  | { kind: 'rate'; rate: number }
  | { kind: 'revolt'; areas: string[] }
  | { kind: 'grow'; placement: [string, number][] }
  | { kind: 'ships'; steps: ShipStep[] }
  | { kind: 'move'; steps: MoveStep[]; done?: boolean }
  | { kind: 'done' }
  | { kind: 'pillage'; tokens: number }
  | { kind: 'cities'; builds: CityBuild[] }
  | { kind: 'reduce'; areas: string[] }
  | { kind: 'gold'; count: number }
  | { kind: 'buy'; purchase: Purchase }
  | { kind: 'discard'; cards: string[] }
  | TradeMove
  | CalamityMove
  | AnyTimeMove;

/** Moves outside the phase's decisions (anyTimeMoves): insist on strict order (17.2, G1), leave (15.6, G2), join late (15.5). */
export type AnyTimeMove = { kind: 'insist' } | { kind: 'leave' } | { kind: 'join' };

/** First words of the moves answered privately in simultaneous phases (D.1): the log shows only "submitted" until the game ends. */
export const HIDDEN_ANSWERS: readonly string[] = ['start', 'rate', 'grow', 'cities', 'reduce', 'discard', 'ship', 'ships', 'lose', 'grain'];

/** Moves of the trade phase (28, protocol D.3; decisions X1-X4 of D.2). */
export type TradeMove =
  | { kind: 'offer'; to: NationId; terms: OfferTerms }
  | { kind: 'accept'; offer: number; cards: string[] }
  | { kind: 'reject'; offer: number }
  | { kind: 'counter'; offer: number; terms: OfferTerms }
  | { kind: 'withdraw'; offer: number }
  /** X4 taken back (D.3.6): trading again while others are not done. */
  | { kind: 'resume' };

/** Longest claim text accepted (characters). */
export const CLAIM_MAX = 120;
