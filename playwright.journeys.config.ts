import { defineConfig } from '@playwright/test';
import { readE2eConfig } from './src/lib/build/config.ts';
import { chromiumSettings } from './tests/support/chromium.ts';

/**
 * Only the keyboard and display journeys, against any built site: JOURNEYS_SITE (default dist; a release folder of
 * the origin works too), served by `node scripts/serve.ts` on E2E_PORT (`npm run check:journeys` picks free ports). Searches go to CONTENT_API_URL when it is
 * set (the CMS the site was built from); else the embedded content API is started on the next port, which answers
 * for dist/. Results go to the `json` reporter's file (PLAYWRIGHT_JSON_OUTPUT_FILE, which `npm run check:journeys`
 * sets) as well as to the terminal.
 */
const e2e = readE2eConfig();
const chromium = chromiumSettings(e2e.chromiumPath);
const SITE_PORT = e2e.port;
const EMBEDDED_CONTENT_API_URL = `http://127.0.0.1:${SITE_PORT + 1}`;
const contentApiUrl = e2e.contentApiUrl ?? EMBEDDED_CONTENT_API_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['keyboard-journeys.spec.ts', 'display-journeys.spec.ts'],
  // Not inside test-results/, which the e2e suite empties when it starts (the two may run at once).
  outputDir: process.env['JOURNEYS_OUTPUT_DIR'] || 'test-results-journeys',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results-journeys/results.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium.launchOptions,
  },
  projects: chromium.projects,
  webServer: [
    ...(e2e.contentApiUrl
      ? []
      : [
          {
            command: `node scripts/content-api/cli.ts --port ${SITE_PORT + 1}`,
            url: `${EMBEDDED_CONTENT_API_URL}/api/v1/footer`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
    {
      command: `node scripts/serve.ts ${e2e.journeysSite}`,
      env: {
        PORT: String(SITE_PORT),
        HOST: 'localhost',
        CONTENT_API_URL: contentApiUrl,
        ASTRO_NODE_AUTOSTART: 'disabled',
      },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
