import type { Cargo, Colour, CityCard, Counts, DemandSpace, Row, Transport } from './state.ts';

/** A move as parsed from notation (notation.ts) and applied by rules/apply.ts: one answer to the mover's current decision. */
export type CeMove =
  | { kind: 'keep-goal'; goal: number }
  | { kind: 'post'; city: string; space: DemandSpace }
  | { kind: 'crest'; city: string }
  | { kind: 'ship'; cube: Cargo; origin: string; destination: string; cards: Counts<Transport>; space?: DemandSpace }
  | { kind: 'refill'; city: string }
  | { kind: 'take-cards' }
  | { kind: 'advance'; marker: Transport }
  | { kind: 'row'; row: Row }
  | { kind: 'step'; marker: Transport }
  | { kind: 'take-city'; card: CityCard }
  | { kind: 'gain'; card: Transport }
  | { kind: 'choose'; bonus: 'city' | 'goal' }
  | { kind: 'vassal'; cube: Cargo; origin: string; destination: string; space?: DemandSpace }
  | { kind: 'ability'; ability: FamilyAbility; pay: Cargo[] }
  /** CE-17.3: the express tile to take (an express space), or none when a shortest journey passes no tile. */
  | { kind: 'express'; space: string | null }
  /** CE-13.5 blue: whether the crest city counts as a port at final scoring. */
  | { kind: 'port'; count: boolean };

export type FamilyAbility =
  | { id: 'move-crest'; city: string }
  | { id: 'buy-car' }
  | { id: 'move-cube'; cube: Cargo; from: string; to: string }
  | { id: 'enhance' }
  | { id: 'swap'; card: Transport }
  | { id: 'borrow'; colour: Colour };
