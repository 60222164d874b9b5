import { expect, test } from './fixtures.ts';

const DUTCH_TASKS = [
  '/alles-over-uw-afspraak',
  '/afdelingen-en-centra',
  '/specialisten',
  '/wachttijden',
  '/ik-wil-op-bezoek-komen/bezoektijden',
  '/contact',
];
const ENGLISH_TASKS = [
  '/en/to-the-outpatient-department/at-the-outpatient-department',
  '/en/hospital-admission',
  '/en/emergency-department',
  '/en/patient-information',
  '/en/general-visiting-times',
  '/en/contact-a-patient',
];

test.describe('Dutch home page', () => {
  test('has the frame, hero, six quick tasks, selling points and the portal login', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page).toHaveTitle('Welkom bij het Spaarne Gasthuis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij het Spaarne Gasthuis');

    const tasks = page.getByRole('region', { name: 'Kunnen wij u helpen?' }).getByRole('link');
    await expect(tasks).toHaveCount(6);
    expect(await tasks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(DUTCH_TASKS);

    const points = page.getByRole('region', { name: 'Waarom het Spaarne Gasthuis' }).getByRole('listitem');
    expect(await points.count()).toBeGreaterThan(0);
    expect(await points.count()).toBeLessThanOrEqual(4);

    const login = page.locator('[data-patient-portal-login]');
    await expect(login).toHaveAttribute('href', /^https:\/\//);
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener');
    await expect(login).toContainText('(opent in een nieuw tabblad)');
  });

  test('the hero image is a webp srcset with a reserved box, and it loads', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.home-hero img');
    await expect(hero).toHaveAttribute('srcset', /\/media\/home_640w\/hero-ingang_640w\.webp 640w, .*2880w/);
    await expect(hero).toHaveAttribute('width', '1920');
    await expect(hero).toHaveAttribute('height', '480');
    await expect(hero).not.toHaveAttribute('alt', '');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('links to the English version with hreflang alternates', async ({ page }) => {
    await page.goto('/');
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
      );
    expect(alternates).toEqual([
      ['nl', '/'],
      ['en', '/en'],
      ['x-default', '/'],
    ]);
  });

  test('the footer shows quick-link columns 1 to 3, legal links, cookie settings and social links', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('[data-footer-column]')).toHaveCount(3);
    await expect(footer.getByRole('navigation', { name: 'Juridische informatie' }).getByRole('link')).toHaveText([
      'Colofon',
      'Disclaimer',
      'Cookieverklaring',
      'Toegankelijkheid',
    ]);
    await expect(footer.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Volg ons' }).getByRole('link')).toHaveCount(5);
  });
});

test.describe('English home page', () => {
  test('is in English with its own six quick tasks and no quick-link columns', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    const tasks = page.getByRole('region', { name: 'How can we help you?' }).getByRole('link');
    expect(await tasks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(ENGLISH_TASKS);
    await expect(page.getByRole('contentinfo').locator('[data-footer-column]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Spaarne Gasthuis, to the home page' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/en/search');
  });
});

test.describe('language switch', () => {
  test('goes from Dutch to English and back to the equivalent page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByRole('link', { name: 'Lees deze pagina in het Nederlands' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });
});
