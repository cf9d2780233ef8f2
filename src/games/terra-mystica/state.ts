import type { RngState } from '../../engine/rng.ts';
import type { FactionId } from './data/factions.ts';
import type { Terrain } from './data/terrain.ts';
import type { BonusId, BuildingType, Cult, FavorId, PieceType, ScoringId, TownId } from './data/tiles.ts';

export type { TmOptions } from './options.ts';
import type { TmOptions } from './options.ts';

/** Faction auction (TM-3.6.4): nominate in bidding order, then bid 0-30 VP; start with 30 minus your bid. */
export interface AuctionState {
  /** Seats in bidding order (random). */
  order: number[];
  /** Nominated factions in nomination order: slots #1..#N. */
  nominated: FactionId[];
  /** Current highest bid per nominated faction. */
  holder: Partial<Record<FactionId, { seat: number; bid: number }>>;
  /** Bidding round (1 = everybody bids; later rounds only players without a faction). */
  round: number;
  /** Seats still to act in this round, in bidding order. */
  queue: number[];
}

export type Phase = 'factions' | 'auction' | 'setup' | 'income-spades' | 'play' | 'over';

export interface BuildingPiece {
  seat: number;
  type: PieceType;
}

export interface LeechOffer {
  id: number;
  from: number;
  to: number;
  /** Power value of the recipient's buildings next to the build (TM-8.2). */
  amount: number;
  /** What the recipient could still take (capacity at offer time, lowered by later gains). */
  actual: number;
  /** Set when the recipient did something that snellman's strict-leech mode forbids before answering. */
  tainted?: string;
  /** Nomads' trading camp is next to the build: 1 coin may be taken instead (special terrain). */
  camp?: boolean;
}

/** Per-seat faction state. Temporary counters mirror snellman's pseudo-resources. */
/** Effects a faction may still use in its turn (snellman pseudo-resources); they lapse when the turn ends. */
export interface TurnScratch {
  SPADE: number;
  CULT: number;
  gainFavor: number;
  gainTown: number;
  BRIDGE: number;
  freeTf: number;
  tfNeedAdjacency: number;
  freeTp: number;
  freeD: number;
  teleportNoTf: number;
  convertWtoP: number;
  /** Chaos Magicians: the gate may be placed (same action as the stronghold). */
  chaosGate: boolean;
  /** Mermaids: a river town is offered after their action (TM-14.9); answered by "connect rN" or "done". */
  riverTown?: boolean;
}

export interface FactionState {
  id: FactionId;
  seat: number;
  VP: number;
  C: number;
  W: number;
  P: number;
  P1: number;
  P2: number;
  P3: number;
  cult: [number, number, number, number];
  keys: number;
  /** Priests standing on cult-board spaces (SCORE9). */
  priestsOnCult: number;
  maxP: number;
  ship: number;
  dig: number;
  /** Tunnelling / carpet level (1 after the Dwarves' or Fakirs' stronghold). */
  teleport: number;
  carpetRange: number;
  built: Record<BuildingType, number>;
  /** Hexes with this seat's buildings, in building order. */
  locations: string[];
  bridgesLeft: number;
  favors: FavorId[];
  towns: TownId[];
  bonus: BonusId | null;
  /** Faction special action unlocked by the stronghold (ACTA...), or the Engineers' ACTE. */
  specials: string[];
  passed: boolean;
  /** Left the game (resigned or dropped by an admin): skipped in turns and leech, still scored. */
  dropped: boolean;
  /** Bit mask: 1 cult income taken, 2 other income taken. */
  incomeTaken: number;
  townSize: number;
  startPlayer: boolean;
  order: number;
  /** Pending effects of the turn (snellman pseudo-resources), cleared only by `clearTurnScratch`. */
  scratch: TurnScratch;
  cultsSameTrack: boolean;
  // turn bookkeeping (snellman acting.pm)
  allowedActions: number;
  sub: Record<string, number>;
  buildLocations: string[];
  requireHomeTf: boolean;
  teleportTo: string | null;
  cultBlocked: Cult[];
  disableSpadeDecline: boolean;
  leechNotRejected: Record<string, number>;
  leechRejected: Record<string, number>;
  leechCultGained: Record<string, boolean>;
  // special terrain option (special-terrain.json)
  /** Hex of this faction's special terrain structure, once placed. */
  specialHex: string | null;
  /** Placed during the current action: gives no reach in the same action (ST-G6). */
  specialThisAction: string | null;
  /** Alchemists' workshop: tracks that may still be advanced without the priest in this action. */
  workshop: ('ship' | 'dig')[];
  /** Witches' raven hut: towns whose +5 VP / 3 cult steps choice is open. */
  ravenChoice: number;
  /** Swarmlings' hatchery: extra town tiles granted so far. */
  hatcheryTiles: number;
}

export interface TmState {
  options: TmOptions;
  seatNames: string[];
  playerCount: number;
  phase: Phase;
  round: number;
  turn: number;
  factions: FactionState[];
  /** Seats in snellman's raw order (turn order rotates it from the start player). */
  order: number[];
  newOrder: number[] | null;
  /** Current terrain of land hexes that differ from the printed map. */
  terrain: Record<string, Terrain>;
  buildings: Record<string, BuildingPiece>;
  town: Record<string, boolean>;
  bridges: { a: string; b: string; seat: number }[];
  /** River hexes that the Mermaids used to found a town (TM-14.9). */
  riverTowns: string[];
  favorPool: Record<string, number>;
  townPool: Record<string, number>;
  bonusPool: BonusId[];
  bonusCoins: Record<string, number>;
  scoring: ScoringId[];
  blocked: string[];
  /** Cult board priest spaces per track: index 0 is the 3-step space. */
  cultSpots: Record<Cult, (number | null)[]>;
  setupQueue: { seat: number; kind: 'dwelling' | 'bonus' }[];
  active: number | null;
  leeches: LeechOffer[];
  leechId: number;
  incomeState: 'cult' | 'other';
  auction: AuctionState | null;
  finalScores: { seat: number; breakdown: Record<string, number> }[] | null;
  rng: RngState;
}
