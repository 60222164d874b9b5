import { defineConfig } from 'vitest/config';

/**
 * Test tiers by file name, wherever the file is (tests/, beside the code in src/ or scripts/):
 * - `*.test.ts(x)`: unit, pure (no port, no child process, no build); a setup file fails a unit
 *   test that opens a port or starts a process. `npm run test:unit`.
 * - `*.cms.test.ts`: over HTTP, against the embedded content API or a stub of it. `npm run test:cms`.
 * - `*.build.test.ts`: builds and other child processes (minutes; the files set their own timeouts).
 *   `npm run test:build`.
 */
const EVERYWHERE = ['tests', 'src', 'scripts'].map((dir) => `${dir}/**/*.test.{ts,tsx}`);
/** The content API's own tests run in its package (`npm run test:content-api`). */
const CONTENT_API_TESTS = ['scripts/content-api/**'];
const CMS = '**/*.cms.test.{ts,tsx}';
const BUILD = '**/*.build.test.{ts,tsx}';
const NOT_HERE = ['**/node_modules/**', '**/dist*/**'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: EVERYWHERE,
          exclude: [...NOT_HERE, ...CONTENT_API_TESTS, CMS, BUILD],
          setupFiles: ['tests/support/unit-tier-guard.ts'],
          // One worker runs many files (no module is evaluated again per file: seconds instead of
          // minutes). Unit tests touch no module state (the build's one context lives in
          // this-build.ts, which they do not load), and spies are put back after each test.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: { name: 'cms', include: [CMS], exclude: [...NOT_HERE, ...CONTENT_API_TESTS] },
      },
      {
        extends: true,
        test: { name: 'build', include: [BUILD], exclude: [...NOT_HERE, ...CONTENT_API_TESTS] },
      },
    ],
  },
});
