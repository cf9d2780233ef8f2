import type { Terrain } from './terrain.ts';

/**
 * The 14 base factions (TM-2.3, TM-14), from shared/rules/terra-mystica/factions.json
 * (sources: the seed and jsnell/terra-mystica src/Game/Factions/*.pm).
 * Costs are { W, C, P }; income tables are indexed by the number of such buildings on the map.
 */
export type Res = Partial<Record<'W' | 'C' | 'P' | 'PW' | 'VP', number>>;

export interface BuildingIncome {
  readonly W?: readonly number[];
  readonly C?: readonly number[];
  readonly P?: readonly number[];
  readonly PW?: readonly number[];
}

export interface FactionData {
  readonly id: FactionId;
  readonly name: string;
  readonly home: Terrain;
  readonly start: { readonly C: number; readonly W: number; readonly P: number; readonly P1: number; readonly P2: number };
  /** Starting cult positions: fire, water, earth, air. */
  readonly cult: readonly [number, number, number, number];
  /** Shipping: start level and max; null when the faction has no shipping track (Dwarves, Fakirs). */
  readonly ship: { readonly start: number; readonly max: number; readonly vp: readonly number[] } | null;
  /** Digging: max level and advance cost; null for the Darklings (priest spades). */
  readonly dig: { readonly max: number; readonly cost: Res } | null;
  readonly cost: { readonly D: Res; readonly TP: Res; readonly TE: Res; readonly SH: Res; readonly SA: Res };
  readonly income: {
    readonly D: BuildingIncome;
    readonly TP: BuildingIncome;
    readonly TE: BuildingIncome;
    readonly SH: BuildingIncome;
    readonly SA: BuildingIncome;
  };
}

const SHIP = { start: 0, max: 3, vp: [0, 2, 3, 4] } as const;
const DIG = { max: 2, cost: { W: 2, C: 5, P: 1 } } as const;
const STD_COST = { D: { W: 1, C: 2 }, TP: { W: 2, C: 3 }, TE: { W: 2, C: 5 } } as const;
const D_INCOME = { W: [1, 2, 3, 4, 5, 6, 7, 8, 8] } as const;
const TP_INCOME = { C: [0, 2, 4, 6, 8], PW: [0, 1, 2, 4, 6] } as const;
const TP_INCOME_HIGH = { C: [0, 2, 4, 7, 11], PW: [0, 1, 2, 3, 4] } as const;
const TE_INCOME = { P: [0, 1, 2, 3] } as const;
const SA_INCOME = { P: [0, 1] } as const;
const SH_PW2 = { PW: [0, 2] } as const;

export const FACTION_IDS = [
  'auren', 'witches', 'alchemists', 'darklings', 'halflings', 'cultists', 'engineers',
  'dwarves', 'mermaids', 'swarmlings', 'chaosmagicians', 'giants', 'fakirs', 'nomads',
] as const;
export type FactionId = (typeof FACTION_IDS)[number];

