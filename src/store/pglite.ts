/** PGlite (Postgres in WASM) as the embedded default database. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate, type MigrateResult, type Migration, type MigrationSession } from './migrate.ts';

export const inMemory = 'memory://';

/** Opens (creating if missing) a data folder, or an in-memory database for 'memory://'. */
export async function openPGlite(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith(inMemory)) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await db.waitReady;
  return db;
}

/** A fresh in-memory database that starts from a dump made by `db.dumpDataDir()`. */
export async function openPGliteFromDump(dump: Blob): Promise<PGlite> {
  const db = new PGlite({ loadDataDir: dump });
  await db.waitReady;
  return db;
}

export function migratePGlite(db: PGlite, migrations?: Migration[]): Promise<MigrateResult> {
  const session: MigrationSession = {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
  };
  return migrate(session, migrations);
}
