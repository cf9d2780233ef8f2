/** Per effective player count (CE-0.2, §3.2, player-count-config.json, turn-order-tracks.json). Rulebook data. */
export const PLAYER_COUNT_CONFIG = {
  2: { turnsPerRound: 4, reserve: 12, displaySize: 4, turnOrderSpaces: 2, markerLeadVp: 8 },
  3: { turnsPerRound: 4, reserve: 12, displaySize: 4, turnOrderSpaces: 3, markerLeadVp: 5 },
  4: { turnsPerRound: 4, reserve: 12, displaySize: 4, turnOrderSpaces: 4, markerLeadVp: 4 },
  5: { turnsPerRound: 3, reserve: 9, displaySize: 5, turnOrderSpaces: 5, markerLeadVp: 3 },
} as const;

/** Bonus of each turn order adjustment space, 1-based (space 5 exists only on the 5-player side). */
export const TURN_ORDER_SPACE_BONUS = {
  1: 'car',
  2: 'loco',
  3: 'ship',
  4: 'any',
  5: 'any-and-advance',
} as const;

export const ROUNDS = 3;
export const POSTS_SET_ASIDE = 3;
export const VASSAL_POSTS_PER_ROUND = 4;
export const CUBES_PER_COLOUR = 12;
export const BLANK_CITY_CARDS = 6;
export const FAMILY_ABILITY_COST = 2;
