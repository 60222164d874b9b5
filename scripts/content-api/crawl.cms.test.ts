import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from './api/routes.ts';
import { crawlContentApi, pageKey } from './crawl.ts';
import { BUNDLED_UI_STRINGS, pageCallFor } from '@ziekenhuis/site-for-content-api';
import { openDatabase } from './db/open.ts';
import { BROKEN_LINKS, DEFAULT_WORLD_OPTIONS, generateWorld } from './generate/world/index.ts';
import { ok } from './http/reply.ts';
import type { RouteDefinition } from './http/router.ts';
import { startContentApiServer } from './server.ts';
import { storeWorld } from './store/index.ts';
import { FIXTURE_REFERENCE_DATE, fixtureWorld } from './test-support/fixtures/world.ts';
import { startFixtureApi } from './test-support/fixtures/serve.ts';
import { startTestApi, type TestApi } from './test-support/helpers.ts';

/** The scale of the generated world the crawl runs on: the realistic hospital. */
const CRAWL_SCALE = 1;

describe('crawlContentApi on the fixture world', () => {
  it('finds every kind of item and nothing wrong', async () => {
    const api = await startFixtureApi();
    try {
      // The fixture has no pages for the bundled legal links (/colofon...), so the site's strings are not given.
      const result = await crawlContentApi(api.url);
      expect(result.failures).toEqual([]);
      expect(result.unresolvedLinks).toEqual([]);
      const world = fixtureWorld();
      expect(result.pages).toBe(world.pages.filter((page) => page.published).length + 2);
      expect(result.requests).toBeGreaterThan(300);
    } finally {
      await api.stop();
    }
  });

  it('reports answers that break the contract, naming the call and the field', async () => {
    const broken = new Map<string, RouteDefinition['handler']>([
      [
        '/api/v1/footer',
        () => ok([{ Title: '', Link: { Url: '/x', ContentType: null }, Column: 'Column 9', OrderInColumn: 1 }]),
      ],
      ['/api/v1/pages/news/count/filter', () => ok({ Count: 1 })],
      ['/api/v1/pages/specialists/{slug}', () => ok({ ContentType: 'Specialist pagina' })],
    ]);
    const routes = API_ROUTES.map((route) => ({ ...route, handler: broken.get(route.pattern) ?? route.handler }));
    const db = openDatabase();
    storeWorld(db, fixtureWorld(), { referenceDate: FIXTURE_REFERENCE_DATE });
    const api = await startContentApiServer(db, { port: 0, routes });
    try {
      const { failures } = await crawlContentApi(api.url);
      expect(failures).toContainEqual(expect.stringMatching(/^\/footer: item 0: Title: .*; Column: /));
      expect(failures).toContainEqual(
        expect.stringMatching(
          /^pages\/news\/count\/filter\?shouldContainExcludedTags=true: Count 1, but the pages held 6/,
        ),
      );
      expect(failures).toContainEqual(expect.stringMatching(/^\/pages\/specialists\/jan-de-vries: SharepointId: /));
    } finally {
      await api.stop();
      db.close();
    }
  });
});

describe(`contract crawl of the generated world (scale ${CRAWL_SCALE})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ scale: CRAWL_SCALE });
  }, 120_000);
  afterAll(async () => {
    await api.stop();
  });

  it('answers every call for every item within the contract', { timeout: 120_000 }, async () => {
    const world = generateWorld({ ...DEFAULT_WORLD_OPTIONS, scale: CRAWL_SCALE });
    const published = world.pages.filter((page) => page.published);
    // The site's own UI strings link the legal pages (/colofon...): the crawl follows them too.
    const result = await crawlContentApi(api.url, {
      routes: published.map((page) => page.route),
      bundledStrings: Object.values(BUNDLED_UI_STRINGS),
    });
    expect(result.failures.slice(0, 50)).toEqual([]);
    // Every published page was fetched by its own call (and the two home pages).
    const fetched = new Set(result.pageKeys);
    expect(published.map((page) => pageKey(page.page)).filter((key) => !fetched.has(key))).toEqual([]);
    expect(result.pages).toBe(published.length + 2);
    expect(result.requests).toBeGreaterThan(5000);
    // Only the links the generator breaks on purpose lead nowhere.
    const broken = BROKEN_LINKS.map((link) => pageCallFor(link.to));
    for (const link of result.unresolvedLinks)
      expect(
        broken.some((call) => call !== null && link.endsWith(`-> ${call}`)),
        link,
      ).toBe(true);
  });
});
