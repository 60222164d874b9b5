import { BANNER_OFF_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * Search without JavaScript: the origin renders `/zoeken?query=...` on demand with its results in
 * the HTML (src/overviews/search/served-search.ts), from the CMS's search, or, when the CMS cannot
 * be reached, from the release's own index with the quiet note; paging is plain links.
 * The banner-off site is served without a CMS of its own (its build's embedded content API is gone),
 * so its CMS search fails.
 */
test.use({ javaScriptEnabled: false });

const NOTE_NL = 'Zoekresultaten uit de website zelf';
const NOTE_EN = 'Search results from the website itself';

test('with the CMS answering: /zoeken?query=cardiologie has its results in the HTML, paging by links', async ({
  page,
}) => {
  const answer = await page.goto('/zoeken?query=cardiologie');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect(answer?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const hits = page.locator('.search-hit');
  await expect(hits).toHaveCount(12);
  await expect(page.locator('.site-search__source')).toHaveCount(0);
  await expect(page.locator('.site-search__results h2')).toContainText('resultaten voor ‘cardiologie’');
  await expect(page.locator('.search-hit mark').first()).toHaveText(/cardiologie/i);
  await expect(page.locator('input[name="query"]')).toHaveValue('cardiologie');

  const firstTitle = await hits.first().locator('.search-hit__title').textContent();
  await page.locator('.pagination a[href*="page=2"]').first().click();
  await expect(page).toHaveURL(/\/zoeken\?query=cardiologie&page=2$/);
  await expect(page.locator('.site-search__results h2')).toContainText('pagina 2 van');
  await expect(page.locator('.search-hit').first()).toBeVisible();
  expect(await page.locator('.search-hit').first().locator('.search-hit__title').textContent()).not.toBe(firstTitle);
});

test('the form works without JavaScript: a GET the origin answers with results', async ({ page }) => {
  await page.goto('/en/search');
  await page.locator('input[name="query"]').fill('cardiology');
  await page.locator('form[role="search"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/search\?query=cardiology$/);
  await expect(
    page.locator('.search-hit__title a[href^="/en/patient-information/departments-and-specialties"]'),
  ).toBeVisible();
});

test('with the CMS unreachable: results from the release index, with the note, both languages', async ({ page }) => {
  // Framed as every page of the release: its menu and footer, kept in the release (/data/site-frame.json).
  const menuOf = () => page.locator('.main-menu .main-menu__link').allTextContents();
  const footerOf = () =>
    page.locator('.footer-columns a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.goto(`${BANNER_OFF_URL}/zoeken`);
  const [staticMenu, staticFooter] = [await menuOf(), await footerOf()];
  expect(staticMenu.length).toBeGreaterThan(0);
  expect(staticFooter.length).toBeGreaterThan(0);

  await page.goto(`${BANNER_OFF_URL}/zoeken?query=cardiologie`);
  await expect(page.locator('.site-search__source')).toContainText(NOTE_NL);
  expect(await menuOf()).toEqual(staticMenu);
  expect(await footerOf()).toEqual(staticFooter);
  const hits = page.locator('.search-hit');
  expect(await hits.count()).toBeGreaterThan(0);
  expect(await hits.count()).toBeLessThanOrEqual(12);
  await expect(hits.first().locator('.search-hit__title a')).toHaveAttribute('href', /^\/[^/]/);

  await page.goto(`${BANNER_OFF_URL}/en/search?query=cardiology`);
  await expect(page.locator('.site-search__source')).toContainText(NOTE_EN);
  const hrefs = await page
    .locator('.search-hit__title a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain('/en/patient-information/departments-and-specialties/');
  for (const href of hrefs) expect(href).toMatch(/^\/en\//);
});

test('a bad page is page 1; an odd query is shown as text', async ({ page }) => {
  await page.goto('/zoeken?query=cardiologie&page=abc');
  await expect(page.locator('.site-search__results h2')).toContainText('pagina 1 van');
  await page.goto(`/zoeken?query=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.locator('.site-search__none p').first()).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});
