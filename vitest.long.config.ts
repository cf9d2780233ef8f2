import { defineConfig } from 'vitest/config';
import base, { LONG_TESTS } from './vitest.config.ts';

/** `npm run test:long`: the soak runs left out of `npm test` (CI runs both). */
export default defineConfig({ test: { ...base.test, include: [LONG_TESTS], exclude: ['**/node_modules/**'] } });
