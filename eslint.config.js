// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const impureModules = ['discord.js', '@discordjs/*', '@prisma/*', 'prisma', 'pglite-prisma-adapter', '@electric-sql/*', 'sharp', 'pino', 'node:fs', 'fs', 'node:child_process', 'node:net', 'node:http'];
const impureImportPatterns = [
  ...impureModules.map((group) => ({ group: [group], message: 'The engine and game rules are pure: no I/O, Discord, database, images or logging here.' })),
  { group: ['**/store/**', '**/tables/**', '**/discord/**', '**/sandbox/**', '**/generated/**'], message: 'Layers only import downwards (DESIGN.md).' },
  { group: ['**/render/png*', '**/render/sharp-loader*', '**/render/fonts*', '**/render/cache*'], message: 'Games draw SVG with src/render/primitives.ts only; rasterising happens in the platform.' },
];
const adapters = ['discord', 'sandbox', 'web'];
const adapterPeers = adapters.map((self) => ({ self, others: adapters.filter((o) => o !== self) }));
const noClockOrRandom = [
  { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state (src/engine/rng.ts).' },
  { object: 'Date', property: 'now', message: 'Game rules have no clock.' },
  { object: 'performance', property: 'now', message: 'Game rules have no clock.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/generated/**', 'data/**', 'out/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2023, sourceType: 'module' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // sharp must load only after the bundled fonts are configured (src/render/sharp-loader.ts).
    files: ['src/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/render/sharp-loader.ts', 'src/engine/**/*.ts', 'src/games/**/*.ts', 'test/fixtures/games/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sharp', message: 'Use svgToPng from src/render/png.ts (fonts must be configured before sharp loads).' }] }],
    },
  },
  // Adapters talk to the table service only (DESIGN.md): never to the store, never to each other.
  ...adapterPeers.map(({ self, others }) => ({
    files: [`src/${self}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'sharp', message: 'Use svgToPng from src/render/png.ts (fonts must be configured before sharp loads).' }],
        patterns: [
          { group: ['**/store/**', '**/generated/**', '@prisma/*', 'prisma', 'pg'], message: 'Adapters talk to the table service (src/tables), never to the store (DESIGN.md).' },
          { group: others.map((o) => `../${o}/**`), message: `src/${self} does not import another adapter (DESIGN.md).` },
        ],
      }],
    },
  })),
  {
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts', 'test/fixtures/games/**/*.ts'],
    ignores: ['src/games/registry.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: impureImportPatterns }],
      'no-restricted-properties': ['error', ...noClockOrRandom],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Game rules have no clock.' }],
    },
  },
);
