import { answeredCookies, expect, test } from './fixtures.ts';
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

  for (const width of [1280, 320]) {
    test(`"accept all" and "decline all" have the same size and style on the first layer (${width} px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
      const accept = bar.getByRole('button', { name: 'Alles accepteren' });
      const decline = bar.getByRole('button', { name: 'Alles weigeren' });
      await expect(accept).toBeVisible();
      await expect(decline).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Instellingen', exact: true })).toBeVisible();
      const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
      expect(acceptBox).not.toBeNull();
      expect(declineBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 1);
      expect(declineBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 1);
      const style = (element: Element) => {
        const computed = getComputedStyle(element);
        return Object.fromEntries(
          [
            'background-color',
            'color',
            'border-top-width',
            'border-top-style',
            'border-top-color',
            'border-radius',
            'font-family',
            'font-size',
            'font-weight',
            'text-decoration-line',
            'padding-top',
            'padding-left',
            'box-shadow',
          ].map((property) => [property, computed.getPropertyValue(property)]),
        );
      };
      expect(await decline.evaluate(style)).toEqual(await accept.evaluate(style));
    });
  }

  test('the first layer says who processes what and why, and links to the cookie statement', async ({ page }) => {
    for (const [path, name, statement, names] of [
      [
        '/',
        'Cookies op onze website',
        'Lees de cookieverklaring',
        ['YouTube', 'Google Tag Manager', 'ReadSpeaker', 'Jotform'],
      ],
      [
        '/en',
        'Cookies on our website',
        'Read the cookie statement',
        ['YouTube', 'Google Tag Manager', 'ReadSpeaker', 'Jotform'],
      ],
    ] as const) {
      await page.goto(path);
      const bar = page.getByRole('dialog', { name });
      await expect(bar.getByRole('listitem')).toHaveCount(5);
      for (const who of names) await expect(bar.getByRole('listitem').filter({ hasText: who })).toHaveCount(1);
      await expect(bar.getByRole('link', { name: statement })).toHaveAttribute('href', '/cookieverklaring');
    }
    const answer = await page.request.get('/cookieverklaring');
    expect(answer.status()).toBe(200);
  });

  test('an answer is asked again after twelve months', async ({ page, context, baseURL }) => {
    const lastYear = new Date();
    lastYear.setUTCMonth(lastYear.getUTCMonth() - 12);
    lastYear.setUTCDate(lastYear.getUTCDate() - 1);
    const values = {
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'yes',
      'tracking-cookies': 'yes',
      'read-aloud-cookies': 'yes',
    } as const;
    await context.addCookies(
      answeredCookies(values, baseURL ?? '').map((cookie) =>
        cookie.name === 'consentDate' ? { ...cookie, value: lastYear.toISOString().slice(0, 10) } : cookie,
      ),
    );
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies op onze website' })).toBeVisible();
    expect(Object.keys(await consentCookies(page))).toEqual([]);

    // A recent answer is kept.
    await context.addCookies(answeredCookies(values, baseURL ?? ''));
    await page.goto('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await consentCookies(page)).toMatchObject({ 'video-cookies': 'yes', showCookies: 'no' });
  });

  test('the answer stores its date', async ({ page }) => {
    await page.goto('/');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await reloaded;
    expect((await consentCookies(page))['consentDate']).toBe(new Date().toISOString().slice(0, 10));
  });

  test('withdrawing takes two actions on every kind of page: the footer\'s settings, then "decline all"', async ({
    page,
    context,
    baseURL,
  }) => {
    const all = {
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'yes',
      'tracking-cookies': 'yes',
      'read-aloud-cookies': 'yes',
    } as const;
    for (const [path, settings, decline] of [
      ['/', 'Cookie-instellingen', 'Alles weigeren'],
      ['/afdelingen-en-centra', 'Cookie-instellingen', 'Alles weigeren'],
      ['/over-ons/klachten-en-complimenten', 'Cookie-instellingen', 'Alles weigeren'],
      ['/zoeken', 'Cookie-instellingen', 'Alles weigeren'],
      ['/deze-pagina-bestaat-niet', 'Cookie-instellingen', 'Alles weigeren'],
      ['/en', 'Cookie settings', 'Decline all'],
    ] as const) {
      await context.addCookies(answeredCookies(all, baseURL ?? ''));
      await page.goto(path);
      await page.getByRole('button', { name: settings }).click();
      const refuse = page.getByRole('dialog').getByRole('button', { name: decline });
      await expect(refuse).toBeInViewport();
      await refuse.click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await consentCookies(page), path).toMatchObject({
        'video-cookies': 'no',
        'tracking-cookies': 'no',
        'read-aloud-cookies': 'no',
      });
    }
  });

  test('the bar opened from the footer has no axe violations', async ({ page, context, baseURL }) => {
    await context.addCookies(
      answeredCookies({ 'functional-cookies': 'yes', 'analytical-cookies': 'yes' }, baseURL ?? ''),
    );
    await page.goto('/en');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies on our website' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
