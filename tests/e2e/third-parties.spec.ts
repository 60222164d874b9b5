/**
 * The consent-bound third parties (src/consent/third-parties.ts) on the small site
 * built with them configured (THIRD_PARTY_SETTINGS): what each consent allows and what it blocks.
 * Their hosts are answered here (the machine has no internet) and every request to them recorded:
 * - nothing is asked of the tag manager, the read-aloud service or the rating widget before the
 *   visitor has answered the cookie bar;
 * - after 'Alles accepteren' the consent update is in the data layer before the tag manager's
 *   container loads, the read-aloud control is shown with this page's address and language, and
 *   the rating widget's frame is in the footer;
 * - after 'Alles weigeren' only the tag manager loads (with everything optional denied);
 * - after 'Alles accepteren', the footer's cookie settings plus 'Alles weigeren' stop everything on the page at
 *   once, without leaving it: the video's player, the tag manager and its cookies, read-aloud and the rating widget.
 */
import type { Page } from '@playwright/test';
import { BANNER_OFF_URL, THIRD_PARTY_SETTINGS } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { answeredCookies, expect, test } from './fixtures.ts';
import { AWKWARD_CASES } from '@ziekenhuis/content-api/generate/world';

const READ_ALOUD_HOSTS = ['https://cdn-eu.readspeaker.com/', 'https://app-eu.readspeaker.com/'];
const RATING_ORIGIN = new URL(THIRD_PARTY_SETTINGS.PUBLIC_RATING_WIDGET_URL).origin;
const TAG_MANAGER = 'https://www.googletagmanager.com/';

type Requests = { readAloud: string[]; rating: string[]; tagManager: string[] };

/** Answers the three services with small stand-ins and records what the page asks of them. */
async function answerThirdParties(page: Page): Promise<Requests> {
  const requests: Requests = { readAloud: [], rating: [], tagManager: [] };
  await page.route(
    (url) => READ_ALOUD_HOSTS.some((host) => url.href.startsWith(host)),
    (route) => {
      requests.readAloud.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.readAloudLoaded = true;' });
    },
  );
  await page.route(
    (url) => url.origin === RATING_ORIGIN,
    (route) => {
      requests.rating.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Beoordelingen</title><p>8,6 gemiddeld</p>',
      });
    },
  );
  await page.route(
    (url) => url.href.startsWith(TAG_MANAGER),
    (route) => {
      requests.tagManager.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerLoaded = true;' });
    },
  );
  return requests;
}

/** The tag manager stand-in sets the analytics cookies its tags would set on the site's domain. */
async function tagManagerSetsCookies(page: Page): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(TAG_MANAGER),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "document.cookie = '_ga=GA1.1.1.1; path=/'; document.cookie = '_gid=GA1.1.2.2; path=/'; window.tagManagerLoaded = true;",
      }),
  );
}

/** The data layer as plain lists and objects (gtag's `arguments` entries become lists). */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

const control = (page: Page) => page.locator('#read-aloud');
const rating = (page: Page) => page.locator('[data-rating-widget]');

