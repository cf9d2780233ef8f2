/**
 * Numbers of the rules that are not cards (EE-2.4, EE-3, EE-13, EE-15, EE-16). PROVISIONAL: the UN track values and
 * the extra starting money by seat (except seat 2 of a 2-player game) are placeholders ([PH]).
 */
export const UN_TRACK = { vp: [0, 1, 2, 4, 6, 8, 10, 12, 15, 18] as readonly number[], leaderBonus: 3, placeholder: true };

export const LIMITS = { workers: 6, energy: 10, agendas: 5 };

export const SETUP = {
  workersOnMat: 3,
  energyOnMat: 2,
  nationsDealt: 2,
  agendasDealt: 2,
  /** Extra starting money by seat (index 0 = start player), by player count. */
  extraMoneyBySeat: {'1': [0], '2': [0, 1], '3': [0, 1, 2], '4': [0, 1, 2, 3], '5': [0, 1, 2, 3, 4]} as Record<string, readonly number[]>,
  /** Player counts that use the neutral workers on the markets (EE-3.8, EE-16). */
  neutralWorkerPlayerCounts: [1, 2] as readonly number[],
};

/** Trade units (EE-6.8): one unit of each may be exchanged for one unit of another. */
export const TRADE_UNITS = { money: 2, steel: 1, plastic: 1, science: 1 } as const;

/** Finance options (EE-6.6): gain for you, gain for every other player. */
export const FINANCE_OPTIONS = { A: { self: 2, others: 0 }, B: { self: 3, others: 1 }, C: { self: 4, others: 2 } } as const;

/** Oil Buy/Sell (EE-6.7), Oil Drilling (EE-6.2), Chemistry (EE-6.4), Education (EE-6.9), Cleanup (EE-6.11) amounts. */
export const LOCATION_AMOUNTS = { oilLot: 3, drillOil: 3, chemistryGain: { plastic: 2, science: 1 }, cleanupActions: 2, scienceResearchGain: 1 };

/** First-edition solo goals (EE-16; public source, first edition). */
export const SOLO_GOALS = { unLastSpace: true, agendaVp: 20, totalVp: 100 };
