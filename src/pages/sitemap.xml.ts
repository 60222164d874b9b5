/** /sitemap.xml, pre-rendered from the site graph (src/lib/seo/sitemap.ts). */
import type { APIRoute } from 'astro';
import { SITEMAP_URL_LIMIT, sitemapEntries, sitemapXml } from '#src/lib/seo/sitemap.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site, url, locals }) => {
  const graph = await locals.build.siteGraph();
  if (!graph) throw new Error('The sitemap needs the site graph of a full build');
  const entries = sitemapEntries(graph, site ?? new URL(url.origin));
  if (entries.length > SITEMAP_URL_LIMIT)
    console.warn(
      `[sitemap] ${entries.length} URLs, more than the ${SITEMAP_URL_LIMIT} one sitemap may hold: split it into a sitemap index`,
    );
  return new Response(sitemapXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
