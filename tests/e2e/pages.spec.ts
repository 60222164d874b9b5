import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** One page of each page type of spec 2.6 (from the embedded dataset), with what its header must show. */
const PAGES = [
  { type: 'general', route: '/patienten-en-bezoekers/opname-in-het-ziekenhuis', header: 'general', lang: 'nl-NL' },
  { type: 'general', route: '/en/hospital-admission', header: 'general', lang: 'en-GB' },
  { type: 'friend', route: '/vrienden/shop', header: 'friend', lang: 'nl-NL' },
  { type: 'centre', route: '/afdelingen-en-centra/hartcentrum', header: 'centra', lang: 'nl-NL' },
  { type: 'subCentre', route: '/afdelingen-en-centra/hartcentrum/hartritmecentrum', header: 'centra', lang: 'nl-NL' },
  { type: 'department', route: '/afdelingen-en-centra/hartcentrum/cardiologie', header: 'centra', lang: 'nl-NL' },
  {
    type: 'subDepartment',
    route: '/afdelingen-en-centra/hartcentrum/cardiologie/hartrevalidatie',
    header: 'centra',
    lang: 'nl-NL',
  },
  { type: 'location', route: '/contact/hoofddorp', header: 'locationDetail', lang: 'nl-NL' },
  { type: 'specialist', route: '/specialisten/ayse-ozdemir', header: 'specialistDetail', lang: 'nl-NL' },
  {
    type: 'news',
    route: '/nieuws/promotieonderzoek-naar-huidkanker-levert-nieuwe-inzichten-op',
    header: 'newsDetail',
    lang: 'nl-NL',
  },
  {
    type: 'event',
    route: '/agenda/koffieochtend-vrienden-van-het-spaarne-gasthuis',
    header: 'eventDetail',
    lang: 'nl-NL',
  },
  { type: 'research', route: '/wetenschappelijke-onderzoeken/protect-studie', header: 'researchDetail', lang: 'nl-NL' },
] as const;

