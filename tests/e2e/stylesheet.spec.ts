import { cspHash, parseCsp } from '../../src/lib/security/csp.ts';
import { expect, test } from './fixtures.ts';

/**
 * The first paint's CSS is inline in every page's head (its hash in the page's CSP); the rest of the
 * site's CSS is one file under /_astro/, linked just before the main content, served immutable, so a
 * second page, of whatever type, loads it from the cache.
 */
const PAGES = [
  '/',
  '/en',
  '/afdelingen-en-centra',
  '/specialisten',
  '/nieuws',
  '/wachttijden',
  '/zoeken',
  '/bestaat-niet',
];
const SITE_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/site-styles\.[\w-]+\.css)">/g;

function pieces(html: string): { head: string; beforeMain: string; criticalCss: string; policy: string } {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  return {
    head,
    beforeMain: html.slice(headEnd, html.search(/<main[\s>]/)),
    // The first of the head's styles (Astro's island rule may follow it).
    criticalCss: /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '',
    policy: /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(head)?.[1] ?? '',
  };
}

test('every page type inlines the first paint CSS and links the one cached site stylesheet before its main content', async ({
  request,
}) => {
  const stylesheets = new Set<string>();
  for (const route of PAGES) {
    const html = await (await request.get(route)).text();
    const { head, beforeMain, criticalCss, policy } = pieces(html);
    expect(criticalCss, route).toContain('.site-header{');
    expect(criticalCss, route).toContain('--colour-brand:');
    expect(parseCsp(policy.replaceAll('&#39;', "'")).get('style-src'), route).toContain(`'${cspHash(criticalCss)}'`);
    expect(head, route).not.toMatch(SITE_STYLESHEET);
    const links = [...beforeMain.matchAll(SITE_STYLESHEET)].map((match) => match[1] ?? '');
    expect(links, route).toHaveLength(1);
    expect([...html.matchAll(SITE_STYLESHEET)], route).toHaveLength(1);
    stylesheets.add(links[0] ?? '');
  }
  expect(stylesheets.size).toBe(1);
  const [stylesheet = ''] = stylesheets;
  const css = await request.get(stylesheet);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toMatch(/^text\/css/);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The first paint's rules stay out of the file; the rest of the frame is in it.
  expect(await css.text()).not.toContain('.site-header{');
  expect(await css.text()).toContain('.site-footer');
});

test('a second page view reads the stylesheet and scripts from the cache: it downloads its HTML and its images', async ({
  page,
}) => {
  const transfers = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => ['link', 'script'].includes(entry.initiatorType) || entry.name.endsWith('.css'))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize })),
    );
  await page.goto('/nieuws');
  const first = await transfers();
  expect(first.find((entry) => entry.url.startsWith('/_astro/site-styles.'))?.bytes).toBeGreaterThan(0);
  await page.goto('/afdelingen-en-centra');
  const second = await transfers();
  expect(second.some((entry) => entry.url.startsWith('/_astro/site-styles.'))).toBe(true);
  expect(second.filter((entry) => entry.bytes > 0)).toEqual([]);
});

test('the page is styled without JavaScript, and the print stylesheet applies', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/afdelingen-en-centra');
  // From the inline CSS (the header) and from the linked file (the footer).
  await expect(page.locator('.site-header')).toHaveCSS('position', 'relative');
  await expect(page.locator('.site-footer__main')).toHaveCSS('background-color', 'rgb(0, 47, 85)');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header__actions')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.locator('body')).toHaveCSS('font-size', /^14\.6/);
  await context.close();
});
