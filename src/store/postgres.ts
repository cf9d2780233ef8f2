/** Plain `pg` sessions for the work Prisma's client cannot do: multi-statement migrations and schema set-up. */
import pg from 'pg';
import { migrate, migrationLockKey, type MigrateResult, type Migration, type MigrationSession } from './migrate.ts';

export interface PostgresTarget {
  /** Connection string without Prisma's `?schema=` parameter. */
  connectionString: string;
  /** The Postgres schema the tables live in. */
  schema: string;
}

const schemaNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Accepts Prisma's `?schema=name` in the URL (as Prisma's own tools do); an explicit schema wins.
 * The parameter is removed because node-postgres does not know it.
 */
export function postgresTarget(databaseUrl: string, schema?: string): PostgresTarget {
  const url = new URL(databaseUrl);
  const fromUrl = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const chosen = schema ?? fromUrl ?? 'public';
  if (!schemaNamePattern.test(chosen)) throw new Error(`Invalid Postgres schema name: ${chosen}`);
  return { connectionString: url.toString(), schema: chosen };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function sessionOf(client: pg.Client): MigrationSession {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
  };
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the schema if needed and applies pending migrations in it. */
export async function migratePostgres(target: PostgresTarget, migrations?: Migration[]): Promise<MigrateResult> {
  return withClient(target.connectionString, async (client) => {
    // CREATE SCHEMA IF NOT EXISTS can still fail when two sessions race, so take the migration lock first.
    // Session advisory locks are re-entrant: migrate() takes it again and releases its own hold.
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(target.schema)}`);
      await client.query(`SET search_path TO ${quoteIdent(target.schema)}`);
      return await migrate(sessionOf(client), migrations);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  });
}

export async function dropSchema(target: PostgresTarget): Promise<void> {
  await withClient(target.connectionString, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(target.schema)} CASCADE`);
  });
}
