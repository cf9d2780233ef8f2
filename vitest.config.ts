import { defineConfig } from 'vitest/config';

/** Soak runs (many random games, long scripted games) live in `*.long.test.ts` and run with `npm run test:long`. */
export const LONG_TESTS = 'test/**/*.long.test.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', LONG_TESTS],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (about 0.5 GB each); two cores: keep parallelism modest.
    maxWorkers: 2,
    // Fails the run when tests leave files in the checkout (they write only to os.tmpdir()).
    globalSetup: ['test/support/checkout-guard.ts'],
    reporters: ['default'],
  },
});
