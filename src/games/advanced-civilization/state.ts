import type { RngState } from '../../engine/rng.ts';
import type { NationId } from './data/nations.ts';
import type { AcOptions } from './options.ts';
import type { CalamityRun } from './rules/calamities/types.ts';

/** Owner of pieces on the board: a nation, or the neutral barbarians and pirates (5.1, 30.52, 30.911). */
export type Owner = NationId | 'barbarian' | 'pirate';

/** Units in one land area. */
export interface AreaUnits {
  /** Tokens per owner (only non-zero entries). */
  tokens: Partial<Record<Owner, number>>;
  city: Owner | null;
  /** The city was built in this turn's phase 7 (26.32, D-25). */
  cityNew?: boolean;
}

export interface Ship {
  id: number;
  seat: number;
  area: string;
  /** Coast the ship is on in a two-coast area (23.57); null when it may use any. */
  coast: string | null;
  /** Phase 5: areas it may still enter. */
  movesLeft: number;
  /** Phase 5: tokens aboard. */
  cargo: number;
  /** Phase 4: upkeep settled this turn (or built this turn). */
  kept: boolean;
}

export interface AcPlayer {
  seat: number;
  nation: NationId | null;
  /** The start area chosen at set-up (15.3); Barbarian Hordes enter elsewhere (30.5211). */
  startArea: string | null;
  stock: number;
  treasury: number;
  citiesInStock: number;
  shipsInStock: number;
  /** Trade cards: commodity and calamity ids (hidden from the others). */
  hand: string[];
  /** Civilization cards owned, in purchase order. */
  civ: string[];
  /** Cards bought in this turn's phase 12 (no credit, not prerequisites until next turn: 31.53, D-24). */
  civNew: string[];
  ast: number;
  census: number;
  /** Mining used on this commodity this turn (28.53). */
  miningUsed: string | null;
  /** Architecture used this turn (25.3). */
  architectureUsed: boolean;
  /**
   * Grain cards shown with Pottery against Famine this turn (30.312, 32.211): they stay in hand but may not pay for
   * civilization cards this turn. Public (the showing is announced). Absent in states saved before it existed: 0.
   */
  grainShown?: number;
  /** 15.6: the player left the game; his units stay (15.61) and he never acts again. */
  left?: boolean;
  /** 15.5: a late player waiting for a Civil War (15.51); he acts only once he received its faction (15.52). */
  waiting?: boolean;
}

export type Phase =
  | 'nation'
  | 'start'
  | 'tax'
  | 'revolt'
  | 'growth'
  | 'ships'
  | 'move'
  | 'pillage'
  | 'cities'
  | 'support'
  | 'trade-cards'
  /** Phase 10 (28): trade (rules/28-trade.ts). */
  | 'trade'
  /** Phase 11 (29-30): a slot that passes straight through until issue 11. */
  | 'calamities'
  | 'civ'
  | 'hand-limit'
  | 'over';

/** A simultaneous hidden phase: every listed seat answers privately; answers may change until all are in (D.1). */
export interface Simultaneous {
  seats: number[];
  answers: Record<number, string>;
}

export interface PendingRevolt {
  victim: number;
  /** Cities still to hand over. */
  count: number;
}

export interface PendingPillage {
  attacker: number;
  victim: Owner;
  /** Where the city fell (15.62: a leaver's city holds a trade card). */
  area?: string;
}

export interface AcState {
  engine: 'advanced-civilization';
  options: AcOptions;
  seatNames: string[];
  rng: RngState;
  mapId: string;
  outOfPlay: string[];
  /** Tokens per player for this player count (16). */
  tokensPerPlayer: number;
  players: AcPlayer[];
  /** Order of choosing nations (15.3, place cards). */
  placeOrder: number[];
  /** Nations playable in this configuration (16.12). */
  playableNations: NationId[];
  board: Record<string, AreaUnits>;
  ships: Ship[];
  nextShipId: number;
  /** Trade stacks 1..9 (index 0 unused), top card first. */
  stacks: string[][];
  /**
   * For every calamity card in a hand: the seat that gave it to its holder in trade (the trader, 29.61), or null when
   * the holder drew it (or took it by pillage). Each calamity exists once, so the card id is the key.
   */
  calamityTraders: Record<string, number | null>;
  /** Calamities taken out at phase 11 this turn, returned at 31.8 (29.7). */
  spentCalamities: string[];
  /** Commodity cards surrendered or discarded this turn, returned at 31.8. */
  returned: string[];
  turn: number;
  phase: Phase;
  /** Seats in the order of the current sequential phase; the first acts. */
  queue: number[];
  sim: Simultaneous | null;
  /** Phase 5: tokens per area that have moved and may not move again (23.51, 23.56). */
  moved: Record<string, number>;
  revolts: PendingRevolt[];
  pillages: PendingPillage[];
  /** Public record of the turn's trade-card draws (27.3): seat -> stacks drawn or bought from. */
  draws: Record<number, number[]>;
  /** Phase 10 (28, D.3): open offers, who trades, who is done; absent until the first trade phase. */
  trade?: TradeState;
  /** Phase 11: the calamities being resolved and the prompt waiting (29-30); absent or null otherwise. */
  calamity?: CalamityRun | null;
  /** Calamities resolved so far per card id (statistics). */
  calamityCounts?: Record<string, number>;
  /** Cities held and support limits summed over the turns, each taken after phase 8 (26), before trade and calamities (statistics). */
  supportTally?: SupportTally;
  /** 17.2: strict order is in force (the option, or a player insisted): simultaneous phases run one seat at a time. */
  strict?: boolean;
  /** 15.62: the trade card each city of a player who left holds (area -> card), hidden; an attacker who destroys the city takes it. */
  cityCards?: Record<string, string>;
  /** Set when the end is reached (34.1). */
  endReason: string | null;
  finalScores: { seat: number; total: number; breakdown: Record<string, number> }[] | null;
}

/** Cities held and what the nations could hold (city pieces, and two tokens on the board per city, 26.31), summed over nations. */
export interface SupportTally {
  cities: number;
  limit: number;
  /**
   * The cities the tokens on the board could have made and still supported: cities held plus one for every eight tokens
   * beyond their support (a city takes six from a site, 25.2, and needs two more, 26.31), within the pieces left. Absent
   * in tallies saved before it existed.
   */
  reachable?: number;
}

/** Trade (28, protocol D.3; decisions X1-X4 of D.2). */
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
  /** Offers (and counters) each seat made this turn: public, the log announces every offer (D.3.3). Absent in older states. */
  offersMade?: Record<number, number>;
  completedTotal: number;
}
