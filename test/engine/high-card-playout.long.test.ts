/** High Card random play: the soak, 200 games per player count. */
import { highCardPlayoutSuite } from './high-card-playout.ts';

highCardPlayoutSuite(200);
