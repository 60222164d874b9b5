import type { Page } from '@playwright/test';
import { CONTENT_API_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * The service overviews against the built site and the embedded content API: nursing wards (by id
 * and by name, with and without JavaScript), waiting times (display rules, all locations, the
 * department and centrum query), contact, the friends home, and site search (run-time calls,
 * highlighting, pagination, suggestions, empty, loading and error states, the form without
 * JavaScript). Keyboard use and axe on each.
 */

/** axe on a page with three tables of eleven columns takes a while in a busy run. */
const AXE_TIMEOUT = 90_000;

/** Waits until the island has hydrated (Astro removes `ssr` from its element). */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`)).not.toHaveAttribute('ssr', /.*/);
}

const tileTitles = (page: Page) => page.locator('.ward-tile__title');
const wardsHeading = (page: Page) => page.locator('.wards__list h2');

test.describe('nursing wards /verpleegafdelingen', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the first main location (Haarlem Zuid) with complete ward tiles', async ({ page }) => {
      await page.goto('/verpleegafdelingen');
      await expect(page.locator('body')).toHaveAttribute('data-page-type', 'wardsOverview');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verpleegafdelingen');
      await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([
        'Spaarne Gasthuis',
        'Verpleegafdelingen',
      ]);
      await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Zuid');
      await expect(page.getByLabel('Kies een locatie')).toHaveValue('haarlem-zuid');
      const tile = page.locator('.ward-tile').filter({ hasText: 'Cardiologie' }).first();
      await expect(tile.locator('svg.ward-tile__icon')).toHaveCount(1);
      await expect(tile.locator('a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:[0-9+]+$/);
      await expect(tile.locator('.ward-tile__route')).toContainText('Route:');
      await expect(tile.getByRole('link', { name: 'Bezoektijden' })).toHaveAttribute('href', '/contact/haarlem-zuid');
      // The ward without a department.
      await expect(tileTitles(page)).toContainText(['Anesthesiologie']);
    });

    test('the chooser is a GET form that leads to the static page of the location', async ({ page }) => {
      await page.goto('/verpleegafdelingen');
      await page.getByLabel('Kies een locatie').selectOption({ label: 'Hoofddorp' });
      await page.getByRole('button', { name: 'Toon verpleegafdelingen' }).click();
      await expect(page).toHaveURL(/\/verpleegafdelingen\/hoofddorp$/);
      await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Hoofddorp');
      await expect(page).toHaveTitle(/^Verpleegafdelingen in Hoofddorp/);
      await expect(page.getByLabel('Kies een locatie')).toHaveValue('hoofddorp');
    });

    test('?location= by id and by slug reaches the location without JavaScript; every location page is linked', async ({
      page,
    }) => {
      await page.goto('/verpleegafdelingen?location=7');
      await expect(page).toHaveURL(/\/verpleegafdelingen\/hoofddorp$/);
      await page.goto('/verpleegafdelingen?location=velsen-noord');
      await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Velsen Noord');
      const links = page.getByRole('navigation', { name: 'Verpleegafdelingen per locatie' }).getByRole('link');
      await expect(links).toHaveText(['Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord', 'Velsen Noord']);
    });
  });

  test('?location= by name is resolved in the browser without a call to the CMS', async ({ page }) => {
    const locationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/locations')) locationCalls.push(request.url());
    });
    await page.goto('/verpleegafdelingen?location=Haarlem%20Noord');
    await hydrated(page, 'WardsOverview');
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Noord');
    await expect(page.getByLabel('Kies een locatie')).toHaveValue('haarlem-noord');
    await expect(page.locator('.wards [role="status"]')).toHaveText(/verpleegafdeling(en)? in Haarlem Noord/);
    await page.goto('/verpleegafdelingen?location=spaarne%20gasthuis%20velsen%20noord');
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Velsen Noord');
    expect(locationCalls).toEqual([]);
  });

  test('?location= by numeric id, a location without wards, and an unknown name (falls back)', async ({ page }) => {
    // A page whose host rules do not redirect: the island resolves the id itself.
    await page.goto('/verpleegafdelingen/haarlem-zuid?location=3');
    await hydrated(page, 'WardsOverview');
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Noord');
    await page.goto('/verpleegafdelingen?location=Alsmeer');
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Alsmeer');
    await expect(page.getByText('Er zijn geen verpleegafdelingen gevonden in Alsmeer.')).toBeVisible();
    await page.goto('/verpleegafdelingen?location=Zandvoort');
    await hydrated(page, 'WardsOverview');
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Zuid');
  });

  test('with the keyboard: choose a location, see it in place, the address follows and the back button restores', async ({
    page,
  }) => {
    await page.goto('/verpleegafdelingen');
    await hydrated(page, 'WardsOverview');
    const select = page.getByLabel('Kies een locatie');
    await select.focus();
    await select.selectOption('haarlem-noord');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Toon verpleegafdelingen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verpleegafdelingen\/haarlem-noord$/);
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Noord');
    await expect(page.locator('.wards [role="status"]')).toHaveText(/in Haarlem Noord$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/verpleegafdelingen$/);
    await expect(wardsHeading(page)).toHaveText('Verpleegafdelingen in Haarlem Zuid');
  });

  test('has no axe violations', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await page.goto('/verpleegafdelingen/hoofddorp');
    await hydrated(page, 'WardsOverview');
    await expectNoAxeViolations(page);
  });
});

type Group = {
  Kind: string;
  WaitingTimes: Array<{ Name: string; Locations: Array<{ Location: string; Days: number | '-' }> }>;
};

/** The text spec 9 asks for a number of days. */
const shown = (days: number | '-' | undefined) =>
  days === undefined || days === '-' || days <= 0 ? '-' : `${days} ${days === 1 ? 'dag' : 'dagen'}`;

test.describe('waiting times /wachttijden', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page header and content, then a table per heading with the main locations and the display rules', async ({
      page,
      request,
    }) => {
      // Asked of the CMS itself: the site's host passes on only the search calls.
      const groups = (await (await request.get(`${CONTENT_API_URL}/api/v1/waiting-times`)).json()) as Group[];
      await page.goto('/wachttijden');
      await expect(page.locator('body')).toHaveAttribute('data-page-type', 'waitingTimesOverview');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachttijden');
      await expect(page.locator('.block-list')).toContainText('Spoed');
      await expect(page.locator('.waiting-overview h2')).toHaveText([
        'Eerste afspraak op de polikliniek',
        'Onderzoeken',
        'Behandelingen',
      ]);
      const table = page.locator('.waiting-overview__table').first();
      await expect(table.locator('caption')).toHaveText(/eerste afspraak op de polikliniek/);
      await expect(table.locator('thead th')).toHaveText(['Afdeling', 'Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord']);
      await expect(table.locator('thead th').first()).toHaveAttribute('scope', 'col');
      const polyclinic = groups.find((group) => group.Kind === 'Polikliniek');
      await expect(table.locator('tbody th[scope="row"]')).toHaveText(
        polyclinic?.WaitingTimes.map((entry) => entry.Name) ?? [],
      );

      // Every cell of the first table follows the rules, compared with the API's days.
      for (const [index, entry] of (polyclinic?.WaitingTimes ?? []).slice(0, 8).entries()) {
        // The outpatient Treeknorm is 4 weeks: a longer wait is marked in words after its time.
        const expected = ['Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord'].map((location) => {
          const days = entry.Locations.find((where) => where.Location === location)?.Days;
          return `${shown(days)}${typeof days === 'number' && days > 28 ? '▲ boven de Treeknorm' : ''}`;
        });
        const cells = table.locator('tbody tr').nth(index).locator('td');
        await expect(cells).toHaveText(expected.map((text) => (text === '-' ? '-Niet beschikbaar' : text)));
      }
      const unavailable = table.locator('td span[title="Niet beschikbaar"]').first();
      await expect(unavailable).toHaveText('-');
      await expect(page.locator('.waiting-overview td', { hasText: /^1 dag$/ }).first()).toBeVisible();
      await expect(
        page.locator('.waiting-overview td', { hasText: /^-?\d+ dagen$/ }).filter({ hasText: /^(0|-\d+) dagen$/ }),
      ).toHaveCount(0);
      // Without JavaScript there is no control that would not work.
      await expect(page.getByRole('button', { name: 'Toon alle locaties' })).toHaveCount(0);
    });
  });

  test('all locations with the keyboard: ten columns, kept in the address and announced', async ({ page }) => {
    await page.goto('/wachttijden');
    await hydrated(page, 'WaitingTimesOverview');
    const toggle = page.getByRole('button', { name: 'Toon alle locaties' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/wachttijden\?locations=all$/);
    await expect(page.locator('.waiting-overview__table').first().locator('thead th')).toHaveText([
      'Afdeling',
      'Haarlem Zuid',
      'Hoofddorp',
      'Haarlem Noord',
      'Alsmeer',
      'Amsterdam',
      'Heemstede',
      'Hillegom',
      'IJmuiden',
      'Nieuw-Vennep',
      'Velsen Noord',
    ]);
    await expect(page.locator('.waiting-overview [role="status"]')).toHaveText(
      'De wachttijden van alle locaties worden getoond.',
    );
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/wachttijden$/);
    await expect(page.locator('.waiting-overview__table').first().locator('thead th')).toHaveCount(4);
  });

  test("the page's own tables are the island's children, not rendered again when it hydrates", async ({ page }) => {
    await page.goto('/wachttijden');
    await hydrated(page, 'WaitingTimesOverview');
    const island = page.locator('astro-island[component-url*="WaitingTimesOverview"]');
    // Astro hands an island's children over as a static slot: React does not hydrate what is inside it.
    await expect(island.locator('astro-slot table.waiting-overview__table')).toHaveCount(3);
    expect((await island.getAttribute('props'))?.length ?? 0).toBeLessThan(5_000);
    // Another state is the island's own tables; back to the page's state, its tables again.
    await page.getByRole('button', { name: 'Toon alle locaties' }).click();
    await expect(island.locator('.waiting-overview__table').first().locator('thead th')).toHaveCount(11);
    await expect(island.locator('astro-slot')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toon alle locaties' }).click();
    await expect(island.locator('astro-slot table.waiting-overview__table')).toHaveCount(3);
  });

  test('?department= narrows the rows to that department; the link shows all again', async ({ page }) => {
    await page.goto('/wachttijden?department=cardiologie');
    await hydrated(page, 'WaitingTimesOverview');
    await expect(page.getByText('U ziet de wachttijden van Cardiologie.')).toBeVisible();
    const rows = page.locator('.waiting-overview tbody th');
    await expect(rows).toHaveText(['Cardiologie', 'Cardiologie', 'Cardiologie']);
    await page.getByRole('link', { name: 'Bekijk de wachttijden van alle afdelingen' }).click();
    await expect(page).toHaveURL(/\/wachttijden$/);
    expect(await rows.count()).toBeGreaterThan(30);
  });

  test('a served filter page keeps its own rows once the island runs, and loads no data for them', async ({ page }) => {
    const dataAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/data/waiting-times.json') dataAsked.push(request.url());
    });
    // The origin answers this address with the filter page `/wachttijden/centrum/hartcentrum`.
    await page.goto('/wachttijden?centrum=Hartcentrum');
    await hydrated(page, 'WaitingTimesOverview');
    const served = page.locator('astro-island[component-url*="WaitingTimesOverview"] astro-slot');
    await expect(served.locator('.waiting-overview__table').first().locator('tbody th').first()).toHaveText(
      'Hartcentrum (centrum)',
    );
    await expect(page.getByText('U ziet de wachttijden van Hartcentrum.')).toBeVisible();
    expect(dataAsked).toEqual([]);
  });

  test("?centrum= shows the centre's row and its departments", async ({ page }) => {
    await page.goto('/wachttijden?centrum=Hartcentrum');
    await hydrated(page, 'WaitingTimesOverview');
    const firstTable = page.locator('.waiting-overview__table').first();
    await expect(firstTable.locator('tbody th').first()).toHaveText('Hartcentrum (centrum)');
    await expect(firstTable.locator('tbody th')).toContainText(['Cardiologie']);
    await expect(page.getByText('U ziet de wachttijden van Hartcentrum.')).toBeVisible();
    await page.goto('/wachttijden?department=Bestaat%20niet');
    await expect(page.getByText('Er zijn geen wachttijden gevonden voor Bestaat niet.')).toBeVisible();
  });

  test('on a phone the ten columns scroll inside their region, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wachttijden?locations=all');
    await hydrated(page, 'WaitingTimesOverview');
    await expect(page.locator('.waiting-overview__table').first().locator('thead th')).toHaveCount(11);
    const region = page.getByRole('region', { name: /eerste afspraak op de polikliniek/ });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('has no axe violations (all locations)', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await page.goto('/wachttijden?locations=all');
    await hydrated(page, 'WaitingTimesOverview');
    await expect(page.locator('.waiting-overview__table').first().locator('thead th')).toHaveCount(11);
    await expectNoAxeViolations(page);
  });
});

test.describe('contact /contact', () => {
  test('general contact details, every location with address, main number and page, and the contact pages', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'contactOverview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.locator('.contact-general a[href^="tel:"]')).toHaveAttribute('href', 'tel:0232240000');
    const locations = page.locator('.contact-location');
    await expect(locations).toHaveCount(10);
    await expect(locations.first().getByRole('link').first()).toHaveText('Spaarne Gasthuis Haarlem Zuid');
    await expect(locations.first().getByRole('link').first()).toHaveAttribute('href', '/contact/haarlem-zuid');
    for (const href of await page
      .locator('.contact-location a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      expect(href).toMatch(/^tel:[0-9+]+$/);
    await expect(page.locator('.contact-location').filter({ hasText: 'Hoofddorp' }).first()).toContainText(
      'Spaarnepoort 1, 2134 TM Hoofddorp',
    );
    await expect(page.locator('.contact-pages').getByRole('link', { name: 'Patiëntenservice' })).toHaveAttribute(
      'href',
      '/contact/patientenservice',
    );
    await page
      .locator('.contact-location')
      .filter({ hasText: 'Hoofddorp' })
      .first()
      .getByRole('link', { name: 'Spaarne Gasthuis Hoofddorp' })
      .click();
    await expect(page).toHaveURL(/\/contact\/hoofddorp$/);
  });

  test('has no axe violations', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await page.goto('/contact');
    await expectNoAxeViolations(page);
  });
});

test.describe('friends home /vrienden', () => {
  test('intro, the friends menu (five, then two), a card per friends page and the donation button', async ({
    page,
  }) => {
    await page.goto('/vrienden');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'friendsHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vrienden van het Spaarne Gasthuis');
    await expect(page.locator('.page-header__intro')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Vrienden van het Spaarne Gasthuis' });
    await expect(menu.locator('.friends-menu__top a')).toHaveCount(5);
    await expect(menu.locator('.friends-menu__bottom a')).toHaveCount(2);
    const cards = page.locator('.card');
    expect(await cards.count()).toBeGreaterThanOrEqual(7);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/vrienden/kom-in-actie');
    await expect(page.getByRole('link', { name: 'Doneer en word Vriend van Spaarne Gasthuis' })).toHaveAttribute(
      'href',
      '/vrienden/donatie',
    );
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/vrienden\/shop$/);
  });

  test('on mobile the donation button says "Direct doneren"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vrienden');
    await expect(page.getByRole('link', { name: 'Direct doneren' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await page.goto('/vrienden');
    await expectNoAxeViolations(page);
  });
});

test.describe('search /zoeken and /en/search', () => {
  const results = (page: Page) => page.locator('.search-hit');
  const resultsHeading = (page: Page) => page.locator('.site-search__results h2');
  /**
   * A search made by the island: an address with a query comes rendered with its results by the origin
   * (search-no-js.spec.ts), which the island shows without asking again.
   */
  const searchInIsland = async (page: Page, path: string, query: string) => {
    await page.goto(path);
    await hydrated(page, 'SiteSearch');
    const box = page.getByRole('searchbox');
    await box.fill(query);
    await box.press('Enter');
  };

  test('calls the search API at run time: results with the query highlighted, counted as the API counts', async ({
    page,
    request,
  }) => {
    const { Count } = (await (await request.get('/api/v1/search/count/pages?query=hart&lang=nl')).json()) as {
      Count: number;
    };
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/search/')) calls.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await searchInIsland(page, '/zoeken', 'hart');
    await expect(resultsHeading(page)).toHaveText(
      `${Count} resultaten voor ‘hart’, pagina 1 van ${Math.ceil(Count / 12)}`,
    );
    await expect(results(page)).toHaveCount(12);
    expect(calls).toContain('/api/v1/search/pages?query=hart&page=0&lang=nl');
    expect(calls).toContain('/api/v1/search/count/pages?query=hart&lang=nl');
    const marks = await page.locator('.search-hit mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('hart');
    // Highlighting keeps the text: the title reads as the API sent it.
    const first = results(page).first();
    await expect(first.locator('.search-hit__label')).not.toBeEmpty();
    await expect(first.locator('h3 a')).toHaveAttribute('href', /^\//);
  });

  test('pagination: 12 a page, page one-based in the address and zero-based in the call, focus on the results', async ({
    page,
  }) => {
    await page.goto('/zoeken?query=hart');
    await expect(results(page)).toHaveCount(12);
    const firstOnPageOne = await results(page).first().locator('h3').textContent();
    const call = page.waitForRequest((r) => r.url().includes('/api/v1/search/pages?query=hart&page=1&lang=nl'));
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' }).click();
    await call;
    await expect(page).toHaveURL(/\/zoeken\?query=hart&page=2$/);
    await expect(resultsHeading(page)).toContainText('pagina 2 van');
    await expect(resultsHeading(page)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Paginering' }).locator('[aria-current="page"]')).toHaveText('2');
    expect(await results(page).first().locator('h3').textContent()).not.toBe(firstOnPageOne);
    await page.goBack();
    await expect(resultsHeading(page)).toContainText('pagina 1 van');
    // A bad page falls back to page 1.
    await page.goto('/zoeken?query=hart&page=abc');
    await expect(resultsHeading(page)).toContainText('pagina 1 van');
  });

  test('news and events show their date in Dutch with a long month', async ({ page }) => {
    await page.goto('/zoeken?query=koffieochtend');
    await expect(results(page).first().locator('.search-hit__label')).toHaveText('Agenda');
    await expect(results(page).first().locator('.search-hit__date time')).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
    );
  });

  test("a misspelt word: no results, 'did you mean' with the server's suggestions as links", async ({ page }) => {
    await page.goto('/zoeken?query=kardiologie');
    await expect(page.getByRole('heading', { name: 'Geen resultaten' })).toBeVisible();
    await expect(page.locator('.site-search__none p').first()).toHaveText(
      'We hebben niets gevonden voor ‘kardiologie’. Controleer de spelling of probeer een ander woord.',
    );
    await expect(page.getByText('Bedoelde u:')).toBeVisible();
    const suggestion = page.locator('.site-search__none').getByRole('link', { name: 'cardiologie' });
    await expect(suggestion).toHaveAttribute('href', '/zoeken?query=cardiologie');
    await suggestion.click();
    await expect(page).toHaveURL(/\/zoeken\?query=cardiologie$/);
    await expect(resultsHeading(page)).toContainText('resultaten voor ‘cardiologie’');
    await expect(page.getByRole('searchbox', { name: 'Waar bent u naar op zoek?' })).toHaveValue('cardiologie');
  });

  test('nothing found and no server suggestions: three default suggestions', async ({ page }) => {
    await page.route('**/api/v1/search/pages**', (route) => route.fulfill({ json: { Rows: [], Suggestions: [] } }));
    await page.route('**/api/v1/search/count/pages**', (route) => route.fulfill({ json: { Count: 0 } }));
    await searchInIsland(page, '/zoeken', 'qqqq');
    await expect(page.getByRole('heading', { name: 'Geen resultaten' })).toBeVisible();
    await expect(page.locator('.site-search__none .site-search__suggestions a')).toHaveText([
      'Bezoektijden',
      'Parkeren',
      'Afspraak maken',
    ]);
  });

  test('the empty state offers three suggestions; typing and Enter searches, Tab reaches the first result', async ({
    page,
  }) => {
    await page.goto('/zoeken');
    await hydrated(page, 'SiteSearch');
    await expect(page.locator('.site-search__empty a')).toHaveText(['Bezoektijden', 'Parkeren', 'Afspraak maken']);
    await expect(page.locator('.site-search__empty a').first()).toHaveAttribute('href', '/zoeken?query=Bezoektijden');
    const box = page.getByRole('searchbox', { name: 'Waar bent u naar op zoek?' });
    await box.focus();
    await page.keyboard.type('parkeren');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\?query=parkeren$/);
    await expect(resultsHeading(page)).toContainText('resultaten voor ‘parkeren’');
    await expect(
      page.locator('.site-search__results [role="status"], .site-search [role="status"]').first(),
    ).toContainText('resultaten voor ‘parkeren’');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(results(page).first().locator('h3 a')).toBeFocused();
  });

  test('loading is shown and announced; an invalid answer or a network error, with no release index, shows the error state', async ({
    page,
  }) => {
    // Without the release's own index to fall back to (search-fallback.spec.ts tests the fallback).
    await page.route('**/pagefind/**', (route) => route.abort('connectionrefused'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/search/count/pages**', async (route) => {
      await held;
      await route.fulfill({ json: { Count: 'many' } });
    });
    await searchInIsland(page, '/zoeken', 'hart');
    const status = page.locator('.site-search [role="status"]');
    await expect(status).toHaveText('Bezig met zoeken…');
    release();
    await expect(status).toHaveText('Het zoeken is niet gelukt. Probeer het later opnieuw.');
    await expect(results(page)).toHaveCount(0);

    await page.unroute('**/api/v1/search/count/pages**');
    await page.route('**/api/v1/search/pages**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Opnieuw zoeken' }).click();
    await expect(status).toHaveText('Het zoeken is niet gelukt. Probeer het later opnieuw.');
    await page.unroute('**/api/v1/search/pages**');
    await page.getByRole('button', { name: 'Opnieuw zoeken' }).click();
    await expect(results(page)).toHaveCount(12);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page shows the form and the suggestions; the form is a GET to ?query=', async ({ page }) => {
      await page.goto('/zoeken');
      await expect(page.locator('.site-search__empty a')).toHaveText(['Bezoektijden', 'Parkeren', 'Afspraak maken']);
      const box = page.getByRole('searchbox', { name: 'Waar bent u naar op zoek?' });
      await box.fill('bezoektijden');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/zoeken\?query=bezoektijden$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
      // The origin answers the GET with the results in the HTML.
      await expect(resultsHeading(page)).toContainText('resultaten voor ‘bezoektijden’');
    });
  });

  test('English search: English strings, the English index', async ({ page }) => {
    const call = page.waitForRequest((r) => r.url().includes('/api/v1/search/pages?query=visiting&page=0&lang=en'));
    await searchInIsland(page, '/en/search', 'visiting');
    await call;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(resultsHeading(page)).toHaveText(/^\d+ results? for ‘visiting’$/);
    await expect(page.locator('.search-hit mark').first()).toHaveText(/^visiting$/i);
  });

  test('has no axe violations (results and empty state)', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await page.goto('/zoeken?query=hart');
    await expect(results(page)).toHaveCount(12);
    await expectNoAxeViolations(page);
    await page.goto('/en/search');
    await hydrated(page, 'SiteSearch');
    await expectNoAxeViolations(page);
  });
});
