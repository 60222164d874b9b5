/**
 * A build prepared ahead (`scripts/build.ts --standby ARGS...`, scripts/build/build-standby.ts)
 * bundles, then waits here, in `astro:build:ssr` (after Vite's builds, before any page renders),
 * for the origin to ask for it. Asked, it goes on as one started at that moment would (`ask`: what
 * the pages are to render, and the previous build's calls asked again), and renders only when what
 * it bundled from is as it was: the site's code on disk, and what its code fingerprint covers (the
 * CMS redirects, which are Astro routes, and the day, which decides what an incremental build may
 * share). An input that ends instead ends the build (`NothingAsked`).
 *
 * It goes first among the integrations, so every other `astro:build:ssr` hook runs once it is asked.
 */
import type { AstroIntegration } from 'astro';
import {
  BUNDLED_MESSAGE,
  CodeChangedWhileWaiting,
  NothingAsked,
  parseChangedRoutes,
  FingerprintChangedWhileWaiting,
  toldReady,
  type PlannedBuild,
} from './build-standby.ts';
import { siteCodeHash } from './code-fingerprint.ts';

export function renderWhenAsked(options: {
  planned: PlannedBuild;
  root: string;
  /**
   * Whether what the build's code fingerprint covers is as the build bundled it: the CMS redirects (fetched
   * again), the day, the settings, the accessibility evidence.
   */
  fingerprintUnchanged: () => Promise<boolean>;
  /** Goes on as asked: the routes the publish named. */
  ask: (changedRoutes: string[]) => Promise<void>;
  /** Tells the origin it has bundled (default: on its IPC channel, which it then closes). */
  tellBundled?: () => Promise<void>;
}): AstroIntegration {
  const tellBundled = options.tellBundled ?? (() => toldReady(BUNDLED_MESSAGE));
  return {
    name: 'hospital:render-when-asked',
    hooks: {
      'astro:build:ssr': async ({ logger }) => {
        const bundledAt = performance.now();
        await tellBundled();
        const { line, atMs } = await options.planned.asked;
        if (line === null) throw new NothingAsked();
        const changedRoutes = parseChangedRoutes(line);
        if ((await siteCodeHash(options.root)) !== options.planned.loadedCode) throw new CodeChangedWhileWaiting();
        // The calls are asked again while the redirects are: a build whose fingerprint changed renders nothing.
        const [unchanged] = await Promise.all([options.fingerprintUnchanged(), options.ask(changedRoutes)]);
        if (!unchanged) throw new FingerprintChangedWhileWaiting();
        const waited = Math.max(0, (atMs - bundledAt) / 1000).toFixed(1);
        logger.info(
          `bundled before it was asked (it waited ${waited} s); asked to render with ${changedRoutes.length} route(s) named`,
        );
      },
    },
  };
}
