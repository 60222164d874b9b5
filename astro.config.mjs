// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
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

export default defineConfig({
  site: config.siteUrl,
  // Every page is pre-rendered; only routes that say `prerender = false` (the preview) run on the server.
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  server: { port: config.server.port, host: config.server.host ?? '127.0.0.1' },
  integrations: [
    react(),
    siteReport(config),
    mediaMirror({ contentApiUrl, cacheDir: config.mediaCacheDir, retry: config.retry }),
    hostRules({ pairs: redirectPairs, contentApiUrl: config.publicContentApiUrl }),
    securityHeaders(),
  ],
  i18n: {
    defaultLocale: 'nl',
    locales: ['nl', 'en'],
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  redirects: astroRedirects(redirectPairs),
  build: { format: 'directory' },
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
