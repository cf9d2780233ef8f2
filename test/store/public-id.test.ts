/** The web page id of a table (issue 24): unguessable, unique, not the uuid, and filled in for tables made before it. */
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/migrate.ts';
import { migratePGlite } from '../../src/store/pglite.ts';
import type { Store } from '../../src/store/port.ts';
import { useTestStore } from '../support/db.ts';
import { newTable } from './fixtures.ts';

const testStore = useTestStore();
let store: Store;

beforeAll(() => {
  store = testStore.store();
});

describe('a table’s public id', () => {
  it('is 192 random bits in base64url, different for every table and from its uuid', async () => {
    const a = await store.createTable(newTable());
    const b = await store.createTable(newTable());
    expect(a.publicId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.publicId).not.toBe(b.publicId);
    expect(a.publicId).not.toContain(a.id);
    expect(await store.getTableByPublicId(a.publicId)).toMatchObject({ id: a.id, publicId: a.publicId });
  });

  it('looks up nothing for an unknown, malformed or uuid-shaped id, without an error', async () => {
    const a = await store.createTable(newTable());
    expect(await store.getTableByPublicId('A'.repeat(32))).toBeNull();
    expect(await store.getTableByPublicId("'; drop table tables; --")).toBeNull();
    expect(await store.getTableByPublicId(a.id)).toBeNull();
    expect(await store.getTableByPublicId('')).toBeNull();
  });

  it('gives the version alone for the live page’s poll', async () => {
    const a = await store.createTable(newTable());
    expect(await store.versionByPublicId(a.publicId)).toBe(0);
    await store.commit(a.id, 0, { table: { status: 'active' } });
    expect(await store.versionByPublicId(a.publicId)).toBe(1);
    expect(await store.versionByPublicId('B'.repeat(32))).toBeNull();
    expect(await store.versionByPublicId(a.id)).toBeNull();
  });
});

it('the migration gives every table made before it its own random public id', async () => {
  const migrations = loadMigrations();
  const index = migrations.findIndex((m) => m.name.endsWith('_table_public_id'));
  expect(index).toBeGreaterThan(0);
  const db = new PGlite();
  try {
    await migratePGlite(db, migrations.slice(0, index));
    for (const channel of ['c1', 'c2', 'c3']) {
      await db.query(
        `INSERT INTO tables (id, "channelId", "gameId", options, seed, status, "hostUserId", "engineVersion", settings, "updatedAt")
         VALUES (gen_random_uuid(), $1, 'g', '{}', 's', 'active', 'h', 1, '{}', now())`,
        [channel],
      );
    }
    await migratePGlite(db, migrations);
    const rows = (await db.query<{ publicId: string }>('SELECT "publicId" FROM tables')).rows.map((r) => r.publicId);
    expect(rows).toHaveLength(3);
    for (const id of rows) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(rows).size).toBe(3);
  } finally {
    await db.close();
  }
});
