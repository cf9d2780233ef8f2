import { isProvisional } from './data/pack.ts';
import { z } from 'zod';

/**
 * Table options (D-01). Both map sides are reconstructions: Europe from the rulebook's facts (G1), Dior a provisional
 * map (G2: no public data) on which every Dior rule runs (CE-17); the printed boards' data drops into the data packs.
 */
export const ceOptionsSchema = z.object({
  map: z.enum(['europe', 'dior']).default('europe'),
  /**
   * 'standard': humans only (a single human always plays against the bot, CE-14);
   * 'bot': 2 or 3 humans plus the bot (CE-15); 'vassals': 2 humans with vassals (CE-16).
   */
  mode: z.enum(['standard', 'bot', 'vassals']).default('standard'),
  families: z.boolean().default(false),
  /**
   * 'standard' = tiles a01-a06; 'advanced' = one a, one b and one c tile (CE-19.1);
   * 'random' = any three tiles at random, letters ignored (CE-19.1, by common agreement).
   */
  track: z.enum(['standard', 'advanced', 'random']).default('standard'),
  /** CE-S8: the start player's seat (1-based); random when absent (solo and bot games: random among all). */
  startSeat: z.number().int().min(1).max(5).optional(),
  /** Cubes are finite by default (AMB-4); this house rule makes the supply unlimited. */
  unlimitedCubes: z.boolean().default(false),
});

export type CeOptions = z.infer<typeof ceOptionsSchema>;

export function describeCeOptions(o: CeOptions): string[] {
  return [
    o.map === 'dior'
      ? `Map: Dior with express tiles${isProvisional('map-dior.json') ? ' (provisional map: the printed board is not public)' : ''}`
      : `Map: Europe${isProvisional('map-europe.json') ? ' (provisional reconstruction of the printed board)' : ''}`,
    `Mode: ${o.mode === 'bot' ? 'with the bot' : o.mode === 'vassals' ? 'two players with vassals' : 'standard (solo plays against the bot)'}`,
    `Family abilities: ${o.families ? 'on' : 'off'}`,
    `Development track: ${o.track === 'advanced' ? 'advanced (a, b and c tiles)' : o.track === 'random' ? 'any three tiles at random' : 'standard'}`,
    `Start player: ${o.startSeat === undefined ? 'random' : `seat ${o.startSeat}`}`,
    `Cube supply: ${o.unlimitedCubes ? 'unlimited (house rule)' : 'finite, 12 per colour'}`,
  ];
}
