/**
 * Runs the discovery crawl for a build (the build context calls it once): prints the crawl's
 * progress and a summary, and writes the crawl's report (pages, links that lead nowhere, every route
 * found) to the crawl report file for the end of the build (scripts/build/site-report.ts) and for
 * the origin's release checks (scripts/origin/release-checks.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { ProblemReport } from '#src/lib/build/report.ts';
import type { RedirectPair } from '#src/lib/routing/redirects.ts';
import { crawlReportOf } from '#src/lib/crawl/crawl-report.ts';
import { discoverSite, type CrawlProgress, type DiscoveryOptions } from '#src/lib/crawl/discovery.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

export type SiteGraphOptions = {
  content: ContentClient;
  report: ProblemReport;
  siteHosts: readonly string[];
  redirects: readonly RedirectPair[];
  reportFile: string;
  forRoute?: DiscoveryOptions['forRoute'];
};

export async function discoverSiteGraph(options: SiteGraphOptions): Promise<SiteGraph> {
  const started = performance.now();
  let lastPrint = 0;
  const print = (progress: CrawlProgress, force = false) => {
    const now = performance.now();
    if (!force && now - lastPrint < 1000) return;
    lastPrint = now;
    console.log(`[crawl] ${progress.found} pages found, ${progress.fetched} fetched, ${progress.failed} failed`);
  };
  let last: CrawlProgress = { found: 0, fetched: 0, failed: 0 };
  const result = await discoverSite({
    client: options.content,
    report: options.report,
    siteHosts: options.siteHosts,
    redirects: options.redirects,
    ...(options.forRoute ? { forRoute: options.forRoute } : {}),
    onProgress: (progress) => {
      last = progress;
      print(progress);
    },
  });
  print(last, true);
  const durationMs = performance.now() - started;
  const seconds = (durationMs / 1000).toFixed(1);
  console.log(
    `[crawl] done in ${seconds} s: ${result.nodes.size} pages in the site graph, ${result.deadLinks.length} links that lead nowhere, ${options.report.problems().length} content problems`,
  );
  for (const dead of result.deadLinks)
    console.warn(`[crawl] link that leads nowhere (shown as text): ${dead.page} -> ${dead.link}`);
  await mkdir(path.dirname(options.reportFile), { recursive: true });
  await writeFile(options.reportFile, JSON.stringify(crawlReportOf(result, durationMs), null, 2));
  return result;
}

/** The graph's pages of the given types. */
export function nodesOfType(graph: SiteGraph, ...types: PageType[]): SiteNode[] {
  return [...graph.nodes.values()].filter((node) => types.includes(node.pageType));
}
