/**
 * /sitemap.xml, pre-rendered from the site graph (src/lib/seo/sitemap.ts), with the pages the site
 * makes itself beyond the overviews: the news lists' pages 2 and on, the tag lists and the ward
 * pages of each location (each indexable, so each listed).
 */
import type { APIRoute } from 'astro';
import { SITEMAP_URL_LIMIT, sitemapEntries, sitemapXml } from '#src/lib/seo/sitemap.ts';
import { OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';
import { newsEventsPageRoutes, tagListRoutes } from '#src/overviews/news-events/load-news-events.ts';
import { wardPageLocations } from '#src/overviews/wards/load-wards.ts';
import { wardsLocationPath } from '#src/overviews/wards/ward-locations.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site, url, locals }) => {
  const graph = await locals.build.siteGraph();
  if (!graph) throw new Error('The sitemap needs the site graph of a full build');
  const [listPages, tagPages, wardLocations] = await Promise.all([
    newsEventsPageRoutes(locals.build),
    tagListRoutes(locals.build),
    wardPageLocations(locals.build),
  ]);
  const siteMade = [
    ...OVERVIEW_ROUTES,
    ...listPages,
    ...tagPages,
    ...wardLocations.map((location) => wardsLocationPath(location.slug)),
  ];
  const entries = sitemapEntries(graph, site ?? new URL(url.origin), siteMade);
  if (entries.length > SITEMAP_URL_LIMIT)
    console.warn(
      `[sitemap] ${entries.length} URLs, more than the ${SITEMAP_URL_LIMIT} one sitemap may hold: split it into a sitemap index`,
    );
  return new Response(sitemapXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
