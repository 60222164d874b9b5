import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Search when the CMS's search fails: the island falls back to the release's own index
 * (`/pagefind/`, scripts/build/search-index.ts), shows the same results list with a quiet note, and
 * breaks no CSP (the search pages alone allow `'wasm-unsafe-eval'`). The index leaves out the
 * `noindex` filter pages.
 */
const NOTE_NL = 'Zoekresultaten uit de website zelf';
const NOTE_EN = 'Search results from the website itself';

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Opens the empty search page and searches with the island once it is hydrated: an address with a
 * query is rendered with its results by the origin (search-no-js.spec.ts), which the island shows
 * without asking again, so the island's own calls are made by a search from the form.
 */
async function searchInIsland(page: Page, path: string, query: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="SiteSearch"]')).not.toHaveAttribute('ssr');
  await page.locator('input[name="query"]').fill(query);
  await page.locator('form[role="search"] button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`\\?query=${query}$`));
}

/** Every address the release's index finds for a query, asked of Pagefind in the page itself: every Dutch shard. */
async function indexedUrls(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (text) => {
    type Instance = {
      mergeIndex: (path: string, options: { baseUrl: string }) => Promise<void>;
      search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
    };
    const shards = (await (await fetch('/pagefind/shards.json')).json()) as Record<string, string[]>;
    const [first, ...others] = shards['nl-nl'] ?? [];
    const script = `/pagefind/${first}/pagefind.js`;
    const pagefind = (await import(script)) as {
      createInstance: (options: { basePath: string; baseUrl: string }) => Instance;
    };
    const index = pagefind.createInstance({ basePath: `/pagefind/${first}/`, baseUrl: '/' });
    for (const shard of others) await index.mergeIndex(`/pagefind/${shard}/`, { baseUrl: '/' });
    const found = await index.search(text);
    return Promise.all(found.results.map(async (result) => (await result.data()).url));
  }, query);
}

/**
 * The scripts the page loads from the site (`/_astro/`), by file name. Vite names a chunk after its
 * module: the index's loader is `release-index-browser.*.js`, the one URL policy (with its HTML entity
 * tables) `url-policy.*.js`.
 */
function siteScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/_astro/'))
      names.push(url.pathname.slice('/_astro/'.length));
  });
  return names;
}

test('the empty search page loads neither the index nor the URL policy; a search that falls back loads both', async ({
  page,
}) => {
  const scripts = siteScripts(page);
  await page.route('**/api/v1/search/**', (route) => route.abort('connectionrefused'));
  await page.goto('/zoeken');
  await expect(page.locator('astro-island[component-url*="SiteSearch"]')).not.toHaveAttribute('ssr');
  expect(scripts.some((name) => name.startsWith('SiteSearch.'))).toBe(true);
  expect(scripts.filter((name) => /^(release-index-browser|url-policy)\./.test(name))).toEqual([]);

  await page.locator('input[name="query"]').fill('cardiologie');
  await page.locator('form[role="search"] button[type="submit"]').click();
  await expect(page.locator('.site-search__source')).toContainText(NOTE_NL);
  await expect(page.locator('.search-hit').first()).toBeVisible();
  // Loaded now (the URL policy with the contract's schemas too): the names looked for above are still the chunks' names.
  expect(scripts.some((name) => name.startsWith('release-index-browser.'))).toBe(true);
  expect(scripts.some((name) => name.startsWith('url-policy.'))).toBe(true);
});

test('the CMS search unreachable: /zoeken?query=cardiologie shows results from the index, with the note', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route('**/api/v1/search/**', (route) => route.abort('connectionrefused'));
  await searchInIsland(page, '/zoeken', 'cardiologie');
  await expect(page.locator('.site-search__source')).toContainText(NOTE_NL);
  const hits = page.locator('.search-hit');
  await expect(hits.first()).toBeVisible();
  expect(await hits.count()).toBeGreaterThan(0);
  expect(await hits.count()).toBeLessThanOrEqual(12);
  await expect(hits.first().locator('.search-hit__title a')).toHaveAttribute('href', /^\/[^/]/);
  await expect(page.locator('.search-hit mark').first()).toHaveText(/cardiologie/i);
  await expect(page.locator('.site-search__results h2')).toContainText('resultaten voor ‘cardiologie’');
  // The index is in shards (by section): the results come from more than one of them.
  const hrefs = await hits
    .locator('.search-hit__title a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('/nieuws/'))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith('/afdelingen-en-centra/'))).toBe(true);
  expect(violations).toEqual([]);
});

test('the CMS search answering 500: /en/search shows results from the English index, with the note', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route('**/api/v1/search/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await searchInIsland(page, '/en/search', 'visiting');
  await expect(page.locator('.site-search__source')).toContainText(NOTE_EN);
  await expect(page.locator('.search-hit').first()).toBeVisible();
  // The English index holds only English pages.
  const hrefs = await page
    .locator('.search-hit__title a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en\//);
  expect(violations).toEqual([]);
});

test('the CMS search not answering in time: the index answers instead', async ({ page }) => {
  await page.route('**/api/v1/search/**', () => {
    // Never answered: the island's time limit decides.
  });
  await searchInIsland(page, '/zoeken', 'cardiologie');
  await expect(page.locator('.site-search__source')).toContainText(NOTE_NL, { timeout: 15_000 });
  await expect(page.locator('.search-hit').first()).toBeVisible();
});

test('with the CMS answering, no note; the index leaves out the noindex filter pages', async ({ page }) => {
  await page.goto('/zoeken?query=cardiologie');
  await expect(page.locator('.search-hit').first()).toBeVisible();
  await expect(page.locator('.site-search__source')).toHaveCount(0);

  const urls = [...(await indexedUrls(page, 'cardiologie')), ...(await indexedUrls(page, 'onderzoek'))];
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).not.toMatch(/\/filter2?\/|\/wachttijden\/(department|centrum)\//);

  const filterPage = await page.request.get('/wetenschappelijke-onderzoeken/filter2/hartfalencentrum/');
  const html = await filterPage.text();
  expect(html).toContain('content="noindex"');
  expect(html).not.toContain('data-pagefind-body');
});

test('only the search pages allow WebAssembly in their CSP', async ({ page }) => {
  const policy = async (path: string) => {
    await page.goto(path);
    return page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  };
  expect(await policy('/zoeken')).toContain("'wasm-unsafe-eval'");
  expect(await policy('/en/search')).toContain("'wasm-unsafe-eval'");
  expect(await policy('/')).not.toContain("'wasm-unsafe-eval'");
});
