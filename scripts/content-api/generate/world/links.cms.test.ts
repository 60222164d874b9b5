import { describe, expect, it } from 'vitest';
import { pageCallFor } from '@ziekenhuis/site-for-content-api';
import type { World } from '../../world/types.ts';
import { BROKEN_LINKS, SITE_BUILT_ROUTES, frameLinks, normaliseRedirectSource } from './index.ts';
import { blocksOf, hrefsOf, richTextOf, valueLinks, world } from './test-helpers.ts';

const SITE_HOST = 'https://www.spaarnegasthuis.nl';

/** Internal links of every page (rich text and block values), with the page they are on. */
function pageLinks(w: World): Array<{ from: string; to: string }> {
  return w.pages.flatMap((page) => {
    const content = page.page.Content;
    const links = [
      ...hrefsOf(richTextOf(content)),
      ...blocksOf(content).flatMap((block) => valueLinks(block.value).links),
    ];
    if (page.page.HeaderLink) links.push(page.page.HeaderLink.Url);
    return links.map((to) => ({ from: page.route, to }));
  });
}

function internalPath(link: string): string | null {
  const sameHost = link.startsWith(`${SITE_HOST}/`) ? link.slice(SITE_HOST.length) : link;
  if (!sameHost.startsWith('/') || sameHost.startsWith('//')) return null;
  return sameHost.split(/[?#]/)[0] ?? sameHost;
}

function targets(w: World): Set<string> {
  return new Set([
    '/',
    '/en',
    ...w.pages.filter((page) => page.published).map((page) => page.route),
    ...SITE_BUILT_ROUTES,
    ...w.redirects.map((pair) => normaliseRedirectSource(pair.OriginalSlug)),
    ...w.folders.map((folder) => folder.folder.Path),
    ...w.images.map((image) => image.path),
  ]);
}

for (const scale of [0.05, 1]) {
  describe(`links at scale ${scale}`, () => {
    const w = world(scale);
    const known = targets(w);
    const broken = new Set(BROKEN_LINKS.map((link) => `${link.from} -> ${link.to}`));

    it('gives every page its own route, with the right prefix for its type', () => {
      const routes = w.pages.map((page) => page.route);
      expect(new Set(routes).size).toBe(routes.length);
      const prefix: Record<string, RegExp> = {
        'Centra pagina': /^\/afdelingen-en-centra\/[^/]+$/,
        'Sub-centra pagina': /^\/afdelingen-en-centra\/[^/]+\/[^/]+$/,
        'Afdeling pagina': /^\/afdelingen-en-centra(\/[^/]+){1,2}$/,
        'Sub-afdeling pagina': /^\/afdelingen-en-centra(\/[^/]+){2,3}$/,
        'News pagina': /^\/nieuws\/[^/]+$/,
        'Agenda pagina': /^\/agenda\/[^/]+$/,
        'Specialist pagina': /^\/specialisten\/[^/]+$/,
        'Locatie pagina': /^\/contact\/[^/]+$/,
        'Onderzoek pagina': /^\/wetenschappelijke-onderzoeken\/[^/]+$/,
        'Vrienden pagina': /^\/vrienden\/[^/]+$/,
        'Wachttijden pagina': /^\/wachttijden$/,
        'Spaarne pagina': /^(\/en)?(\/[a-z0-9-]+){1,4}$/,
        // Spec 2.3: its own path, the whole of it (Path is the route).
        'Gegenereerde pagina': /^(\/[a-z0-9-]+){1,3}$/,
      };
      for (const page of w.pages) {
        expect(page.route, page.page.ContentType).toMatch(prefix[page.page.ContentType] ?? /^$/);
        expect(page.route.endsWith(page.page.Path), page.route).toBe(true);
        expect(page.page.Language.Code, page.route).toBe(page.route.startsWith('/en/') ? 'en' : 'nl');
        if (page.page.AbsolutePath) expect(page.page.AbsolutePath).toBe(page.route);
        if (page.page.ContentType === 'Gegenereerde pagina') expect(page.page.Path).toBe(page.route);
      }
      expect(w.pages.filter((page) => page.page.ContentType === 'Gegenereerde pagina').length).toBeGreaterThan(0);
      // The overviews are built by the site; only those with a page call (the waiting-times page) also exist as pages.
      for (const route of SITE_BUILT_ROUTES.filter((route) => pageCallFor(route) === null))
        expect(routes).not.toContain(route);
    });

    it('builds nested general routes from Parent, or sets AbsolutePath', () => {
      const general = w.pages.filter((page) => page.page.ContentType === 'Spaarne pagina' && page.published);
      const byRoute = new Map(general.map((page) => [page.route, page.page]));
      for (const page of general) {
        if (page.page.AbsolutePath) continue;
        const parentRoute = page.route.slice(0, page.route.lastIndexOf('/'));
        if (parentRoute === '' || parentRoute === '/en') expect(page.page.Parent, page.route).toBeNull();
        else {
          expect(page.page.Parent?.SharepointId, page.route).toBe(byRoute.get(parentRoute)?.SharepointId);
          expect(page.page.Parent?.Path, page.route).toBe(byRoute.get(parentRoute)?.Path);
        }
      }
      expect(general.filter((page) => page.page.Parent?.Parent).length).toBeGreaterThan(0);
      expect(general.filter((page) => page.page.ShowSidemenu).length).toBeGreaterThan(0);
      expect(general.filter((page) => page.page.AbsolutePath).length).toBeGreaterThan(0);
      expect(
        general.some((page) => /^\/afdelingen-en-centra\/[^/]+\/[^/]+$/.test(page.route) && page.page.Centrum),
      ).toBe(true);
      expect(
        general.some(
          (page) => /^\/afdelingen-en-centra\/[^/]+\/[^/]+\/[^/]+$/.test(page.route) && page.page.Department?.Centrum,
        ),
      ).toBe(true);
      expect(general.some((page) => page.route.startsWith('/contact/'))).toBe(true);
    });

    it('links from menus, footer, quick tasks and the crisis banner lead somewhere', () => {
      const frame = [
        ...frameLinks(),
        ...hrefsOf(w.crisisBanner ?? ''),
        ...hrefsOf(w.homePages.nl.Content ?? ''),
        ...hrefsOf(w.homePages.en.Content ?? ''),
        ...w.homePages.nl.TopTasks.map((task) => task.Url),
        ...w.homePages.en.TopTasks.map((task) => task.Url),
        '/colofon',
        '/disclaimer',
        '/cookieverklaring',
      ];
      const missing = frame.map(internalPath).filter((path): path is string => path !== null && !known.has(path));
      expect(missing).toEqual([]);
    });

    it('links inside page content lead somewhere, except those broken on purpose', () => {
      const missing = pageLinks(w)
        .flatMap(({ from, to }) => {
          const path = internalPath(to);
          return path !== null && !known.has(path) ? [`${from} -> ${path}`] : [];
        })
        .filter((link) => !broken.has(link));
      expect(missing).toEqual([]);
      const all = new Set(pageLinks(w).map(({ from, to }) => `${from} -> ${to}`));
      for (const link of broken) expect(all.has(link), link).toBe(true);
    });

    it('redirects lead to existing routes and never shadow one', () => {
      const routes = new Set([
        '/',
        '/en',
        ...w.pages.filter((page) => page.published).map((page) => page.route),
        ...SITE_BUILT_ROUTES,
      ]);
      for (const pair of w.redirects) {
        expect(routes.has(pair.NewSlug), pair.NewSlug).toBe(true);
        expect(routes.has(normaliseRedirectSource(pair.OriginalSlug)), pair.OriginalSlug).toBe(false);
      }
      expect(w.redirects.some((pair) => /\s/.test(pair.OriginalSlug))).toBe(true);
      const sources = w.redirects.map((pair) => normaliseRedirectSource(pair.OriginalSlug));
      expect(new Set(sources).size).toBe(sources.length);
    });
  });
}
