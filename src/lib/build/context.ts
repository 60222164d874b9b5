/**
 * The build context: everything a page model needs besides the fetched page, created once per
 * build (or per server process) and handed on explicitly: to getStaticPaths by `buildContext()`,
 * to pages and components through `Astro.locals` (src/middleware.ts). It holds the configuration
 * (the only place that read the environment), the content client, the problem report, the site
 * graph of the discovery crawl, the link rules (which routes exist, for dead links), each
 * language's frame (strings, menu, footer, crisis banner) and the build's shared data (overview
 * lists), each computed once on first use. There is no other module-level state.
 */
import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import { withoutTokens } from '#src/lib/api/redact.ts';
import {
  contentClientOptions,
  onDemandContentClientOptions,
  readConfig,
  type SiteConfig,
} from '#src/lib/build/config.ts';
import { createProblemReport, type ProblemReport } from '#src/lib/build/report.ts';
import { NO_DEAD_LINKS, type LinkRules } from '#src/lib/content/link-rules.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';
import { discoverSiteGraph } from '#src/lib/crawl/graph.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { bundledFrame, loadSiteFrame, type SiteFrame } from '#src/lib/models/frame.ts';
import { readRedirectPairs } from '#src/lib/routing/redirects.ts';
import type { Locale } from '#src/i18n/locales.ts';

export type BuildContext = {
  config: SiteConfig;
  content: ContentClient;
  report: ProblemReport;
  /** The site graph (every page, found by the discovery crawl); null where pages are modelled alone (preview, tests). */
  siteGraph(): Promise<SiteGraph | null>;
  /** What the build knows of the site's routes: this site's hosts, which routes exist, which lead nowhere. */
  linkRules(): Promise<LinkRules>;
  /** One language's frame: strings (`t`), main menu, footer columns, crisis banner. */
  frame(locale: Locale): Promise<SiteFrame>;
  /** A value computed once per context (overview lists and other data several pages share). */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

export type BuildContextOptions = {
  config: SiteConfig;
  content: ContentClient;
  report: ProblemReport;
  /**
   * Where the site's pages come from: `crawl` runs the discovery crawl (the static build);
   * `alone` models pages one at a time with no crawl, so no link counts as dead.
   */
  pages: 'crawl' | 'alone';
  /**
   * When the CMS cannot give a language's frame: `fail` (the build stops, the live site stays), or
   * `bundled` (reported; the bundled strings with no menu, footer links or banner), so a page
   * rendered on demand can still say that the CMS is not available. Default `fail`.
   */
  frameFallback?: 'fail' | 'bundled';
};

export function createBuildContext(options: BuildContextOptions): BuildContext {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      memo.set(key, value);
    }
    return value;
  };
  const context: BuildContext = {
    config: options.config,
    content: options.content,
    report: options.report,
    siteGraph: () =>
      options.pages === 'crawl'
        ? once('site graph', () =>
            discoverSiteGraph({
              content: options.content,
              report: options.report,
              siteHosts: options.config.siteHosts,
              redirects: readRedirectPairs(options.config.redirectsFile),
              reportFile: options.config.crawlReportFile,
            }),
          )
        : Promise.resolve(null),
    linkRules: () =>
      once('link rules', async () => {
        const graph = await context.siteGraph();
        if (!graph) return NO_DEAD_LINKS(options.config.siteHosts);
        const dead = new Set(graph.deadLinks.map((link) => link.link));
        return {
          siteHosts: options.config.siteHosts,
          // Sections are overviews the site builds (always there).
          routeExists: (route: string) => graph.nodes.has(route) || isOverviewRoute(route),
          isDeadRoute: (route: string) => dead.has(route),
        };
      }),
    frame: (locale) =>
      once(`frame ${locale}`, async () => {
        const links = await context.linkRules();
        try {
          return await loadSiteFrame(locale, options.content, links, options.report);
        } catch (error) {
          if (options.frameFallback !== 'bundled') throw error;
          options.report.add(
            'frame',
            `${locale}: the CMS could not give the frame (${error instanceof Error ? error.message : String(error)}); shown with the bundled strings`,
          );
          return bundledFrame(locale, links);
        }
      }),
    once,
  };
  return context;
}

let current: BuildContext | undefined;

/**
 * The context of this build: created on first use from the environment, then the same for every
 * route shell, page and endpoint of the build. It crawls the site once.
 */
export function buildContext(): BuildContext {
  if (!current) {
    const config = readConfig();
    const report = createProblemReport({ file: config.problemsFile });
    const content = createContentClient({ ...contentClientOptions(), onProblem: report.add });
    current = createBuildContext({ config, content, report, pages: 'crawl' });
  }
  return current;
}

/**
 * A context of its own for one request rendered on demand by the server (the preview): pages are
 * modelled alone, with no crawl, and nothing the CMS answered is kept for the next request: not in
 * memory, and not on disk (its client has no disk cache, and retries briefly: an editor is waiting).
 * When the CMS cannot give the frame, the page is framed with the bundled strings.
 */
export function requestContext(): BuildContext {
  const report = createProblemReport();
  // The preview call's address carries its token: never in a log line.
  const content = createContentClient({
    ...onDemandContentClientOptions(),
    onProblem: (kind, message) => report.add(kind, withoutTokens(message)),
    log: (message) => console.warn(withoutTokens(message)),
  });
  return createBuildContext({ config: readConfig(), content, report, pages: 'alone', frameFallback: 'bundled' });
}