for (const entry of PAGES) {
  test.describe(`${entry.type} page ${entry.route}`, () => {
    test('has its header kind, one h1, breadcrumbs from the hospital name, and the right language', async ({
      page,
    }) => {
      const response = await page.goto(entry.route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('body')).toHaveAttribute('data-page-type', entry.type);
      await expect(page.locator('html')).toHaveAttribute('lang', entry.lang);
      await expect(page.locator(`[data-header-kind="${entry.header}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const crumbs = page
        .getByRole('navigation', { name: entry.lang === 'en-GB' ? 'Breadcrumbs' : 'Kruimelpad' })
        .getByRole('listitem');
      await expect(crumbs.first()).toHaveText('Spaarne Gasthuis');
      await expect(page).toHaveTitle(/Spaarne Gasthuis$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${entry.route}$`));
    });

    test('has no axe violations', async ({ page }) => {
      await page.goto(entry.route);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('what each page type shows', () => {
  test('a page the CMS generates is at its own path, shown as a general page, and linked from Over ons', async ({
    page,
  }) => {
    await page.goto('/over-ons');
    const link = page.locator('main').getByRole('link', { name: 'Kwaliteitscijfers' });
    await expect(link).toHaveAttribute('href', '/over-ons/kwaliteitscijfers');
    await link.click();
    await expect(page).toHaveURL(/\/over-ons\/kwaliteitscijfers\/?$/);
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'general');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kwaliteitscijfers');
    await page.goto('/jaarverslag-2025');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jaarverslag 2025');
  });

  test('a centre: phone numbers as tel: links, appointment and waiting-time links, logo', async ({ page }) => {
    await page.goto('/afdelingen-en-centra/hartcentrum');
    const header = page.locator('[data-header-kind="centra"]');
    const tel = header.locator('a[href^="tel:"]').first();
    await expect(tel).toHaveAttribute('href', /^tel:[0-9+]+$/);
    await expect(header.getByRole('link', { name: 'Wachttijden' })).toHaveAttribute(
      'href',
      '/wachttijden?centrum=Hartcentrum',
    );
    await expect(header.locator('.organisation-contact__logo img')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([
      'Spaarne Gasthuis',
      'Afdelingen en Centra',
      'Hartcentrum',
    ]);
  });

  test('a sub-department: breadcrumbs through its centre and department, and a link back to the department', async ({
    page,
  }) => {
    await page.goto('/afdelingen-en-centra/hartcentrum/cardiologie/hartrevalidatie');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link')).toHaveText([
      'Spaarne Gasthuis',
      'Afdelingen en Centra',
      'Hartcentrum',
      'Cardiologie',
    ]);
    await expect(page.locator('.return-link').getByRole('link', { name: 'Terug naar Cardiologie' })).toHaveAttribute(
      'href',
      '/afdelingen-en-centra/hartcentrum/cardiologie',
    );
  });

  test('a specialist: profile and the buttons to all specialists of each department', async ({ page }) => {
    await page.goto('/specialisten/ayse-ozdemir');
    const buttons = page.locator('.specialist-links a');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const href of await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      expect(href).toMatch(/^\/specialisten(\?filter=.+)?$/);
  });

  test('a news item: publish date and author', async ({ page }) => {
    await page.goto('/nieuws/promotieonderzoek-naar-huidkanker-levert-nieuwe-inzichten-op');
    await expect(page.locator('.news-meta time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.locator('.news-meta__author')).toBeVisible();
  });

  test('an event: its date in Dutch with a two-digit day', async ({ page }) => {
    await page.goto('/agenda/koffieochtend-vrienden-van-het-spaarne-gasthuis');
    await expect(page.locator('.event-meta__day')).toHaveText(/^\d{2}$/);
    await expect(page.locator('.event-meta time')).toHaveText(/\d{4}/);
  });

  test('a location: phone numbers and opening times', async ({ page }) => {
    await page.goto('/contact/hoofddorp');
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('.location-details dt').first()).toBeVisible();
  });

  test('a friends page: the friends menu (five, then two) and the donation button', async ({ page }) => {
    await page.goto('/vrienden/shop');
    const menu = page.getByRole('navigation', { name: 'Vrienden van het Spaarne Gasthuis' });
    await expect(menu.locator('.friends-menu__top a')).toHaveCount(5);
    await expect(menu.locator('.friends-menu__bottom a')).toHaveCount(2);
    await expect(menu.getByRole('link', { name: /Shop/i })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Doneer en word Vriend van Spaarne Gasthuis' })).toHaveAttribute(
      'href',
      '/vrienden/donatie',
    );
  });

  test('on mobile the donation button says "Direct doneren"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vrienden/shop');
    await expect(page.getByRole('link', { name: 'Direct doneren' })).toBeVisible();
  });

  test('a general page with a side menu marks the current page', async ({ page }) => {
    await page.goto('/patienten-en-bezoekers/opname-in-het-ziekenhuis/wat-neemt-u-mee');
    const menu = page.getByRole('navigation', { name: 'In dit onderdeel' });
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/patienten-en-bezoekers/opname-in-het-ziekenhuis/wat-neemt-u-mee',
    );
  });

  test('Dutch and English versions link to each other (hreflang and the language switch)', async ({ page }) => {
    await page.goto('/patienten-en-bezoekers/opname-in-het-ziekenhuis');
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/hospital-admission$/);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/patienten-en-bezoekers\/opname-in-het-ziekenhuis$/,
    );
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en\/hospital-admission$/);
  });

  test('the "go quickly to" menu links to blocks on the page', async ({ page }) => {
    await page.goto('/afdelingen-en-centra/hartcentrum');
    const menu = page.getByRole('navigation', { name: 'Ga snel naar' });
    const first = menu.getByRole('link').first();
    const target = (await first.getAttribute('href')) ?? '';
    await expect(page.locator(target)).toHaveCount(1);
  });
});
