import { readFile } from 'node:fs/promises';
import { STATIC_HOST_URL } from '../../playwright.config.ts';
import { observatoryScore } from '../support/observatory.ts';
import { expect, test } from './fixtures.ts';

/**
 * The build's `_redirects` and `_headers` on a Netlify-style static host (tests/support/static-host.ts,
 * which reads them with Netlify's own parsers), and the same headers from the Node origin: what a
 * CDN deployment gets.
 */
const PAGES = ['/', '/afdelingen-en-centra', '/nieuws', '/zoeken?query=hart', '/verpleegafdelingen', '/en', '/bestaat-niet'];

test.describe('on a Netlify-style static host', () => {
  test.use({ baseURL: STATIC_HOST_URL });

  test('search works: /api/v1 is passed on to the CMS by the proxy rule', async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().startsWith(`${STATIC_HOST_URL}/api/v1/search/pages?query=hart`));
    await page.goto('/zoeken?query=hart');
    expect((await answer).status()).toBe(200);
    await expect(page.locator('.search-hit')).toHaveCount(12);
  });

  test('patient-folder downloads reach the CMS', async ({ page, request }) => {
    await page.goto('/folders');
    const href = await page.locator('a[href^="/api/v1/patient-folders/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const download = await request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the ward chooser sends the visitor to the location’s page (its rules are forced over the overview page)', async ({ page }) => {
      await page.goto('/verpleegafdelingen');
      await page.getByLabel('Kies een locatie').selectOption({ label: 'Hoofddorp' });
      await page.getByRole('button', { name: 'Toon verpleegafdelingen' }).click();
      await expect(page).toHaveURL(`${STATIC_HOST_URL}/verpleegafdelingen/hoofddorp`);
      await page.goto('/verpleegafdelingen?location=7');
      await expect(page).toHaveURL(`${STATIC_HOST_URL}/verpleegafdelingen/hoofddorp`);
    });
  });

  test('?page=N serves the static page of a paged overview at the same address', async ({ request }) => {
    const [paged, staticPage, first] = await Promise.all(['/nieuws?page=2', '/nieuws/pagina/2', '/nieuws'].map(async (path) => (await request.get(path)).text()));
    expect(paged).toBe(staticPage);
    expect(paged).not.toBe(first);
  });

  test('a CMS redirect answers 301 over Astro’s meta-refresh page; unknown English paths the English 404', async ({ request }) => {
    const redirects = JSON.parse(await readFile('redirects.generated.json', 'utf8')) as Array<{ from: string; to: string }>;
    const first = redirects[0];
    expect(first, 'the dataset has CMS redirects').toBeDefined();
    const answer = await request.get(first?.from ?? '/', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toContain('redirectUrl=');
    const missing = await request.get('/en/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('lang="en-GB"');
  });

  test('its headers from _headers earn A+ by the MDN HTTP Observatory’s scoring, on every kind of page', async ({ request }) => {
    for (const path of PAGES) {
      const answer = await request.get(path);
      const score = observatoryScore(`https://www.spaarnegasthuis.nl${path}`, new Headers(answer.headers()), await answer.text());
      expect(score.grade, `${path}: ${JSON.stringify(score.results)}`).toBe('A+');
    }
    const asset = await request.get('/favicon.svg');
    expect(asset.headers()['strict-transport-security']).toMatch(/max-age=(\d+)/);
  });
});

test('the Node origin sends the same headers, earning A+ too', async ({ request }) => {
  for (const path of PAGES) {
    const [origin, host] = await Promise.all([request.get(path), request.get(`${STATIC_HOST_URL}${path}`)]);
    for (const name of ['strict-transport-security', 'content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cache-control']) {
      expect(origin.headers()[name], `${path} ${name}`).toBe(host.headers()[name]);
    }
    const score = observatoryScore(`https://www.spaarnegasthuis.nl${path}`, new Headers(origin.headers()), await origin.text());
    expect(score.grade, `${path}: ${JSON.stringify(score.results)}`).toBe('A+');
  }
});
