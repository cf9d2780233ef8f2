/**
 * The environment grid (EE-2.6) from environment.json: 3 rows x 5 columns, ids '<row>-<column>'.
 * PROVISIONAL: the drill-space positions are placeholders ([PH]).
 */
export const ENVIRONMENT = {
  columns: 5,
  drillSpaces: ['forest-2', 'forest-4', 'ocean-3', 'ocean-5'] as readonly string[],
  drillSpacesPlaceholder: true,
  startingPollution: 'air-1',
  /** VP at game end for a column whose 3 spaces are all unpolluted, by column (1-based). */
  columnBonus: [0, 0, 1, 2, 3] as readonly number[],
};
