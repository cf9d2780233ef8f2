import { z } from 'zod';
import { MAP_IDS } from './data/maps.ts';
import { BONUS_IDS, SCORING_IDS } from './data/tiles.ts';

/**
 * Table options (TM-15, D-OPT). Every option has a default. `scoringTiles` / `bonusCards` fix the random
 * parts of the setup (recorded games, tournaments); when absent they are drawn from the table's seed (TM-3.5).
 */
export const tmOptionsSchema = z.object({
  map: z.enum(MAP_IDS).default('base'),
  turnOrder: z.enum(['pass-order', 'clockwise']).default('pass-order'),
  factionSelection: z.enum(['player-choice', 'auction']).default('player-choice'),
  startingVp: z.enum(['standard', 'by-faction']).default('standard'),
  miniExpansion: z.boolean().default(false),
  /** BON10; follows miniExpansion unless set. */
  shippingBonus: z.boolean().optional(),
  templeScoringTile: z.boolean().default(false),
  /** TM-15.5 special terrain: one structure per faction with its own effect. */
  specialTerrain: z.boolean().default(false),
  /** Cultists' errata (TM-14.6): +1 power when every opponent declines. snellman games without it set false. */
  cultistPowerErrata: z.boolean().default(true),
  /** snellman strictness flags, on by default (recorded games without them set false): answer leech offers in order
   *  and before converting; the Darklings convert right after their stronghold; passing ends the Chaos Magicians' double turn. */
  strictLeech: z.boolean().default(true),
  /** TM-18.3: play waits until every power offer is answered. Recorded snellman games let play go on (replay sets false). */
  waitForPowerOffers: z.boolean().default(true),
  strictDarklingStronghold: z.boolean().default(true),
  strictChaosMagicianStronghold: z.boolean().default(true),
  /** Fire & Ice final scoring tile (snellman option fire-and-ice-final-scoring): a second 18/12/6 ranking at the end. */
  finalScoringTile: z.enum(['connected-distance', 'connected-sa-sh-distance', 'building-on-edge', 'connected-clusters']).optional(),
  scoringTiles: z.array(z.enum(SCORING_IDS)).length(6).optional(),
  bonusCards: z.array(z.enum(BONUS_IDS)).min(5).max(10).optional(),
});

export type TmOptions = z.infer<typeof tmOptionsSchema>;

export function describeTmOptions(o: TmOptions): string[] {
  const mapNames: Record<string, string> = {
    base: 'Base', 'revised-base': 'Revised Base', lakes: 'Lakes', 'fire-and-ice-side-1': 'Fire & Ice side 1', fjords: 'Fjords',
  };
  const lines = [
    `Map: ${mapNames[o.map] ?? o.map}`,
    `Turn order: ${o.turnOrder === 'pass-order' ? 'order of passing' : 'clockwise from the first to pass'}`,
    `Factions: ${o.factionSelection === 'auction' ? 'auction (starting VP 30 minus bid)' : 'players choose in turn order'}`,
    `Starting VP: ${o.startingVp === 'standard' ? '20 each' : 'adjusted by faction'}`,
    `Mini expansion: ${o.miniExpansion ? 'town tiles TW6-TW8' : 'off'}${(o.shippingBonus ?? o.miniExpansion) ? ', shipping bonus card BON10' : ''}`,
  ];
  if (!o.waitForPowerOffers) lines.push('Power offers: answered while play goes on (as on terra.snellman.net)');
  if (o.templeScoringTile) lines.push('Temple scoring tile SCORE9 in the pool');
  if (o.specialTerrain) lines.push('Special terrain: each faction has one special structure');
  if (o.finalScoringTile) lines.push(`Extra final scoring (Fire & Ice): ${o.finalScoringTile.replace(/-/g, ' ')}, 18/12/6 VP`);
  if (o.scoringTiles) lines.push(`Scoring tiles: ${o.scoringTiles.join(', ')}`);
  if (o.bonusCards) lines.push(`Bonus cards: ${o.bonusCards.join(', ')}`);
  return lines;
}
