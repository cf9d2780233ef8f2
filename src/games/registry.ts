import { catalogOf, type GameCatalog } from './entry.ts';

/** The games this bot hosts. Each game folder exports one GameEntry; add it here when it is complete. */
export const games: GameCatalog = catalogOf([]);
