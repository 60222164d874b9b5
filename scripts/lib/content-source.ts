/**
 * Where the site's content comes from for a command: the CMS named by CONTENT_API_URL, or else the
 * embedded content API, started here on a free port and stopped when the command is done. The
 * source carries the command's settings with its CMS in them (nothing is written to the environment).
 */
import { startEmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import { readConfig, withContentApi, type SiteConfig } from '#src/lib/build/config.ts';
import { createBuildRun, type BuildRun } from '#src/lib/build/run.ts';
import { parseSiteCommandOptions } from './cli-options.ts';
import type { PlannedBuild, WaitedBuild } from '../build/build-standby.ts';

export type ContentSource = {
  url: string;
  embedded: boolean;
  /** The command's settings, with this CMS. */
  config: SiteConfig;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  scale?: number;
  seed?: number;
  crisisBanner?: boolean;
  hostile?: boolean;
  mediaStore?: string;
};

export async function openContentSource(config: SiteConfig, options: EmbeddedOptions = {}): Promise<ContentSource> {
  const configured = config.contentApiUrl;
  if (configured) {
    console.log(`Content from ${configured}`);
    return { url: configured, embedded: false, config, stop: async () => {} };
  }
  const api = await startEmbeddedContentApi({ ...options, quiet: false });
  // The embedded API gets a new port every run; its answers are cached under one name.
  const cacheName = `embedded-scale-${options.scale ?? 1}-seed-${options.seed ?? 1}${options.hostile ? '-hostile' : ''}`;
  console.log(`Content from the embedded content API at ${api.url}`);
  return { url: api.url, embedded: true, config: withContentApi(config, api.url, cacheName), stop: () => api.stop() };
}

/**
 * What a build in a child process (the origin's) needs to read the same CMS the same way: its
 * address and, for the embedded content API, the name its answers are cached under.
 */
export function contentSourceEnvironment(source: ContentSource): Record<string, string> {
  const cache = source.config.contentCalls.cache;
  return {
    CONTENT_API_URL: source.url,
    ...(cache && cache.namespace ? { CONTENT_API_CACHE_NAMESPACE: cache.namespace } : {}),
  };
}

/**
 * What `npm run build` and `npm start` begin with: the settings read once, the command's options,
 * the content source and the site builder (scripts/lib/build-site.ts, which imports Astro) started
 * together (Astro loads while the embedded content API starts, two processes on two cores), and the
 * one build run made from them.
 */
export async function openSiteBuild(
  argv: string[],
  /** A waiting build process's (scripts/build/build-standby.ts): the code it loaded, and when it was (or will be) asked. */
  waited?: WaitedBuild | PlannedBuild,
): Promise<{
  settings: SiteConfig;
  source: ContentSource;
  run: BuildRun;
  buildSite: () => Promise<void>;
}> {
  const settings = readConfig();
  const options = parseSiteCommandOptions(argv, settings.contentScale);
  const [source, { buildSite }] = await Promise.all([openContentSource(settings, options), import('./build-site.ts')]);
  const run = createBuildRun({
    config: source.config,
    root: process.cwd(),
    outDir: options.outDir,
    mediaCacheDir: options.mediaCache,
    evidenceDir: options.evidenceFrom,
  });
  return {
    settings,
    source,
    run,
    buildSite: () => buildSite(run, { from: options.incrementalFrom, changedRoutes: options.changedRoutes }, waited),
  };
}
