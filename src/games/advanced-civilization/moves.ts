import type { NationId } from './data/nations.ts';
import type { CityBuild } from './rules/25-cities.ts';
import type { ShipStep } from './rules/22-ships.ts';
import type { MoveStep } from './rules/23-movement.ts';
import type { Purchase } from './rules/31-civ-cards.ts';
import type { TradeMove } from './trade-moves.ts';
import type { CalamityMove } from './rules/calamities/types.ts';

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
  | CalamityMove;

/** First words of the moves answered privately in simultaneous phases (D.1): the log shows only "submitted" until the game ends. */
export const HIDDEN_ANSWERS: readonly string[] = ['start', 'rate', 'grow', 'cities', 'reduce', 'discard', 'ship', 'ships', 'lose', 'grain'];
