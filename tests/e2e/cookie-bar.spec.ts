import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.use({ cookieChoiceMade: false });

async function consentCookies(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  return Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
}

test.describe('cookie bar', () => {
  test('shows on a first visit; "accept all" stores every category for 1000 days, hides the bar and reloads', async ({
    page,
  }) => {
    // What the page writes (Chromium itself keeps cookies for at most 400 days).
    await page.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      const writes: string[] = JSON.parse(sessionStorage.getItem('cookieWrites') ?? '[]');
      Object.defineProperty(document, 'cookie', {
        get: () => descriptor?.get?.call(document),
        set: (value: string) => {
          writes.push(value);
          sessionStorage.setItem('cookieWrites', JSON.stringify(writes));
          descriptor?.set?.call(document, value);
        },
      });
    });
    await page.goto('/');
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    await expect(bar).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await bar.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(bar).toBeHidden();
    await reloaded;
    const cookies = await consentCookies(page);
    expect(cookies).toMatchObject({
      showCookies: 'no',
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'yes',
      'tracking-cookies': 'yes',
      'read-aloud-cookies': 'yes',
    });
    const writes: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cookieWrites') ?? '[]'));
    const showCookiesWrite = writes.find((write) => write.startsWith('showCookies=no'));
    expect(showCookiesWrite).toMatch(/path=\//);
    const expires = Date.parse(/expires=([^;]+)/.exec(showCookiesWrite ?? '')?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(999);
    expect(days).toBeLessThan(1001);
    await expect(page.getByRole('dialog', { name: 'Cookies op onze website' })).toHaveCount(0);
  });

  test('on a first visit the bar is in the HTML and works without React: no island code loads for it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<section class="cookie-bar"[^>]*role="dialog"[^>]*hidden/);
    const scripts: string[] = [];
    page.on('request', (answer) => {
      if (answer.resourceType() === 'script') scripts.push(new URL(answer.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies op onze website' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /react|client\.|CookieBar/i.test(path))).toEqual([]);
  });

  test('"decline all" keeps only the mandatory categories', async ({ page }) => {
    await page.goto('/en');
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('dialog', { name: 'Cookies on our website' })
      .getByRole('button', { name: 'Decline all' })
      .click();
    await reloaded;
    expect(await consentCookies(page)).toMatchObject({
      showCookies: 'no',
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'no',
      'tracking-cookies': 'no',
      'read-aloud-cookies': 'no',
    });
  });

  test('settings: functional and analytical are fixed on; the chosen ones are applied', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    const settings = bar.getByRole('button', { name: 'Instellingen', exact: true });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('checkbox', { name: /Functionele cookies/ })).toBeChecked();
    await expect(bar.getByRole('checkbox', { name: /Functionele cookies/ })).toBeDisabled();
    await expect(bar.getByRole('checkbox', { name: /Analytische cookies/ })).toBeDisabled();
    await bar.getByRole('checkbox', { name: /Video-cookies/ }).check();
    const reloaded = page.waitForEvent('load');
    await bar.getByRole('button', { name: 'Instellingen toepassen' }).click();
    await reloaded;
    expect(await consentCookies(page)).toMatchObject({
      'video-cookies': 'yes',
      'tracking-cookies': 'no',
      'read-aloud-cookies': 'no',
      showCookies: 'no',
    });
  });

  test('after a choice no cookie-bar code loads, and the footer button reopens the settings by keyboard', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'showCookies', value: 'no', url: baseURL ?? '' }]);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /CookieBar|react|client\./.test(path))).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Cookie-instellingen' });
    await button.focus();
    await page.keyboard.press('Enter');
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('heading', { name: 'Cookies op onze website' })).toBeFocused();
    await expect(bar.getByRole('button', { name: 'Instellingen', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the open bar has no axe violations', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    await bar.getByRole('button', { name: 'Instellingen', exact: true }).click();
    await expectNoAxeViolations(page);
  });
});
