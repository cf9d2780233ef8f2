/** High Card random play, a few games per player count (the 200-game soak is high-card-playout.long.test.ts). */
import { highCardPlayoutSuite } from './high-card-playout.ts';

highCardPlayoutSuite(25);
