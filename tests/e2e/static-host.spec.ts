import { readFile } from 'node:fs/promises';
import { STATIC_HOST_URL } from '../../playwright.config.ts';
import { observatoryScore } from '../support/observatory.ts';
import { cmsDocumentPath } from '#src/lib/content/documents.ts';
import { filterResearch, type ResearchData } from '#src/overviews/research/research.ts';
import { filterSpecialists, type SpecialistsData } from '#src/overviews/specialists/specialists.ts';
import { expect, test } from './fixtures.ts';

/**
 * The build's `_redirects` and `_headers` on a Netlify-style static host (tests/support/static-host.ts,
 * which reads them with Netlify's own parsers), and the same headers from the Node origin: what a
 * CDN deployment gets.
 */
const PAGES = [
  '/',
  '/afdelingen-en-centra',
  '/nieuws',
  '/zoeken?query=hart',
  '/verpleegafdelingen',
  '/en',
  '/bestaat-niet',
];

test.describe('on a Netlify-style static host', () => {
  test.use({ baseURL: STATIC_HOST_URL });

  test('search works: /api/v1/search is passed on to the CMS by the proxy rule', async ({ page }) => {
    const answer = page.waitForResponse((response) =>
      response.url().startsWith(`${STATIC_HOST_URL}/api/v1/search/pages?query=hart`),
    );
    await page.goto('/zoeken?query=hart');
    expect((await answer).status()).toBe(200);
    await expect(page.locator('.search-hit')).toHaveCount(12);
  });

  test('patient-folder downloads are the release’s own files; nothing else of the CMS is passed on', async ({
    page,
    request,
  }) => {
    await page.goto('/folders');
    expect(await page.locator('a[href^="/api/v1/"]').count()).toBe(0);
    const href = await page.locator('a[href^="/documenten/folders/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const download = await request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const cmsAddress = cmsDocumentPath(href ?? '') ?? '';
    expect(cmsAddress).toMatch(/^\/api\/v1\/patient-folders\//);
    expect((await request.get(cmsAddress)).status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the ward chooser sends the visitor to the location’s page (its rules are forced over the overview page)', async ({
      page,
    }) => {
      await page.goto('/verpleegafdelingen');
      await page.getByLabel('Kies een locatie').selectOption({ label: 'Hoofddorp' });
      await page.getByRole('button', { name: 'Toon verpleegafdelingen' }).click();
      await expect(page).toHaveURL(`${STATIC_HOST_URL}/verpleegafdelingen/hoofddorp`);
      await page.goto('/verpleegafdelingen?location=7');
      await expect(page).toHaveURL(`${STATIC_HOST_URL}/verpleegafdelingen/hoofddorp`);
    });

    test('/specialisten?filter=Cardiologie shows only the cardiology specialists, and the form filters', async ({
      page,
      request,
    }) => {
      const data = (await (await request.get('/data/specialisten.json')).json()) as SpecialistsData;
      const expected = (title: string) =>
        filterSpecialists(data, { filter: title, filter2: null, search: null }).map((entry) => entry.n);
      const names = page.locator('.az-person__name');
      const cardiology = expected('Cardiologie');
      expect(cardiology.length).toBeGreaterThan(0);
      expect(cardiology.length).toBeLessThan(data.s.length);
      await page.goto('/specialisten?filter=Cardiologie');
      await expect(page).toHaveURL(`${STATIC_HOST_URL}/specialisten?filter=Cardiologie`);
      expect((await names.allTextContents()).sort()).toEqual([...cardiology].sort());
      await expect(page.getByLabel('Afdeling of centrum')).toHaveValue('Cardiologie');

      // The GET form sends filter=…&filter2=&search=: the rule still serves the department's page.
      await page.getByLabel('Afdeling of centrum').selectOption('Maag-, darm- en leverziekten');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/\/specialisten\?filter=Maag-%2C\+darm-\+en\+leverziekten/);
      expect((await names.allTextContents()).sort()).toEqual([...expected('Maag-, darm- en leverziekten')].sort());
    });

    test('/wetenschappelijke-onderzoeken?filter=Cardiologie shows only matching studies: none in the first section', async ({
      page,
      request,
    }) => {
      const data = (await (await request.get('/data/onderzoeken.json')).json()) as ResearchData;
      const sections = page.locator('.az-section');
      const matching = filterResearch(data.a, { department: 'Cardiologie', search: null });
      await page.goto('/wetenschappelijke-onderzoeken?filter=Cardiologie');
      await expect(sections.nth(0).locator('.az-study__title')).toHaveCount(matching.length);
      if (matching.length === 0)
        await expect(sections.nth(0).locator('.az-empty')).toHaveText('Geen onderzoeken gevonden');
      await expect(sections.nth(0).getByRole('status')).toHaveText(
        matching.length === 0 ? 'Geen onderzoeken gevonden' : /gevonden/,
      );
      await expect(sections.nth(0).getByLabel('Afdeling', { exact: true })).toHaveValue('Cardiologie');
      await expect(sections.nth(1).locator('.az-study__title')).toHaveCount(data.b.length);
    });

    test('a department page’s waiting-times link shows that department’s row only', async ({ page }) => {
      await page.goto('/wachttijden?department=Cardiologie');
      const rows = page.locator('.waiting-overview__table tbody th[scope="row"]');
      await expect(rows.first()).toBeVisible();
      expect(new Set(await rows.allTextContents())).toEqual(new Set(['Cardiologie']));
      await expect(page.locator('.waiting-overview__filter')).toContainText('Cardiologie');
    });
  });

  test('with JavaScript a filter page never shows the whole list: the island keeps the served list and loads no data', async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/')) dataRequests.push(request.url());
    });
    const answer = await page.request.get('/specialisten?filter=Cardiologie');
    const firstHtml = await answer.text();
    const inFirstAnswer = firstHtml.match(/class="az-person__name"/g)?.length ?? 0;
    await page.goto('/specialisten?filter=Cardiologie');
    await expect(page.locator('astro-island[component-url*="SpecialistsOverview"]')).not.toHaveAttribute('ssr');
    await expect(page.locator('.az-person__name')).toHaveCount(inFirstAnswer);
    await expect(page).toHaveURL(`${STATIC_HOST_URL}/specialisten?filter=Cardiologie`);
    expect(dataRequests).toEqual([]);
    // Another department is then filtered from the data in place.
    await page.getByLabel('Afdeling of centrum').selectOption('Neurologie');
    await expect(page).toHaveURL(`${STATIC_HOST_URL}/specialisten?filter=Neurologie`);
    await expect.poll(() => dataRequests.length).toBe(1);
  });

  test('?page=N serves the static page of a paged overview at the same address', async ({ request }) => {
    const [paged, staticPage, first] = await Promise.all(
      ['/nieuws?page=2', '/nieuws/pagina/2', '/nieuws'].map(async (path) => (await request.get(path)).text()),
    );
    expect(paged).toBe(staticPage);
    expect(paged).not.toBe(first);
  });

  test('a CMS redirect answers 301 over Astro’s meta-refresh page; unknown English paths the English 404', async ({
    request,
  }) => {
    const redirects = JSON.parse(await readFile('redirects.generated.json', 'utf8')) as Array<{
      from: string;
      to: string;
    }>;
    const first = redirects[0];
    expect(first, 'the dataset has CMS redirects').toBeDefined();
    const answer = await request.get(first?.from ?? '/', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toContain('redirectUrl=');
    const missing = await request.get('/en/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('lang="en-GB"');
  });

  test('its headers from _headers earn A+ by the MDN HTTP Observatory’s scoring, on every kind of page', async ({
    request,
  }) => {
    for (const path of PAGES) {
      const answer = await request.get(path);
      const score = observatoryScore(
        `https://www.spaarnegasthuis.nl${path}`,
        new Headers(answer.headers()),
        await answer.text(),
      );
      expect(score.grade, `${path}: ${JSON.stringify(score.results)}`).toBe('A+');
    }
    const asset = await request.get('/favicon.svg');
    expect(asset.headers()['strict-transport-security']).toMatch(/max-age=(\d+)/);
  });
});

