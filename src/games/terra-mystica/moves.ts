import type { FactionId } from './data/factions.ts';
import type { Terrain } from './data/terrain.ts';
import type { BonusId, Cult } from './data/tiles.ts';

/** One snellman command (TM-20.3). A move is one ledger row: commands applied in order, all or nothing. */
export type Command =
  | { k: 'build'; hex: string }
  | { k: 'upgrade'; hex: string; to: 'TP' | 'TE' | 'SH' | 'SA' }
  | { k: 'transform'; hex: string; to?: Terrain }
  | { k: 'dig'; n: number }
  | { k: 'send'; cult: Cult; amount?: number }
  | { k: 'convert'; fromN: number; from: Resource; toN: number; to: Resource }
  | { k: 'burn'; n: number }
  | { k: 'leech'; n: number; from?: FactionId }
  | { k: 'decline'; n?: number; from?: FactionId }
  | { k: 'bridge'; a: string; b: string }
  /** Mermaids' river town: `connect r16`, or snellman's older form naming the land hexes, `connect C4:D5`. */
  | { k: 'connect'; river: string; hexes?: string[] }
  | { k: 'pass'; bonus?: BonusId }
  | { k: 'action'; id: string }
  | { k: 'advance'; track: 'ship' | 'dig' }
  /** Resource claims: +FAV11, +TW1, +FIRE, +2AIR, -SPADE. */
  | { k: 'gain'; delta: number; type: string; keyFirst?: Cult }
  | { k: 'setup'; faction: FactionId }
  | { k: 'nominate'; faction: FactionId }
  | { k: 'bid'; faction: FactionId; amount: number }
  | { k: 'special'; hex: string }
  | { k: 'raven'; choice: 'VP' | Cult }
  | { k: 'leech-coin'; from: FactionId }
  | { k: 'wait' }
  | { k: 'done' };

export type Resource = 'PW' | 'W' | 'C' | 'P' | 'VP';

export interface TmMove {
  cmds: Command[];
}
