import { advancedCivilizationEntry } from './advanced-civilization/entry.ts';
import { cargoEmpireEntry } from './cargo-empire/entry.ts';
import { energyEmpireEntry } from './energy-empire/entry.ts';
import { catalogOf, type GameCatalog } from './entry.ts';
import { terraMysticaEntry } from './terra-mystica/entry.ts';

/** The games this bot hosts: engine, images and commands complete. Each game folder exports one AnyGameEntry. */
export const games: GameCatalog = catalogOf([terraMysticaEntry, cargoEmpireEntry, energyEmpireEntry, advancedCivilizationEntry]);
