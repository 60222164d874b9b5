/**
 * The site's Astro config for one build run: `npm run build`, `npm start` and `npm run dev` hand
 * it to Astro themselves (scripts/lib/build-site.ts); astro.config.mjs gives Astro's own commands
 * (`astro check`) the default run's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import type { AstroInlineConfig, AstroIntegration } from 'astro';
import { cdnContentApiUrl } from '#src/lib/build/config.ts';
import type { BuildRun } from '#src/lib/build/run.ts';
import { astroCsp } from '#src/lib/security/csp.ts';
import { buildPhases, MediaClock } from './build-phases.ts';
import { buildRunModule } from './build-run-module.ts';
import { callsAskedAgain, type CallsAskedAgain } from './calls-asked-again.ts';
import { hostRules } from './host-rules.ts';
import { mediaMirror } from './media-mirror.ts';
import { onDemandRoutesFile } from './on-demand-routes.ts';
import { astroRedirects, readRedirectPairs } from './redirects.ts';
import { precompressFiles } from './precompress.ts';
import { dependencyRecord } from './dependency-record.ts';
import { incrementalAssembly, pagesLeftToPrevious } from './incremental-assembly.ts';
import { securityHeaders } from './security-headers.ts';
import { securityTxtFile } from './security-txt.ts';
import { searchIndex, SearchIndexing } from './search-index.ts';
import { siteReport } from './site-report.ts';
import { siteStylesheetChunk } from './site-stylesheet-chunk.ts';

type ConfigSetup = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];
type ConfigDone = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:done']>>[0];

/**
 * @astrojs/react, loaded once Astro starts: importing it loads React, which picks its development or
 * production build by NODE_ENV, and Astro sets NODE_ENV when a build or dev server starts, after
 * this config is made (a config file is loaded after that, so astro.config.mjs never had to care).
 */
function reactOnceAstroStarts(): AstroIntegration {
  let react: Promise<AstroIntegration> | undefined;
  const loaded = () => (react ??= import('@astrojs/react').then((module) => module.default()));
  return {
    name: '@astrojs/react',
    hooks: {
      'astro:config:setup': async (params: ConfigSetup) => (await loaded()).hooks['astro:config:setup']?.(params),
      'astro:config:done': async (params: ConfigDone) => (await loaded()).hooks['astro:config:done']?.(params),
    },
  };
}

/** `client:reached` (src/react/hydrate-when-reached.ts): an island hydrated when its address asks for it or the visitor reaches for it. */
function hydrateWhenReachedDirective(): AstroIntegration {
  return {
    name: 'hydrate-when-reached',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'reached',
          entrypoint: fileURLToPath(new URL('../../src/react/hydrate-when-reached.ts', import.meta.url)),
        }),
    },
  };
}

/** How a build records its dependencies (every `npm run build`): its code fingerprint, and why it is full or incremental. */
export type BuildRecording = { fingerprint: string; reason: string };

/**
 * What a build run adds besides its run and recording: `askedAtMs`, when the build was asked for
 * (performance.now(), read once the build has bundled; a waiting build process,
 * scripts/build/build-standby.ts, is asked after it started, and its phases count from then);
 * `callsAskedAgain`, the thread that asks an incremental build's calls again (scripts/build/calls-asked-again.ts),
 * once it is begun, which the pages wait for; `renderWhenAsked`, a prepared build's wait between its
 * bundling and its pages (scripts/build/render-when-asked.ts).
 */
export type BuildExtras = {
  askedAtMs?: () => number;
  callsAskedAgain?: Promise<CallsAskedAgain>;
  renderWhenAsked?: AstroIntegration;
};

