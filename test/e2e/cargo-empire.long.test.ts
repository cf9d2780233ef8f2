/** Cargo Empire at a Discord table, played to the final scores. */
import { ceTableSuite } from './support/cargo-empire-table.ts';

ceTableSuite(true);
