/**
 * Every published page can be found by the site's discovery crawl (DESIGN.md, "Discovery crawl"):
 * the site has no "all pages" call, so a page that no menu, list, child call, link or redirect
 * leads to would never be built. Unpublished pages stay out of reach: only preview serves them.
 */
import { describe, expect, it } from 'vitest';
import { pageCallFor } from '#src/lib/routing/page-calls.ts';
import { generateWorld, SITE_BUILT_ROUTES } from '@ziekenhuis/content-api/generate/world';
import { discoveredRoutes } from './discovered-routes.ts';

for (const scale of [0.05, 1, 10]) {
  describe(`reachability at scale ${scale}`, () => {
    const w = generateWorld({ scale, seed: 1, crisisBanner: true });
    const discovered = discoveredRoutes(w);

    it('reaches every published page', () => {
      const unreachable = w.pages
        .filter((entry) => entry.published && !discovered.has(entry.route))
        .map((entry) => entry.route);
      expect(unreachable).toEqual([]);
      expect(discovered.has('/')).toBe(true);
      expect(discovered.has('/en')).toBe(true);
    });

    it('never reaches an unpublished page', () => {
      const drafts = w.pages.filter((entry) => !entry.published);
      expect(drafts.length).toBeGreaterThan(0);
      for (const draft of drafts) expect(discovered.has(draft.route), draft.route).toBe(false);
    });

    it('finds the overviews the site builds itself without taking them for pages', () => {
      const pageRoutes = new Set(w.pages.map((entry) => entry.route));
      const overviews = SITE_BUILT_ROUTES.filter((route) => discovered.has(route));
      expect(overviews.length).toBeGreaterThan(0);
      for (const route of overviews.filter((route) => pageCallFor(route) === null))
        expect(pageRoutes.has(route), route).toBe(false);
    });
  });
}
