/** Energy Empire at a Discord table, played to the final scores. */
import { eeTableSuite } from './support/energy-empire-table.ts';

eeTableSuite(true);
