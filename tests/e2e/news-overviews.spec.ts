import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  combinedTitle,
  decodeList,
  filterItems,
  hasExcludedTag,
  NO_FILTERS,
  type Filters,
  type ListItem,
} from '#src/overviews/news-events/news-events.ts';
import { decodeIndex } from '#src/overviews/news-events/news-events-split.ts';

/** The news, agenda and combined overviews against the built site and its JSON. */

const PAGE_SIZE = 12;

/** The whole list, read back from its split JSON (news-events-split.ts): the index, then every chunk. */
async function listOf(request: APIRequestContext, name: 'nieuws' | 'agenda' | 'nieuws-en-agenda'): Promise<ListItem[]> {
  const json = async (file: string) => {
    const response = await request.get(`/data/${name}/${file}.json`);
    expect(response.ok(), file).toBe(true);
    return (await response.json()) as unknown;
  };
  const index = decodeIndex(await json('index'));
  const chunks = await Promise.all(
    Array.from({ length: Math.ceil(index.total / index.chunkSize) }, (_, at) => json(`${index.version}/items/${at}`)),
  );
  const items = chunks.flatMap(decodeList);
  expect(items).toHaveLength(index.total);
  return items;
}

const shownOf = (items: ListItem[]) => items.filter((item) => !hasExcludedTag(item));
const routesOn = (items: ListItem[], page: number) =>
  items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => item.route);
const itemLinks = (page: Page) => page.locator('.news-list .card__title a');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginering' });

/** The list island has hydrated (it marks its root once React has taken over the server's markup). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.news-overview[data-interactive]')).toHaveCount(1);
}

/**
 * The visitor reaches for the list (the pointer over it), and it hydrates: an overview opened without a
 * query hydrates only then (`client:reached`, src/react/hydrate-when-reached.ts).
 */
async function reachedFor(page: Page): Promise<void> {
  await page.locator('.news-overview').hover();
  await hydrated(page);
}

/** The list island's scripts: its component and React's client renderer. */
const LIST_SCRIPTS = /^\/_astro\/(NewsEventsOverview|client)\.[\w-]+\.js$/;

