/**
 * Keyboard journeys, one page of every page type in both languages and every island: the skip link is the first stop
 * and moves focus to the main content; Tab reaches every control in document order, each with a visible focus ring,
 * in view and not hidden under anything fixed or sticky (WCAG 2.2 SC 2.4.11: here not even partly); Escape closes
 * the menus and the reopened cookie bar and gives focus back to what opened them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  hydrateIslands,
  ISLAND_PAGES,
  JOURNEY_PAGES,
  readFocus,
  tabThroughPage,
  unreachedControls,
  type FocusStop,
} from './journeys.ts';

/** What is wrong with a walk's stops, named so a failure says where. */
function problems(stops: FocusStop[]): string[] {
  return stops.flatMap((stop, index) => [
    ...(index > 0 && !stop.afterPrevious ? [`out of document order: ${stop.name}`] : []),
    ...(stop.ringShown ? [] : [`no focus ring: ${stop.name}`]),
    ...(stop.inView ? [] : [`not in view: ${stop.name}`]),
    ...(stop.covered > 0 ? [`${Math.round(stop.covered * 100)}% under ${stop.coveredBy}: ${stop.name}`] : []),
  ]);
}

async function walkWholePage(page: Page): Promise<void> {
  const stops = await tabThroughPage(page);
  expect(stops.length).toBeGreaterThan(5);
  expect(problems(stops)).toEqual([]);
  expect(await unreachedControls(page)).toEqual([]);
}

const mainContentLink = (route: string) => (route.startsWith('/en') ? 'Skip to main content' : 'Direct naar de inhoud');

for (const { type, route } of JOURNEY_PAGES) {
  test.describe(`keyboard on the ${type} page ${route}`, () => {
    test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
      await page.goto(route);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: mainContentLink(route) })).toBeFocused();
      expect((await readFocus(page))?.inView).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')));
      expect(next).toBe(true);
    });

    test('Tab reaches every control in order, each visibly focused and not obscured', async ({ page }) => {
      await page.goto(route);
      await walkWholePage(page);
    });
  });
}

test.describe('keyboard through the islands', () => {
  for (const [island, route] of Object.entries(ISLAND_PAGES)) {
    test(`${island} (${route}): every control reached in order, visibly focused and not obscured`, async ({ page }) => {
      await page.goto(route);
      await walkWholePage(page);
    });
  }

  test('the video consent button works by keyboard and hands focus to the player', async ({ page }) => {
    await page.goto(ISLAND_PAGES.video);
    await hydrateIslands(page);
    const consent = page.locator('[data-video-consent]').getByRole('button');
    await consent.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-video-player]').first()).toHaveAttribute('data-consent', 'yes');
    const stop = await readFocus(page);
    expect(stop?.name).toMatch(/^(video|iframe|button)/);
    expect(stop?.ringShown).toBe(true);
  });

  test('the carousel moves by keyboard and its buttons keep a visible ring', async ({ page }) => {
    await page.goto(ISLAND_PAGES.carousel);
    await hydrateIslands(page);
    const next = page.locator('[data-carousel]').getByRole('button', { name: 'Volgende items' });
    await next.focus();
    const before = await page.locator('[data-carousel] .swiper-slide-active').getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-carousel] .swiper-slide-active')).not.toHaveAttribute('aria-label', before ?? '');
    expect((await readFocus(page))?.ringShown).toBe(true);
  });
});

test.describe('keyboard with the cookie bar open', () => {
  test.use({ cookieChoiceMade: false });

  for (const route of ['/', '/en/contact']) {
    test(`${route}: no stop is hidden under the bar`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('[data-cookie-bar]')).toBeVisible();
      await walkWholePage(page);
    });
  }
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of ['/patienten-en-bezoekers/opname-in-het-ziekenhuis', '/en/contact', '/specialisten']) {
    test(`${route}: every stop visibly focused, nothing hidden under sticky parts`, async ({ page }) => {
      await page.goto(route);
      await walkWholePage(page);
    });
  }
});

test.describe('Escape closes and gives focus back', () => {
  for (const locale of ['nl', 'en'] as const) {
    const home = locale === 'nl' ? '/' : '/en';

    test(`${locale}: a submenu of the main menu`, async ({ page }) => {
      await page.goto(home);
      const toggle = page.locator('[data-submenu-toggle]').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test(`${locale}: the menu on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      const toggle = page.locator('[data-menu-toggle]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test(`${locale}: the cookie bar reopened from the footer`, async ({ page }) => {
      await page.goto(home);
      const opener = page.locator('[data-cookie-settings]');
      await opener.focus();
      await page.keyboard.press('Enter');
      const bar = page.locator('[data-cookie-bar]');
      await expect(bar).toBeVisible();
      await expect(page.locator('#cookie-bar-title')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(bar).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});
