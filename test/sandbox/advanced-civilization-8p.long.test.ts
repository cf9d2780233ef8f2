/** Issue 13: the README's 8-player scripted Advanced Civilization game, whole (about 850-930 moves; npm run test:long). */
import { describe } from 'vitest';
import { scriptedGameSuite } from './ac-scripted-suite.ts';

describe('the scripted 8-player Advanced Civilization game in the sandbox', () => {
  scriptedGameSuite(8, 'ac-8p', 10, []);
});
