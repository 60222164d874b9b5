/**
 * The build context: everything a page model needs besides the fetched page, created once per
 * build (or per request rendered on demand) and handed on explicitly: to getStaticPaths by
 * `buildContext()` (src/lib/build/this-build.ts), to pages through `Astro.locals` (src/middleware.ts).
 * It holds the configuration (read from the environment once, at start), the content client, the
 * problem report, the site graph of the discovery crawl, the link rules (which routes exist, for dead
 * links), each language's frame (strings, menu, footer, crisis banner) and the build's shared data
 * (overview lists), each computed once on first use. This module keeps no state: the one context of
 * a build is kept by this-build.ts.
 */
import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import { withoutTokens } from '#src/lib/api/redact.ts';
import {
  contentClientOptions,
  ON_DEMAND_FRAME_WAIT_MS,
  onDemandContentClientOptions,
  type SiteConfig,
} from '#src/lib/build/config.ts';
import type { BuildRun, RunFiles } from '#src/lib/build/run.ts';
import { createProblemReport, type ProblemReport } from '#src/lib/build/report.ts';
import { NO_DEAD_LINKS, type LinkRules } from '#src/lib/content/link-rules.ts';
import { linkBehaviourOnce } from '#src/lib/content/links.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';
import { discoverSiteGraph } from '#src/lib/crawl/graph.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { bundledFrame, loadSiteFrame, type SiteFrame } from '#src/lib/models/frame.ts';
import { frameFromRelease, type ReleaseFrames } from '#src/lib/models/release-frame.ts';
import { readRedirectPairs } from '#src/lib/routing/redirects.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { createDependencyRecorder, NODE_SCOPE, type DependencyRecorder } from '#src/lib/build/dependencies.ts';
import { recordedGraph } from '#src/lib/build/recorded-graph.ts';
import { appendFileSync, mkdirSync } from 'node:fs';
import pTimeout from 'p-timeout';
import path from 'node:path';
import { readAccessibilityEvidence, type AccessibilityEvidence } from '#src/accessibility/report.ts';

export type BuildContext = {
  config: SiteConfig;
  /** What each page of a static build read; undefined where pages are modelled alone. */
  dependencies: DependencyRecorder | undefined;
  content: ContentClient;
  report: ProblemReport;
  /**
   * The site graph (every page, found by the discovery crawl); null where pages are modelled alone (preview, tests).
   */
  siteGraph(): Promise<SiteGraph | null>;
  /** What the build knows of the site's routes: this site's hosts, which routes exist, which lead nowhere. */
  linkRules(): Promise<LinkRules>;
  /** One language's frame: strings (`t`), main menu, footer columns, crisis banner. */
  frame(locale: Locale): Promise<SiteFrame>;
  /** The latest automated accessibility results (RunFiles.evidenceDir; none where pages are modelled alone). */
  accessibilityEvidence(): Promise<AccessibilityEvidence>;
  /** A value computed once per context (overview lists and other data several pages share). */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

export type BuildContextOptions = {
  config: SiteConfig;
  content: ContentClient;
  report: ProblemReport;
  /**
   * Where the site's pages come from: `crawl` runs the discovery crawl (the static build), with the
   * CMS redirects the build fetched and a file for its report; `alone` models pages one at a time
   * with no crawl, so no link counts as dead.
   */
  pages: { crawl: Pick<RunFiles, 'redirects' | 'crawlReport'> & Partial<Pick<RunFiles, 'evidenceDir'>> } | 'alone';
  /**
   * When the CMS cannot give a language's frame: `fail` (the build stops, the live site stays), or
   * `bundled` (reported; the bundled strings with no menu, footer links or banner), so a page
   * rendered on demand can still say that the CMS is not available. Default `fail`.
   */
  frameFallback?: 'fail' | 'bundled';
  /**
   * With `frameFallback: 'bundled'` only (more than 0): how long a page waits for the CMS's frame before
   * it is framed with the bundled strings (a CMS that hangs would otherwise hold a visitor for every
   * timeout and retry). Default: as long as the content client's retries take.
   */
  frameWaitMs?: number;
  /**
   * The frames of the release that serves the page (a page the origin renders on demand for visitors):
   * given and not null, a language's frame is the release's, and the CMS is not asked for it.
   */
  releaseFrames?: () => Promise<ReleaseFrames | null>;
  /** Records what each page read (the static build: src/lib/build/dependencies.ts); none elsewhere. */
  dependencies?: DependencyRecorder;
};

export function createBuildContext(options: BuildContextOptions): BuildContext {
  if (options.frameWaitMs !== undefined) {
    if (options.frameFallback !== 'bundled')
      throw new Error("frameWaitMs is for a page framed with the bundled strings: give frameFallback: 'bundled'");
    if (!(options.frameWaitMs > 0)) throw new Error(`frameWaitMs must be more than 0 ms, not ${options.frameWaitMs}`);
  }
  const memo = new Map<string, Promise<unknown>>();
  const recorder = options.dependencies;
  /** A value computed once, with nobody's dependencies recorded on the way (the crawl). */
  const computeOnce = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      memo.set(key, value);
    }
    return value;
  };
  /** A value several pages share: what its compute read is charged to every page that uses it. */
  const once = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    if (!recorder) return computeOnce(key, compute);
    const scope = `once ${key}`;
    return computeOnce(key, () => recorder.named(scope, compute)).then((value) => {
      recorder.use(scope);
      return value;
    });
  };
  const graphOnce = (pages: { crawl: Pick<RunFiles, 'redirects' | 'crawlReport'> }) =>
    computeOnce('site graph', async () => {
      const graph = await discoverSiteGraph({
        content: options.content,
        report: options.report,
        siteHosts: options.config.siteHosts,
        redirects: readRedirectPairs(pages.crawl.redirects),
        reportFile: pages.crawl.crawlReport,
        ...(recorder ? { forRoute: (route, fetch) => recorder.named(`${NODE_SCOPE}${route}`, fetch) } : {}),
      });
      if (!recorder) return graph;
      recorder.graph(
        [...graph.nodes.keys()],
        graph.deadLinks.map((link) => link.link),
      );
      return recordedGraph(graph, recorder);
    });
  const context: BuildContext = {
    config: options.config,
    dependencies: recorder,
    content: options.content,
    report: options.report,
    siteGraph: () => {
      const pages = options.pages;
      if (pages === 'alone') return Promise.resolve(null);
      // The crawl runs in a scope of its own: its calls are charged to no page.
      return recorder ? recorder.named('crawl', () => graphOnce(pages)) : graphOnce(pages);
    },
    linkRules: () =>
      once('link rules', async () => {
        const graph = await context.siteGraph();
        if (!graph) return NO_DEAD_LINKS(options.config.siteHosts);
        const dead = new Set(graph.deadLinks.map((link) => link.link));
        return {
          siteHosts: options.config.siteHosts,
          linkOf: linkBehaviourOnce(options.config.siteHosts),
          // Sections are overviews the site builds (always there).
          routeExists: (route: string) => {
            recorder?.route(route);
            return graph.nodes.has(route) || isOverviewRoute(route);
          },
          isDeadRoute: (route: string) => {
            recorder?.route(route);
            return dead.has(route);
          },
        };
      }),
    frame: (locale) =>
      once(`frame ${locale}`, async () => {
        const links = await context.linkRules();
        const kept = (await options.releaseFrames?.())?.[locale];
        if (kept) return frameFromRelease(kept, locale, links);
        try {
          const loading = loadSiteFrame(locale, options.content, links, options.report);
          if (options.frameWaitMs === undefined) return await loading;
          // A frame that comes after the wait is dropped (p-timeout handles its outcome).
          return await pTimeout(loading, {
            milliseconds: options.frameWaitMs,
            message: `the CMS did not give it within ${options.frameWaitMs} ms`,
          });
        } catch (error) {
          if (options.frameFallback !== 'bundled') throw error;
          options.report.add(
            'frame',
            `${locale}: the CMS could not give the frame (${error instanceof Error ? error.message : String(error)}); shown with the bundled strings`,
          );
          return bundledFrame(locale, links);
        }
      }),
    accessibilityEvidence: () =>
      once('accessibility evidence', async () => {
        const dir = options.pages === 'alone' ? undefined : options.pages.crawl.evidenceDir;
        return dir ? readAccessibilityEvidence(dir) : { axe: null, html: null, journeys: null };
      }),
    once,
  };
  return context;
}

