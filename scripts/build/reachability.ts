/**
 * Whether a built site can be walked without JavaScript: starting at the home pages (`/`, `/en`),
 * following only `<a href>` links (and the host's redirects and rewrites, as a visitor's click
 * would), every page of the sitemap must be reached, and every page a search engine may index
 * (no `noindex`, not a redirect page) must be in the sitemap. Part of `npm run check:links`.
 *
 * The comparison (`compareReach`) is pure; `readReach` reads a build's client folder for it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { hostRuleTarget, matchHostRule, parseHostRules, type HostRule } from './host-rules.ts';
import { PAGES_READ_AT_ONCE, writeWithoutStyleText } from './html-refs.ts';
import { indexSite, internalPath, pagePathOf, readSitemap } from './link-check.ts';

/** Where a walk without JavaScript starts: the two home pages. */
export const START_PAGES: readonly string[] = ['/', '/en'];

/** One built page as the walk sees it. */
export type WalkedPage = {
  /** The pages its `<a href>` links lead to (site paths, decoded, redirects followed). */
  linksTo: readonly string[];
  /** Neither `noindex` nor a redirect (meta refresh) page. */
  indexable: boolean;
};

export type ReachReport = {
  pages: number;
  reached: number;
  sitemapPages: number;
  indexablePages: number;
  /** Pages of the sitemap no link leads to from the home pages. */
  unreachedSitemapPages: string[];
  /** Indexable pages the sitemap leaves out. */
  indexableNotInSitemap: string[];
};

/** Every page reached from `starts` along the pages' links (breadth first). */
export function reachedFrom(starts: readonly string[], pages: ReadonlyMap<string, WalkedPage>): Set<string> {
  const reached = new Set(starts.filter((start) => pages.has(start)));
  const queue = [...reached];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const target of pages.get(page)?.linksTo ?? []) {
      if (reached.has(target) || !pages.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

/** The walk from the home pages compared with the sitemap's pages (site paths). */
export function compareReach(
  pages: ReadonlyMap<string, WalkedPage>,
  sitemap: readonly string[],
  starts: readonly string[] = START_PAGES,
): ReachReport {
  const reached = reachedFrom(starts, pages);
  const inSitemap = new Set(sitemap);
  const indexable = [...pages].filter(([, page]) => page.indexable).map(([pagePath]) => pagePath);
  return {
    pages: pages.size,
    reached: reached.size,
    sitemapPages: inSitemap.size,
    indexablePages: indexable.length,
    unreachedSitemapPages: [...inSitemap].filter((pagePath) => !reached.has(pagePath)).sort(),
    indexableNotInSitemap: indexable.filter((pagePath) => !inSitemap.has(pagePath)).sort(),
  };
}

export function reachFailures(report: ReachReport): number {
  return report.unreachedSitemapPages.length + report.indexableNotInSitemap.length;
}

export function formatReach(report: ReachReport): string {
  const lines = [
    `Reach without JavaScript: ${report.reached} of ${report.pages} pages reached by links from ${START_PAGES.join(' and ')}; ` +
      `${report.unreachedSitemapPages.length} of ${report.sitemapPages} sitemap pages unreached; ` +
      `${report.indexableNotInSitemap.length} of ${report.indexablePages} indexable pages not in the sitemap`,
  ];
  if (report.unreachedSitemapPages.length > 0) {
    lines.push('', 'Sitemap pages no link leads to:');
    for (const page of report.unreachedSitemapPages) lines.push(`  ${page}`);
  }
  if (report.indexableNotInSitemap.length > 0) {
    lines.push('', 'Indexable pages missing from the sitemap:');
    for (const page of report.indexableNotInSitemap) lines.push(`  ${page}`);
  }
  return lines.join('\n');
}

/** How a host answers a path: its pages, its exact redirects and its rewrites that need a query. */
export type HostView = {
  pages: ReadonlySet<string>;
  /** Rules without a query, exact sources; `force`: applied even where a page exists. */
  redirects: readonly HostRule[];
  queryRules: readonly HostRule[];
  siteOrigins: readonly string[];
};

/** Redirects a click follows at most (a loop ends there). */
const MAX_HOPS = 5;

/** The page a link on `fromPage` leads to on this host, or null (not internal, not a page, a loop). */
export function linkTarget(href: string, fromPage: string, host: HostView): string | null {
  let ref = href;
  let from = fromPage;
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    const pagePath = internalPath(ref, from, host.siteOrigins);
    if (pagePath === null) return null;
    const query = new URL(ref.trim(), 'http://site.invalid/').searchParams;
    const rule =
      matchHostRule(host.queryRules, pagePath, query) ??
      host.redirects.find((redirect) => redirect.from === pagePath && (redirect.force || !host.pages.has(pagePath)));
    if (!rule || rule.status === 404) return host.pages.has(pagePath) ? pagePath : null;
    ref = hostRuleTarget(rule, query).replace(/\/index\.html$/, '');
    from = pagePath;
  }
  return null;
}

/** A page's `<a href>` values and whether it is indexable. */
export function readPage(html: string): { hrefs: string[]; indexable: boolean } {
  const hrefs: string[] = [];
  let noindex = false;
  let refresh = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if ((name === 'a' || name === 'area') && attributes['href'] !== undefined) hrefs.push(attributes['href']);
      if (name !== 'meta') return;
      if ((attributes['name'] ?? '').toLowerCase() === 'robots' && /\bnoindex\b/i.test(attributes['content'] ?? ''))
        noindex = true;
      if ((attributes['http-equiv'] ?? '').toLowerCase() === 'refresh') refresh = true;
    },
  });
  writeWithoutStyleText(html, (piece) => parser.write(piece));
  parser.end();
  return { hrefs, indexable: !noindex && !refresh };
}

