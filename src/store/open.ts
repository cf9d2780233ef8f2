/** Opens the Store: Postgres when a database URL is given, otherwise embedded PGlite in a data folder. */
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Migration } from './migrate.ts';
import { inMemory, migratePGlite, openPGlite } from './pglite.ts';
import type { Store } from './port.ts';
import { migratePostgres, postgresTarget } from './postgres.ts';
import { PrismaStore } from './prisma-store.ts';

export interface OpenStoreOptions {
  /** postgres://... (a `?schema=` parameter is honoured). Without it, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, created if missing; 'memory://' for a throw-away database. Default ./data/pglite. */
  dataDir?: string;
  /** Postgres schema for the tables (default public, or the URL's ?schema=). PGlite always uses public. */
  schema?: string;
  /** Migrations to apply instead of the committed ones (tests). */
  migrations?: Migration[];
}

export const defaultDataDir = './data/pglite';

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  if (options.databaseUrl) return openPostgresStore(options.databaseUrl, options.schema, options.migrations);
  const dataDir = options.dataDir ?? defaultDataDir;
  if (dataDir.startsWith(inMemory)) return storeOnPGlite(await openPGlite(dataDir), options.migrations);
  const folder = resolve(dataDir);
  const unlock = lockDataDir(folder);
  try {
    return await storeOnPGlite(await openPGlite(folder), options.migrations, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgresStore(databaseUrl: string, schema: string | undefined, migrations: Migration[] | undefined): Promise<Store> {
  const target = postgresTarget(databaseUrl, schema);
  await migratePostgres(target, migrations);
  const adapter = new PrismaPg({ connectionString: target.connectionString }, { schema: target.schema });
  return new PrismaStore(new PrismaClient({ adapter }), undefined, target.schema);
}

/** Migrates an open PGlite and wraps it; the store's close() also closes the database, then calls `onClosed`. */
export async function storeOnPGlite(db: PGlite, migrations?: Migration[], onClosed: () => void = () => {}): Promise<Store> {
  try {
    await migratePGlite(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return new PrismaStore(prisma, async () => {
    await db.close();
    onClosed();
  });
}
