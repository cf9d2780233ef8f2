import { expect, it } from 'vitest';
import { pendingSchemaSql } from '../../scripts/wasm-migrate.ts';

// Prisma's schema engine (WASM) replays the committed migrations on in-memory PGlite and compares the
// result with prisma/schema.prisma. A difference means a schema edit was committed without
// `npm run migrate:new -- <name>`.
it('the committed migrations produce exactly the schema in prisma/schema.prisma', async () => {
  expect(await pendingSchemaSql()).toBe('');
});