/** The security headers every answer of the site carries, pre-rendered or rendered on demand. */
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
] as const;

test('the Node origin sends the same headers, earning A+ too', async ({ request }) => {
  // A search with a query is rendered on demand by the origin (a CDN's rule sends it there): below.
  for (const path of [...PAGES.filter((each) => !each.includes('?query=')), '/zoeken']) {
    const [origin, host] = await Promise.all([request.get(path), request.get(`${STATIC_HOST_URL}${path}`)]);
    for (const name of [...SECURITY_HEADERS, 'content-security-policy', 'cache-control']) {
      expect(origin.headers()[name], `${path} ${name}`).toBe(host.headers()[name]);
    }
    const score = observatoryScore(
      `https://www.spaarnegasthuis.nl${path}`,
      new Headers(origin.headers()),
      await origin.text(),
    );
    expect(score.grade, `${path}: ${JSON.stringify(score.results)}`).toBe('A+');
  }
});

test('the Node origin renders a search with a query with the same security headers, earning A+ too', async ({
  request,
}) => {
  const [origin, host] = await Promise.all([
    request.get('/zoeken?query=hart'),
    request.get(`${STATIC_HOST_URL}/zoeken`),
  ]);
  for (const name of SECURITY_HEADERS) expect(origin.headers()[name], name).toBe(host.headers()[name]);
  // Its own policy (the hashes of what it inlines) allows the release's search index, as the search page's does.
  expect(origin.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  expect(origin.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const html = await origin.text();
  expect(html).toContain('search-hit');
  const score = observatoryScore(
    'https://www.spaarnegasthuis.nl/zoeken?query=hart',
    new Headers(origin.headers()),
    html,
  );
  expect(score.grade, JSON.stringify(score.results)).toBe('A+');
});

test('the Node origin and the static host both serve /.well-known/security.txt as text/plain', async ({ request }) => {
  for (const [server, base] of [
    ['origin', ''],
    ['static host', STATIC_HOST_URL],
  ]) {
    const answer = await request.get(`${base}/.well-known/security.txt`);
    expect(answer.status(), server).toBe(200);
    expect(answer.headers()['content-type'], server).toBe('text/plain; charset=utf-8');
    expect(answer.headers()['cache-control'], server).toBe('public, max-age=0, must-revalidate');
    const text = await answer.text();
    expect(text, server).toMatch(/^Contact: (mailto|https|tel):/m);
    expect(text, server).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
  }
});
