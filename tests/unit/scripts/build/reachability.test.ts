import { describe, expect, it } from 'vitest';
import { parseHostRules } from '../../../../scripts/build/host-rules.ts';
import {
  compareReach,
  formatReach,
  linkTarget,
  reachFailures,
  reachedFrom,
  readPage,
  type HostView,
  type WalkedPage,
} from '../../../../scripts/build/reachability.ts';

const SITE = 'https://www.spaarnegasthuis.nl';

function site(pages: Record<string, { to?: string[]; noindex?: boolean }>): Map<string, WalkedPage> {
  return new Map(
    Object.entries(pages).map(([pagePath, page]) => [pagePath, { linksTo: page.to ?? [], indexable: !page.noindex }]),
  );
}

describe('the walk from the home pages', () => {
  const pages = site({
    '/': { to: ['/nieuws', '/afdelingen-en-centra'] },
    '/en': { to: ['/en/patients'] },
    '/en/patients': { to: ['/en'] },
    '/nieuws': { to: ['/nieuws/a', '/nieuws/pagina/2', '/nowhere'] },
    '/nieuws/pagina/2': { to: ['/nieuws/b'] },
    '/nieuws/a': {},
    '/nieuws/b': {},
    '/nieuws/hoor-floor-item': {},
    '/afdelingen-en-centra': { to: ['/afdelingen-en-centra/dermatologie'] },
    '/afdelingen-en-centra/dermatologie': {},
    '/afdelingen-en-centra/dermatologie/ons-team': { to: ['/'] },
    '/404': { noindex: true },
  });

  it('follows links from / and /en, through pages of any depth, and stops at what no link leads to', () => {
    expect([...reachedFrom(['/', '/en'], pages)].sort()).toEqual([
      '/',
      '/afdelingen-en-centra',
      '/afdelingen-en-centra/dermatologie',
      '/en',
      '/en/patients',
      '/nieuws',
      '/nieuws/a',
      '/nieuws/b',
      '/nieuws/pagina/2',
    ]);
  });

  it('names the sitemap pages no link leads to and the indexable pages the sitemap leaves out', () => {
    const sitemap = [
      '/',
      '/en',
      '/nieuws',
      '/nieuws/a',
      '/nieuws/b',
      '/nieuws/hoor-floor-item',
      '/afdelingen-en-centra',
      '/afdelingen-en-centra/dermatologie',
      '/afdelingen-en-centra/dermatologie/ons-team',
    ];
    const report = compareReach(pages, sitemap);
    expect(report.unreachedSitemapPages).toEqual([
      '/afdelingen-en-centra/dermatologie/ons-team',
      '/nieuws/hoor-floor-item',
    ]);
    // A noindex page (the 404) need not be in the sitemap.
    expect(report.indexableNotInSitemap).toEqual(['/en/patients', '/nieuws/pagina/2']);
    expect(report).toMatchObject({ pages: 12, reached: 9, sitemapPages: 9, indexablePages: 11 });
    expect(reachFailures(report)).toBe(4);
    const text = formatReach(report);
    expect(text).toContain('9 of 12 pages reached');
    expect(text).toContain('2 of 9 sitemap pages unreached');
    expect(text).toContain('2 of 11 indexable pages not in the sitemap');
    expect(text).toContain('  /nieuws/hoor-floor-item');
  });

  it('passes a site where every sitemap page is reached and every indexable page listed', () => {
    const whole = site({ '/': { to: ['/a'] }, '/en': {}, '/a': { to: ['/'] }, '/404': { noindex: true } });
    const report = compareReach(whole, ['/', '/en', '/a']);
    expect(reachFailures(report)).toBe(0);
    expect(report.unreachedSitemapPages).toEqual([]);
    expect(report.indexableNotInSitemap).toEqual([]);
  });
});

describe('where a link leads on the host', () => {
  const host: HostView = {
    pages: new Set(['/', '/nieuws', '/nieuws/pagina/3', '/specialisten', '/specialisten/filter/cardiologie', '/b']),
    redirects: parseHostRules(
      ['/oud /b?redirectUrl=oud 301!', '/b /nieuws 301', '/lus1 /lus2 301!', '/lus2 /lus1 301!'].join('\n'),
    ),
    queryRules: parseHostRules(
      [
        '/nieuws page=3 /nieuws/pagina/3 200!',
        '/specialisten filter=Cardiologie /specialisten/filter/cardiologie 200!',
      ].join('\n'),
      { withQuery: true },
    ),
    siteOrigins: [SITE],
  };

  it('is the page at the path, on the site only', () => {
    expect(linkTarget('/nieuws#top', '/', host)).toBe('/nieuws');
    expect(linkTarget(`${SITE}/nieuws/`, '/', host)).toBe('/nieuws');
    expect(linkTarget('https://elders.nl/nieuws', '/', host)).toBeNull();
    expect(linkTarget('mailto:a@b.nl', '/', host)).toBeNull();
    expect(linkTarget('/bestaat-niet', '/', host)).toBeNull();
  });

  it('follows redirects and the rewrites of a query, as the host answers them', () => {
    expect(linkTarget('/oud', '/', host)).toBe('/b');
    // A rule for a path that is a page is shadowed by the page unless it is forced.
    expect(linkTarget('/b', '/', host)).toBe('/b');
    expect(linkTarget('/nieuws?page=3', '/', host)).toBe('/nieuws/pagina/3');
    expect(linkTarget('/nieuws?page=4', '/', host)).toBe('/nieuws');
    expect(linkTarget('/specialisten?filter=Cardiologie', '/', host)).toBe('/specialisten/filter/cardiologie');
    expect(linkTarget('/lus1', '/', host)).toBeNull();
  });
});

describe('reading a page', () => {
  it('takes the links a visitor can follow, not the head links, and knows a page kept out of the index', () => {
    const page = readPage(`<html><head><link rel="canonical" href="${SITE}/a">
      <link rel="alternate" hreflang="en" href="${SITE}/en/a"><meta name="robots" content="noindex, follow">
      <style>a[href="/in-css"] { color: red }</style></head>
      <body><a href="/b">b</a><a>no href</a><map><area href="/c"></map><script>'<a href="/in-script">'</script></body></html>`);
    expect(page).toEqual({ hrefs: ['/b', '/c'], indexable: false });
    expect(readPage('<meta http-equiv="refresh" content="0;url=/b"><a href="/b">b</a>').indexable).toBe(false);
    expect(readPage('<meta name="robots" content="index, follow"><a href="/x">x</a>')).toEqual({
      hrefs: ['/x'],
      indexable: true,
    });
  });
});