test.describe('consent-bound third parties', () => {
  test.use({ baseURL: BANNER_OFF_URL });

  test('before the cookie bar is answered nothing is asked of the tag manager, the read-aloud service or the rating widget', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    const requests = await answerThirdParties(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Alles accepteren' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual({ readAloud: [], rating: [], tagManager: [] });
    await expect(control(page)).toBeHidden();
    await expect(rating(page)).toBeHidden();
    await expect(rating(page).locator('iframe')).toHaveCount(0);
    // The consent defaults are there; no update and no container start.
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }),
    ]);
    expect(layer.some((entry) => Array.isArray(entry) && entry[1] === 'update')).toBe(false);
    expect(layer.some((entry) => (entry as { event?: string }).event === 'gtm.js')).toBe(false);
  });

  test("'Alles accepteren': consent update, then the tag manager; read-aloud with this page's address; the rating widget", async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    const requests = await answerThirdParties(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    // The bar reloads the page; then the services load.
    await expect(control(page)).toBeVisible();
    await expect
      .poll(() => requests.tagManager)
      .toEqual([`${TAG_MANAGER}gtm.js?id=${THIRD_PARTY_SETTINGS.PUBLIC_TAG_MANAGER_ID}`]);
    expect(requests.readAloud).toEqual([
      `https://cdn-eu.readspeaker.com/script/${THIRD_PARTY_SETTINGS.PUBLIC_READ_ALOUD_CUSTOMER_ID}/webReader/webReader.js?pids=wr`,
    ]);
    await expect.poll(() => requests.rating).toEqual([THIRD_PARTY_SETTINGS.PUBLIC_RATING_WIDGET_URL]);

    const layer = await dataLayer(page);
    const defaults = layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'default');
    const update = layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update');
    const start = layer.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(defaults).toBe(0);
    expect(update).toBeGreaterThan(defaults);
    expect(start).toBeGreaterThan(update);
    expect(layer[update]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ]);

    // Read-aloud: a link with the page's address and language that reads the main content; no access key.
    const link = control(page).getByRole('link', { name: 'Lees voor' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://app-eu.readspeaker.com');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      customerid: THIRD_PARTY_SETTINGS.PUBLIC_READ_ALOUD_CUSTOMER_ID,
      lang: 'nl_nl',
      readid: 'main-content',
      url: `${BANNER_OFF_URL}/`,
    });
    await expect(link).not.toHaveAttribute('accesskey');
    await expect(page.locator('#main-content #read-aloud.rs_skip')).toHaveCount(1);
    await expect(
      page.locator('#main-content header, #main-content .site-header, #main-content .cookie-bar'),
    ).toHaveCount(0);
    // Keyboard: the skip link leads into the main content, and the next Tab reaches the control.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();

    await expect(rating(page)).toBeVisible();
    await expect(rating(page).locator('iframe')).toHaveAttribute('title', 'Wat patiënten over ons zeggen');
    await expectNoAxeViolations(page);
  });

  test("'Alles weigeren': the tag manager loads with everything optional denied; no read-aloud, no rating widget", async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    const requests = await answerThirdParties(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await expect.poll(() => requests.tagManager.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(requests.readAloud).toEqual([]);
    expect(requests.rating).toEqual([]);
    await expect(control(page)).toBeHidden();
    await expect(rating(page)).toBeHidden();
    const layer = await dataLayer(page);
    expect(layer.find((entry) => Array.isArray(entry) && entry[1] === 'update')).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied' }),
    ]);
  });

  test('read-aloud alone, on an English page: "Read aloud" in en_uk; tracking declined, so no rating widget', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    const values = {
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'no',
      'tracking-cookies': 'no',
      'read-aloud-cookies': 'yes',
    } as const;
    await context.addCookies(answeredCookies(values, BANNER_OFF_URL));
    const requests = await answerThirdParties(page);
    await page.goto('/en');
    const link = control(page).getByRole('link', { name: 'Read aloud' });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('lang')).toBe('en_uk');
    expect(requests.readAloud).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(requests.rating).toEqual([]);
  });

  test('after "Alles accepteren", the footer\'s cookie settings plus one click refuse everything and stop it on this page', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await answerThirdParties(page);
    await tagManagerSetsCookies(page);
    await page.route(/youtube-nocookie\.com|youtube\.com|vimeo\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
    );
    await page.goto(AWKWARD_CASES.mediaYoutube);
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('dialog', { name: 'Cookies op onze website' })
      .getByRole('button', { name: 'Alles accepteren' })
      .click();
    await reloaded;
    // The video island hydrates when it scrolls into view (client:visible).
    const island = page.locator('astro-island:has([data-video-player])').first();
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
    const player = page.locator('[data-video-player] iframe');
    const tagManagerScript = page.locator(`script[src^="${TAG_MANAGER}"]`);
    await expect(player.first()).toBeVisible();
    await expect(tagManagerScript).toHaveCount(1);
    await expect(control(page)).toBeVisible();
    await expect(rating(page).locator('iframe')).toHaveCount(1);
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga');

    // Still this page afterwards: a mark set now survives only if nothing navigates or reloads.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    // Action 1: the footer's cookie settings; action 2: 'Alles weigeren', in view on the first screen it opens.
    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    const refuse = bar.getByRole('button', { name: 'Alles weigeren' });
    await expect(refuse).toBeInViewport();
    await refuse.click();

    await expect(bar).toBeHidden();
    await expect(player).toHaveCount(0);
    await expect(page.locator('[data-video-consent]').first()).toBeVisible();
    await expect(tagManagerScript).toHaveCount(0);
    await expect(control(page)).toBeHidden();
    await expect(rating(page).locator('iframe')).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('_gid');
    expect(Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))).toMatchObject({
      'video-cookies': 'no',
      'tracking-cookies': 'no',
      'read-aloud-cookies': 'no',
    });
    const layer = await dataLayer(page);
    const updates = layer.filter((entry) => Array.isArray(entry) && entry[1] === 'update');
    expect(updates.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(navigations).toBe(0);
    // The focus goes back to the footer's button.
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
