/**
 * The A to Z overviews in the built site: departments and centres, specialists,
 * research and patient folders. A to Z bars (letters without entries are plain text; a letter
 * jumps to its group), every filter rule through the form and through the address, the address
 * kept in step and the back button, the whole lists without JavaScript, keyboard use and axe.
 * Expected counts come from the static JSON the islands filter (the build's own data).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONTENT_API_URL } from '../../playwright.config.ts';
import { cmsDocumentPath } from '#src/lib/content/documents.ts';
import type { FolderEntry } from '#src/overviews/folders/folders.ts';
import type { ResearchData } from '#src/overviews/research/research.ts';
import type { SpecialistsData } from '#src/overviews/specialists/specialists.ts';
import { expectNoAxeViolations } from './axe.ts';
import { layOutWholePage } from '../../scripts/build/axe-page.ts';
import { expect, test } from './fixtures.ts';

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Waits until the overview's island has hydrated (Astro removes `ssr` once it runs). */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`)).not.toHaveAttribute('ssr');
}

/** Each letter of a bar: a link when its group exists on the page, plain text when not. */
async function expectBar(page: Page, bar: Locator, idPrefix: string): Promise<void> {
  await expect(bar.getByRole('listitem')).toHaveCount(26);
  for (const letter of LETTERS) {
    const group = page.locator(`[id="${idPrefix}-${letter}"]`);
    const link = bar.getByRole('link', { name: letter, exact: true });
    if ((await group.count()) > 0) {
      await expect(link).toHaveAttribute('href', `#${idPrefix}-${letter}`);
    } else {
      await expect(link).toHaveCount(0);
      await expect(bar.locator('.az-bar__empty', { hasText: new RegExp(`^${letter}$`) })).toHaveCount(1);
    }
  }
}

