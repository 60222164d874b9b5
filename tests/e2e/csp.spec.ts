import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { COOKIE_CATEGORIES } from '../../src/consent/categories.ts';
import { answeredCookies, expect, test } from './fixtures.ts';

/**
 * Every page carries the CSP of src/lib/security/csp.ts, and nothing the site does breaks it: with
 * every consent given (so the video players and the form service load), no page reports a CSP
 * violation, and the islands still hydrate and work.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The first built page whose HTML contains `marker` (a block the dataset has somewhere). */
async function pageWith(marker: string): Promise<string> {
  const root = path.resolve('dist/client');
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).includes(marker))
      return `/${path.relative(root, entry.parentPath).split(path.sep).join('/')}`;
  }
  throw new Error(`no built page has ${marker}`);
}

async function scrollThrough(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all())
    await island.scrollIntoViewIfNeeded().catch(() => undefined);
}

test.beforeEach(async ({ context, baseURL }) => {
  // Every category answered yes today (an answer without its date is asked again).
  await context.addCookies(
    answeredCookies(Object.fromEntries(COOKIE_CATEGORIES.map((name) => [name, 'yes' as const])), baseURL ?? ''),
  );
});

test('every kind of page runs under its CSP without a violation, with every consent given', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const home = await request.get('/');
  expect(await home.text()).toMatch(
    /<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none';base-uri 'self';form-action 'self';/,
  );
  const [video, carousel, form] = await Promise.all([
    pageWith('data-media-kind="video-youtube"'),
    pageWith('class="carousel'),
    pageWith('data-form-frame'),
  ]);
  for (const route of [
    '/',
    '/en',
    '/afdelingen-en-centra',
    '/specialisten',
    '/nieuws',
    '/agenda',
    '/verpleegafdelingen',
    '/wachttijden',
    '/folders',
    '/contact',
    '/zoeken?query=hart',
    '/bestaat-niet',
    carousel,
    form,
  ]) {
    await page.goto(route);
    await scrollThrough(page);
  }
  await page.goto(video);
  await scrollThrough(page);
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').first()).toBeAttached();
  expect(violations).toEqual([]);
});

test('islands hydrate under the CSP: search, the agenda list, the cookie bar, a video after consent, the JSON-LD parses', async ({
  page,
  context,
  baseURL,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/zoeken?query=hart');
  await expect(page.locator('.search-hit')).toHaveCount(12);
  // An island hydrated when the visitor reaches for it (`client:reached`: its directive is an inline script).
  await page.goto('/agenda');
  await page.locator('.news-overview').hover();
  await expect(page.locator('.news-overview[data-interactive]')).toHaveCount(1);
  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.length).toBeGreaterThan(0);
  for (const text of jsonLd) expect(() => JSON.parse(text) as unknown).not.toThrow();
  await context.clearCookies();
  await context.addCookies([{ name: 'video-cookies', value: 'yes', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('dialog').or(page.locator('.cookie-bar')).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
  // The consent defaults come first, pushed as gtag pushes them (an `arguments` object, which a tag manager reads).
  expect(
    await page.evaluate(() =>
      JSON.stringify(Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? [])),
    ),
  ).toContain('"consent","default"');
  expect(
    await page.evaluate(() =>
      Object.prototype.toString.call((window as unknown as { dataLayer: unknown[] }).dataLayer[0]),
    ),
  ).toBe('[object Arguments]');
  expect(violations).toEqual([]);
});
