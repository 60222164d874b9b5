import { expect, test } from './fixtures.ts';
import { BANNER_OFF_URL } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('skip links', () => {
  test('the first Tab reaches "skip to main content", which moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the second skip link moves focus to the footer', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to footer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#footer')).toBeFocused();
  });
});

test.describe('crisis banner', () => {
  test('on: shown as an alert at the top of every page, without unsafe markup', async ({ page }) => {
    for (const path of ['/', '/en', '/bestaat-niet']) {
      await page.goto(path);
      const banner = page.getByRole('alert');
      await expect(banner).toBeVisible();
      await expect(banner).not.toBeEmpty();
      const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
      const headerTop = await page
        .locator('[data-site-header]')
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(bannerTop).toBeLessThan(headerTop);
      expect(await banner.locator('script, [style], [onclick]').count()).toBe(0);
    }
  });

  test('off: no alert at all', async ({ page }) => {
    for (const path of ['/', '/en']) {
      await page.goto(`${BANNER_OFF_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('[data-crisis-banner]')).toHaveCount(0);
    }
  });
});

test.describe('not-found page', () => {
  test('Dutch: status 404, title, a link home, breadcrumbs and a search box to /zoeken', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Pagina niet gevonden | Spaarne Gasthuis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.locator('main').getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([
      'Spaarne Gasthuis',
      'Pagina niet gevonden',
    ]);
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Zoeken op de website' }).fill('cardiologie');
    await search.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?query=cardiologie$/);
  });

  test('English: status 404 and the English page, with search to /en/search', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('search')).toHaveAttribute('action', '/en/search');
  });

  test('is not indexed', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('accessibility (axe: WCAG 2.2 AA and best practice)', () => {
  for (const path of ['/', '/en', '/bestaat-niet', '/en/does-not-exist']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expectNoAxeViolations(page);
  });

  test('the open desktop submenu has no violations', async ({ page }) => {
    await page.goto('/en');
    await page.locator('[data-submenu-toggle]').first().click();
    await expectNoAxeViolations(page);
  });
});
