/**
 * The refusals of Advanced Civilization: every rule error of the game is built here with the game's prefix
 * ('ac.' + code) and returned, never thrown (src/engine/errors.ts). Codes shared by every game
 * (CommonErrors: not-your-turn, bad-notation, game-over) keep their plain codes through ruleError.
 */
import { failFor } from '../../../engine/errors.ts';

export const fail = failFor('ac');
