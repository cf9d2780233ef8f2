import type { RngState } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import type { Bag, DieType, LocationType, PollutionKind, ResourceId, Row, Step } from './data/types.ts';
import type { EeOptions } from './options.ts';

/** Content of one environment space (EE-2.6); absent = unpolluted. */
export type SpaceToken = 'pollution' | 'nuclear' | 'oilWell';

/** Tokens (workers and energy) sitting on a structure or the nation card (EE-7.3). */
export interface Tokens {
  workers: number;
  energy: number;
}

export interface OwnedStructure {
  /** Stable per player: '<card>-<n>' (the n-th copy of that card the player bought). */
  uid: string;
  card: string;
  tokens: Tokens;
  /** Activations since the owner's last Generate turn (EE-7.2). */
  uses: number;
  /** The owner's Work-turn counter at the last activation (ER-23: 'later turn' for double-use cards). */
  lastWorkTurn: number;
}

export interface OwnedAgenda {
  id: string;
  /** Claimed from the face-up display (ER-16) and so known to everybody; the starting agenda is secret. */
  public: boolean;
}

export interface PlayerState {
  name: string;
  /** The kept nation (public once every player has chosen, EE-3.10); null during setup. */
  nation: string | null;
  /** The unchosen nation card, kept face down by its owner (out of play). */
  referenceNation: string | null;
  /** Setup deal (EE-3.10), private to the player until they keep one of each. */
  dealtNations: string[];
  dealtAgendas: string[];
  res: Record<ResourceId, number>;
  workersOwned: number;
  workersOnMat: number;
  energyOnMat: number;
  /** Energy tokens in play: mat + board + cards (EE-2.4: at most 10). */
  energyInPlay: number;
  /** Owned non-oil energy dice, in the mat slots (EE-2.5). */
  dice: DieType[];
  /** Polluted spaces only, keyed by space id ('air-1'). */
  env: Record<string, SpaceToken>;
  structures: OwnedStructure[];
  nationTokens: Tokens;
  agendas: OwnedAgenda[];
  vp: number;
  un: number;
  /** Type of the last turn actually taken (EE-4.3); a forced pass leaves it unchanged (ER-1). */
  lastTurn: 'work' | 'generate' | null;
  workTurns: number;
  /** GI row positions (1-based) this player looked at, with the card seen (EE-11.7). */
  peeks: Record<string, string>;
}

/** A stack on a location (EE-5.2): `energy` tokens with one worker on top; height = energy + 1. */
export interface Stack {
  owner: Seat | 'neutral';
  energy: number;
}

export type Pieces = Bag & { pollution?: number };

export interface LocationState {
  stacks: Stack[];
  /** Pieces left by Global Impact cards (EE-6.12). */
  pieces: Pieces;
}

export interface GiSlot {
  card: string;
  status: 'down' | 'up' | 'discarded';
}

export interface Market {
  slots: (string | null)[];
  deck: string[];
  discard: string[];
}

export interface Modifier {
  kind: 'oilBuyPriceDelta';
  value: number;
}

export interface RolledDie {
  type: DieType;
  rank: number;
  energy: number;
}

/**
 * Work still to be done, in order (the effect interpreter's continuation, EE-2.11). A task either resolves
 * by itself or waits for a decision of its seat; nothing is a callback, so a restart loses nothing.
 */
export type Task =
  | { k: 'steps'; seat: Seat; steps: Step[]; /** ER-32: offers of these steps may be answered at the same time. */ simultaneous?: boolean }
  | { k: 'place-pollution'; seat: Seat; kind: PollutionKind; row: Row | null }
  | { k: 'cleanup'; seat: Seat; n: number }
  | { k: 'peek'; seat: Seat; n: number }
  | { k: 'drill'; seat: Seat; optional: boolean }
  | { k: 'gain-choice'; seat: Seat; options: Bag[] }
  | { k: 'choose'; seat: Seat; branches: Step[][] }
  | { k: 'offer'; seat: Seat; steps: Step[]; simultaneous: boolean; answer: 'accept' | 'decline' | null }
  | { k: 'market'; seat: Seat; market: LocationType }
  | { k: 'power-plant'; seat: Seat }
  /** ER-11: an effect gives a die the player has no room for; a discard of an owned die would make room. */
  | { k: 'make-room'; seat: Seat; die: DieType }
  | { k: 'finance'; seat: Seat }
  | { k: 'oil-market'; seat: Seat }
  | { k: 'trade'; seat: Seat }
  | { k: 'global-impact'; seat: Seat };

export type TurnState =
  | { kind: 'start' }
  | { kind: 'work'; location: string; stage: 'action' | 'activate' }
  | {
      kind: 'generate';
      stage: 'claim' | 'refine' | 'roll' | 'highest' | 'pollution' | 'done';
      /** EE-8.1 / ER-27: workers + energy on the mat at the start of the turn were at least 2. */
      mayClaim: boolean;
      oilDice: number;
      rolled: RolledDie[];
      /** Token taken from the track (or supply) in step 5, waiting to be placed or discarded. */
      token: boolean;
    };

export interface EeState {
  rng: RngState;
  options: EeOptions;
  phase: 'setup' | 'play' | 'over';
  players: PlayerState[];
  current: Seat;
  /** Turns taken so far (all players). */
  turnNo: number;
  turn: TurnState;
  locations: Record<string, LocationState>;
  /** Tokens on each Global Impact track space (EE-11.1). */
  track: number[];
  giRow: GiSlot[];
  modifiers: Modifier[];
  /** Triggers raised and not yet resolved (ER-7). */
  triggers: number;
  markets: Record<LocationType, Market>;
  agendaDisplay: (string | null)[];
  agendaDeck: string[];
  diceSupply: Record<DieType, number>;
  tasks: Task[];
  /** EE-15: set when the 6th track space empties. */
  end: { triggeredBy: Seat; finalTurns: Seat[] | null } | null;
  /** Counts reveals of hidden information (cards drawn face up, peeks) so apply() can mark moves as revealing. */
  reveals: number;
  lastRoll: { seat: Seat; dice: RolledDie[]; energy: number } | null;
  /**
   * The moves (notation) of the turn under way or just ended, by the player whose turn it is: its placement or
   * Generate, each later step, the end. For the turn card. Absent in snapshots made before it existed.
   */
  lastTurn?: { seat: Seat; steps: string[] } | null;
}
