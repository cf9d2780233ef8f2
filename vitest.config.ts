import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (about 0.5 GB each); two cores: keep parallelism modest.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
