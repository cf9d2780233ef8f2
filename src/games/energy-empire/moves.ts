import type { Bag, DieType } from './data/index.ts';

export type TradeUnit = 'money' | 'steel' | 'plastic' | 'science';

/** A parsed move. Every move has a notation form (notation.ts) that round-trips. */
export type EeMove =
  | { t: 'keep'; nation: string; agenda: string }
  | { t: 'place'; location: string; energy: number }
  | { t: 'generate' }
  | { t: 'pass' }
  | { t: 'end' }
  | { t: 'activate'; target: string; workers: number; energy: number }
  | { t: 'buy'; slot: number; payWith: 'money' | 'resource' }
  | { t: 'drill'; space: string }
  | { t: 'die'; type: DieType; replacing: DieType | null }
  | { t: 'finance'; option: 'A' | 'B' | 'C' }
  | { t: 'oil'; mode: 'buy' | 'sell' }
  | { t: 'trade'; give: TradeUnit; get: TradeUnit }
  | { t: 'trade-done' }
  | { t: 'peek'; position: number }
  | { t: 'clean'; space: string }
  | { t: 'pollute'; space: string }
  | { t: 'take'; bag: Bag }
  | { t: 'branch'; option: number }
  | { t: 'accept' }
  | { t: 'decline' }
  | { t: 'claim'; agenda: string | null; discard: string | null }
  | { t: 'refine'; n: number }
  | { t: 'roll'; dice: Partial<Record<DieType, number>> | 'all' }
  | { t: 'highest'; type: DieType }
  | { t: 'drop-die'; type: DieType }
  | { t: 'drop-agenda'; id: string };
