import type { APIRequestContext } from '@playwright/test';
import { sitemapLinks } from '../../scripts/build/link-check.ts';
import { expect, test } from './fixtures.ts';

/** The site's public address as the build used it (SITE_URL), read from robots.txt. */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemap, 'robots.txt names the sitemap').toBeTruthy();
  return new URL(sitemap ?? '').origin;
}

type JsonLd = Record<string, unknown>;

/** The page's JSON-LD objects other than its breadcrumbs (which every page with breadcrumbs has). */
async function structuredData(page: import('@playwright/test').Page): Promise<JsonLd[]> {
  return (await allStructuredData(page)).filter((data) => data['@type'] !== 'BreadcrumbList');
}

async function allStructuredData(page: import('@playwright/test').Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test.describe('findable', () => {
  test('robots.txt allows everything but the preview and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/preview\/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the pages as absolute URLs, with hreflang alternates for pages in both languages', async ({
    request,
  }) => {
    const site = await siteOrigin(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.length).toBeGreaterThan(100);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${site}/`), loc).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/en`,
        `${site}/afdelingen-en-centra/hartcentrum/cardiologie`,
        `${site}/nieuws`,
        `${site}/en/search`,
      ]),
    );
    const entries = xml.split('<url>').slice(1);
    const home = entries.find((entry) => entry.includes(`<loc>${site}/</loc>`));
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/en"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/"/>`);
    expect(sitemapLinks(xml).length).toBeGreaterThan(locs.length);
  });

  test('pages name themselves as canonical and their other language as alternate', async ({ page, request }) => {
    const site = await siteOrigin(request);
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${site}/en`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${site}/`);
    await page.goto('/afdelingen-en-centra/hartcentrum/cardiologie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/afdelingen-en-centra/hartcentrum/cardiologie`,
    );
    await page.goto('/en/does-not-exist');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('structured data (schema.org JSON-LD)', () => {
  test('the home pages describe the hospital', async ({ page, request }) => {
    const site = await siteOrigin(request);
    for (const [path, url] of [
      ['/', `${site}/`],
      ['/en', `${site}/en`],
    ] as const) {
      await page.goto(path);
      const [hospital] = await structuredData(page);
      expect(hospital).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Hospital',
        name: 'Spaarne Gasthuis',
        url,
        telephone: expect.stringMatching(/^\+31 /),
      });
      expect(hospital?.['address']).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'NL' });
    }
  });

  test('a specialist page describes the physician, working for the hospital', async ({ page }) => {
    await page.goto('/specialisten/helene-bakker');
    const [physician] = await structuredData(page);
    expect(physician).toMatchObject({
      '@type': ['Physician', 'Person'],
      name: 'dr. H.M. Bakker',
      jobTitle: 'Dermatoloog',
      medicalSpecialty: 'https://schema.org/Dermatology',
      worksFor: { '@type': 'Hospital', name: 'Spaarne Gasthuis' },
    });
    // The image named there is part of the build.
    const image = new URL(String(physician?.['image']));
    expect((await page.request.get(image.pathname)).status()).toBe(200);
  });

  test('a location page describes the clinic with address, phone and opening hours', async ({ page }) => {
    await page.goto('/contact/haarlem-zuid');
    const [clinic] = await structuredData(page);
    expect(clinic).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Spaarne Gasthuis Haarlem Zuid',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Boerhaavelaan 22',
        postalCode: '2035 RC',
        addressLocality: 'Haarlem',
      },
      telephone: '+31 23 224 0000',
      description: expect.stringContaining('Dag en nacht geopend'),
    });
  });

  test('news items and events describe the article and the event', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const first = (section: string) =>
      new URL(new RegExp(`<loc>([^<]+/${section}/[^<]+)</loc>`).exec(xml)?.[1] ?? 'http://x/missing').pathname;
    await page.goto(first('nieuws'));
    const [article] = await structuredData(page);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: expect.any(String),
      datePublished: expect.any(String),
      publisher: { '@type': 'Hospital' },
    });
    await page.goto(first('agenda'));
    const [event] = await structuredData(page);
    expect(event).toMatchObject({ '@type': 'Event', startDate: expect.any(String), endDate: expect.any(String) });
    // Online at its page, or at the place it names.
    expect([
      { mode: 'https://schema.org/OnlineEventAttendanceMode', location: 'VirtualLocation' },
      { mode: 'https://schema.org/OfflineEventAttendanceMode', location: 'Place' },
    ]).toContainEqual({
      mode: event?.['eventAttendanceMode'],
      location: (event?.['location'] as JsonLd | undefined)?.['@type'],
    });
  });

  test('a page with breadcrumbs names them as a BreadcrumbList, as shown', async ({ page, request }) => {
    const site = await siteOrigin(request);
    await page.goto('/specialisten/helene-bakker');
    const lists = (await allStructuredData(page)).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const shown = await page.locator('nav.breadcrumbs li').allTextContents();
    const items = lists[0]?.['itemListElement'] as JsonLd[];
    expect(items.map((item) => item['name'])).toEqual(shown.map((text) => text.trim()));
    expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: `${site}/` });
  });
});