/** The context of a build run: it crawls the site once, and collects its problems in the run's problems file. */
export function contextOfRun(run: BuildRun): BuildContext {
  const report = createProblemReport({ file: run.files.problems });
  mkdirSync(path.dirname(run.files.dependencyLog), { recursive: true });
  const dependencies = createDependencyRecorder((line) =>
    appendFileSync(run.files.dependencyLog, `${JSON.stringify(line)}\n`),
  );
  const options = contentClientOptions(run.config);
  const currentSince = run.incremental?.callsAskedSince;
  const content = createContentClient({
    ...options,
    // The calls this build asked again beside its bundling are current: taken from disk, not asked twice.
    ...(options.cache && currentSince !== undefined ? { cache: { ...options.cache, currentSince } } : {}),
    onProblem: report.add,
    onCall: dependencies.call,
  });
  return createBuildContext({ config: run.config, content, report, pages: { crawl: run.files }, dependencies });
}

/**
 * A context of its own for one request rendered on demand by the server (the preview): pages are
 * modelled alone, with no crawl, and nothing the CMS answered is kept for the next request: not in
 * memory, and not on disk (its client has no disk cache, and retries briefly: an editor is waiting).
 * When the CMS cannot give the frame, or not within ON_DEMAND_FRAME_WAIT_MS, the page is framed with the
 * bundled strings. `answered`: aborted once the page is answered, which lets go of the calls it no
 * longer waits for (a frame after its wait, a search after its time limit) instead of leaving them to
 * their timeouts and retries against a CMS that hangs. `releaseFrames`: the frames of the release
 * the origin serves the page from (a served search), which then asks the CMS for no frame.
 */
export function onDemandContext(
  config: SiteConfig,
  answered?: AbortSignal,
  releaseFrames?: () => Promise<ReleaseFrames | null>,
): BuildContext {
  const report = createProblemReport();
  // The preview call's address carries its token: never in a log line.
  const content = createContentClient({
    ...onDemandContentClientOptions(config),
    ...(answered ? { signal: answered } : {}),
    // A call let go once the page was answered is no problem of anyone's (the page said what it did without it).
    onProblem: (kind, message) => {
      if (!answered?.aborted) report.add(kind, withoutTokens(message));
    },
    log: (message) => console.warn(withoutTokens(message)),
  });
  return createBuildContext({
    config,
    content,
    report,
    pages: 'alone',
    frameFallback: 'bundled',
    frameWaitMs: ON_DEMAND_FRAME_WAIT_MS,
    ...(releaseFrames ? { releaseFrames } : {}),
  });
}
