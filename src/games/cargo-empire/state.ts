/** The state of a game of Cargo Empire: the board, the participants, the decks and the work still to do (spec §2, §3). */
import type { RngState } from '../../engine/rng.ts';
import type { CeOptions } from './options.ts';

export type Cargo = 'orange' | 'white' | 'gray' | 'brown';
export type Colour = 'red' | 'yellow' | 'green' | 'blue' | 'purple';
export type Transport = 'car' | 'loco' | 'ship';
export type Row = 'upper' | 'lower';
export type DemandSpace = 'upper' | 'lower';
/** A city card in a deck, the display or a hand: a city id, or 'blank'. */
export type CityCard = string;
export const BLANK = 'blank';

export type Counts<K extends string> = Record<K, number>;

export interface CityState {
  /** City tile id, null once the city is level 3 (tile removed, CE-6.4). */
  tile: string | null;
  level: 1 | 2 | 3;
  /** The two production spaces: the colour of the cube on it, or null when empty. */
  production: (Cargo | null)[];
  /** Colour of the post on each demand space, null when empty. */
  demand: Record<DemandSpace, Colour | null>;
  /** Posts on the city's trading post spaces (moved there by upgrades, CE-6.2). */
  posts: Colour[];
}

/** Where a transport marker is on the development track (CE-0.3, CE-8.6). */
export type MarkerPos =
  | { area: 'start' }
  | { area: 'tile'; slot: number; row: Row; space: number }
  | { area: 'gap'; slot: number }
  | { area: 'vp'; level: number };

/** A human player or the bot (CE-14). Vassals (CE-16) are only a colour attached to a human. */
export interface Participant {
  kind: 'human' | 'bot';
  seat: number | null;
  name: string;
  colour: Colour;
  vassal: Colour | null;
  markers: Record<Transport, MarkerPos>;
  hand: Counts<Transport>;
  /** Posts per round section of the reserve (CE-S7.3). */
  reserve: number[];
  vassalReserve: number[];
  /** Personal city cards, face up (CE-7.4). */
  cities: CityCard[];
  /** Goal card ids: private for humans, public for the bot after its setup (CE-14.2 g). */
  goals: number[];
  /** Face-down setup city card (CE-S7.5) until it is revealed in CE-S10. */
  hiddenCity: CityCard | null;
  /** Cubes kept in front of the player (families, CE-13.2). */
  cubes: Counts<Cargo>;
  /** City where the family crest tile lies (families only). */
  crest: string | null;
}

/** Work still to be done in the current turn, maintenance or setup; the head may wait for a decision. */
export type Task =
  | { t: 'runs'; p: number; runs: { marker: Transport; steps: number }[] }
  | { t: 'advance'; p: number; marker: Transport; steps: number }
  | { t: 'rewards'; p: number; origin: string; destination: string; fullUpgrade: boolean; extra: number; eligible: Transport[] }
  | { t: 'flex'; p: number; steps: number; eligible: Transport[] }
  | { t: 'city'; p: number }
  | { t: 'goal'; p: number; drawn: number[] }
  | { t: 'any'; p: number; advance: boolean }
  | { t: 'cityOrGoal'; p: number }
  | { t: 'vassal'; p: number }
  /** CE-17.3: several express tiles (or none) can be passed by the shortest journeys: the player picks one. */
  | { t: 'express'; p: number; spaces: string[]; none: boolean };

export type Phase =
  | 'setup-goals'
  | 'setup-order'
  | 'setup-first'
  | 'setup-second'
  | 'setup-crest'
  | 'action'
  | 'maintenance'
  /** After round 3, before the result: the blue family decides whether its crest city counts as a port (CE-13.5). */
  | 'final'
  | 'over';

export interface BotState {
  /** Bot card numbers, top first (CE-14.2 a). */
  deck: number[];
  discard: number[];
  /** The bot card of the current bot turn (its arrow chooses rows). */
  card: number | null;
  /** Display slot under the bot destination marker (0-based). */
  destSlot: number;
  /** City under the bot origin marker. */
  origin: string | null;
  /** Whether the bot's hidden city and goal card are revealed (CE-14.2 f, g). */
  revealed: boolean;
  /** What the bot did on its last turn, in words (for the board; absent in states saved before it was kept). */
  lastMove?: string;
}

export interface TurnFlags {
  /** Rockriel: locomotive cards enhanced this turn (CE-13.5 red). */
  enhanced: number;
  /** Kasha: crest abilities borrowed this turn (CE-13.5 purple). */
  borrowed: Colour[];
  /** 'plan' until the transport or fallback is done, then 'develop'. */
  stage: 'plan' | 'develop';
}

/**
 * The moves of the last turn of one participant, a main action and the sub-steps that answered its tasks
 * (row, advance, ...), so the board names the whole move, not its last sub-step. Absent in older states.
 */
export interface LastTurn {
  p: number;
  moves: string[];
  /** The last move was a family ability, which the turn's main action may still follow. */
  open: boolean;
}

export interface CeState {
  v: 1;
  lastTurn?: LastTurn;
  options: CeOptions;
  players: Participant[];
  cities: Record<string, CityState>;
  supply: Counts<Cargo>;
  /** Track tile faces in the three slots (CE-S2, CE-19.1). */
  track: string[];
  /** City deck, top first; 'blank' entries are blank cards (CE-7.3). */
  cityDeck: CityCard[];
  display: CityCard[];
  /** Goal deck, top first. */
  goalDeck: number[];
  /** Turn order: participant indices (CE-S8, CE-10.3). */
  order: number[];
  round: number;
  phase: Phase;
  /** Turns taken in the current round by all participants together. */
  turn: number;
  flags: TurnFlags;
  /** Setup: goal pairs still to choose from, per participant (CE-S7.6). */
  setupGoals: (number[] | null)[];
  /** Setup: how many players have done the current setup step. */
  setupDone: number;
  /** Setup CE-S9: display cities chosen so far. */
  setupChosen: string[];
  tasks: Task[];
  bot: BotState | null;
  /** Posts removed from the game (fallback turns, CE-9.2), per participant. */
  removedPosts: number[];
  /** Dior (CE-17): the transport type of the express tile on each express space, null when empty; absent in Europe. */
  express?: Record<string, Transport | null>;
  /** CE-13.5 blue: whether the blue player counts the crest city as a port at final scoring (absent until decided). */
  crestPort?: boolean;
  rng: RngState;
}
