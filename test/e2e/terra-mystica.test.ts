/** Terra Mystica at a Discord table: its opening (the whole game is in terra-mystica.long.test.ts). */
import { tmTableSuite } from './support/terra-mystica-table.ts';

tmTableSuite(false);
