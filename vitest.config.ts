import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/integration: whole builds in child processes (minutes); their files set their own, longer timeouts.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
