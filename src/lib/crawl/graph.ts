/**
 * The site graph of this build: discovered once (a module-level memoised promise) and shared by
 * every route shell's getStaticPaths. Prints the crawl's progress and a summary, and writes the
 * report (dead links, problems) to .cache/site-report.json (SITE_REPORT_FILE) for the end of the build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentClient } from '#src/lib/api/client.ts';
import { contentProblems } from '#src/lib/build/report.ts';
import { SITE_REPORT_FILE } from '#src/lib/build/build-files.ts';
import { recordDeadLinks } from '#src/lib/build/dead-links.ts';
import { siteHosts } from '#src/lib/build/site-hosts.ts';
import { discoverSite, type CrawlProgress } from '#src/lib/crawl/discovery.ts';
import { readRedirectPairs } from '#src/lib/routing/redirects.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

let graph: Promise<SiteGraph> | undefined;

async function discover(): Promise<SiteGraph> {
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
    client: contentClient(),
    siteHosts: siteHosts(),
    redirects: readRedirectPairs(),
    onProgress: (progress) => {
      last = progress;
      print(progress);
    },
  });
  print(last, true);
  recordDeadLinks(result.deadLinks.map((dead) => dead.link));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[crawl] done in ${seconds} s: ${result.nodes.size} pages in the site graph, ${result.deadLinks.length} links that lead nowhere, ${contentProblems().length} content problems`);
  for (const dead of result.deadLinks) console.warn(`[crawl] link that leads nowhere (shown as text): ${dead.page} -> ${dead.link}`);
  await mkdir(path.dirname(SITE_REPORT_FILE), { recursive: true });
  await writeFile(SITE_REPORT_FILE, JSON.stringify({ pages: result.nodes.size, deadLinks: result.deadLinks, problems: contentProblems() }, null, 2));
  return result;
}

export function loadSiteGraph(): Promise<SiteGraph> {
  graph ??= discover();
  return graph;
}

export async function nodesOfType(...types: PageType[]): Promise<SiteNode[]> {
  const { nodes } = await loadSiteGraph();
  return [...nodes.values()].filter((node) => types.includes(node.pageType));
}

/** getStaticPaths for a route shell: the nodes under `prefix` that `accept` takes, with the rest of the route as `param`. */
export async function staticPathsUnder(prefix: string, accept: (node: SiteNode) => boolean) {
  const { nodes } = await loadSiteGraph();
  return [...nodes.values()]
    .filter((node) => node.route.startsWith(`${prefix}/`) && accept(node))
    .map((node) => ({ params: { path: node.route.slice(prefix.length + 1) }, props: { node } }));
}
