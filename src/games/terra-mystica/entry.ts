import type { GameEntry } from '../entry.ts';
import { terraMystica } from './index.ts';
import { renderBoard } from './render/render-board.ts';

/** Terra Mystica at the table: the rules module and its board image. Nothing is private (TM-16), so no renderPrivate. */
export const terraMysticaEntry: GameEntry = { module: terraMystica, renderBoard };
