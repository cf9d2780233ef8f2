/**
 * One "bot process" for the two-process deadline test: opens the store on DATABASE_URL and SCHEMA, polls due
 * deadlines once at the clock time CLOCK, and prints the table ids it played a move at as JSON.
 */
import { catalogOf } from '../../../src/games/entry.ts';
import { openStore } from '../../../src/store/open.ts';
import { noImages } from '../../../src/tables/images.ts';
import { TableService } from '../../../src/tables/service.ts';
import { highCardEntry } from '../../fixtures/games/high-card/index.ts';

const { DATABASE_URL: databaseUrl, SCHEMA: schema, CLOCK: clock } = process.env;
if (!databaseUrl || !schema || !clock) throw new Error('DATABASE_URL, SCHEMA and CLOCK are required');
const store = await openStore({ databaseUrl, schema });
try {
  const service = new TableService({ store, games: catalogOf([highCardEntry]), images: noImages, clock: () => new Date(clock) });
  const outcomes = await service.dueDeadlines();
  process.stdout.write(`${JSON.stringify(outcomes.map((o) => o.tableId))}\n`);
} finally {
  await store.close();
}
