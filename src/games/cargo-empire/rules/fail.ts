/**
 * The refusals of Cargo Empire: a RuleError whose code carries the game's prefix ('ce.' + 'no-demand'). Every rule
 * that can refuse returns `T | RuleError` built here and its caller passes it on (src/engine/errors.ts); the codes the
 * platform shares by every game (CommonErrors: not your turn, bad notation, game over) keep their own, unprefixed codes.
 */
import { failFor } from '../../../engine/errors.ts';

export const fail = failFor('ce');
