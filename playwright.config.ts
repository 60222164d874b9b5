import { defineConfig } from '@playwright/test';
import { readE2eConfig } from './src/lib/build/config.ts';
import { chromiumSettings } from './tests/support/chromium.ts';
import { E2E_SITES, HOSTILE_BUILD_DIR, THIRD_PARTY_SETTINGS } from './tests/support/e2e-sites.ts';

/**
 * End-to-end tests in Debian's headless Chromium (readE2eConfig: CHROMIUM_PATH, else the headless shell) against the
 * built site. They serve what is built beforehand: dist/ (`npm run build`) and two small sites
 * (`npm run build:e2e-sites`, which `npm run test:e2e` runs first; tests/support/e2e-sites.ts): one
 * with the crisis banner switched off (the banner is part of the static pages) and the third
 * parties configured (THIRD_PARTY_SETTINGS), one from the hostile dataset. dist/ is also served a
 * second time as a Netlify-style static host would.
 */
const e2e = readE2eConfig();
const chromium = chromiumSettings(e2e.chromiumPath);
const SITE_PORT = e2e.port;
const BANNER_OFF_PORT = SITE_PORT + 1;
/** The embedded content API the served site passes /api/v1/search/ requests to (the one live call). */
const CONTENT_API_PORT = SITE_PORT + 2;
export const BANNER_OFF_URL = `http://localhost:${BANNER_OFF_PORT}`;
export { HOSTILE_BUILD_DIR, THIRD_PARTY_SETTINGS };
/** The embedded content API itself, for tests that ask its admin endpoints (drafts and their preview links). */
export const CONTENT_API_URL = `http://127.0.0.1:${CONTENT_API_PORT}`;
/**
 * The same build served the way a Netlify-style static host reads its `_redirects` and `_headers`
 * (tests/support/static-host.ts).
 */
const STATIC_HOST_PORT = SITE_PORT + 3;
export const STATIC_HOST_URL = `http://localhost:${STATIC_HOST_PORT}`;
/** Where the served dist/ keeps the pages' feedback (the feedback spec exports it). */
export const FEEDBACK_DB = `.cache/e2e/feedback-${SITE_PORT}.sqlite`;
/**
 * The small site built from the embedded content API's hostile dataset, and that hostile API for its run-time calls.
 */
const HOSTILE_PORT = SITE_PORT + 4;
const HOSTILE_CONTENT_API_PORT = SITE_PORT + 5;
export const HOSTILE_URL = `http://localhost:${HOSTILE_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: e2e.ci ? 2 : undefined,
  retries: 0,
  reporter: e2e.ci ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium.launchOptions,
  },
  projects: chromium.projects,
  webServer: [
    {
      command: `node scripts/content-api/cli.ts --port ${CONTENT_API_PORT}`,
      url: `${CONTENT_API_URL}/api/v1/footer`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.ts dist`,
      env: {
        PORT: String(SITE_PORT),
        HOST: 'localhost',
        CONTENT_API_URL,
        ASTRO_NODE_AUTOSTART: 'disabled',
        FEEDBACK_DB,
        // As if behind a CDN on this machine: a test posts as a visitor of its own (X-Forwarded-For).
        FEEDBACK_TRUSTED_PROXIES: '127.0.0.1,::1',
      },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The build's own content API is gone after the build: the proxy rule's requests go to the e2e one.
      command: `node tests/support/serve-static-host.ts dist --port ${STATIC_HOST_PORT} --host localhost --proxy-origin ${CONTENT_API_URL}`,
      url: `${STATIC_HOST_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.ts ${E2E_SITES['banner-off'].outDir}`,
      env: { PORT: String(BANNER_OFF_PORT), HOST: 'localhost', ...E2E_SITES['banner-off'].env },
      url: `${BANNER_OFF_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/content-api/cli.ts --hostile --scale 0.05 --port ${HOSTILE_CONTENT_API_PORT}`,
      url: `http://127.0.0.1:${HOSTILE_CONTENT_API_PORT}/api/v1/footer`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.ts ${E2E_SITES.hostile.outDir}`,
      env: {
        PORT: String(HOSTILE_PORT),
        HOST: 'localhost',
        CONTENT_API_URL: `http://127.0.0.1:${HOSTILE_CONTENT_API_PORT}`,
        ...E2E_SITES.hostile.env,
      },
      url: `${HOSTILE_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