function decodedPath(file: string): string {
  const pagePath = pagePathOf(file);
  try {
    return decodeURIComponent(pagePath);
  } catch {
    return pagePath;
  }
}

/** The walk's view of a built client folder: its pages with their links, and the paths its sitemap lists. */
export async function readReach(
  clientDir: string,
  siteOrigins: readonly string[],
): Promise<{ pages: Map<string, WalkedPage>; sitemap: string[] }> {
  const index = await indexSite(clientDir);
  const text = index.files.has('_redirects') ? await readFile(path.join(clientDir, '_redirects'), 'utf8') : '';
  const files = [...index.files].filter((file) => file.endsWith('.html')).sort();
  const read = new Map<string, { hrefs: string[]; indexable: boolean }>();
  for (let at = 0; at < files.length; at += PAGES_READ_AT_ONCE) {
    const batch = files.slice(at, at + PAGES_READ_AT_ONCE);
    const htmls = await Promise.all(batch.map((file) => readFile(path.join(clientDir, file), 'utf8')));
    batch.forEach((file, i) => read.set(decodedPath(file), readPage(htmls[i] ?? '')));
  }
  const host: HostView = {
    pages: new Set(read.keys()),
    redirects: parseHostRules(text).filter((rule) => !rule.from.includes('*')),
    queryRules: index.queryRules,
    siteOrigins,
  };
  const pages = new Map<string, WalkedPage>();
  for (const [pagePath, page] of read) {
    const linksTo = page.hrefs.flatMap((href) => linkTarget(href, pagePath, host) ?? []);
    pages.set(pagePath, { linksTo: [...new Set(linksTo)], indexable: page.indexable });
  }
  const sitemapXml = index.files.has('sitemap.xml') ? await readFile(path.join(clientDir, 'sitemap.xml'), 'utf8') : '';
  const sitemap = readSitemap(sitemapXml).locs.flatMap((loc) => internalPath(loc, '/', siteOrigins) ?? []);
  return { pages, sitemap };
}
