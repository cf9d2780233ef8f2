import { z } from 'zod';
import factionsJson from './pack/factions.json' with { type: 'json' };
import startingVpJson from './pack/starting-vp.json' with { type: 'json' };
import { factionSchema, loadDataFile, recordOf } from './schema.ts';
import type { Terrain } from './terrain.ts';

/**
 * The 14 base factions (TM-2.3, TM-14), from shared/rules/terra-mystica/factions.json
 * (sources: the seed and jsnell/terra-mystica src/Game/Factions/*.pm), loaded from data/pack/factions.json.
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

export const FACTION_IDS = [
  'auren', 'witches', 'alchemists', 'darklings', 'halflings', 'cultists', 'engineers',
  'dwarves', 'mermaids', 'swarmlings', 'chaosmagicians', 'giants', 'fakirs', 'nomads',
] as const;
export type FactionId = (typeof FACTION_IDS)[number];

const startingVp = recordOf(FACTION_IDS, z.number().int().min(0));

export const FACTIONS = loadDataFile('factions.json', recordOf(FACTION_IDS, factionSchema), factionsJson) as Record<FactionId, FactionData>;


/** Starting VP with the "adjusted by faction" option (TM-15.2, BGA tables per map). */
export const STARTING_VP_BY_MAP = loadDataFile('starting-vp.json', z.object({ base: startingVp, 'revised-base': startingVp, lakes: startingVp }).strict(), startingVpJson) as Record<'base' | 'revised-base' | 'lakes', Record<FactionId, number>>;
