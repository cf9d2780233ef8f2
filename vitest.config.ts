import { defineConfig } from 'vitest/config';

/** Soak runs (many random games, long scripted games) live in `*.long.test.ts` and run with `npm run test:long`. */
export const LONG_TESTS = 'test/**/*.long.test.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', LONG_TESTS],
    // Timeouts catch hangs only: no test may pass or fail by the machine's speed (a busy 2-core machine runs 3-4x slower).
    testTimeout: 900_000,
    hookTimeout: 900_000,
    // PGlite instances are heavy (about 0.5 GB each); two cores: keep parallelism modest.
    maxWorkers: 2,
    // Fails the run when tests leave files in the checkout (they write only to os.tmpdir()).
    globalSetup: ['test/support/checkout-guard.ts'],
    reporters: ['default'],
  },
});
