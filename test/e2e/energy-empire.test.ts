/** Energy Empire at a Discord table: its opening (the whole game is in energy-empire.long.test.ts). */
import { eeTableSuite } from './support/energy-empire-table.ts';

eeTableSuite(false);