export const FACTIONS: Record<FactionId, FactionData> = {
  auren: {
    id: 'auren', name: 'Auren', home: 'forest',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [0, 1, 0, 1], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 8 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
  witches: {
    id: 'witches', name: 'Witches', home: 'forest',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [0, 0, 0, 2], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
  alchemists: {
    id: 'alchemists', name: 'Alchemists', home: 'swamp',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [1, 1, 0, 0], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME_HIGH, TE: TE_INCOME, SH: { C: [0, 6] }, SA: SA_INCOME },
  },
  darklings: {
    id: 'darklings', name: 'Darklings', home: 'swamp',
    start: { C: 15, W: 1, P: 1, P1: 5, P2: 7 }, cult: [0, 1, 1, 0], ship: SHIP, dig: null,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 10 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: SH_PW2, SA: { P: [0, 2] } },
  },
  halflings: {
    id: 'halflings', name: 'Halflings', home: 'plains',
    start: { C: 15, W: 3, P: 0, P1: 3, P2: 9 }, cult: [0, 0, 1, 1], ship: SHIP,
    dig: { max: 2, cost: { W: 2, C: 1, P: 1 } },
    cost: { ...STD_COST, SH: { W: 4, C: 8 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
  cultists: {
    id: 'cultists', name: 'Cultists', home: 'plains',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [1, 0, 1, 0], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 8 }, SA: { W: 4, C: 8 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
  engineers: {
    id: 'engineers', name: 'Engineers', home: 'mountains',
    start: { C: 10, W: 2, P: 0, P1: 3, P2: 9 }, cult: [0, 0, 0, 0], ship: SHIP, dig: DIG,
    cost: { D: { W: 1, C: 1 }, TP: { W: 1, C: 2 }, TE: { W: 1, C: 4 }, SH: { W: 3, C: 6 }, SA: { W: 3, C: 6 } },
    income: {
      D: { W: [0, 1, 2, 2, 3, 4, 4, 5, 6] }, TP: TP_INCOME, TE: { P: [0, 1, 1, 2], PW: [0, 0, 5, 5] },
      SH: SH_PW2, SA: SA_INCOME,
    },
  },
  dwarves: {
    id: 'dwarves', name: 'Dwarves', home: 'mountains',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [0, 0, 2, 0], ship: null, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: { C: [0, 3, 5, 7, 10], PW: [0, 1, 2, 4, 6] }, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
  mermaids: {
    id: 'mermaids', name: 'Mermaids', home: 'lakes',
    start: { C: 15, W: 3, P: 0, P1: 3, P2: 9 }, cult: [0, 2, 0, 0],
    ship: { start: 1, max: 5, vp: [0, 0, 2, 3, 4, 5] }, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 8 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: { PW: [0, 4] }, SA: SA_INCOME },
  },
  swarmlings: {
    id: 'swarmlings', name: 'Swarmlings', home: 'lakes',
    start: { C: 20, W: 8, P: 0, P1: 3, P2: 9 }, cult: [1, 1, 1, 1], ship: SHIP, dig: DIG,
    cost: { D: { W: 2, C: 3 }, TP: { W: 3, C: 4 }, TE: { W: 3, C: 6 }, SH: { W: 5, C: 8 }, SA: { W: 5, C: 8 } },
    income: {
      D: { W: [2, 3, 4, 5, 6, 7, 8, 9, 9] }, TP: { C: [0, 2, 4, 6, 9], PW: [0, 2, 4, 6, 8] }, TE: TE_INCOME,
      SH: { PW: [0, 4] }, SA: { P: [0, 2] },
    },
  },
  chaosmagicians: {
    id: 'chaosmagicians', name: 'Chaos Magicians', home: 'wasteland',
    start: { C: 15, W: 4, P: 0, P1: 5, P2: 7 }, cult: [2, 0, 0, 0], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 4 }, SA: { W: 4, C: 8 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: { W: [0, 2] }, SA: SA_INCOME },
  },
  giants: {
    id: 'giants', name: 'Giants', home: 'wasteland',
    start: { C: 15, W: 3, P: 0, P1: 5, P2: 7 }, cult: [1, 0, 0, 1], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 6 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: { PW: [0, 4] }, SA: SA_INCOME },
  },
  fakirs: {
    id: 'fakirs', name: 'Fakirs', home: 'desert',
    start: { C: 15, W: 3, P: 0, P1: 7, P2: 5 }, cult: [1, 0, 0, 1], ship: null,
    dig: { max: 1, cost: { W: 2, C: 5, P: 1 } },
    cost: { ...STD_COST, SH: { W: 4, C: 10 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME, TE: TE_INCOME, SH: { P: [0, 1] }, SA: SA_INCOME },
  },
  nomads: {
    id: 'nomads', name: 'Nomads', home: 'desert',
    start: { C: 15, W: 2, P: 0, P1: 5, P2: 7 }, cult: [1, 0, 1, 0], ship: SHIP, dig: DIG,
    cost: { ...STD_COST, SH: { W: 4, C: 8 }, SA: { W: 4, C: 6 } },
    income: { D: D_INCOME, TP: TP_INCOME_HIGH, TE: TE_INCOME, SH: SH_PW2, SA: SA_INCOME },
  },
};

/** Starting VP with the "adjusted by faction" option (TM-15.2, BGA tables per map). */
export const STARTING_VP_BY_MAP: Record<'base' | 'revised-base' | 'lakes', Record<FactionId, number>> = {
  base: {
    fakirs: 30, giants: 30, auren: 25, alchemists: 25, nomads: 20, dwarves: 20, mermaids: 20, swarmlings: 20,
    halflings: 20, chaosmagicians: 20, witches: 20, engineers: 15, cultists: 15, darklings: 15,
  },
  'revised-base': {
    alchemists: 30, fakirs: 25, auren: 25, giants: 25, dwarves: 20, engineers: 20, swarmlings: 20, halflings: 20,
    cultists: 20, chaosmagicians: 20, witches: 20, nomads: 15, mermaids: 15, darklings: 15,
  },
  lakes: {
    dwarves: 30, fakirs: 25, swarmlings: 25, giants: 25, halflings: 20, mermaids: 20, auren: 20, witches: 20,
    chaosmagicians: 20, alchemists: 20, nomads: 15, engineers: 15, cultists: 15, darklings: 15,
  },
};
