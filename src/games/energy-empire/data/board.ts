import type { LocationData, MarketData } from './types.ts';

/**
 * Main board (EE-2.1, EE-2.2, EE-11, EE-12) from board.json. PROVISIONAL: industry and commerce market costs,
 * the industry market resource, tokens per track space (except 3 players) and the middle oil prices are
 * placeholders ([PH]).
 */
export const LOCATIONS: readonly LocationData[] = [
  {id: 'industry_market', name: 'Industry Market', type: 'industry', cost: null, neutralWorker: true},
  {id: 'oil_drilling', name: 'Oil Drilling', type: 'industry', cost: null, neutralWorker: false},
  {id: 'mine', name: 'Mine', type: 'industry', cost: null, neutralWorker: false},
  {id: 'chemistry', name: 'Chemistry', type: 'industry', cost: {oil: 1}, neutralWorker: false},
  {id: 'power_plant', name: 'Power Plant', type: 'industry', cost: null, neutralWorker: false},
  {id: 'commerce_market', name: 'Commerce Market', type: 'commerce', cost: null, neutralWorker: true},
  {id: 'finance', name: 'Finance', type: 'commerce', cost: null, neutralWorker: false},
  {id: 'oil_market', name: 'Oil Buy/Sell', type: 'commerce', cost: null, neutralWorker: false},
  {id: 'trade', name: 'Trade', type: 'commerce', cost: null, neutralWorker: false},
  {id: 'government_market', name: 'Government Market', type: 'government', cost: null, neutralWorker: true},
  {id: 'education', name: 'Education', type: 'government', cost: {money: 3}, neutralWorker: false},
  {id: 'science_research', name: 'Science Research', type: 'government', cost: null, neutralWorker: false},
  {id: 'cleanup', name: 'Cleanup', type: 'government', cost: {science: 1}, neutralWorker: false}
];

/** Structure markets (EE-12.2): slot 1 is leftmost, slot 3 the face-up top of the deck. */
export const MARKETS: readonly MarketData[] = [
  {market: 'government', resource: 'science', slots: [{money: 2, resource: 1}, {money: 3, resource: 1}, {money: 4, resource: 2}], placeholder: false},
  {market: 'commerce', resource: 'plastic', slots: [{money: 2, resource: 1}, {money: 3, resource: 1}, {money: 4, resource: 2}], placeholder: true},
  {market: 'industry', resource: 'steel', slots: [{money: 2, resource: 1}, {money: 3, resource: 1}, {money: 4, resource: 2}], placeholder: true}
];

/** The Global Impact track (EE-11): spaces, tokens per space by player count, oil price of 3 barrels under each space. */
export const GI_TRACK = {
  spaces: 6,
  tokensPerSpaceByPlayers: {'1': 4, '2': 4, '3': 5, '4': 6, '5': 7} as Record<string, number>,
  tokensPlaceholder: { 1: true, 2: true, 3: false, 4: true, 5: true } as Record<string, boolean>,
  oilPriceBySpace: [1, 2, 2, 3, 4, 5],
  oilPriceWhenEmpty: 5,
  oilPricePlaceholder: true,
};

/** The Global Impact card row (EE-3.3) and the agenda display (EE-3.6). */
export const GI_ROW = { early: 3, late: 3 };
export const AGENDA_DISPLAY_SIZE = 3;