export function siteConfig(run: BuildRun, recording?: BuildRecording, extras: BuildExtras = {}): AstroInlineConfig {
  const askedAtMs = extras.askedAtMs ?? (() => 0);
  const { config, files } = run;
  const contentApiUrl = config.contentApiUrl;
  /** The CMS redirect pairs the step before the build wrote (scripts/build/cms-redirects.ts). */
  const redirectPairs = readRedirectPairs(files.redirects);
  /** The media mirror tells the build's phase report how long it took. */
  const mediaClock = new MediaClock();
  const mirror = mediaMirror({
    contentApiUrl,
    cacheDir: run.mediaCacheDir,
    retry: config.retry,
    clock: mediaClock,
    fewPages: run.incremental !== null,
    ...(run.incremental
      ? { previous: { clientDir: run.incremental.previousClient, record: run.incremental.previousRecord } }
      : {}),
    // The CMS answers the calls first: the pages wait for them, and the documents only for the media's end.
    ...(extras.callsAskedAgain ? { askDocumentsAfter: extras.callsAskedAgain.then((calls) => calls.done) } : {}),
  });
  const assembly = recording ? incrementalAssembly(run, recording, mirror) : null;
  const incremental = run.incremental;
  const indexing = new SearchIndexing();
  const precompress = precompressFiles({ indexing, ...(assembly ? { shared: assembly.shared } : {}) });
  return {
    root: run.root,
    outDir: run.outDir,
    site: config.siteUrl,
    // Every page is pre-rendered; only routes that say `prerender = false` (the preview) run on the server.
    output: 'static',
    adapter: node({ mode: 'standalone' }),
    server: { port: config.server.port, host: config.server.host ?? '127.0.0.1' },
    integrations: [
      // First: every other integration's `astro:build:ssr` runs once a prepared build is asked.
      ...(extras.renderWhenAsked ? [extras.renderWhenAsked] : []),
      reactOnceAstroStarts(),
      hydrateWhenReachedDirective(),
      buildRunModule(run),
      siteReport(files),
      mirror,
      // After the pages and their media, before every step that reads or writes the whole site (the search
      // index, started once the pages are rendered, takes the pages it will share from the plan).
      ...(recording && assembly ? [dependencyRecord(run, recording.fingerprint, mirror), assembly] : []),
      // Started once the pages are rendered (Pagefind works in a process of its own) and written beside the
      // media mirror's end, the assembly and the next steps; the headers wait for it.
      searchIndex({
        reportFile: files.buildReport,
        indexing,
        before:
          incremental && assembly
            ? {
                client: incremental.previousClient,
                sharedPages: (clientDir) => pagesLeftToPrevious(files, incremental.previousClient, clientDir),
              }
            : undefined,
      }),
      hostRules({
        pairs: redirectPairs,
        contentApiUrl: cdnContentApiUrl(config),
        feedbackOriginUrl: config.feedback.originUrl,
      }),
      securityTxtFile({ settings: config.securityTxt, siteUrl: config.siteUrl }),
      onDemandRoutesFile(),
      // After every step that writes a text file of the site, so each is compressed as it ships: the
      // site's files while the index is written, the index's once it is.
      precompress.start,
      // Its Cache-Control check reads every file the build serves: the search index and security.txt.
      securityHeaders({
        after: () => indexing.written(),
        policies: {
          file: files.pagePolicies,
          // The build before keeps its side files beside its dependency record (its run folder, or a release's reports/).
          ...(incremental && assembly
            ? {
                previous: {
                  file: path.join(path.dirname(incremental.previousRecord), path.basename(files.pagePolicies)),
                  shared: assembly.shared,
                },
              }
            : {}),
        },
      }),
      precompress.finish,
      ...(extras.callsAskedAgain ? [callsAskedAgain(extras.callsAskedAgain)] : []),
      // Last, so that its astro:build:done sees every other step finished.
      buildPhases({
        reportFile: files.buildReport,
        crawlReportFile: files.crawlReport,
        media: mediaClock,
        askedAtMs,
      }),
    ],
    i18n: {
      defaultLocale: 'nl',
      locales: ['nl', 'en'],
      routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
    },
    redirects: astroRedirects(redirectPairs),
    // 8 pages rendered at a time: rendering is one thread, but each page also waits for its file to be
    // written and for the CSP hashes of its inline scripts and styles (Web Crypto, off the main thread);
    // with 8 those waits overlap (`npm run bench` prints the rendering phase).
    // The site's CSS is one cached file (siteStylesheetChunk); only the first paint's is inline (BaseLayout).
    build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
    // The CSP of every page (src/lib/security/csp.ts): a meta on pre-rendered pages, a header on the preview.
    security: { csp: astroCsp(config) },
    // A scoped component marks its elements with a class (`astro-…`), shorter than a `data-astro-cid-…` attribute.
    scopedStyleStrategy: 'class',
    trailingSlash: 'ignore',
    prefetch: false,
    devToolbar: { enabled: false },
    vite: {
      // In `astro dev` the images live on the content API; the build copies them into dist/client.
      server: contentApiUrl ? { proxy: { '/media': contentApiUrl } } : {},
      build: { rollupOptions: { output: { manualChunks: siteStylesheetChunk } } },
    },
  };
}
