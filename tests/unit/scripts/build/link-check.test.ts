import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLinks,
  extractRefs,
  formatReport,
  internalPath,
  pagePathOf,
  servesFilterLink,
  siteOriginFromRobots,
} from '../../../../scripts/build/link-check.ts';
import { parseHostRules } from '../../../../scripts/build/host-rules.ts';

const SITE = 'https://www.spaarnegasthuis.nl';

describe('reading a page', () => {
  it('finds links, images (src, srcset, preload, og:image, JSON-LD), the canonical link and the page kind', () => {
    const refs = extractRefs(`<html><head>
      <link rel="canonical" href="${SITE}/a"><link rel="alternate" hreflang="en" href="${SITE}/en/a">
      <link rel="preload" as="image" href="/media/p.webp" imagesrcset="/media/p1.webp 1x, /media/p2.webp 2x"><link rel="preload" as="font" href="/f.woff2">
      <link rel="stylesheet" href="/_astro/x.css"><meta property="og:image" content="${SITE}/media/og.jpg"><meta name="robots" content="noindex, follow">
      <script type="application/ld+json">{"@type":"NewsArticle","image":["${SITE}/media/ld.webp"],"url":"${SITE}/a","publisher":{"logo":{"@type":"ImageObject","url":"${SITE}/logo.svg"}}}</script>
      </head><body><a href="/b?x=1#top">b</a><a href="mailto:a@b.nl">m</a><a>no href</a>
      <img src="/media/i.jpg" srcset="/media/i_640w.webp 640w, /media/i_1280w.webp 1280w"><picture><source srcset="/media/s.avif"></picture></body></html>`);
    expect(refs.links).toEqual([`${SITE}/a`, `${SITE}/en/a`, '/b?x=1#top', 'mailto:a@b.nl']);
    expect(refs.images).toEqual([
      '/media/p.webp',
      '/media/p1.webp',
      '/media/p2.webp',
      `${SITE}/media/og.jpg`,
      `${SITE}/media/ld.webp`,
      `${SITE}/logo.svg`,
      '/media/i.jpg',
      '/media/i_640w.webp',
      '/media/i_1280w.webp',
      '/media/s.avif',
    ]);
    expect(refs.canonicals).toEqual([`${SITE}/a`]);
    expect(refs.noindex).toBe(true);
    expect(extractRefs('<meta http-equiv="refresh" content="0;url=/nieuw?redirectUrl=oud">').refresh).toBe(true);
    expect(extractRefs('<meta http-equiv="refresh" content="0;url=/nieuw?redirectUrl=oud">').links).toEqual([
      '/nieuw?redirectUrl=oud',
    ]);
  });

  it('turns internal references into decoded paths and leaves everything else alone', () => {
    const sites = [SITE];
    expect(internalPath('/nieuws/a/?page=2#x', '/', sites)).toBe('/nieuws/a');
    expect(internalPath(`${SITE}/contact`, '/', sites)).toBe('/contact');
    expect(internalPath('//www.spaarnegasthuis.nl/contact', '/', sites)).toBe('/contact');
    expect(internalPath('/caf%C3%A9', '/', sites)).toBe('/café');
    expect(internalPath('b', '/a/c', sites)).toBe('/a/b');
    expect(internalPath('/', '/a', sites)).toBe('/');
    for (const other of [
      'https://elders.nl/x',
      'mailto:a@b.nl',
      'tel:+31232240000',
      'javascript:void(0)',
      '#main-content',
      '',
      'data:image/png;base64,AAAA',
    ]) {
      expect(internalPath(other, '/', sites), other).toBeNull();
    }
  });

  it('names a page by the path it is served at', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('nieuws/a/index.html')).toBe('/nieuws/a');
    expect(pagePathOf('404.html')).toBe('/404');
    expect(pagePathOf('en/404/index.html')).toBe('/en/404');
  });
});

