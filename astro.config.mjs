// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildPhases, MediaClock } from './scripts/build/build-phases.ts';
import { mediaMirror } from './scripts/build/media-mirror.ts';
import { astroRedirects, readRedirectPairs } from './scripts/build/redirects.ts';
import { hostRules } from './scripts/build/host-rules.ts';
import { securityHeaders } from './scripts/build/security-headers.ts';
import { siteReport } from './scripts/build/site-report.ts';
import { readConfig } from './src/lib/build/config.ts';
import { astroCsp } from './src/lib/security/csp.ts';

const config = readConfig();
const contentApiUrl = config.contentApiUrl;
/** The CMS redirect pairs the build step wrote (scripts/build/cms-redirects.ts; REDIRECTS_FILE for side builds). */
const redirectPairs = readRedirectPairs(config.redirectsFile);
/** The media mirror tells the build's phase report how long it took. */
const mediaClock = new MediaClock();

export default defineConfig({
  site: config.siteUrl,
  // Every page is pre-rendered; only routes that say `prerender = false` (the preview) run on the server.
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  server: { port: config.server.port, host: config.server.host ?? '127.0.0.1' },
  integrations: [
    react(),
    siteReport(config),
    mediaMirror({ contentApiUrl, cacheDir: config.mediaCacheDir, retry: config.retry, clock: mediaClock }),
    hostRules({ pairs: redirectPairs, contentApiUrl: config.publicContentApiUrl }),
    securityHeaders(),
    // Last, so that its astro:build:done sees every other step finished.
    buildPhases({ reportFile: config.buildReportFile, crawlReportFile: config.crawlReportFile, media: mediaClock }),
  ],
  i18n: {
    defaultLocale: 'nl',
    locales: ['nl', 'en'],
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  redirects: astroRedirects(redirectPairs),
  // 8 pages rendered at a time: rendering is one thread, but each page also waits for its file to be
  // written and for the CSP hashes of its inline scripts and styles (Web Crypto, off the main thread).
  // One at a time, a quarter of the rendering phase was that waiting (CPU profile of a scale-1 build:
  // 1.7 s idle of 6.3 s); with 8 the waits overlap (`npm run bench -- --scale 1`: rendering 6.5 s to 5.1 s).
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 8 },
  // The CSP of every page (src/lib/security/csp.ts): a meta on pre-rendered pages, a header on the preview.
  security: { csp: astroCsp(config) },
  trailingSlash: 'ignore',
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // In `astro dev` the images live on the content API; the build copies them into dist/client.
    server: contentApiUrl ? { proxy: { '/media': contentApiUrl } } : {},
  },
});
