/**
 * Applies the committed Prisma migrations (prisma/migrations/<name>/migration.sql) at start-up.
 *
 * Prisma's own `migrate deploy` needs a native engine that cannot be downloaded here, so this does the
 * same job: pending migrations in name order, each in its own transaction, recorded in Prisma's
 * `_prisma_migrations` table with the same columns and sha256 checksum, so a later real
 * `prisma migrate deploy` sees them as applied. A Postgres advisory lock (the key Prisma Migrate uses)
 * makes two processes starting at once apply each migration exactly once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One database session (one connection): `exec` runs a multi-statement script. */
export interface MigrationSession {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
}

/** Found relative to this module, so it works from any working directory and in a container. */
export const defaultMigrationsDir = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

// Same key as Prisma Migrate's own lock, so this migrator and `prisma migrate deploy` exclude each other.
export const migrationLockKey = 72707369;

const createMigrationsTable = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function loadMigrations(dir: string = defaultMigrationsDir): Migration[] {
  if (!existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    });
}

/** Brings the database (the session's current schema) up to date. */
export async function migrate(session: MigrationSession, migrations: Migration[] = loadMigrations()): Promise<MigrateResult> {
  await session.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
  try {
    await session.exec(createMigrationsTable);
    // Rows of failed or rolled-back attempts do not count as applied (Prisma's rule too).
    const done = await session.query<{ migration_name: string }>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const appliedNames = new Set(done.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (appliedNames.has(migration.name)) continue;
      const startedAt = new Date();
      await session.exec('BEGIN');
      try {
        await session.exec(migration.sql);
        await session.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await session.exec('COMMIT');
      } catch (error) {
        await session.exec('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
  }
}
