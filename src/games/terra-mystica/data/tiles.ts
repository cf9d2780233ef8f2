/**
 * Bonus cards, favor tiles, town tiles, round scoring tiles and board power actions
 * (TM-2.5 .. TM-2.9), from shared/rules/terra-mystica/*.json (snellman src/Game/Constants.pm).
 */
export const CULTS = ['FIRE', 'WATER', 'EARTH', 'AIR'] as const;
export type Cult = (typeof CULTS)[number];

export type Income = Partial<Record<'C' | 'W' | 'P' | 'PW', number>>;

export interface BonusCard {
  readonly income: Income;
  /** Pass VP: per building type or per shipping level, indexed by the count/level. */
  readonly passVp?: { readonly per: 'D' | 'TP' | 'SH' | 'SA' | 'ship' | 'SHSA'; readonly vp: number };
  readonly special?: 'spade' | 'cult';
  /** BON4: +1 shipping range in the action phase. */
  readonly shipBonus?: boolean;
  readonly miniExpansion?: boolean;
}

export const BONUS_CARDS = {
  BON1: { income: { C: 2 }, special: 'spade' },
  BON2: { income: { C: 4 }, special: 'cult' },
  BON3: { income: { C: 6 } },
  BON4: { income: { PW: 3 }, shipBonus: true },
  BON5: { income: { PW: 3, W: 1 } },
  BON6: { income: { W: 2 }, passVp: { per: 'SHSA', vp: 4 } },
  BON7: { income: { W: 1 }, passVp: { per: 'TP', vp: 2 } },
  BON8: { income: { P: 1 } },
  BON9: { income: { C: 2 }, passVp: { per: 'D', vp: 1 } },
  BON10: { income: { PW: 3 }, passVp: { per: 'ship', vp: 3 }, miniExpansion: true },
} as const satisfies Record<string, BonusCard>;
export type BonusId = keyof typeof BONUS_CARDS;
export const BONUS_IDS = Object.keys(BONUS_CARDS) as BonusId[];

export interface FavorTile {
  readonly copies: number;
  readonly cult: Cult;
  readonly steps: number;
  readonly income?: Income;
  /** VP each time a building of this type is built (FAV10 TP 3, FAV11 D 2). */
  readonly buildVp?: { readonly type: 'D' | 'TP'; readonly vp: number };
  /** FAV12: pass VP by number of own trading posts (index = count). */
  readonly passVpByTp?: readonly number[];
  readonly townSize6?: boolean;
  readonly special?: 'cult';
}

export const FAVOR_TILES = {
  FAV1: { copies: 1, cult: 'FIRE', steps: 3 },
  FAV2: { copies: 1, cult: 'WATER', steps: 3 },
  FAV3: { copies: 1, cult: 'EARTH', steps: 3 },
  FAV4: { copies: 1, cult: 'AIR', steps: 3 },
  FAV5: { copies: 3, cult: 'FIRE', steps: 2, townSize6: true },
  FAV6: { copies: 3, cult: 'WATER', steps: 2, special: 'cult' },
  FAV7: { copies: 3, cult: 'EARTH', steps: 2, income: { W: 1, PW: 1 } },
  FAV8: { copies: 3, cult: 'AIR', steps: 2, income: { PW: 4 } },
  FAV9: { copies: 3, cult: 'FIRE', steps: 1, income: { C: 3 } },
  FAV10: { copies: 3, cult: 'WATER', steps: 1, buildVp: { type: 'TP', vp: 3 } },
  FAV11: { copies: 3, cult: 'EARTH', steps: 1, buildVp: { type: 'D', vp: 2 } },
  FAV12: { copies: 3, cult: 'AIR', steps: 1, passVpByTp: [0, 2, 3, 3, 4] },
} as const satisfies Record<string, FavorTile>;
export type FavorId = keyof typeof FAVOR_TILES;
export const FAVOR_IDS = Object.keys(FAVOR_TILES) as FavorId[];

export interface TownTile {
  readonly copies: number;
  readonly vp: number;
  readonly keys: number;
  readonly gain?: Income;
  /** Steps on every cult track. */
  readonly cultAll?: number;
  /** TW7: one free shipping level (Fakirs: +1 carpet range). */
  readonly shipLevel?: boolean;
  readonly miniExpansion?: boolean;
}