describe('checking a built site', () => {
  let dir: string;
  const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none';base-uri 'self';form-action 'self'; script-src 'self' 'sha256-abc='">`;
  const page = (self: string, body: string, head = `<link rel="canonical" href="${SITE}${self}">`, csp = CSP) =>
    `<!doctype html><html><head>${csp}${head}</head><body>${body}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page(
      '/',
      '<a href="/nieuws/a">a</a><a href="/oud">via redirect</a><a href="/documenten/folders/12/folder.pdf">folder</a><a href="/documenten/folders/13/weg.pdf">not mirrored</a><a href="/api/v1/patient-folders/12/folder.pdf">into the CMS</a><a href="/api/v1/search/pages?query=x">live</a><a href="/nieuws">overview</a><a href="/nieuws?page=2">overview</a><img src="/media/a_640w/b_640w.webp" srcset="/media/a_640w/b_640w.webp 640w, /media/a_1280w/b_1280w.webp 1280w"><a href="https://elders.nl/">ext</a>',
    ),
    'nieuws/a/index.html': page(
      '/nieuws/a',
      `<a href="${SITE}/">home</a><a href="/kapot">broken</a><img src="/media/weg.jpg"><a href="/folders.html">file</a>`,
    ),
    'folders.html': page(
      '/folders',
      '<a href="/favicon.svg">icon</a><p id="boven">x</p><a href="#boven">naar boven</a><a href="#wacht%C3%AFjden">wachttijden</a><a href="#">leeg</a>',
    ),
    'zonder/index.html': page('/zonder', '', '', ''),
    'los/index.html': page('/los', '', undefined, CSP.replace("'sha256-abc='", "'unsafe-inline'")),
    'anders/index.html': page('/anders', '', `<link rel="canonical" href="${SITE}/nieuws/a">`),
    '404.html': page('/404', '<a href="/">home</a>', '<meta name="robots" content="noindex">'),
    'oud/index.html': `<!doctype html>${CSP}<meta http-equiv="refresh" content="0;url=/nieuws/a?redirectUrl=oud">`,
    'favicon.svg': '<svg/>',
    'documenten/folders/12/folder.pdf': '%PDF-',
    'media/a_640w/b_640w.webp': 'x',
    'media/a_1280w/b_1280w.webp': 'x',
    // /oud is forced over Astro's meta-refresh page there; /folders.html is not, so the file answers (Netlify's
    // shadowing).
    _redirects: '/oud /nieuws/a?redirectUrl=oud 301!\n/folders.html /kapot 301\n/en/* /en/404/index.html 404\n',
    'robots.txt': `User-agent: *\nSitemap: ${SITE}/sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0"?><urlset><url><loc>${SITE}/nieuws/a</loc></url><url><loc>${SITE}/agenda</loc></url><url><loc>${SITE}/weg</loc></url><url><loc>${SITE}/oud</loc></url></urlset>`,
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-check-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('resolves files, redirects, documents and live calls, lists overviews not built yet, and reports what is broken', async () => {
    const report = await checkLinks(dir, { siteOrigins: [SITE] });
    expect(report.pages).toBe(8);
    expect(report.broken).toEqual([
      { page: '/folders', link: '#wachtïjden', kind: 'anchor' },
      { page: '/', link: '/documenten/folders/13/weg.pdf', kind: 'document' },
      { page: '/', link: '/api/v1/patient-folders/12/folder.pdf', kind: 'cms' },
      { page: '/nieuws/a', link: '/kapot', kind: 'link' },
      { page: '/nieuws/a', link: '/media/weg.jpg', kind: 'image' },
      { page: '/sitemap.xml', link: `${SITE}/weg`, kind: 'link' },
    ]);
    expect(report.viaRedirects).toBe(2);
    expect(report.shadowedPages).toEqual(['/oud']);
    expect(report.documents).toBe(2);
    expect(report.liveCalls).toBe(1);
    expect([...report.notBuilt.entries()]).toEqual([
      ['/nieuws', 2],
      ['/agenda', 1],
    ]);
    expect(report.imagesChecked).toBe(4);
    expect(report.cspProblems).toEqual([
      { page: '/los', problem: "script-src allows 'unsafe-inline'" },
      { page: '/zonder', problem: '0 Content-Security-Policy metas' },
    ]);
    expect(report.canonicalProblems).toEqual([
      { page: '/anders', problem: `the canonical link ${SITE}/nieuws/a names another page` },
      { page: '/zonder', problem: 'no <link rel="canonical">' },
    ]);
    const text = formatReport(report, 'dist/client');
    expect(text).toMatch(
      /^Link check of dist\/client: 8 pages, \d+ links checked, 4 images checked, 6 broken, 2 pages with a canonical problem, 1 pages shadowed by a redirect, 2 pages without the site's CSP/,
    );
    expect(text).toContain('  /nieuws/a -> /kapot');
    expect(text).toContain('  /nieuws/a -> /media/weg.jpg (image)');
    expect(text).toContain('not built yet (overviews, not a failure): 3 links to /agenda, /nieuws');
    expect(text).toContain('Pages of the sitemap that a redirect in _redirects answers instead:\n  /oud');
    expect(text).toContain(
      "Content Security Policy problems (page: problem):\n  /los: script-src allows 'unsafe-inline'",
    );
    expect(text).toContain('  /folders -> #wachtïjden (no element with this id on the page)');
    expect(text).toContain(
      '  / -> /api/v1/patient-folders/12/folder.pdf (a link into the CMS: the release must serve its own copy)',
    );
    expect(text).toContain('  / -> /documenten/folders/13/weg.pdf (a document the release does not have)');
    expect(text).toContain('2 lead to documents of the release; 1 to the live search API (not checked)');
    expect(text).toMatch(/Link check failed: 11 problem\(s\)\.$/);
  });

  it('finds the site address in robots.txt', async () => {
    expect(await siteOriginFromRobots(dir)).toBe(SITE);
    expect(await siteOriginFromRobots(path.join(dir, 'nieuws'))).toBeNull();
  });
});

describe('links to a filtered overview', () => {
  const rules = parseHostRules(
    '/specialisten filter=Cardiologie /specialisten/filter/cardiologie 200!\n/wachttijden department=Maag-%2C%20darm- /wachttijden/department/maag-darm 200!\n',
    {
      withQuery: true,
    },
  );
  const served = (ref: string) => servesFilterLink(ref, new URL(ref, SITE).pathname, rules, [SITE]);

  it('with one filter need a rule that serves its filter page', () => {
    expect(served('/specialisten?filter=Cardiologie')).toBe(true);
    expect(served(`${SITE}/wachttijden?department=Maag-%2C+darm-`)).toBe(true);
    expect(served('/specialisten?filter=Neurologie')).toBe(false);
    expect(served('/wachttijden?centrum=Hartcentrum')).toBe(false);
  });

  it('pass without a filter, with a combination the island applies, or on other pages', () => {
    expect(served('/specialisten')).toBe(true);
    expect(served('/specialisten?filter=')).toBe(true);
    expect(served('/specialisten?filter=Neurologie&filter2=Arts')).toBe(true);
    expect(served('/specialisten?search=jansen')).toBe(true);
    expect(served('/nieuws?department=Neurologie')).toBe(true);
  });
});
