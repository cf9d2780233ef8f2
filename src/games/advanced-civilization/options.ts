import { z } from 'zod';
import { mapBoard, mapIds } from './data/maps.ts';

/** Table options (S0): board configuration and the end of the game (16, 34.1). */
export const acOptionsSchema = z.object({
  /**
   * A map of the data set in use (maps.json, issue 22): 'candidate' = the unverified candidate map (spec M), the only
   * one shipped; a data pack may add others (the test kit adds its small 'test' map).
   */
  map: z
    .string()
    .refine((id) => mapBoard(id) !== undefined, { error: (issue) => `unknown map ${String(issue.input)} (maps of the data in use: ${mapIds().join(', ')})` })
    .default('candidate'),
  /** Western Extension (4.1, 16.2-16.6): always in use with 7 or 8 players. */
  westernExtension: z.boolean().default(false),
  /**
   * 16.5 with the Western Extension, 5 players: 'west' plays the Western Extension and panels 1-3 (the easternmost
   * panel out); 'east' plays panels 2-4 (the Western Extension and the westernmost panel out). Only for that case.
   */
  fivePlayerLayout: z.enum(['west', 'east']).default('west'),
  /**
   * 34.1 B: the game ends at the end of this turn even if no A.S.T. marker reached the finish (0 = no limit).
   * The default keeps random play and the first tables finite.
   */
  turnLimit: z.number().int().min(0).max(100).default(30),
  /** A.S.T. finish position (D-6, configurable). */
  finishPosition: z.number().int().min(5).max(16).default(16),
  /**
   * 17.2: strict order from the start: the phases played simultaneously by default (D.1) run one nation at a time,
   * in A.S.T. order (ships: movement order). Without it any player may still insist on it during the game.
   */
  strictOrder: z.boolean().default(false),
  /** 15.5: players may join the running game; each waits for a Civil War and becomes its beneficiary. */
  lateJoin: z.boolean().default(false),
  /** 15.6: a player may leave the game; his units stay on the board and act as 15.61-15.63 say. */
  leaving: z.boolean().default(false),
});

export type AcOptions = z.infer<typeof acOptionsSchema>;

/** The two 5-player layouts with the Western Extension (16.5), in words. */
export const FIVE_PLAYER_LAYOUTS: Readonly<Record<AcOptions['fivePlayerLayout'], string>> = Object.freeze({
  west: 'western layout: the Western Extension and panels 1-3, the easternmost panel out (16.5)',
  east: 'eastern layout: panels 2-4, the Western Extension and the westernmost panel out (16.5)',
});

export function describeAcOptions(o: AcOptions): string[] {
  return [
    `Map: ${o.map === 'candidate' ? 'candidate map (unverified, spec M)' : o.map}`,
    `Western Extension: ${o.westernExtension ? 'on' : 'off (always on with 7-8 players)'}`,
    ...(o.westernExtension ? [`With 5 players: ${FIVE_PLAYER_LAYOUTS[o.fivePlayerLayout]}`] : []),
    `End: ${o.turnLimit > 0 ? `after turn ${o.turnLimit} or ` : ''}when an A.S.T. marker reaches square ${o.finishPosition}`,
    `Order: ${o.strictOrder ? 'strict (one nation at a time in A.S.T. order, 17.2)' : 'simultaneous where the rules allow (any player may insist on strict order, 17.2)'}`,
    `Joining late (15.5): ${o.lateJoin ? 'allowed (a late player waits for a Civil War)' : 'no'}`,
    `Leaving (15.6): ${o.leaving ? 'allowed (the leaver\'s units stay on the board)' : 'no (the host may replace a player or put him on autopilot)'}`,
  ];
}
