import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CONTENT_API_URL } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * The editors' preview (/preview/{slug}?token=, rendered on demand by the server): drafts and their
 * preview links come from the embedded content API's admin list, as an editor gets them from the CMS.
 */
type Draft = { title: string; previewPath: string };

async function drafts(request: APIRequestContext, validFor?: number): Promise<Draft[]> {
  const answer = await request.get(
    `${CONTENT_API_URL}/__admin/drafts${validFor === undefined ? '' : `?validFor=${validFor}`}`,
  );
  expect(answer.status()).toBe(200);
  const list = (await answer.json()) as Draft[];
  expect(list.length).toBeGreaterThan(0);
  return list;
}

async function firstDraft(
  request: APIRequestContext,
  validFor?: number,
): Promise<Draft & { slug: string; token: string }> {
  const [draft] = await drafts(request, validFor);
  if (!draft) throw new Error('no draft');
  const link = new URL(draft.previewPath, 'http://site.invalid');
  return { ...draft, slug: link.pathname.slice('/preview/'.length), token: link.searchParams.get('token') ?? '' };
}

function expectPrivateHeaders(response: Response | null): void {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // Rendered on demand, the preview gets its CSP as a header, with the header-only frame-ancestors.
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ])
    expect(csp).toContain(directive);
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-inline');
}

async function expectNotIndexed(page: Page): Promise<void> {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
}

test.use({ locale: 'nl-NL' });

test.describe('preview with a valid token', () => {
  test('200: the draft in its view, with the banner, not indexed, axe clean', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(draft.previewPath);
    expect(response?.status()).toBe(200);
    expectPrivateHeaders(response);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    const banner = page.getByRole('region', { name: 'Voorbeeld' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Voorbeeld: deze pagina is nog niet gepubliceerd');
    expect(await banner.evaluate((element) => element.closest('main') !== null)).toBe(true);
    await expectNotIndexed(page);
    await expectNoAxeViolations(page);
  });

  test('the token appears nowhere in the page: no link, form or address carries it', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(draft.previewPath);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(draft.title);
    expect(html).not.toContain(draft.token);
    expect(html).not.toContain(encodeURIComponent(draft.token));
    const addresses = await page
      .locator('[href], [action], [src], [srcset], [content]')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          ['href', 'action', 'src', 'srcset', 'content'].map((name) => element.getAttribute(name) ?? ''),
        ),
      );
    expect(addresses.filter((value) => value.includes('token'))).toEqual([]);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  });

  test('keyboard: the skip link is still the first tab stop', async ({ page, request }) => {
    const draft = await firstDraft(request);
    await page.goto(draft.previewPath);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Direct naar de inhoud' })).toBeFocused();
  });
});

test.describe("the draft's content checks", () => {
  test('a draft with a vague link and a skipped heading: the banner lists both for the editor', async ({
    page,
    request,
  }) => {
    const draft = (await drafts(request)).find((entry) => entry.title === 'Nieuwe huisregels');
    if (!draft) throw new Error('no draft "Nieuwe huisregels"');
    expect((await page.goto(draft.previewPath))?.status()).toBe(200);
    const banner = page.getByRole('region', { name: 'Voorbeeld' });
    await expect(banner).toContainText('Controle van de inhoud');
    await expect(banner.getByRole('listitem')).toHaveText([
      'Vage linktekst: "Lees meer" (/ik-wil-op-bezoek-komen)',
      'Kopniveau overgeslagen: h2 -> h4 "Bezoektijden op de intensive care"',
    ]);
  });

  test('a draft without slips: the banner says nothing was found', async ({ page, request }) => {
    const draft = (await drafts(request)).find((entry) => entry.title === 'Eindejaarsactie');
    if (!draft) throw new Error('no draft "Eindejaarsactie"');
    await page.goto(draft.previewPath);
    const banner = page.getByRole('region', { name: 'Voorbeeld' });
    await expect(banner).toContainText('Geen punten gevonden in de tekst van deze pagina.');
    await expect(banner.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('preview without access', () => {
  test('a wrong token: 401, the Dutch page in the site frame, nothing of the draft', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(`/preview/${draft.slug}?token=wrong-token`);
    expect(response?.status()).toBe(401);
    expectPrivateHeaders(response);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang tot dit voorbeeld');
    await expect(page.locator('[data-site-header]')).toBeVisible();
    expect(await response?.text()).not.toContain(draft.title);
    await expect(page.getByRole('region', { name: 'Voorbeeld' })).toHaveCount(0);
    await expectNotIndexed(page);
    await expectNoAxeViolations(page);
  });

  test('an expired token: 401', async ({ page, request }) => {
    const draft = await firstDraft(request, 1);
    await page.waitForTimeout(2_000);
    const response = await page.goto(draft.previewPath);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang tot dit voorbeeld');
    expect(await response?.text()).not.toContain(draft.title);
  });

  test('no token: 401', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(`/preview/${draft.slug}`);
    expect(response?.status()).toBe(401);
    expectPrivateHeaders(response);
    expect(await response?.text()).not.toContain(draft.title);
  });

  test('an unknown slug: 404, not indexed', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(`/preview/bestaat-niet-als-voorbeeld?token=${encodeURIComponent(draft.token)}`);
    expect(response?.status()).toBe(404);
    expectPrivateHeaders(response);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voorbeeld niet gevonden');
    await expectNotIndexed(page);
    expect(await response?.text()).not.toContain(draft.token);
  });
});

test.describe('preview for a browser that prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('a wrong token: the English 401 page, axe clean', async ({ page, request }) => {
    const draft = await firstDraft(request);
    const response = await page.goto(`/preview/${draft.slug}?token=wrong-token`);
    expect(response?.status()).toBe(401);
    expectPrivateHeaders(response);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to this preview');
    await expect(page.locator('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    await expectNoAxeViolations(page);
  });
});
