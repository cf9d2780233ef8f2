import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DataDirInUseError } from '../../src/store/data-dir-lock.ts';
import { loadMigrations, type Migration } from '../../src/store/migrate.ts';
import { openStore, storeOnPGlite } from '../../src/store/open.ts';
import { inMemory, migratePGlite, openPGlite } from '../../src/store/pglite.ts';
import { dropSchema, migratePostgres, postgresTarget } from '../../src/store/postgres.ts';
import { newTable, seat } from './fixtures.ts';

const committed = loadMigrations();

function extraMigration(name: string, sql: string): Migration {
  return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
  logs: string | null;
}

const migrationRowsSql = 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name';

describe('the committed migrations', () => {
  it('are found next to the source, in name order, with Prisma’s sha256 checksums', () => {
    expect(committed.length).toBeGreaterThan(0);
    const names = committed.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    for (const m of committed) {
      expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
      expect(m.checksum).toBe(createHash('sha256').update(m.sql).digest('hex'));
    }
  });
});

describe('PGlite in a data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-test-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const sharedDataDir = () => join(dir, 'nested', 'pglite');

  it('keeps tables, seats, moves and audit across a restart, and migrates only once', async () => {
    const dataDir = sharedDataDir(); // created if missing
    const first = await openStore({ dataDir });
    const input = newTable();
    const table = await first.createTable(input);
    await first.commit(table.id, 0, {
      seats: [seat(0, 'host'), seat(1, 'bob')],
      table: { status: 'active', snapshot: { turn: 3 } },
      moves: [{ seat: 0, userId: 'host', notation: 'build E7' }],
      audit: [{ actorUserId: 'host', action: 'start', detail: '' }],
    });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openStore({ dataDir });
    try {
      expect(await second.getTable(table.id)).toMatchObject({ version: 1, status: 'active', snapshot: { turn: 3 } });
      expect((await second.getActiveTable(input.channelId))?.id).toBe(table.id);
      expect((await second.listSeats(table.id)).map((s) => s.userId)).toEqual(['host', 'bob']);
      expect((await second.listMoves(table.id)).map((m) => [m.seq, m.notation])).toEqual([[1, 'build E7']]);
      expect((await second.listAudit(table.id)).map((a) => a.action)).toEqual(['start']);
    } finally {
      await second.close();
    }

    const raw = await openPGlite(dataDir);
    try {
      const rows = (await raw.query<MigrationRow>(migrationRowsSql)).rows;
      expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count, r.rolled_back_at, r.logs])).toEqual(
        committed.map((m) => [m.name, m.checksum, 1, null, null]),
      );
      expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
    } finally {
      await raw.close();
    }
  });


  it('refuses a data folder another store holds, and takes over a lock left by a dead process', async () => {
    const dataDir = sharedDataDir(); // an existing folder opens in well under a second; a new one takes seconds
    const holder = await openStore({ dataDir });
    try {
      const error = await openStore({ dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect(error).toMatchObject({ pid: process.pid, lockPath: `${dataDir}.lock` });
      expect(await holder.getActiveTable('anything')).toBeNull(); // the holder is unharmed
    } finally {
      await holder.close();
    }
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow(); // released on close

    await writeFile(`${dataDir}.lock`, '999999999\n'); // no such process
    const next = await openStore({ dataDir });
    expect((await readFile(`${dataDir}.lock`, 'utf8')).trim()).toBe(String(process.pid));
    await next.close();
  });

  it('refuses a data folder locked by another running process', async () => {
    const dataDir = join(dir, 'foreign');
    await writeFile(`${dataDir}.lock`, `${process.ppid}\n`); // the parent process is certainly running
    const error = await openStore({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect(error).toMatchObject({ pid: process.ppid });
    expect((await readFile(`${dataDir}.lock`, 'utf8')).trim()).toBe(String(process.ppid)); // left alone
  });
});

// Migration mechanics on in-memory PGlite (a fresh data folder costs seconds more and adds nothing here).
describe('migrating PGlite', () => {
  it('continues the move log of a table created before the lastSeq column existed', async () => {
    const lastSeqIndex = committed.findIndex((m) => m.name.endsWith('_last_seq'));
    expect(lastSeqIndex).toBeGreaterThan(0);
    const db = await openPGlite(inMemory);
    await migratePGlite(db, committed.slice(0, lastSeqIndex));
    const id = '11111111-1111-4111-8111-111111111111';
    await db.exec(`
      INSERT INTO "tables" (id, "channelId", "activeChannelId", "gameId", options, seed, status, version, "hostUserId", "engineVersion", settings, "updatedAt")
      VALUES ('${id}', 'old', 'old', 'tm', '{}', 's', 'active', 2, 'h', 1, '{"reminderHours":0,"maxReminders":0}', now());
      INSERT INTO "moves" ("tableId", seq, seat, "userId", notation) VALUES ('${id}', 1, 0, 'h', 'a'), ('${id}', 2, 0, 'h', 'b');`);
    const store = await storeOnPGlite(db); // applies the remaining migrations
    try {
      await store.commit(id, 2, { moves: [{ seat: 0, userId: 'h', notation: 'c' }] });
      expect((await store.listMoves(id)).map((m) => [m.seq, m.notation])).toEqual([
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
      ]);
    } finally {
      await store.close();
    }
  });

  it('applies new migrations in order, and rolls back one that fails without recording it', async () => {
    const db = await openPGlite(inMemory);
    try {
      expect((await migratePGlite(db)).applied).toEqual(committed.map((m) => m.name));
      expect((await migratePGlite(db)).applied).toEqual([]);

      const good = extraMigration('29990101000000_add_note', 'ALTER TABLE "tables" ADD COLUMN "note" TEXT;\nCREATE INDEX "tables_note_idx" ON "tables"("note");');
      expect((await migratePGlite(db, [...committed, good])).applied).toEqual([good.name]);

      const bad = extraMigration('29990102000000_broken', 'CREATE TABLE "half_done" (id INT);\nSELECT no_such_function();');
      await expect(migratePGlite(db, [...committed, good, bad])).rejects.toThrow(/29990102000000_broken/);

      const names = (await db.query<MigrationRow>(migrationRowsSql)).rows.map((r) => r.migration_name);
      expect(names).toEqual([...committed.map((m) => m.name), good.name]);
      const tables = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_done'`);
      expect(tables.rows[0]?.n).toBe(0);
      const note = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'tables' AND column_name = 'note'`);
      expect(note.rows[0]?.n).toBe(1);
      // The session is usable again after the failure (no transaction left open).
      expect((await migratePGlite(db, [...committed, good])).applied).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describe('Postgres', () => {
    const schemas: string[] = [];
    const freshSchema = () => {
      const name = `test_mig_${randomBytes(6).toString('hex')}`;
      schemas.push(name);
      return name;
    };
    afterAll(async () => {
      for (const schema of schemas) await dropSchema(postgresTarget(databaseUrl, schema));
    });

    async function migrationRows(schema: string): Promise<MigrationRow[]> {
      const client = new pg.Client({ connectionString: postgresTarget(databaseUrl!).connectionString });
      await client.connect();
      try {
        return (await client.query<MigrationRow>(`SELECT * FROM "${schema}"."_prisma_migrations" ORDER BY migration_name`)).rows;
      } finally {
        await client.end();
      }
    }

    it('applies each migration once when several processes start at the same moment', async () => {
      const target = postgresTarget(databaseUrl, freshSchema());
      const results = await Promise.all(Array.from({ length: 4 }, () => migratePostgres(target)));
      expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, 0, committed.length]);
      expect((await migrationRows(target.schema)).map((r) => [r.migration_name, r.checksum])).toEqual(committed.map((m) => [m.name, m.checksum]));
    });

    it('honours ?schema= in the URL, and keeps data across close and reopen', async () => {
      const schema = freshSchema();
      const url = new URL(databaseUrl);
      url.searchParams.set('schema', schema);
      const first = await openStore({ databaseUrl: url.toString() });
      const table = await first.createTable(newTable());
      await first.close();
      const second = await openStore({ databaseUrl, schema });
      try {
        expect((await second.getTable(table.id))?.id).toBe(table.id);
      } finally {
        await second.close();
      }
      expect((await migrationRows(schema)).length).toBe(committed.length);
    });

    it('rolls back a failing migration and records nothing for it', async () => {
      const target = postgresTarget(databaseUrl, freshSchema());
      const bad = extraMigration('29990102000000_broken', 'CREATE TABLE "half_done" (id INT);\nSELECT no_such_function();');
      await expect(migratePostgres(target, [...committed, bad])).rejects.toThrow(/29990102000000_broken/);
      expect((await migrationRows(target.schema)).map((r) => r.migration_name)).toEqual(committed.map((m) => m.name));
      // The lock was released: the next start succeeds.
      expect((await migratePostgres(target)).applied).toEqual([]);
    });
  });
}