/** The text of each letter's entries, in page order, under each group. */
async function groupTexts(scope: Locator, entry: string): Promise<Map<string, string[]>> {
  const groups = new Map<string, string[]>();
  for (const group of await scope.locator('.az-group').all()) {
    groups.set(
      (await group.locator('.az-group__letter').textContent()) ?? '',
      await group.locator(entry).allTextContents(),
    );
  }
  return groups;
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

test.describe('departments and centres A to Z (/afdelingen-en-centra)', () => {
  test('a labelled A to Z bar: letters with entries link to their group, the others are plain text', async ({
    page,
  }) => {
    const response = await page.goto('/afdelingen-en-centra');
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'departmentsOverview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afdelingen en Centra');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([
      'Spaarne Gasthuis',
      'Afdelingen en Centra',
    ]);
    const bar = page.getByRole('navigation', { name: 'Afdelingen en centra van A tot Z' });
    await expectBar(page, bar, 'afdelingen');
    // The dataset has no department or centre under Q or X.
    await expect(bar.getByRole('link', { name: 'Q', exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'X', exact: true })).toHaveCount(0);
  });

  test('a letter link jumps to its group', async ({ page }) => {
    await page.goto('/afdelingen-en-centra');
    await page
      .getByRole('navigation', { name: 'Afdelingen en centra van A tot Z' })
      .getByRole('link', { name: 'V', exact: true })
      .click();
    await expect(page).toHaveURL(/#afdelingen-V$/);
    await expect(page.locator('#afdelingen-V')).toBeInViewport();
  });

  test('entries sorted by title within a letter, titles with a capital, intros, links to each page', async ({
    page,
  }) => {
    await page.goto('/afdelingen-en-centra');
    const groups = await groupTexts(page.locator('main'), '.az-entry__title');
    expect(groups.size).toBeGreaterThan(10);
    for (const [letter, titles] of groups) {
      expect(titles, letter).toEqual([...titles].sort(collator.compare));
      for (const title of titles) {
        expect(title.charAt(0)).toBe(title.charAt(0).toLocaleUpperCase('nl'));
        expect(fold(title).charAt(0).toUpperCase()).toBe(letter);
      }
    }
    // Departments and centres both, each once.
    const all = [...groups.values()].flat();
    expect(all).toContain('Hartcentrum');
    expect(all).toContain('Cardiologie');
    expect(new Set(all).size).toBe(all.length);
    // Geriatrie has no teaser description: its intro is the header description.
    const geriatrie = page.locator('.az-entry', { has: page.getByRole('link', { name: 'Geriatrie', exact: true }) });
    await expect(geriatrie.locator('.az-entry__intro')).toHaveText(/klinisch geriaters/);
    await expect(page.getByRole('link', { name: 'Cardiologie', exact: true })).toHaveAttribute(
      'href',
      '/afdelingen-en-centra/hartcentrum/cardiologie',
    );
    await page.getByRole('link', { name: 'Hartcentrum', exact: true }).click();
    await expect(page).toHaveURL(/\/afdelingen-en-centra\/hartcentrum$/);
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'centre');
  });

  test('needs no JavaScript and has no axe violations', async ({ page }) => {
    await page.goto('/afdelingen-en-centra');
    await expect(page.locator('main astro-island')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('specialists (/specialisten)', () => {
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Specialisten op achternaam van A tot Z' });
  const names = (page: Page) => page.locator('.az-person__name');
  const department = (page: Page) => page.getByLabel('Afdeling of centrum');
  const role = (page: Page) => page.getByLabel('Functie');
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Zoek op naam' });
  const status = (page: Page) => page.locator('.az-status');

  test('without JavaScript: the whole list A to Z, the form as a GET form; one department filter is its static page', async ({
    browser,
    request,
    baseURL,
  }) => {
    const data = await json<SpecialistsData>(request, '/data/specialisten.json');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/specialisten');
    await expect(names(page)).toHaveCount(data.s.length);
    await expect(status(page)).toHaveText(`${data.s.length} specialisten`);
    await expectBar(page, bar(page), 'specialisten');
    const form = page.getByRole('search', { name: 'Specialisten zoeken' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/specialisten');
    await expect(department(page)).toHaveValue('');
    await expect(department(page).locator('option').first()).toHaveText('Alle afdelingen');
    await expect(role(page).locator('option').first()).toHaveText('Alle functies');

    // The host rules serve /specialisten/filter/dermatologie at this address: the first answer is filtered.
    const dermatology = data.o.findIndex((title) => title === 'Dermatologie');
    const expected = data.s.filter((entry) => entry.o?.includes(dermatology)).map((entry) => entry.n);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(data.s.length);
    await page.goto('/specialisten?filter=Dermatologie');
    await expect(names(page)).toHaveCount(expected.length);
    expect((await names(page).allTextContents()).sort(collator.compare)).toEqual([...expected].sort(collator.compare));
    await expect(status(page)).toHaveText(`${expected.length} specialisten gevonden`);
    await expect(department(page)).toHaveValue('Dermatologie');
    await expectBar(page, bar(page), 'specialisten');
    await context.close();
  });

  test('A to Z by surname: each entry has a photo, the display name linking to the page, and the role', async ({
    page,
    request,
  }) => {
    const data = await json<SpecialistsData>(request, '/data/specialisten.json');
    await page.goto('/specialisten');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'specialistsOverview');
    await expectBar(page, bar(page), 'specialisten');
    // Özdemir under O, 'de Vries' under V (the prefix does not count).
    await expect(
      page.locator('.az-group', { has: page.locator('#specialisten-O') }).getByRole('link', { name: 'A. Özdemir' }),
    ).toHaveAttribute('href', '/specialisten/ayse-ozdemir');
    await expect(
      page
        .locator('.az-group', { has: page.locator('#specialisten-V') })
        .getByRole('link', { name: 'dr. J.P. de Vries' }),
    ).toBeVisible();
    const first = page.locator('.az-person').first();
    await expect(first.locator('img')).toHaveAttribute('src', /_300x300\.webp$/);
    await expect(first.locator('.az-person__role')).not.toBeEmpty();
    const withPhoto = data.s.filter((entry) => entry.i).length;
    await expect(page.locator('.az-person img.person-card__photo')).toHaveCount(withPhoto);
    await bar(page).getByRole('link', { name: 'K', exact: true }).click();
    await expect(page.locator('#specialisten-K')).toBeInViewport();
  });

  test('the query filters: department, sub-department or centre (case-insensitive), exact role, name search', async ({
    page,
    request,
  }) => {
    const data = await json<SpecialistsData>(request, '/data/specialisten.json');
    const inOrganisation = (title: string) =>
      data.s.filter((entry) => (entry.o ?? []).some((index) => data.o[index] === title)).length;

    await page.goto('/specialisten?filter=dermatologie');
    await hydrated(page, 'SpecialistsOverview');
    await expect(names(page)).toHaveCount(12);
    await expect(status(page)).toHaveText('12 specialisten gevonden');
    await expect(department(page)).toHaveValue('Dermatologie');

    await page.goto('/specialisten?filter=Slaapcentrum');
    await expect(names(page)).toHaveCount(3);
    await expect(department(page)).toHaveValue('Slaapcentrum');

    await page.goto('/specialisten?filter=HARTCENTRUM');
    await expect(names(page)).toHaveCount(inOrganisation('Hartcentrum'));
    await expect(department(page)).toHaveValue('Hartcentrum');

    // The role must match exactly: Chirurg, not Vaatchirurg, Orthopedisch chirurg or Plastisch chirurg.
    await page.goto('/specialisten?filter2=chirurg');
    const surgeons = data.s.filter((entry) => entry.r === 'Chirurg').length;
    expect(surgeons).toBeGreaterThan(0);
    await expect(names(page)).toHaveCount(surgeons);
    for (const text of await page.locator('.az-person__role').allTextContents()) expect(text).toBe('Chirurg');
    await expect(role(page)).toHaveValue('Chirurg');

    // The name search: first name, prefix or surname as a substring, case- (and accent-) insensitive.
    await page.goto('/specialisten?search=%C3%B6zdemir');
    await expect(page.locator('.az-person__name', { hasText: 'A. Özdemir' })).toBeVisible();
    const ozdemir = data.s.filter((entry) => fold(entry.s).includes('ozdemir')).length;
    await expect(names(page)).toHaveCount(ozdemir);
    await expect(search(page)).toHaveValue('özdemir');

    await page.goto(`/specialisten?search=${encodeURIComponent("VAN 'T")}`);
    const vant = data.s.filter((entry) => fold(entry.p ?? '').includes("van 't")).length;
    expect(vant).toBeGreaterThan(1);
    await expect(names(page)).toHaveCount(vant);

    await page.goto(`/specialisten?search=${encodeURIComponent("renee van 't hek")}`);
    await expect(names(page)).toHaveText(["drs. R. van 't Hek"]);

    // All three at once.
    await page.goto('/specialisten?filter=Dermatologie&filter2=Verpleegkundig%20specialist&search=no');
    await expect(names(page)).toHaveText(['N. van den Berg']);
  });

  test("a specialist page's 'all specialists of {department}' button opens the filtered list", async ({ page }) => {
    await page.goto('/specialisten/ayse-ozdemir');
    await page.getByRole('link', { name: 'Alle specialisten van Dermatologie' }).click();
    await expect(page).toHaveURL(/\/specialisten\?filter=Dermatologie$/);
    await expect(names(page)).toHaveCount(12);
    await expect(department(page)).toHaveValue('Dermatologie');
  });

  test("bad values fall back to 'all'; nothing found says so", async ({ page, request }) => {
    const data = await json<SpecialistsData>(request, '/data/specialisten.json');
    await page.goto('/specialisten?filter=Bestaat%20niet&filter2=Tovenaar');
    await hydrated(page, 'SpecialistsOverview');
    await expect(department(page)).toHaveValue('');
    await expect(role(page)).toHaveValue('');
    await expect(names(page)).toHaveCount(data.s.length);

    await page.goto('/specialisten?search=qqqzzz');
    await expect(page.locator('.az-empty')).toHaveText('Geen specialisten gevonden');
    await expect(status(page)).toHaveText('Geen specialisten gevonden');
    await expect(names(page)).toHaveCount(0);
  });

  test('the form: a dropdown change updates the address and the list; typing does not; submit does; back restores', async ({
    page,
    request,
  }) => {
    const data = await json<SpecialistsData>(request, '/data/specialisten.json');
    await page.goto('/specialisten');
    await hydrated(page, 'SpecialistsOverview');
    await expect(status(page)).toHaveAttribute('role', 'status');

    await department(page).selectOption('Dermatologie');
    await expect(page).toHaveURL(/\/specialisten\?filter=Dermatologie$/);
    await expect(names(page)).toHaveCount(12);

    await role(page).selectOption('Dermatoloog');
    await expect(page).toHaveURL(/\?filter=Dermatologie&filter2=Dermatoloog$/);
    const dermatologists = data.s.filter(
      (entry) => entry.r === 'Dermatoloog' && (entry.o ?? []).some((index) => data.o[index] === 'Dermatologie'),
    ).length;
    await expect(names(page)).toHaveCount(dermatologists);

    await search(page).fill('bakker');
    await expect(page).toHaveURL(/\?filter=Dermatologie&filter2=Dermatoloog$/);
    await expect(names(page)).toHaveCount(dermatologists);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\?filter=Dermatologie&filter2=Dermatoloog&search=bakker$/);
    await expect(names(page)).toHaveText(['dr. H.M. Bakker']);
    await expect(status(page)).toHaveText('1 specialist gevonden');

    // Empty values are left out of the address.
    await department(page).selectOption('');
    await expect(page).toHaveURL(/\/specialisten\?filter2=Dermatoloog&search=bakker$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?filter=Dermatologie&filter2=Dermatoloog&search=bakker$/);
    await expect(department(page)).toHaveValue('Dermatologie');
    await expect(names(page)).toHaveText(['dr. H.M. Bakker']);
    await page.goBack();
    await expect(search(page)).toHaveValue('');
    await expect(names(page)).toHaveCount(dermatologists);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/specialisten$/);
    await expect(department(page)).toHaveValue('');
    await expect(names(page)).toHaveCount(data.s.length);
    await expect(status(page)).toHaveText(`${data.s.length} specialisten`);
  });

  test('keyboard: arrow keys change a dropdown, Enter submits the search box', async ({ page }) => {
    await page.goto('/specialisten');
    await hydrated(page, 'SpecialistsOverview');
    await department(page).focus();
    await page.keyboard.press('ArrowDown');
    const first = await department(page).locator('option').nth(1).textContent();
    await expect(department(page)).toHaveValue(first ?? '');
    await expect(page).toHaveURL(new RegExp(`\\?filter=${encodeURIComponent(first ?? '').replace(/%20/g, '\\+')}$`));
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(/\/specialisten$/);

    await page.keyboard.press('Tab');
    await expect(role(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('zijlstra');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?search=zijlstra$/);
    await expect(names(page).first()).toContainText('Zijlstra');
    for (const name of await names(page).allTextContents()) expect(name).toContain('Zijlstra');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zoeken' })).toBeFocused();
  });

  test('a render error in the island shows the fallback widget with a plain link to the whole list, and is logged', async ({
    page,
  }) => {
    // Data of the wrong shape makes the island throw while it renders the filtered list.
    await page.route('**/data/specialisten.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ o: null, s: null }) }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/specialisten');
    await hydrated(page, 'SpecialistsOverview');
    await department(page).selectOption('Neurologie');
    const fallback = page.locator('[data-island-fallback="SpecialistsOverview"]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Dit onderdeel van de pagina kan nu niet worden getoond.');
    await expect(fallback.getByRole('link', { name: 'Toon de pagina zonder filters' })).toHaveAttribute(
      'href',
      '/specialisten',
    );
    expect(errors.some((text) => text.includes('[island SpecialistsOverview] could not render'))).toBe(true);
    // The rest of the page is still there.
    await expect(page.locator('footer')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no axe violations', async ({ page }) => {
    // Axe checks all 250 entries: give it time.
    test.slow();
    await page.goto('/specialisten');
    await hydrated(page, 'SpecialistsOverview');
    await expectNoAxeViolations(page);
  });

  test('has no axe violations when filtered', async ({ page }) => {
    await page.goto('/specialisten?filter=Slaapcentrum');
    await expect(names(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('research (/wetenschappelijke-onderzoeken)', () => {
  const section = (page: Page, which: 'a' | 'b') => page.locator('.az-section').nth(which === 'a' ? 0 : 1);
  const titles = (scope: Locator) => scope.locator('.az-study__title');
  const dropdown = (scope: Locator) => scope.getByLabel('Afdeling', { exact: true });
  const box = (scope: Locator) => scope.getByRole('searchbox', { name: 'Zoek op titel, onderwerp of omschrijving' });
  const PATIENTS = 'Onderzoeken waarvoor wij patiënten zoeken';
  const OTHERS = 'Onderzoeken waarvoor wij geen patiënten zoeken';

  test('two sections, each with its own A to Z bar, dropdown and search box; complete without JavaScript', async ({
    browser,
    request,
    baseURL,
  }) => {
    const data = await json<ResearchData>(request, '/data/onderzoeken.json');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/wetenschappelijke-onderzoeken');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'researchOverview');
    await expect(page.locator('[data-header-kind="researchOverview"]')).toBeVisible();
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([PATIENTS, OTHERS]);
    await expect(titles(section(page, 'a'))).toHaveCount(data.a.length);
    await expect(titles(section(page, 'b'))).toHaveCount(data.b.length);
    await expectBar(page, page.getByRole('navigation', { name: `${PATIENTS}, van A tot Z` }), 'onderzoeken-a');
    await expectBar(page, page.getByRole('navigation', { name: `${OTHERS}, van A tot Z` }), 'onderzoeken-b');
    await expect(dropdown(section(page, 'a'))).toHaveAttribute('name', 'filter');
    await expect(box(section(page, 'a'))).toHaveAttribute('name', 'search');
    await expect(dropdown(section(page, 'b'))).toHaveAttribute('name', 'filter2');
    await expect(box(section(page, 'b'))).toHaveAttribute('name', 'search2');

    // One section's department is a static page served at that address; a search stays for the island.
    const inDepartment = (list: ResearchData['a'], title: string) =>
      list.filter((entry) => entry.d?.includes(title)).map((entry) => entry.t);
    const reuma = inDepartment(data.a, 'Reumatologie');
    expect(reuma.length).toBeGreaterThan(0);
    await page.goto('/wetenschappelijke-onderzoeken?filter=Reumatologie&search2=pijn');
    expect((await titles(section(page, 'a')).allTextContents()).sort(collator.compare)).toEqual(
      [...reuma].sort(collator.compare),
    );
    await expect(dropdown(section(page, 'a'))).toHaveValue('Reumatologie');
    await expect(titles(section(page, 'b'))).toHaveCount(data.b.length);
    const neuro = inDepartment(data.b, 'Neurologie');
    expect(neuro.length).toBeGreaterThan(0);
    await page.goto('/wetenschappelijke-onderzoeken?filter2=Neurologie');
    await expect(titles(section(page, 'a'))).toHaveCount(data.a.length);
    expect((await titles(section(page, 'b')).allTextContents()).sort(collator.compare)).toEqual(
      [...neuro].sort(collator.compare),
    );
    await context.close();
  });

  test('entries A to Z by title, with topic, departments and intro, linking to the study', async ({ page }) => {
    await page.goto('/wetenschappelijke-onderzoeken');
    for (const which of ['a', 'b'] as const) {
      for (const [letter, list] of await groupTexts(section(page, which), '.az-study__title')) {
        expect(list, letter).toEqual([...list].sort(collator.compare));
      }
    }
    const balance = page.locator('.az-study', {
      hasText: 'BALANCE-studie: minder pijn na infuusbehandeling bij reuma',
    });
    await expect(balance.locator('.az-study__meta')).toContainText('Artritis psoriatica');
    await expect(balance.locator('.az-study__meta')).toContainText('Reumatologie');
    await balance.getByRole('link').click();
    await expect(page).toHaveURL(/\/wetenschappelijke-onderzoeken\/balance-studie$/);
  });

  test('the query filters each section on its own: exact department, search in title, topic or intro', async ({
    page,
    request,
  }) => {
    const data = await json<ResearchData>(request, '/data/onderzoeken.json');
    await page.goto('/wetenschappelijke-onderzoeken?filter=reumatologie');
    await hydrated(page, 'ResearchOverview');
    const rheumatology = data.a.filter((entry) => entry.d?.includes('Reumatologie')).length;
    await expect(titles(section(page, 'a'))).toHaveCount(rheumatology);
    await expect(dropdown(section(page, 'a'))).toHaveValue('Reumatologie');
    await expect(titles(section(page, 'b'))).toHaveCount(data.b.length);

    // Topic (Onderwerp) only: 'psoriatica' is in no title.
    await page.goto('/wetenschappelijke-onderzoeken?search=PSORIATICA');
    const byTopic = data.a.filter((entry) =>
      [entry.t, entry.o, entry.i].some((text) => fold(text ?? '').includes('psoriatica')),
    );
    expect(byTopic.length).toBeGreaterThan(0);
    await expect(titles(section(page, 'a'))).toHaveText(byTopic.map((entry) => entry.t));

    // The second section: filter2 and search2 (an intro phrase), the first section untouched.
    const target = data.b.find((entry) => entry.i && entry.d);
    expect(target).toBeDefined();
    const phrase = (target?.i ?? '').split(' ').slice(0, 3).join(' ');
    const departmentOfTarget = target?.d?.[0] ?? '';
    await page.goto(
      `/wetenschappelijke-onderzoeken?filter2=${encodeURIComponent(departmentOfTarget)}&search2=${encodeURIComponent(phrase.toUpperCase())}`,
    );
    const expected = data.b.filter(
      (entry) =>
        entry.d?.includes(departmentOfTarget) &&
        [entry.t, entry.o, entry.i].some((text) => fold(text ?? '').includes(fold(phrase))),
    );
    await expect(titles(section(page, 'b'))).toHaveText(expected.map((entry) => entry.t).sort(collator.compare));
    await expect(titles(section(page, 'a'))).toHaveCount(data.a.length);
    await expect(dropdown(section(page, 'b'))).toHaveValue(departmentOfTarget);
    await expect(box(section(page, 'b'))).toHaveValue(phrase.toUpperCase());

    await page.goto('/wetenschappelijke-onderzoeken?search2=qqqzzz&filter=Bestaat%20niet');
    await expect(section(page, 'b').locator('.az-empty')).toHaveText('Geen onderzoeken gevonden');
    await expect(titles(section(page, 'a'))).toHaveCount(data.a.length);
    await expect(dropdown(section(page, 'a'))).toHaveValue('');
  });

  test('the forms keep both sections in the address; the back button restores them', async ({ page, request }) => {
    const data = await json<ResearchData>(request, '/data/onderzoeken.json');
    await page.goto('/wetenschappelijke-onderzoeken');
    await hydrated(page, 'ResearchOverview');
    const departmentB = [...new Set(data.b.flatMap((entry) => entry.d ?? []))].sort(collator.compare)[0] ?? '';
    await dropdown(section(page, 'b')).selectOption(departmentB);
    await expect(page).toHaveURL(new RegExp(`\\?filter2=${encodeURIComponent(departmentB).replace(/%20/g, '\\+')}$`));
    await expect(titles(section(page, 'b'))).toHaveCount(
      data.b.filter((entry) => entry.d?.includes(departmentB)).length,
    );

    await box(section(page, 'a')).fill('studie');
    await box(section(page, 'a')).press('Enter');
    await expect(page).toHaveURL(/\?search=studie&filter2=/);
    await expect(section(page, 'a').locator('.az-status')).toHaveText(`${data.a.length} onderzoeken gevonden`);

    await box(section(page, 'a')).fill('qqqzzz');
    await section(page, 'a').getByRole('button', { name: 'Zoeken' }).click();
    await expect(section(page, 'a').locator('.az-status')).toHaveText('Geen onderzoeken gevonden');

    await page.goBack();
    await expect(box(section(page, 'a'))).toHaveValue('studie');
    await page.goBack();
    await expect(box(section(page, 'a'))).toHaveValue('');
    await expect(dropdown(section(page, 'b'))).toHaveValue(departmentB);
    await page.goBack();
    await expect(page).toHaveURL(/\/wetenschappelijke-onderzoeken$/);
    await expect(titles(section(page, 'b'))).toHaveCount(data.b.length);
  });

  test('keyboard use of a section dropdown', async ({ page }) => {
    await page.goto('/wetenschappelijke-onderzoeken');
    await hydrated(page, 'ResearchOverview');
    await dropdown(section(page, 'a')).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?filter=/);
    await expect(dropdown(section(page, 'a'))).not.toHaveValue('');
    await expect(dropdown(section(page, 'a'))).toBeFocused();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/wetenschappelijke-onderzoeken');
    await hydrated(page, 'ResearchOverview');
    await expectNoAxeViolations(page);
  });
});

test.describe('patient folders (/folders)', () => {
  const links = (page: Page) => page.locator('.az-folder');
  const status = (page: Page) => page.locator('.az-status');
  const filterText = (page: Page) => page.locator('.az-active-filter');
  const count = (data: FolderEntry[], facet: 'g' | 'd' | 's' | 'c' | 'x', names: string[]) =>
    data.filter((entry) =>
      (entry[facet] ?? []).some((value) => names.some((name) => name.toLowerCase() === value.toLowerCase())),
    ).length;

  test('without JavaScript: every folder by first letter, each a PDF download in a new tab', async ({
    browser,
    request,
    baseURL,
  }) => {
    const data = await json<FolderEntry[]>(request, '/data/folders.json');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/folders?tags=Leefstijl');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'foldersOverview');
    await expect(links(page)).toHaveCount(data.length);
    await expectBar(page, page.getByRole('navigation', { name: 'Patiëntenfolders van A tot Z' }), 'folders');
    const first = links(page).first();
    await expect(first).toHaveAttribute('href', /^\/documenten\/folders\/\d+\/.+\.pdf$/);
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener');
    await expect(first.locator('.visually-hidden')).toHaveText('(opent in een nieuw tabblad)');
    await context.close();
  });

  test('a download is the release’s copy of the folder PDF, the same bytes the CMS serves', async ({
    page,
    request,
  }) => {
    await page.goto('/folders');
    const href = await links(page).first().getAttribute('href');
    expect(href).toMatch(/^\/documenten\/folders\//);
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const fromCms = await request.get(`${CONTENT_API_URL}${cmsDocumentPath(href ?? '') ?? ''}`);
    expect(fromCms.status()).toBe(200);
    expect(await response.body()).toEqual(await fromCms.body());
  });

  test('a letter link jumps to its group', async ({ page }) => {
    await page.goto('/folders');
    await page
      .getByRole('navigation', { name: 'Patiëntenfolders van A tot Z' })
      .getByRole('link', { name: 'W', exact: true })
      .click();
    await expect(page.locator('#folders-W')).toBeInViewport();
  });

  test('tags: one or many, comma separated or repeated, any of them; shown with a capital', async ({
    page,
    request,
  }) => {
    const data = await json<FolderEntry[]>(request, '/data/folders.json');
    await page.goto('/folders?tags=leefstijl');
    await hydrated(page, 'FoldersOverview');
    await expect(filterText(page)).toContainText('Folders over Leefstijl');
    await expect(links(page)).toHaveCount(count(data, 'g', ['Leefstijl']));
    await expect(status(page)).toHaveText(`${count(data, 'g', ['Leefstijl'])} folders gevonden`);

    const both = count(data, 'g', ['Kinderen', 'Medicijnen']);
    await page.goto('/folders?tags=kinderen,medicijnen');
    await expect(filterText(page)).toContainText('Folders over Kinderen of Medicijnen');
    await expect(links(page)).toHaveCount(both);
    await page.goto('/folders?tags=Kinderen&tags=Medicijnen');
    await expect(links(page)).toHaveCount(both);

    // Tags are picked before an organisation (the folder search criteria of spec 3).
    await page.goto('/folders?tags=Medicijnen&department=Cardiologie');
    await expect(links(page)).toHaveCount(count(data, 'g', ['Medicijnen']));
  });

  test('department, sub-department, centre and sub-centre by name', async ({ page, request }) => {
    const data = await json<FolderEntry[]>(request, '/data/folders.json');
    const cases = [
      { query: 'department=urologie', text: 'Folders van de afdeling Urologie', facet: 'd', name: 'Urologie' },
      {
        query: 'subDepartment=wondpolikliniek',
        text: 'Folders van de subafdeling Wondpolikliniek',
        facet: 's',
        name: 'Wondpolikliniek',
      },
      { query: 'centrum=hartcentrum', text: 'Folders van het centrum Hartcentrum', facet: 'c', name: 'Hartcentrum' },
      {
        query: 'subcentrum=geboortecentrum',
        text: 'Folders van het subcentrum Geboortecentrum',
        facet: 'x',
        name: 'Geboortecentrum',
      },
    ] as const;
    for (const entry of cases) {
      await page.goto(`/folders?${entry.query}`);
      await hydrated(page, 'FoldersOverview');
      const expected = count(data, entry.facet, [entry.name]);
      expect(expected, entry.query).toBeGreaterThan(0);
      await expect(filterText(page)).toContainText(entry.text);
      await expect(links(page)).toHaveCount(expected);
    }
    await page.goto('/folders?department=Bestaat%20niet');
    await expect(page.locator('.az-empty')).toHaveText('Geen folders gevonden');
  });

  test("'Alle folders tonen' clears the filter; the back button brings it back", async ({ page, request }) => {
    const data = await json<FolderEntry[]>(request, '/data/folders.json');
    await page.goto('/folders?centrum=Oogcentrum');
    await hydrated(page, 'FoldersOverview');
    await expect(links(page)).toHaveCount(count(data, 'c', ['Oogcentrum']));
    await page.getByRole('link', { name: 'Alle folders tonen' }).click();
    await expect(page).toHaveURL(/\/folders$/);
    await expect(links(page)).toHaveCount(data.length);
    await expect(filterText(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/folders\?centrum=Oogcentrum$/);
    await expect(links(page)).toHaveCount(count(data, 'c', ['Oogcentrum']));
  });

  test('has no axe violations, unfiltered and filtered', async ({ page }) => {
    await page.goto('/folders');
    await hydrated(page, 'FoldersOverview');
    await expectNoAxeViolations(page);
    await page.goto('/folders?tags=Opname');
    await expect(filterText(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

for (const { path, links } of [
  { path: '/folders', links: '.az-links > li .az-folder' },
  { path: '/specialisten', links: '.az-people > li .az-person__name a' },
]) {
  test.describe(`the long list of ${path} on a screen and on paper`, () => {
    test('on a screen the entries far below wait to be laid out until scrolled near; on paper all are', async ({
      page,
    }) => {
      await page.goto(path);
      const entries = page.locator('.az-group__list > li');
      const lastLink = page.locator(links).last();
      const laidOut = () => lastLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
      await expect(lastLink).toBeAttached();
      expect(await laidOut()).toBe(false);
      await lastLink.scrollIntoViewIfNeeded();
      await expect.poll(laidOut).toBe(true);
      await expect(lastLink).toBeInViewport();
      // An entry clips what it paints to its box: the link's focus ring (5px beyond it) must fit inside.
      const room = await lastLink.evaluate((link) => {
        const inner = link.getBoundingClientRect();
        const outer = link.closest('li')?.getBoundingClientRect();
        return outer
          ? Math.min(
              inner.left - outer.left,
              inner.top - outer.top,
              outer.right - inner.right,
              outer.bottom - inner.bottom,
            )
          : -1;
      });
      expect(room).toBeGreaterThanOrEqual(5);

      await page.goto(path);
      // What the axe runs do first: every waiting entry laid out, so that axe reads real colours.
      expect(await layOutWholePage(page)).toBe(await entries.count());
      expect(await laidOut()).toBe(true);

      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      expect(await entries.last().evaluate((entry) => getComputedStyle(entry).contentVisibility)).toBe('visible');
      expect(await laidOut()).toBe(true);
    });
  });
}
