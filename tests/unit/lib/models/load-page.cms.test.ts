/**
 * Rendering one page alone (issue: page models): every page type of the embedded dataset, fetched
 * by its own call (and a draft through the preview call), modelled with no crawl through the same
 * loader the build uses; the blocks carry the data they show, so a view needs no further call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { fetchHomePage, fetchPageAt, fetchPreviewPage } from '#src/lib/api/pages.ts';
import { createBuildContext, type BuildContext } from '#src/lib/build/context.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import type { Page } from '#src/lib/contract/index.ts';
import { modelPageAlone } from '#src/lib/models/load-page.ts';
import { pageTypeOf, type PageType } from '#src/lib/routing/page-types.ts';
import { slugOf } from '#src/lib/routing/routes.ts';
import { generateWorld } from '@ziekenhuis/content-api/generate/world';
import { previewTokenOf, startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

const OPTIONS = { scale: 0.2, seed: 1, crisisBanner: true };

describe('a page modelled alone, without a crawl', () => {
  let api: TestApi;
  let ctx: BuildContext;
  const world = generateWorld(OPTIONS);
  const published = world.pages.filter((entry) => entry.published);

  beforeAll(async () => {
    api = await startTestApi(OPTIONS);
    const report = createProblemReport({ log: () => {} });
    const content = createContentClient({
      baseUrl: api.url,
      retryIntervalMs: 5,
      cache: false,
      onProblem: report.add,
      log: () => {},
    });
    ctx = createBuildContext({
      config: readConfig({ CONTENT_API_URL: api.url, SITE_URL: 'https://www.example.nl' }),
      content,
      report,
      pages: 'alone',
    });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  async function fetched(route: string): Promise<Page> {
    const result = await fetchPageAt(route, ctx.content);
    if (result?.state !== 'loaded') throw new Error(`${route} did not load`);
    return result.data;
  }

  const types = [...new Set(published.map((entry) => pageTypeOf(entry.page.ContentType)))].sort();

  it('the dataset has every content page type', () => {
    expect(types).toEqual(
      [
        'centre',
        'department',
        'event',
        'friend',
        'general',
        'location',
        'news',
        'research',
        'specialist',
        'subCentre',
        'subDepartment',
        'waitingTimes',
      ].sort(),
    );
  });

  it.each(types)(
    '%s: the model of the page type, with header, breadcrumbs and blocks with their data',
    async (type: PageType) => {
      const entry = published.find(
        (candidate) => pageTypeOf(candidate.page.ContentType) === type && candidate.page.Content,
      );
      if (!entry) throw new Error(`no ${type} page with content`);
      const model = await modelPageAlone(ctx, await fetched(entry.route));
      if (model.pageType === 'home') throw new Error('a content page became a home page');
      expect(model.pageType).toBe(type);
      expect(model.route).toBe(entry.route);
      expect(model.header.title).toBe(entry.page.HeaderTitle?.trim() || entry.page.Title);
      expect(model.header.crumbs[0]?.label).toBe('Spaarne Gasthuis');
      expect(model.header.crumbs.at(-1)).toEqual({ label: model.header.title });
      expect(model.blocks.length).toBeGreaterThan(0);
      for (const block of model.blocks) {
        if (block.kind === 'specialist') expect(Array.isArray(block.data.people)).toBe(true);
        if (
          block.kind === 'newsTeaser' ||
          block.kind === 'relatedContent' ||
          block.kind === 'location' ||
          block.kind === 'locationExpandable'
        )
          expect(Array.isArray(block.data)).toBe(true);
      }
    },
  );

  it('the home pages, fetched by their own call: hero, six quick tasks, selling points, structured data', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const home = await fetchHomePage(locale, ctx.content);
      if (home.state !== 'loaded') throw new Error(`the ${locale} home page did not load`);
      const model = await modelPageAlone(ctx, home.data);
      if (model.pageType !== 'home') throw new Error('not a home page model');
      expect(model.quickTasks).toHaveLength(6);
      expect(model.hero.image.url).toBeTruthy();
      expect(model.head.alternates).toEqual({ nl: '/', en: '/en' });
      expect(model.structuredData).toMatchObject({ '@type': 'Hospital' });
    }
  });

  it('blocks get the data they show: a department page with specialists, phone numbers and locations', async () => {
    const entry = published.find(
      (candidate) =>
        candidate.page.Content?.includes('data-block-type="specialist"') &&
        candidate.page.Content.includes('data-block-type="location'),
    );
    if (!entry) throw new Error('no page with specialist and location blocks');
    const model = await modelPageAlone(ctx, await fetched(entry.route));
    if (model.pageType === 'home') throw new Error('not a content page');
    const specialists = model.blocks.find((block) => block.kind === 'specialist');
    expect(specialists?.kind === 'specialist' ? specialists.data.people : []).not.toHaveLength(0);
    const locations = model.blocks.find((block) => block.kind === 'location' || block.kind === 'locationExpandable');
    expect(locations?.data).not.toHaveLength(0);
  });

  it('a draft, fetched through the preview call with its token, is modelled like a published page', async () => {
    const draft = world.pages.find((entry) => !entry.published && entry.previewToken);
    if (!draft?.previewToken) throw new Error('the dataset has no draft');
    const slug = slugOf(draft.page);
    const result = await fetchPreviewPage(slug, await previewTokenOf(api.url, slug), ctx.content);
    if (result.state !== 'loaded') throw new Error(`the draft did not load: ${result.status}`);
    const model = await modelPageAlone(ctx, result.data);
    if (model.pageType === 'home') throw new Error('not a content page');
    expect(model.route).toBe(draft.route);
    expect(model.header.title).toBe(draft.page.HeaderTitle?.trim() || draft.page.Title);
  });

  it('a general page with a side menu finds its parent by its route', async () => {
    const entry = published.find(
      (candidate) =>
        candidate.page.ContentType === 'Spaarne pagina' && candidate.page.ShowSidemenu && candidate.page.Parent,
    );
    if (!entry) throw new Error('no general page with a side menu and a parent');
    const model = await modelPageAlone(ctx, await fetched(entry.route));
    if (model.pageType !== 'general') throw new Error('not a general page');
    expect(model.sideMenu).not.toBeNull();
    expect(model.sideMenu?.items.length).toBeGreaterThan(0);
  });
});
