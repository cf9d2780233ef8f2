/**
 * Reminders with several processes polling one database: each due reminder is claimed and sent by exactly
 * one of them. Two table services stand for two processes (on Postgres each with its own store, i.e. its
 * own connection pool); they poll at the same moment.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/port.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';
import { noImages } from '../../src/tables/images.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, ok } from '../support/table-service.ts';

const schema = `reminders_${process.pid}_${randomBytes(4).toString('hex')}`;
let pglite: TestStore | undefined;
let stores: Store[] = [];
let services: TableService[] = [];
let now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) stores = [await openStore({ databaseUrl: url, schema }), await openStore({ databaseUrl: url, schema })];
  else {
    pglite = await openTestStore();
    stores = [pglite.store, pglite.store];
  }
  services = stores.map((store) => new TableService({ store, games: catalogOf([highCardEntry]), images: noImages, clock: () => now }));
});

afterAll(async () => {
  if (pglite) return pglite.cleanup();
  for (const s of stores) await s.close();
  if (process.env.DATABASE_URL) await dropSchema(postgresTarget(process.env.DATABASE_URL, schema));
});

describe('reminders polled by two processes', () => {
  it('each due reminder goes out once, whichever process claims it', async () => {
    const channelId = `once-${randomBytes(3).toString('hex')}`;
    ok(await services[0]!.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
    ok(await services[1]!.join(ben, channelId));
    ok(await services[0]!.start(ann, channelId, 'join'));
    let sent = 0;
    for (let round = 1; round <= 3; round++) {
      now = new Date(now.getTime() + 25 * 3_600_000);
      const [a, b] = await Promise.all([services[0]!.dueReminders(), services[1]!.dueReminders()]);
      const mine = [...a!, ...b!].filter((o) => o.channelId === channelId);
      expect(mine, `round ${round}`).toHaveLength(1);
      expect(mine[0]!.dms.map((d) => d.userId)).toEqual([ann.userId]);
      sent++;
      expect((await stores[0]!.getActiveTable(channelId))!.remindersSent).toBe(sent);
    }
    // The table allows three reminders per wait: a fourth poll finds nothing due.
    now = new Date(now.getTime() + 25 * 3_600_000);
    const [a, b] = await Promise.all([services[0]!.dueReminders(), services[1]!.dueReminders()]);
    expect([...a!, ...b!].filter((o) => o.channelId === channelId)).toEqual([]);
  });
});
