/**
 * sitemap.xml (sitemaps.org protocol) from the site graph: every page's route as an absolute URL on
 * the site's address, with `xhtml:link` hreflang alternates where the page exists in both
 * languages (the same links the page's head carries), plus the home pages and the pages the site
 * makes itself (the overviews; src/pages/sitemap.xml.ts adds the list pages, tag lists and ward
 * pages). Sorted, so the same graph always gives the same file. Pure.
 */
import { homePath } from '#src/i18n/locales.ts';
import { alternateLinks, type AlternateLink, type Alternates } from '#src/lib/models/alternates.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';

export type SitemapEntry = { loc: string; alternates: AlternateLink[] };

/** The protocol's limit per file; above it the sitemap must be split (not needed at today's size). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Overviews that exist in both languages. */
const OVERVIEW_ALTERNATES: Readonly<Record<string, Alternates>> = {
  '/zoeken': { nl: '/zoeken', en: '/en/search' },
  '/en/search': { nl: '/zoeken', en: '/en/search' },
};

const HOME_ALTERNATES: Alternates = { nl: homePath('nl'), en: homePath('en') };

export function sitemapEntries(
  graph: Pick<SiteGraph, 'nodes'>,
  site: URL,
  siteRoutes: readonly string[] = OVERVIEW_ROUTES,
): SitemapEntry[] {
  const byRoute = new Map<string, Alternates>();
  for (const node of graph.nodes.values()) byRoute.set(node.route, node.alternates);
  for (const home of [homePath('nl'), homePath('en')]) if (!byRoute.has(home)) byRoute.set(home, HOME_ALTERNATES);
  for (const route of siteRoutes) if (!byRoute.has(route)) byRoute.set(route, OVERVIEW_ALTERNATES[route] ?? {});
  return [...byRoute.entries()]
    .map(([route, alternates]) => ({ loc: new URL(route, site).href, alternates: alternateLinks(alternates, site) }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map(
        (link) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${links}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