/** The most common value of a filter among the items that show without filters. */
function mostCommon(items: ListItem[], pick: (item: ListItem) => string[]): string {
  const counts = new Map<string, number>();
  for (const item of shownOf(items)) for (const value of pick(item)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('no value to filter on');
  return best[0];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/nieuws shows page 1: 12 items newest first, without the excluded tags, and a labelled pagination', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    const response = await page.goto('/nieuws');
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'newsOverview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([
      'Spaarne Gasthuis',
      'Nieuws',
    ]);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${shown.length} nieuwsberichten`) }),
    ).toBeVisible();
    await expect(itemLinks(page)).toHaveCount(PAGE_SIZE);
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(shown, 1),
    );
    // Each item: image, title link, teaser, a date with a long month.
    const first = page.locator('.news-card').first();
    await expect(first.locator('img')).toHaveAttribute('srcset', /_640w\.webp 640w/);
    await expect(first.locator('time')).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
    );
    await expect(first.locator('.card__intro')).not.toBeEmpty();
    // The first image is the page's largest paint on a phone: fetched first. The next two are in view on
    // a wide screen; the rest load as they come near.
    const images = page.locator('.news-card img');
    expect(
      await images.evaluateAll((all) =>
        all.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority') ?? '-'}`),
      ),
    ).toEqual(['eager high', 'eager -', 'eager -', ...Array<string>(PAGE_SIZE - 3).fill('lazy -')]);

    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Vorige pagina' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/nieuws/pagina/2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nieuws$/);
  });

  test('"Volgende pagina" leads through the static pages to the last one', async ({ page, request }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    const pages = Math.ceil(shown.length / PAGE_SIZE);
    expect(pages).toBeGreaterThan(5);
    await page.goto('/nieuws');
    for (const number of [2, 3, 4]) {
      await pagination(page).getByRole('link', { name: 'Volgende pagina' }).click();
      await expect(page).toHaveURL(new RegExp(`/nieuws/pagina/${number}$`));
    }
    await expect(page).toHaveTitle('Nieuws, pagina 4 | Spaarne Gasthuis');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nieuws\/pagina\/4$/);
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(shown, 4),
    );
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Pagina 4', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/nieuws/pagina/3');
    // The window: the first page, two each side, the last, gaps between.
    await expect(nav.getByRole('link')).toHaveText([
      'Vorige pagina',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      String(pages),
      'Volgende pagina',
    ]);
    await expect(nav.locator('[aria-hidden="true"]')).toHaveText(['…']);

    await nav.getByRole('link', { name: `Pagina ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/nieuws/pagina/${pages}$`));
    await expect(itemLinks(page)).toHaveCount(shown.length - (pages - 1) * PAGE_SIZE);
    await expect(pagination(page).getByRole('link', { name: 'Volgende pagina' })).toHaveCount(0);
    // A detail page the list links to exists.
    const detail = await itemLinks(page).first().getAttribute('href');
    expect((await request.get(detail ?? '')).status()).toBe(200);
  });

  test('/nieuws?page=3 is served the static page 3 (host rule); a bad page number gets page 1', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    await page.goto('/nieuws?page=3');
    await expect(page).toHaveURL(/\/nieuws\?page=3$/);
    await expect(pagination(page).getByRole('link', { name: 'Pagina 3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(shown, 3),
    );
    await page.goto('/nieuws?page=abc');
    await expect(pagination(page).getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/agenda: upcoming events soonest first with the day and month badge', async ({ page, request }) => {
    const shown = shownOf(await listOf(request, 'agenda'));
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(shown, 1),
    );
    const first = page.locator('.news-card').first();
    await expect(first.locator('.news-card__badge')).toHaveAttribute('aria-hidden', 'true');
    await expect(first.locator('.news-card__day')).toHaveText(/^\d{2}$/);
    await expect(first.locator('.card__date')).toContainText(/Datum: \d{1,2} [a-z]+ \d{4}/);
    const dates = shown.slice(0, 3).map((item) => Date.parse(item.date ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });
});

test("the excluded tags' own lists: linked under 'Meer verhalen', every item of the tag 12 a page, axe clean", async ({
  page,
  request,
}) => {
  const tagged = filterItems(await listOf(request, 'nieuws-en-agenda'), { ...NO_FILTERS, tags: ['Hoor Floor'] });
  expect(tagged.length).toBeGreaterThan(PAGE_SIZE);
  await page.goto('/nieuws');
  const topics = page.getByRole('navigation', { name: 'Meer verhalen' });
  await topics.getByRole('link', { name: 'Hoor Floor' }).click();
  await expect(page).toHaveURL(/\/nieuws-en-agenda\/tag\/hoor-floor$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hoor Floor');
  // Rendered whole on the server: nothing on it waits for JavaScript.
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    routesOn(tagged, 1),
  );
  await expectNoAxeViolations(page);
  // Its last page, by the pagination's own link, holds the rest of the tag's items.
  const last = Math.ceil(tagged.length / PAGE_SIZE);
  await pagination(page)
    .getByRole('link', { name: `Pagina ${last}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/nieuws-en-agenda/tag/hoor-floor/pagina/${last}$`));
  expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    routesOn(tagged, last),
  );
  await expect(topics.getByRole('link', { name: 'Inspiratie' })).toHaveAttribute(
    'href',
    '/nieuws-en-agenda/tag/inspiratie',
  );
});

