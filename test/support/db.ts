/**
 * A fresh, migrated Store for one test file.
 *
 * With DATABASE_URL (CI's Postgres job): a new Postgres schema per call, dropped in cleanup, so test
 * files running in parallel never see each other's rows.
 * Without it: an in-memory PGlite. A fresh PGlite takes a few seconds to initialise, so the first
 * caller saves a migrated template in the OS temp folder (keyed by the PGlite version and the
 * migrations' checksums) and later calls, in any worker, start from that dump in well under a second.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { loadMigrations } from '../../src/store/migrate.ts';
import { openStore, storeOnPGlite } from '../../src/store/open.ts';
import { inMemory, migratePGlite, openPGlite, openPGliteFromDump } from '../../src/store/pglite.ts';
import type { Store } from '../../src/store/port.ts';
import { dropSchema, postgresTarget } from '../../src/store/postgres.ts';

export interface TestStore {
  store: Store;
  cleanup(): Promise<void>;
}

/**
 * Opens a test store before the file's tests and cleans it up after them; `store()` gives the open store.
 * Call at the top level of a test file.
 */
export function useTestStore(): { store: () => Store } {
  let db: TestStore | undefined;
  beforeAll(async () => {
    db = await openTestStore();
  });
  afterAll(async () => {
    await db?.cleanup();
  });
  return {
    store: () => {
      if (!db) throw new Error('the test store is not open yet');
      return db.store;
    },
  };
}

export async function openTestStore(): Promise<TestStore> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openPostgresTestStore(databaseUrl) : openPGliteTestStore();
}

async function openPostgresTestStore(databaseUrl: string): Promise<TestStore> {
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const store = await openStore({ databaseUrl, schema });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await dropSchema(postgresTarget(databaseUrl, schema));
    },
  };
}

async function openPGliteTestStore(): Promise<TestStore> {
  const store = await openTemplateStore();
  return { store, cleanup: () => store.close() };
}

/**
 * An in-memory PGlite store started from the migrated template (see migratedPGlite), whatever DATABASE_URL says: for
 * tests of code that opens its own embedded store (the sandbox's SandboxCliEnv.openStore). Closing it frees it.
 */
export async function openTemplateStore(): Promise<Store> {
  return storeOnPGlite(await migratedPGlite());
}

/** The package's version, read from its folder (its exports do not include package.json). */
function packageVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name.split('/').pop() ?? name)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const templatePrefix = 'boardgame-bot-pglite-template-';

function templatePath(): string {
  const pgliteVersion = packageVersion('@electric-sql/pglite');
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(loadMigrations().map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `${templatePrefix}${key}.tar`);
}

async function migratedPGlite(): Promise<PGlite> {
  const path = templatePath();
  const saved = await readFile(path).catch(() => null);
  if (saved) {
    try {
      return await openPGliteFromDump(new Blob([saved]));
    } catch {
      await rm(path, { force: true }); // unreadable template: rebuild it below
    }
  }
  const db = await openPGlite(inMemory);
  await migratePGlite(db);
  const dump = await db.dumpDataDir('none');
  // Written under a unique name, then renamed: parallel workers never read a half-written file.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, path);
  await removeOtherTemplates(path);
  return db;
}

/** Templates of older migration sets are 40 MB each; keep only the current one. */
async function removeOtherTemplates(current: string): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => []);
  for (const name of names) {
    const path = join(tmpdir(), name);
    if (name.startsWith(templatePrefix) && name.endsWith('.tar') && path !== current) await rm(path, { force: true });
  }
}
