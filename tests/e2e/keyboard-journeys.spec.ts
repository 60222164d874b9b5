/**
 * Keyboard journeys on the pages of tests/e2e/journeys.ts (one of every page type in every language and one of every
 * island, read from the built site): the skip link is the first stop and moves focus to the main content; Tab reaches
 * every control in document order, each with a visible focus ring, in view and not hidden under anything fixed or
 * sticky (WCAG 2.2 SC 2.4.11: here not even partly); Escape closes the menus and the reopened cookie bar and gives
 * focus back to what opened them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  describePage,
  hydrateIslands,
  JOURNEY_PAGES,
  pagesOfType,
  pageWithIsland,
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

/** Tabs through the whole page from its top; returns the stops for checks of their own. */
async function walkWholePage(page: Page): Promise<FocusStop[]> {
  // A list page's walk is up to 150 stops, each a key press and a reading: three times a test's usual time.
  test.slow();
  const stops = await tabThroughPage(page);
  expect(stops.length, 'Tab walk: stops').toBeGreaterThan(5);
  expect(problems(stops), 'Tab walk: every stop in order, visibly focused, in view and uncovered').toEqual([]);
  expect(await unreachedControls(page), 'Tab walk: controls Tab never reached').toEqual([]);
  return stops;
}

const SKIP_LINK = 'a[href="#main-content"]';
const homes = pagesOfType('home');

for (const journeyPage of JOURNEY_PAGES) {
  test(`keyboard on ${describePage(journeyPage)}: skip link first, then every control in order, focus shown`, async ({
    page,
  }) => {
    await page.goto(journeyPage.url);
    const stops = await walkWholePage(page);
    const firstIsSkipLink = await page.locator(SKIP_LINK).evaluate((link) => {
      const holder = window as unknown as { journeyWalk?: { ids: WeakMap<Element, number> } };
      return holder.journeyWalk?.ids.get(link) === 0;
    });
    expect(firstIsSkipLink, `skip link: the first stop, not ${stops[0]?.name ?? 'none'}`).toBe(true);
    await page.locator(SKIP_LINK).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content'), 'skip link: moves focus to the main content').toBeFocused();
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')));
    expect(inMain, 'skip link: the next Tab stays in the main content').toBe(true);
  });
}

test.describe('keyboard through the islands', () => {
  const video = pageWithIsland('VideoPlayer');
  const carousel = pageWithIsland('Carousel');

  if (video)
    test(`the video consent button works by keyboard and hands focus to the player (${video.url})`, async ({
      page,
    }) => {
      await page.goto(video.url);
      await hydrateIslands(page);
      const consent = page.locator('[data-video-consent]').first().getByRole('button');
      await consent.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-video-player]').first()).toHaveAttribute('data-consent', 'yes');
      const stop = await readFocus(page);
      expect(stop?.name).toMatch(/^(video|iframe|button)/);
      expect(stop?.ringShown).toBe(true);
    });

  if (carousel)
    test(`the carousel moves by keyboard and its buttons keep a visible ring (${carousel.url})`, async ({ page }) => {
      await page.goto(carousel.url);
      await hydrateIslands(page);
      const next = page.locator('[data-carousel]').first().locator('.carousel__button').last();
      await next.focus();
      const active = page.locator('[data-carousel] .swiper-slide-active').first();
      const before = await active.getAttribute('aria-label');
      await page.keyboard.press('Enter');
      await expect(active).not.toHaveAttribute('aria-label', before ?? '');
      expect((await readFocus(page))?.ringShown).toBe(true);
    });
});

test.describe('keyboard with the cookie bar open', () => {
  test.use({ cookieChoiceMade: false });

  for (const home of homes) {
    test(`${home.url}: no stop is hidden under the bar`, async ({ page }) => {
      await page.goto(home.url);
      await expect(page.locator('[data-cookie-bar]')).toBeVisible();
      await walkWholePage(page);
    });
  }
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Per language a content page and the first page with an island: the phone menu, side menus and filters.
  const onPhone = [
    ...pagesOfType('general'),
    ...homes.map((home) => JOURNEY_PAGES.find((page) => page.lang === home.lang && page.islands.length > 0)),
  ].filter((page) => page !== undefined);
  for (const journeyPage of onPhone) {
    test(`${journeyPage.url}: every stop visibly focused, nothing hidden under sticky parts`, async ({ page }) => {
      await page.goto(journeyPage.url);
      await walkWholePage(page);
    });
  }
});

test.describe('Escape closes and gives focus back', () => {
  for (const home of homes) {
    test(`${home.url}: a submenu of the main menu`, async ({ page }) => {
      await page.goto(home.url);
      const toggle = page.locator('[data-submenu-toggle]').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test(`${home.url}: the menu on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home.url);
      const toggle = page.locator('[data-menu-toggle]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test(`${home.url}: the cookie bar reopened from the footer`, async ({ page }) => {
      await page.goto(home.url);
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
