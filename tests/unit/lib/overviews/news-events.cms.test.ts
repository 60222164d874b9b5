import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../../../scripts/content-api/generate/world/index.ts';
import { shouldContainExcludedTags } from '#src/lib/api/query.ts';
import { teaserItemSchema } from '#src/lib/contract/index.ts';
import {
  eventReferenceMs,
  filterItems,
  listEntry,
  NO_FILTERS,
  orderItems,
  withoutOrder,
  type Filters,
  type ListEntry,
  type NewsEventsOverview,
} from '#src/lib/overviews/news-events.ts';
import { loadListPage } from '#src/lib/overviews/news-events-split.ts';
import { splitLoader } from './split-loader.ts';
import { getJson, startTestApi, type TestApi } from '../../../support/content-api/helpers.ts';

const filters = (partial: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...partial });
const routes = (items: ReadonlyArray<{ route: string }>) => items.map((item) => item.route);

/**
 * The lists against the embedded content API on a generated dataset: for every filter a visitor
 * can choose, the same items in the same order as the API's list call with those filters.
 */
describe('the same lists as the content API', () => {
  let api: TestApi | undefined;
  const world = generateWorld({ scale: 0.15, seed: 3, crisisBanner: false });
  const entries = world.pages
    .filter(
      (page) =>
        page.published && (page.page.ContentType === 'News pagina' || page.page.ContentType === 'Agenda pagina'),
    )
    .map((page) => listEntry(page.route, page.page));
  beforeAll(async () => {
    api = await startTestApi({ scale: 0.15, seed: 3, crisisBanner: false });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  async function apiRoutes(feed: string, query: URLSearchParams): Promise<string[]> {
    const { status, body } = await getJson(`${api?.url}/api/v1/pages/${feed}/filter?${query}`);
    expect(status).toBe(200);
    return teaserItemSchema
      .array()
      .parse(body)
      .map((item) => item.AbsolutePath ?? '');
  }

  function mostCommon(pick: (item: ListEntry) => string[]): string {
    const counts = new Map<string, number>();
    for (const item of entries) for (const value of pick(item)) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
  }

  it('orders and filters every list as the API does', async () => {
    expect(entries.length).toBeGreaterThan(30);
    const first = await getJson(`${api?.url}/api/v1/pages/events/filter?shouldContainExcludedTags=true&pageSize=1`);
    const reference = eventReferenceMs(teaserItemSchema.array().parse(first.body)[0]?.EventDate, Date.now());
    const department = mostCommon((item) => item.facets.department);
    const choices: Filters[] = [
      NO_FILTERS,
      filters({ department }),
      filters({ department: department.toUpperCase() }),
      filters({ subDepartment: mostCommon((item) => item.facets.subDepartment) }),
      filters({ specialist: mostCommon((item) => item.facets.specialist) }),
      filters({ centrum: mostCommon((item) => item.facets.centrum) }),
      filters({ subcentrum: mostCommon((item) => item.facets.subcentrum) }),
      filters({ tags: [mostCommon((item) => item.facets.tags)] }),
      filters({ tags: ['Hoor Floor'] }),
      filters({ tags: ['inspiratie', mostCommon((item) => item.facets.tags)] }),
      filters({ department, tags: [mostCommon((item) => item.facets.tags)] }),
    ];
    const feeds: Record<NewsEventsOverview, string> = { news: 'news', agenda: 'events', combined: 'newsandevents' };
    let compared = 0;
    for (const overview of ['news', 'agenda', 'combined'] as const) {
      const kinds = overview === 'news' ? ['news'] : overview === 'agenda' ? ['event'] : ['news', 'event'];
      const ordered = orderItems(
        entries.filter((item) => kinds.includes(item.kind)),
        overview,
        reference,
      );
      for (const choice of choices) {
        const query = new URLSearchParams({ pageSize: '1000' });
        if (choice.department) query.set('department', choice.department);
        if (choice.subDepartment) query.set('subdepartment', choice.subDepartment);
        if (choice.specialist) query.set('specialist', choice.specialist);
        if (choice.centrum) query.set('centrum', choice.centrum);
        if (choice.subcentrum) query.set('subcentra', choice.subcentrum);
        for (const tag of choice.tags) query.append('tags', tag);
        query.set('shouldContainExcludedTags', String(shouldContainExcludedTags(choice.tags)));
        const expected = await apiRoutes(feeds[overview], query);
        expect(routes(filterItems(ordered, choice)), `${overview} ${query}`).toEqual(expected);
        // The island's way: page after page from the split files.
        const first = await loadListPage(splitLoader(ordered.map(withoutOrder)), choice, 1);
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, first.pages - 1) }, (_, at) =>
            loadListPage(splitLoader(ordered.map(withoutOrder)), choice, at + 2),
          ),
        );
        expect(
          [first, ...rest].flatMap((page) => routes(page.items)),
          `${overview} ${query}, split`,
        ).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
