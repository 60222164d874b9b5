import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import type { LinkRules } from '#src/lib/content/link-rules.ts';
import { linkBehaviourOnce } from '#src/lib/content/links.ts';
import { loadSiteFrame } from '#src/lib/models/frame.ts';
import { startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

describe('the frame of a language', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ scale: 0.05, seed: 1, crisisBanner: true });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  const client = () => createContentClient({ baseUrl: api.url, retryIntervalMs: 5, cache: false, log: () => {} });

  it('Dutch: the CMS strings over the bundled ones, the main menu, footer columns, and the crisis banner sanitised with the link rules', async () => {
    const rules: LinkRules = {
      siteHosts: [],
      linkOf: linkBehaviourOnce([]),
      routeExists: () => true,
      isDeadRoute: () => true,
    };
    const report = createProblemReport({ log: () => {} });
    const frame = await loadSiteFrame('nl', client(), rules, report);
    expect(frame.t('home.sellingPoints.1')).not.toBe('');
    expect(frame.strings).toHaveProperty('home.sellingPoints.1', frame.t('home.sellingPoints.1'));
    expect(frame.menu.length).toBeGreaterThan(0);
    expect(frame.menu.every((item) => item.title && item.children.every((child) => child.href))).toBe(true);
    expect(frame.footerColumns.map((column) => column.name)).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(frame.links).toBe(rules);
    expect(frame.crisisBannerHtml).toBeTruthy();
    // Every link counts as dead under these rules, so the banner keeps its text but no link.
    expect(frame.crisisBannerHtml).not.toContain('<a ');
    expect(frame.crisisBannerHtml).toContain('onze contactpagina');
    expect(report.problems()).toEqual([]);
  });

  it('English: no footer quick-link columns, English strings', async () => {
    const frame = await loadSiteFrame(
      'en',
      client(),
      { siteHosts: [], linkOf: linkBehaviourOnce([]), routeExists: () => true, isDeadRoute: () => false },
      createProblemReport({ log: () => {} }),
    );
    expect(frame.footerColumns).toEqual([]);
    expect(frame.t('notFound.title')).toBe('Page not found');
    expect(frame.crisisBannerHtml).toContain('<a href="/contact">onze contactpagina</a>');
  });
});
