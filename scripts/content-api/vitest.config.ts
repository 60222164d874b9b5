import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite's cache in the project's .cache, not a node_modules folder inside the package.
  cacheDir: '../../.cache/vite-content-api',
  test: {
    // Every test beside the module it tests: `*.test.ts` pure, `*.cms.test.ts` starting the API or generating a large
    // World.
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
