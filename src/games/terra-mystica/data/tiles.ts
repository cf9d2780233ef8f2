import bonusJson from './pack/bonus-cards.json' with { type: 'json' };
import favorJson from './pack/favor-tiles.json' with { type: 'json' };
import powerJson from './pack/power-actions.json' with { type: 'json' };
import scoringJson from './pack/scoring-tiles.json' with { type: 'json' };
import townJson from './pack/town-tiles.json' with { type: 'json' };
import { bonusCardSchema, favorTileSchema, loadDataFile, powerActionSchema, recordOf, scoringTileSchema, townTileSchema } from './schema.ts';
/**
 * Bonus cards, favor tiles, town tiles, round scoring tiles and board power actions
 * (TM-2.5 .. TM-2.9), from shared/rules/terra-mystica/*.json (snellman src/Game/Constants.pm), loaded from data/pack/.
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

export const BONUS_IDS = ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON8', 'BON9', 'BON10'] as const;
export type BonusId = (typeof BONUS_IDS)[number];
export const BONUS_CARDS = loadDataFile('bonus-cards.json', recordOf(BONUS_IDS, bonusCardSchema), bonusJson) as Record<BonusId, BonusCard>;

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

export const FAVOR_IDS = ['FAV1', 'FAV2', 'FAV3', 'FAV4', 'FAV5', 'FAV6', 'FAV7', 'FAV8', 'FAV9', 'FAV10', 'FAV11', 'FAV12'] as const;
export type FavorId = (typeof FAVOR_IDS)[number];
export const FAVOR_TILES = loadDataFile('favor-tiles.json', recordOf(FAVOR_IDS, favorTileSchema), favorJson) as Record<FavorId, FavorTile>;

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

export const TOWN_IDS = ['TW1', 'TW2', 'TW3', 'TW4', 'TW5', 'TW6', 'TW7', 'TW8'] as const;
export type TownId = (typeof TOWN_IDS)[number];
export const TOWN_TILES = loadDataFile('town-tiles.json', recordOf(TOWN_IDS, townTileSchema), townJson) as Record<TownId, TownTile>;

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

export const SCORING_IDS = ['SCORE1', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7', 'SCORE8', 'SCORE9'] as const;
export type ScoringId = (typeof SCORING_IDS)[number];
export const SCORING_TILES = loadDataFile('scoring-tiles.json', recordOf(SCORING_IDS, scoringTileSchema), scoringJson) as Record<ScoringId, ScoringTile>;

/** Board power actions (TM-2.5): cost in power from bowl III. */
export interface PowerAction {
  readonly cost: number;
  readonly effect: 'bridge' | 'priest' | 'workers' | 'coins' | 'spade1' | 'spade2';
}
export const POWER_ACTION_IDS = ['ACT1', 'ACT2', 'ACT3', 'ACT4', 'ACT5', 'ACT6'] as const;
export type PowerActionId = (typeof POWER_ACTION_IDS)[number];
export const POWER_ACTIONS = loadDataFile('power-actions.json', recordOf(POWER_ACTION_IDS, powerActionSchema), powerJson) as Record<PowerActionId, PowerAction>;

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
