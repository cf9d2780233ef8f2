/** Terra Mystica at a Discord table, played to the final scores. */
import { tmTableSuite } from './support/terra-mystica-table.ts';

tmTableSuite(true);
