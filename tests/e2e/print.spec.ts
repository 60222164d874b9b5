import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures.ts';

const DEPARTMENT = '/afdelingen-en-centra/hartcentrum/cardiologie';

/** One page of each page type, the overviews and the not-found page, in both languages. */
const PAGES_OF_EVERY_TYPE = [
  '/',
  '/en',
  '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
  '/en/hospital-admission',
  '/vrienden/shop',
  '/afdelingen-en-centra/hartcentrum',
  '/afdelingen-en-centra/hartcentrum/hartritmecentrum',
  DEPARTMENT,
  '/afdelingen-en-centra/hartcentrum/cardiologie/hartrevalidatie',
  '/contact/hoofddorp',
  '/specialisten/ayse-ozdemir',
  '/nieuws/promotieonderzoek-naar-huidkanker-levert-nieuwe-inzichten-op',
  '/agenda/koffieochtend-vrienden-van-het-spaarne-gasthuis',
  '/wetenschappelijke-onderzoeken/protect-studie',
  '/wachttijden',
  '/specialisten',
  '/nieuws',
  '/folders',
  '/zoeken',
  '/deze-pagina-bestaat-niet',
];

async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('a printed department page', () => {
  // The cookie bar is on screen, so that its absence on paper means something.
  test.use({ cookieChoiceMade: false });

  test('shows no navigation, crisis banner, cookie bar or footer, in print media and in the PDF', async ({ page }) => {
    await page.goto(DEPARTMENT);
    const menu = page.locator('[data-main-menu]');
    const banner = page.locator('[data-crisis-banner]');
    const cookieBar = page.locator('[data-cookie-bar]');
    const footer = page.locator('footer');
    for (const part of [menu, banner, cookieBar, footer]) await expect(part).toBeVisible();
    const menuTexts = (await menu.locator('[data-menu-link]').allInnerTexts()).map((text) => text.trim());
    const bannerText = (await banner.innerText()).trim();
    const cookieBarTitle = (await cookieBar.getByRole('heading').innerText()).trim();
    const footerTexts = (await footer.locator('[data-footer-column] a').allInnerTexts()).map((text) => text.trim());
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    await page.emulateMedia({ media: 'print' });
    for (const part of [menu, banner, cookieBar, footer, page.locator('nav').first()]) await expect(part).toBeHidden();
    await expect(page.locator('nav:visible')).toHaveCount(0);
    await expect(page.locator('main button:visible, main input:visible, main form:visible')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Menu and footer links whose titles the page's own content does not also name.
    const printedMain = await page.locator('main').innerText();
    const menuOnly = [...menuTexts, ...footerTexts].filter((text) => text && !printedMain.includes(text));
    expect(menuOnly.length).toBeGreaterThan(3);

    const text = await pdfText(await page.pdf({ format: 'A4' }));
    expect(text).toContain(title);
    expect(text).not.toContain(bannerText.slice(0, 40));
    expect(text).not.toContain(cookieBarTitle);
    for (const linkText of menuOnly) expect(text, `menu or footer link "${linkText}"`).not.toContain(linkText);
  });

  test('opens its expandables for print, shows link addresses in full, and closes them again', async ({ page }) => {
    await page.goto(DEPARTMENT);
    const expandables = page.locator('main details');
    const count = await expandables.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.locator('main details[open]')).toHaveCount(0);

    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('main details[open]')).toHaveCount(count);
    const siteLink = page.locator('main a[href^="/"][data-print-href]:not(nav a)').first();
    const href = await siteLink.getAttribute('href');
    await expect(siteLink).toHaveAttribute('data-print-href', new URL(href ?? '', page.url()).href);

    // On paper the address follows the link, however the line breaks it.
    const printed = (await pdfText(await page.pdf({ format: 'A4' }))).replace(/\s/g, '');
    expect(printed).toContain(`(${new URL(href ?? '', page.url()).href})`);

    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('main details[open]')).toHaveCount(0);
  });
});

test.describe('every page type in print media', () => {
  for (const path of PAGES_OF_EVERY_TYPE) {
    test(`${path} shows no menu, search or controls`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('nav:visible')).toHaveCount(0);
      await expect(page.locator('[data-site-header] a:visible')).toHaveCount(1);
      await expect(page.locator('footer:visible, [data-crisis-banner]:visible')).toHaveCount(0);
      await expect(page.locator('button:visible, input:visible, select:visible, form:visible')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