test.describe('with JavaScript', () => {
  test('a visitor who only reads loads no list script; reaching for the list (by keyboard here) loads and hydrates it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/agenda');
    await page.waitForLoadState('networkidle');
    // Past the browser's first idle moment, when a `client:idle` island would have started loading.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => LIST_SCRIPTS.test(path))).toEqual([]);
    await expect(page.locator('.news-overview[data-interactive]')).toHaveCount(0);

    await itemLinks(page).first().focus();
    await hydrated(page);
    expect(scripts.filter((path) => LIST_SCRIPTS.test(path))).toHaveLength(2);
    await expect(itemLinks(page).first()).toBeFocused();
  });

  test('/nieuws?page=3 renders page 3; past the end is the last page and a bad number page 1, and the address says so', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    const pages = Math.ceil(shown.length / PAGE_SIZE);
    await page.goto('/nieuws?page=3');
    await hydrated(page);
    await expect(pagination(page).getByRole('link', { name: 'Pagina 3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(shown, 3),
    );
    await expect(page).toHaveURL(/\/nieuws\?page=3$/);

    await page.goto('/nieuws?page=999');
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`/nieuws\\?page=${pages}$`));
    await expect(pagination(page).getByRole('link', { name: `Pagina ${pages}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(`Nieuws, pagina ${pages} | Spaarne Gasthuis`);

    await page.goto('/nieuws?page=abc');
    await hydrated(page);
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(pagination(page).getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('pages change in place with ?page=N in the address; the back button restores them', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    await page.goto('/nieuws');
    await reachedFor(page);
    const links = () => itemLinks(page).evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

    await pagination(page).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page).toHaveURL(/\/nieuws\?page=2$/);
    await expect.poll(links).toEqual(routesOn(shown, 2));
    await pagination(page).getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/\/nieuws\?page=3$/);
    await expect.poll(links).toEqual(routesOn(shown, 3));
    await expect(page).toHaveTitle('Nieuws, pagina 3 | Spaarne Gasthuis');
    // No new document was loaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/nieuws\?page=2$/);
    await expect.poll(links).toEqual(routesOn(shown, 2));
    await page.goBack();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect.poll(links).toEqual(routesOn(shown, 1));
    await expect(pagination(page).getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goForward();
    await expect.poll(links).toEqual(routesOn(shown, 2));
  });

  test('a page change or a filter downloads only the split files it needs, never the whole list', async ({
    page,
    request,
  }) => {
    const all = await listOf(request, 'nieuws-en-agenda');
    const department = mostCommon(all, (item) => item.facets.department);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/data/')) asked.push(pathname);
    });
    await page.goto('/nieuws-en-agenda');
    await reachedFor(page);
    expect(asked).toEqual([]);
    await pagination(page).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'ready');
    await expect(pagination(page).getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The index and the chunk or two of 12 items that page 2 is in.
    expect(asked[0]).toBe('/data/nieuws-en-agenda/index.json');
    expect(asked.slice(1).length).toBeGreaterThanOrEqual(1);
    expect(asked.slice(1).length).toBeLessThanOrEqual(2);
    for (const path of asked.slice(1))
      expect(path).toMatch(/^\/data\/nieuws-en-agenda\/[0-9a-f]{12}\/items\/\d+\.json$/);

    asked.length = 0;
    await page.goto(`/nieuws-en-agenda?department=${encodeURIComponent(department)}`);
    await hydrated(page);
    await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(department);
    // The index, the department's file of positions, and at most one chunk per item shown.
    expect(asked[0]).toBe('/data/nieuws-en-agenda/index.json');
    expect(asked[1]).toMatch(/^\/data\/nieuws-en-agenda\/[0-9a-f]{12}\/a\/\d+\.json$/);
    expect(asked.length - 2).toBeGreaterThanOrEqual(1);
    expect(asked.length - 2).toBeLessThanOrEqual(12);
    for (const path of asked.slice(2))
      expect(path).toMatch(/^\/data\/nieuws-en-agenda\/[0-9a-f]{12}\/items\/\d+\.json$/);
  });

  test('a static page opened directly keeps working in place, with the overview in the address', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'agenda'));
    await page.goto('/agenda/pagina/2');
    // Read only, the page keeps its own address; once the list is hydrated it names the overview's.
    await expect(page).toHaveURL(/\/agenda\/pagina\/2$/);
    await reachedFor(page);
    await expect(page).toHaveURL(/\/agenda\?page=2$/);
    await pagination(page).getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect
      .poll(() => itemLinks(page).evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      .toEqual(routesOn(shown, 1));
  });

  test('keyboard: a page link works with Enter and the focus moves to the top of the list', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    await page.goto('/nieuws');
    const two = pagination(page).getByRole('link', { name: 'Pagina 2', exact: true });
    // The focus moving into the list is reaching for it: it hydrates, and as the focus is on the pages, the
    // list's index starts loading before a page is chosen.
    await two.focus();
    await hydrated(page);
    await expect(two).toBeFocused();
    await expect.poll(() => asked).toContain('/data/nieuws/index.json');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nieuws\?page=2$/);
    const heading = page.locator('.news-overview__heading');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(new RegExp(`^${shown.length} nieuwsberichten, pagina 2 van `));
    await page.keyboard.press('Tab');
    await expect(itemLinks(page).first()).toBeFocused();
    await expect(itemLinks(page).first()).toHaveAttribute('href', routesOn(shown, 2)[0] ?? '');
  });

  test('filters from the query: a department (any case), shown with a way to remove it', async ({ page, request }) => {
    const all = await listOf(request, 'nieuws');
    const department = mostCommon(all, (item) => item.facets.department);
    const expected = filterItems(all, { ...NO_FILTERS, department });
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`/nieuws?department=${encodeURIComponent(department.toUpperCase())}`);
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${expected.length} nieuwsbericht`) }),
    ).toBeVisible();
    expect(await itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      routesOn(expected, 1),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
    const remove = page.getByRole('link', { name: `Filter Afdeling: ${department} verwijderen` });
    await expect(remove).toContainText(`Afdeling: ${department}`);

    await remove.click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(page.locator('.news-filters')).toHaveCount(0);
    await expect(page.locator('.news-overview__heading')).toBeFocused();
    await expect
      .poll(() => itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(routesOn(shownOf(all), 1));
    await page.goBack();
    await expect(page.getByRole('link', { name: `Filter Afdeling: ${department} verwijderen` })).toBeVisible();
  });

  test('tags: comma separated or repeated, any of them; a page past the filtered end is its last page', async ({
    page,
    request,
  }) => {
    const all = await listOf(request, 'agenda');
    const first = mostCommon(all, (item) => item.facets.tags);
    const second = mostCommon(
      all.filter((item) => !item.facets.tags.includes(first)),
      (item) => item.facets.tags,
    );
    const expected = filterItems(all, { ...NO_FILTERS, tags: [first, second] });
    await page.goto(
      `/agenda?tags=${encodeURIComponent(first)}&tags=${encodeURIComponent(second.toLowerCase())}&page=40`,
    );
    await hydrated(page);
    const pages = Math.ceil(expected.length / PAGE_SIZE);
    await expect
      .poll(() => itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(routesOn(expected, pages));
    await expect(page.getByRole('link', { name: `Filter Onderwerp: ${first} verwijderen` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Filter Onderwerp: ${second} verwijderen` })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page')).toBe(pages > 1 ? String(pages) : null);

    await page.getByRole('link', { name: 'Alle filters wissen' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${shownOf(all).length} activiteiten`) }),
    ).toBeVisible();
  });

  test("excluded tags: 'Hoor Floor' items show only when the tags filter names it", async ({ page, request }) => {
    const all = await listOf(request, 'nieuws');
    const hoorFloor = all.filter((item) => item.facets.tags.some((tag) => tag.toLowerCase() === 'hoor floor'));
    expect(hoorFloor.length).toBeGreaterThan(0);
    await page.goto('/nieuws?tags=hoor%20floor');
    await hydrated(page);
    const expected = filterItems(all, { ...NO_FILTERS, tags: ['hoor floor'] });
    expect(expected.map((item) => item.route).sort()).toEqual(hoorFloor.map((item) => item.route).sort());
    await expect
      .poll(() => itemLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(routesOn(expected, 1));
    await expect(page.getByRole('link', { name: 'Filter Onderwerp: Hoor Floor verwijderen' })).toBeVisible();

    // Filtered on its department only, a Hoor Floor item stays out.
    const item = hoorFloor.find((entry) => entry.facets.department.length > 0);
    if (item) {
      await page.goto(`/nieuws?department=${encodeURIComponent(item.facets.department[0] ?? '')}`);
      await hydrated(page);
      await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'ready');
      const routes = filterItems(all, { ...NO_FILTERS, department: item.facets.department[0] ?? '' }).map(
        (entry) => entry.route,
      );
      expect(routes).not.toContain(item.route);
      await expect(page.locator(`.news-list a[href="${item.route}"]`)).toHaveCount(0);
    }
  });

  test('no result: "Geen activiteiten gevonden", no list and no pagination', async ({ page }) => {
    await page.goto('/agenda?department=Bestaat%20niet');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Geen activiteiten gevonden' })).toBeVisible();
    await expect(page.locator('.news-overview').getByRole('status')).toHaveText('Geen activiteiten gevonden');
    await expect(page.locator('.news-list')).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);
  });

  test("the combined overview's title: the tags, department, subdepartment and specialist joined with ' & '", async ({
    page,
    request,
  }) => {
    const all = await listOf(request, 'nieuws-en-agenda');
    await page.goto('/nieuws-en-agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en meer');
    await expect(page).toHaveTitle('Nieuws en meer | Spaarne Gasthuis');
    await expect(page.locator('.card__label').first()).toHaveText(/^(Nieuws|Agenda)$/);

    const tag = mostCommon(all, (item) => item.facets.tags);
    const department = mostCommon(all, (item) => item.facets.department);
    const chosen: Filters = {
      ...NO_FILTERS,
      tags: [tag],
      department,
      subDepartment: 'Een subafdeling',
      specialist: 'Een specialist',
      centrum: 'Een centrum',
    };
    const title = combinedTitle(chosen, 'Nieuws en meer');
    expect(title).toBe(`${tag} & ${department} & Een subafdeling & Een specialist`);
    await page.goto(
      `/nieuws-en-agenda?tags=${encodeURIComponent(tag.toLowerCase())}&department=${encodeURIComponent(department)}&subDepartment=Een%20subafdeling&specialist=Een%20specialist&centrum=Een%20centrum`,
    );
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Spaarne Gasthuis`);
    await expect(page.getByRole('heading', { level: 2, name: 'Geen nieuws of activiteiten gevonden' })).toBeVisible();

    await page.goto(`/nieuws-en-agenda?department=${encodeURIComponent(department)}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(department);
    await page.getByRole('link', { name: `Filter Afdeling: ${department} verwijderen` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en meer');
  });

  test('loading and failing are shown and announced; trying again loads the list', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route('**/data/nieuws/**', async (route) => {
      if (fail) {
        await held;
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else {
        await route.continue();
      }
    });
    await page.goto('/nieuws');
    await reachedFor(page);
    await pagination(page).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'loading');
    await expect(page.locator('.news-overview__loading')).toHaveText('Bezig met laden…');
    await expect(page.locator('.news-overview__loading')).toBeVisible();
    await expect(page.locator('.news-overview').getByRole('status')).toHaveText('Bezig met laden…');
    await expect(page.locator('.news-list')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('.news-overview__error')).toContainText('De lijst kon niet worden geladen.');
    await expect(page.locator('.news-overview__error')).toBeVisible();
    await expect(page.locator('.news-overview').getByRole('status')).toHaveText('De lijst kon niet worden geladen.');
    await expect(page.getByRole('link', { name: 'Ga naar pagina 2' })).toHaveAttribute('href', '/nieuws/pagina/2');
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeFocused();

    fail = false;
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'ready');
    await expect(pagination(page).getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page link started it all: the focus ends on the top of the new list.
    await expect(page.locator('.news-overview__heading')).toBeFocused();
    await expect(page.locator('.news-overview__heading')).toHaveText(/nieuwsberichten, pagina 2 van \d+$/);
  });

  test('an index read before a new release went live: its files are gone, and trying again reads the new index', async ({
    page,
    request,
  }) => {
    const shown = shownOf(await listOf(request, 'nieuws'));
    const current = (await (await request.get('/data/nieuws/index.json')).json()) as Record<string, unknown>;
    let before = true;
    await page.route('**/data/nieuws/index.json', (route) =>
      before ? route.fulfill({ json: { ...current, v: 'vorigerelease' } }) : route.continue(),
    );
    await page.goto('/nieuws');
    await reachedFor(page);
    await pagination(page).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    // The previous release's chunks are not on the server any more: an error, never other items.
    await expect(page.locator('.news-overview__error')).toContainText('De lijst kon niet worden geladen.');
    before = false;
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.locator('.news-overview')).toHaveAttribute('data-state', 'ready');
    await expect
      .poll(() => itemLinks(page).evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      .toEqual(routesOn(shown, 2));
  });

  test('changes not made on the page (the back button) are announced', async ({ page }) => {
    await page.goto('/agenda?page=2');
    await hydrated(page);
    await pagination(page).getByRole('link', { name: 'Pagina 3', exact: true }).click();
    await expect(page).toHaveURL(/\/agenda\?page=3$/);
    await expect(page.locator('.news-overview__heading')).toBeFocused();
    await page.goBack();
    await expect(page.locator('.news-overview').getByRole('status')).toHaveText(/^\d+ activiteiten, pagina 2 van \d+$/);
  });

  for (const route of ['/nieuws', '/agenda', '/nieuws-en-agenda', '/nieuws/pagina/2']) {
    test(`${route} has no axe violations`, async ({ page }) => {
      await page.goto(route);
      await reachedFor(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a filtered overview has no axe violations', async ({ page, request }) => {
    const all = await listOf(request, 'nieuws-en-agenda');
    await page.goto(
      `/nieuws-en-agenda?tags=${encodeURIComponent(mostCommon(all, (item) => item.facets.tags))}&department=${encodeURIComponent(mostCommon(all, (item) => item.facets.department))}`,
    );
    await hydrated(page);
    await expect(page.locator('.news-filters')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
