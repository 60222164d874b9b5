/**
 * The two small sites the e2e tests serve besides dist/, built beforehand by `npm run build:e2e-sites`
 * (tests/support/build-e2e-sites.ts) and served by playwright.config.ts with the same settings.
 */

/**
 * The banner-off site also has the consent-bound third parties configured (src/consent/third-parties.ts):
 * read-aloud, rating widget and tag manager. The tests answer their hosts themselves (the machine
 * has no internet) and record every request to them.
 */
export const THIRD_PARTY_SETTINGS = {
  PUBLIC_READ_ALOUD_CUSTOMER_ID: '11876',
  PUBLIC_RATING_WIDGET_URL: 'https://widget.rating.example/ziekenhuis',
  PUBLIC_TAG_MANAGER_ID: 'GTM-E2ETEST',
} as const;

export type E2eSite = {
  /** Arguments of `node scripts/build.ts`, but the out dir. */
  buildArgs: readonly string[];
  outDir: string;
  /** For its build and its server alike (each build's side files are in its own run folder). */
  env: Readonly<Record<string, string>>;
};

const BANNER_OFF_DIR = 'dist-e2e-banner-off';
export const HOSTILE_BUILD_DIR = 'dist-e2e-hostile';

export const E2E_SITES = {
  /** The crisis banner switched off (it is part of the static pages) and the third parties configured. */
  'banner-off': {
    buildArgs: ['--scale', '0.05', '--crisis-banner', 'off'],
    outDir: BANNER_OFF_DIR,
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_NODE_AUTOSTART: 'disabled',
      ...THIRD_PARTY_SETTINGS,
    },
  },
  /** Built from the embedded content API's hostile dataset (`--hostile`). */
  hostile: {
    buildArgs: ['--scale', '0.05', '--hostile'],
    outDir: HOSTILE_BUILD_DIR,
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_NODE_AUTOSTART: 'disabled',
    },
  },
} as const satisfies Record<string, E2eSite>;

export type E2eSiteName = keyof typeof E2E_SITES;
