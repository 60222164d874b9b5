import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HOSTILE_BUILD_DIR, HOSTILE_URL } from '../../playwright.config.ts';
import { COOKIE_CATEGORIES } from '../../src/consent/categories.ts';
import { expect, test } from './fixtures.ts';

/**
 * The site built from the hostile dataset (scripts/content-api/hostile/: XSS filter-evasion payloads
 * in every text, HTML and URL field of every answer, search answers included), visited in Chromium
 * with every consent given: no payload runs, and no link, frame or form has a URL that would run
 * script, on a page of every type, every overview, a paged and a filtered overview, and search.
 */
test.use({ baseURL: HOSTILE_URL });
test.describe.configure({ timeout: 180_000 });

/** One built page of every page type (`<body data-page-type>`), and every overview. */
async function pagesOfEveryType(): Promise<string[]> {
  const root = path.resolve(HOSTILE_BUILD_DIR, 'client');
  const byType = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.name !== 'index.html') continue;
    const route = `/${path.relative(root, entry.parentPath).split(path.sep).join('/')}`;
    if (route.includes('/pagina/')) continue;
    const type = /<body data-page-type="([^"]+)"/.exec(
      await readFile(path.join(entry.parentPath, entry.name), 'utf8'),
    )?.[1];
    if (type && !byType.has(type)) byType.set(type, route === '/' ? '/' : route.replace(/\/$/, ''));
  }
  return [...byType.values()];
}

/** Records every way a payload could show it ran: a dialog, the alert family, window.__xss. */
async function watchForScript(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__xssRan', (what: string) => ran.push(`${what} on ${page.url()}`));
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssRan: (what: string) => void }).__xssRan;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => void report(`${name}(${args.map(String).join(', ')})`),
      });
    }
    Object.defineProperty(window, '__xss', { value: (id: string) => void report(`__xss(${id})`) });
  });
  return ran;
}

/** Every link, frame, form and embed whose URL, as Chromium resolves it, is not http(s), mailto or tel. */
function scriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const safe = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    const found: string[] = [];
    const check = (element: Element, url: string | null | undefined) => {
      if (!url) return;
      let protocol: string;
      try {
        protocol = new URL(url, document.baseURI).protocol;
      } catch {
        return;
      }
      if (!safe.has(protocol)) found.push(`${element.tagName.toLowerCase()} ${url.slice(0, 80)}`);
    };
    for (const element of document.querySelectorAll('a[href], area[href]'))
      check(element, (element as HTMLAnchorElement).href);
    for (const element of document.querySelectorAll('iframe[src], frame[src], embed[src]'))
      check(element, element.getAttribute('src') === null ? null : (element as HTMLIFrameElement).src);
    for (const element of document.querySelectorAll('object[data]'))
      check(element, (element as HTMLObjectElement).data);
    for (const element of document.querySelectorAll('form[action]'))
      check(element, (element as HTMLFormElement).action);
    for (const element of document.querySelectorAll('button[formaction], input[formaction]'))
      check(element, (element as HTMLButtonElement).formAction);
    for (const element of document.querySelectorAll('base[href]')) check(element, (element as HTMLBaseElement).href);
    for (const element of document.querySelectorAll('svg a'))
      check(element, element.getAttribute('href') ?? element.getAttribute('xlink:href'));
    for (const element of document.querySelectorAll('meta[http-equiv="refresh" i]'))
      check(element, /url\s*=\s*(.+)$/i.exec(element.getAttribute('content') ?? '')?.[1]);
    return found;
  });
}

async function visit(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  for (const island of await page.locator('astro-island').all())
    await island.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return (await scriptUrls(page)).map((url) => `${route}: ${url}`);
}

test.beforeEach(async ({ context }) => {
  await context.addCookies(
    [...COOKIE_CATEGORIES, 'showCookies'].map((name) => ({
      name,
      value: name === 'showCookies' ? 'no' : 'yes',
      url: HOSTILE_URL,
    })),
  );
});

test('no payload runs and no URL would run script, on a page of every type and every overview', async ({ page }) => {
  const ran = await watchForScript(page);
  const routes = await pagesOfEveryType();
  expect(routes.length).toBeGreaterThan(10);
  const extra = [
    '/nieuws?page=2',
    '/nieuws-en-agenda?page=2',
    '/specialisten?filter=Cardiologie',
    '/folders?department=Cardiologie',
    '/verpleegafdelingen?location=hoofddorp',
    '/bestaat-niet',
    '/en/does-not-exist',
  ];
  const bad: string[] = [];
  for (const route of [...routes, ...extra]) bad.push(...(await visit(page, route)));
  expect(bad).toEqual([]);
  expect(ran).toEqual([]);
});

test('search shows the hostile answers as text: no payload runs, no result links to script', async ({ page }) => {
  const ran = await watchForScript(page);
  const payloadHit = page
    .locator('.search-hit')
    .filter({ hasText: /alert\('xss:text-/ })
    .first();
  // Rendered by the origin with the results in the HTML, then searched again by the island (the same query resubmitted).
  expect((await page.goto('/zoeken?query=hart'))?.status()).toBe(200);
  await expect(payloadHit).toBeVisible();
  await expect(page.locator('astro-island[component-url*="SiteSearch"]')).not.toHaveAttribute('ssr');
  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/search/pages?query='));
  await page.getByRole('searchbox').press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(payloadHit).toBeVisible();
  expect(await scriptUrls(page)).toEqual([]);
  expect(ran).toEqual([]);
});

test('the menu and the cookie bar open without a payload running; payload texts show as text', async ({
  page,
  context,
}) => {
  const ran = await watchForScript(page);
  await page.goto('/');
  const menuButton = page.locator('header button[aria-expanded]').first();
  if (await menuButton.isVisible()) await menuButton.click();
  await context.clearCookies();
  await page.goto('/');
  await expect(page.locator('[data-cookie-bar]')).toBeVisible();
  expect(await scriptUrls(page)).toEqual([]);
  expect(ran).toEqual([]);
  await expect(page.getByText(/alert\('xss:text-/).first()).toBeAttached();
});
