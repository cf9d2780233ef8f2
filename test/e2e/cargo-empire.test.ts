/** Cargo Empire at a Discord table: its opening (the whole game is in cargo-empire.long.test.ts). */
import { ceTableSuite } from './support/cargo-empire-table.ts';

ceTableSuite(false);