export const TOWN_TILES = {
  TW1: { copies: 2, vp: 5, keys: 1, gain: { C: 6 } },
  TW2: { copies: 2, vp: 7, keys: 1, gain: { W: 2 } },
  TW3: { copies: 2, vp: 9, keys: 1, gain: { P: 1 } },
  TW4: { copies: 2, vp: 6, keys: 1, gain: { PW: 8 } },
  TW5: { copies: 2, vp: 8, keys: 1, cultAll: 1 },
  TW6: { copies: 1, vp: 2, keys: 2, cultAll: 2, miniExpansion: true },
  TW7: { copies: 2, vp: 4, keys: 1, shipLevel: true, miniExpansion: true },
  TW8: { copies: 1, vp: 11, keys: 1, miniExpansion: true },
} as const satisfies Record<string, TownTile>;
export type TownId = keyof typeof TOWN_TILES;
export const TOWN_IDS = Object.keys(TOWN_TILES) as TownId[];

export type ScoreEvent = 'SPADE' | 'TOWN' | 'D' | 'TP' | 'TE' | 'SHSA';

export interface ScoringTile {
  readonly event: ScoreEvent;
  readonly vp: number;
  /** Cult bonus at the end of rounds 1-5: per `per` steps on `cult` (PRIESTS: per priest on the cult board). */
  readonly cult: Cult | 'PRIESTS';
  readonly per: number;
  readonly reward: Income & { SPADE?: number };
  readonly display: string;
  /** SCORE9 is the snellman "temple-scoring-tile" option, not in the seed. */
  readonly templeOption?: boolean;
}

export const SCORING_TILES = {
  SCORE1: { event: 'SPADE', vp: 2, cult: 'EARTH', per: 1, reward: { C: 1 }, display: 'SPADE >> 2' },
  SCORE2: { event: 'TOWN', vp: 5, cult: 'EARTH', per: 4, reward: { SPADE: 1 }, display: 'TOWN >> 5' },
  SCORE3: { event: 'D', vp: 2, cult: 'WATER', per: 4, reward: { P: 1 }, display: 'D >> 2' },
  SCORE4: { event: 'SHSA', vp: 5, cult: 'FIRE', per: 2, reward: { W: 1 }, display: 'SA/SH >> 5' },
  SCORE5: { event: 'D', vp: 2, cult: 'FIRE', per: 4, reward: { PW: 4 }, display: 'D >> 2' },
  SCORE6: { event: 'TP', vp: 3, cult: 'WATER', per: 4, reward: { SPADE: 1 }, display: 'TP >> 3' },
  SCORE7: { event: 'SHSA', vp: 5, cult: 'AIR', per: 2, reward: { W: 1 }, display: 'SA/SH >> 5' },
  SCORE8: { event: 'TP', vp: 3, cult: 'AIR', per: 4, reward: { SPADE: 1 }, display: 'TP >> 3' },
  SCORE9: { event: 'TE', vp: 4, cult: 'PRIESTS', per: 1, reward: { C: 2 }, display: 'TE >> 4', templeOption: true },
} as const satisfies Record<string, ScoringTile>;
export type ScoringId = keyof typeof SCORING_TILES;
export const SCORING_IDS = Object.keys(SCORING_TILES) as ScoringId[];

/** Board power actions (TM-2.5): cost in power from bowl III. */
export const POWER_ACTIONS = {
  ACT1: { cost: 3, effect: 'bridge' },
  ACT2: { cost: 3, effect: 'priest' },
  ACT3: { cost: 4, effect: 'workers' },
  ACT4: { cost: 4, effect: 'coins' },
  ACT5: { cost: 4, effect: 'spade1' },
  ACT6: { cost: 6, effect: 'spade2' },
} as const;
export type PowerActionId = keyof typeof POWER_ACTIONS;
export const POWER_ACTION_IDS = Object.keys(POWER_ACTIONS) as PowerActionId[];

/** Faction special actions unlocked by the stronghold (TM-14), and which faction owns each. */
export const FACTION_SPECIALS = {
  ACTA: 'auren',
  ACTW: 'witches',
  ACTG: 'giants',
  ACTS: 'swarmlings',
  ACTN: 'nomads',
  ACTC: 'chaosmagicians',
} as const;
export type FactionSpecialId = keyof typeof FACTION_SPECIALS;

/** Power value of each building type (TM-2.1.7). */
export const BUILDING_POWER = { D: 1, TP: 2, TE: 2, SH: 3, SA: 3 } as const;
export type BuildingType = keyof typeof BUILDING_POWER;
/** A piece on the map: a building, or a special terrain structure (ST, power 1, special-terrain option). */
export type PieceType = BuildingType | 'ST';
export const PIECE_POWER = { ...BUILDING_POWER, ST: 1 } as const satisfies Record<PieceType, number>;
export const BUILDING_LIMIT = { D: 8, TP: 4, TE: 3, SH: 1, SA: 1 } as const satisfies Record<BuildingType, number>;
