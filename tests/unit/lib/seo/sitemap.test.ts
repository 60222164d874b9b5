import { describe, expect, it } from 'vitest';
import { makePage } from '@ziekenhuis/content-api/generate/world/page';
import { sitemapLinks } from '../../../../scripts/build/link-check.ts';
import { sitemapEntries, sitemapXml } from '#src/lib/seo/sitemap.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';

const SITE = new URL('https://www.spaarnegasthuis.nl');

function node(route: string, alternates: Alternates): SiteNode {
  const locale = route === '/en' || route.startsWith('/en/') ? 'en' : 'nl';
  const page = makePage({
    ContentType: route === '/' || route === '/en' ? 'Homepage' : 'Spaarne pagina',
    SharepointId: route,
    Title: route,
    Path: route,
    route,
  }).page;
  return {
    route,
    locale,
    pageType: route === '/' || route === '/en' ? 'home' : 'general',
    page,
    alternates,
    children: [],
  };
}

/** A small site graph: two home pages, a page in both languages, a Dutch-only page with a query-worthy name. */
const GRAPH: Pick<SiteGraph, 'nodes'> = {
  nodes: new Map(
    [
      node('/', { nl: '/', en: '/en' }),
      node('/en', { nl: '/', en: '/en' }),
      node('/ik-wil-op-bezoek-komen/bezoektijden', {
        nl: '/ik-wil-op-bezoek-komen/bezoektijden',
        en: '/en/general-visiting-times',
      }),
      node('/en/general-visiting-times', {
        nl: '/ik-wil-op-bezoek-komen/bezoektijden',
        en: '/en/general-visiting-times',
      }),
      node('/nieuws/ja-&-nee', { nl: '/nieuws/ja-&-nee' }),
      node('/wachttijden', { nl: '/wachttijden' }),
    ].map((item) => [item.route, item]),
  ),
};

describe('sitemap.xml', () => {
  const entries = sitemapEntries(GRAPH, SITE, ['/nieuws', '/wachttijden', '/zoeken', '/en/search']);

  it('lists every page and overview once, as absolute URLs on the site address, sorted', () => {
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://www.spaarnegasthuis.nl/',
      'https://www.spaarnegasthuis.nl/en',
      'https://www.spaarnegasthuis.nl/en/general-visiting-times',
      'https://www.spaarnegasthuis.nl/en/search',
      'https://www.spaarnegasthuis.nl/ik-wil-op-bezoek-komen/bezoektijden',
      'https://www.spaarnegasthuis.nl/nieuws',
      'https://www.spaarnegasthuis.nl/nieuws/ja-&-nee',
      'https://www.spaarnegasthuis.nl/wachttijden',
      'https://www.spaarnegasthuis.nl/zoeken',
    ]);
  });

  it('gives hreflang alternates (nl, en, x-default) only to pages in both languages', () => {
    const visiting = entries.find((entry) => entry.loc.endsWith('/bezoektijden'));
    expect(visiting?.alternates).toEqual([
      { hreflang: 'nl', href: 'https://www.spaarnegasthuis.nl/ik-wil-op-bezoek-komen/bezoektijden' },
      { hreflang: 'en', href: 'https://www.spaarnegasthuis.nl/en/general-visiting-times' },
      { hreflang: 'x-default', href: 'https://www.spaarnegasthuis.nl/ik-wil-op-bezoek-komen/bezoektijden' },
    ]);
    expect(entries.find((entry) => entry.loc.endsWith('/zoeken'))?.alternates.map((link) => link.href)).toContain(
      'https://www.spaarnegasthuis.nl/en/search',
    );
    expect(entries.find((entry) => entry.loc.endsWith('/nieuws'))?.alternates).toEqual([]);
  });

  it('adds the home pages when the graph lacks them', () => {
    const locs = sitemapEntries({ nodes: new Map() }, SITE, []).map((entry) => entry.loc);
    expect(locs).toEqual(['https://www.spaarnegasthuis.nl/', 'https://www.spaarnegasthuis.nl/en']);
  });

  it('writes the sitemaps.org format with the xhtml namespace, escaped, and reads back', () => {
    const xml = sitemapXml(entries);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain('<loc>https://www.spaarnegasthuis.nl/nieuws/ja-&amp;-nee</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.spaarnegasthuis.nl/en"/>');
    expect(xml.match(/<url>/g)).toHaveLength(entries.length);
    const links = sitemapLinks(xml);
    expect(links).toContain('https://www.spaarnegasthuis.nl/nieuws/ja-&-nee');
    expect(links.filter((link) => link === 'https://www.spaarnegasthuis.nl/en/general-visiting-times')).toHaveLength(3);
  });
});
