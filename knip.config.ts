import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies, per workspace (the site, the embedded content API
 * in scripts/content-api, and the site's part for it in src/lib/contract/for-content-api). Its Astro
 * plugin adds the pages (src/pages/**), src/middleware.ts and astro.config.mjs; the Vitest and
 * Playwright plugins add their configs and tests; the npm scripts add the CLIs they run; a package's
 * `exports` are its entries. The entries below say the CLIs out loud (but scripts/content-api/cli.ts,
 * which knip calls redundant: the `content-api` script and the Playwright config already run it).
 * Each workspace must list the packages it imports.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/{build,start,dev,serve,check-links,check-html}.ts', 'scripts/bench/{run,content-api}.ts'],
      // The keyboard and display journeys' own config, which `npm run check:journeys` runs.
      playwright: { config: ['playwright.config.ts', 'playwright.journeys.config.ts'] },
      project: ['*.{js,mjs,ts}', 'src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
      // The HTML check runs the Nu HTML Checker's jar with Java (installed by .ci/run, not npm).
      ignoreBinaries: ['java'],
    },
    'scripts/content-api': {
      project: ['**/*.{ts,mjs}'],
    },
    // Its one module re-exports site modules by relative path; what they import is listed as this
    // package's dependencies, so the content API's graph says what it loads (knip sees no import).
    'src/lib/contract/for-content-api': {
      ignoreDependencies: ['dom-serializer', 'domhandler', 'domutils', 'entities', 'htmlparser2', 'p-retry', 'zod'],
    },
  },
  // The code exports the constants and helpers a module is about (spec values such as
  // CAROUSEL_SPEED_MS) even where only the module itself uses them yet: an export used in its own
  // file is not reported. Exports nothing uses at all still are.
  ignoreExportsUsedInFile: true,
};

export default config;
