/** News and events lists, counts, teasers and news by slug. */
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString, shouldContainExcludedTags } from '#src/lib/api/query.ts';
import {
  countSchema,
  newsSlugEntrySchema,
  teaserItemSchema,
  type NewsSlugEntry,
  type TeaserItem,
} from '#src/lib/contract/index.ts';

type Client = ContentClient;

/** The filters of /nieuws, /agenda and /nieuws-en-agenda; each by title. */
export type NewsEventFilters = {
  department?: string | null;
  subdepartment?: string | null;
  specialist?: string | null;
  centrum?: string | null;
  subcentra?: string | null;
  tags?: readonly string[];
  /** List items with an excluded tag too, without naming a tag (otherwise only naming one does). */
  withExcludedTags?: boolean;
};

export type NewsEventFeed = 'news' | 'events' | 'newsandevents';

/** Spec 9: 12 items a page for news, events and search. */
export const NEWS_EVENTS_PAGE_SIZE = 12;
/** Spec 9: related content and news/event teasers come three at a time. */
export const TEASER_PAGE_SIZE = 3;

/** The filters as query parameters; the excluded-tags rule applies to news and events calls alike. */
function filterQuery(
  filters: NewsEventFilters,
): Record<string, string | readonly string[] | boolean | null | undefined> {
  return {
    department: filters.department,
    subdepartment: filters.subdepartment,
    specialist: filters.specialist,
    tags: filters.tags,
    centrum: filters.centrum,
    subcentra: filters.subcentra,
    shouldContainExcludedTags: filters.withExcludedTags === true || shouldContainExcludedTags(filters.tags),
  };
}

/** One page of a feed; `pageIndex` is zero-based. */
export function fetchTeasers(
  feed: NewsEventFeed,
  filters: NewsEventFilters,
  pageIndex: number,
  pageSize: number = NEWS_EVENTS_PAGE_SIZE,
  client: Client,
): Promise<LoadResult<TeaserItem[]>> {
  const query = queryString({ ...filterQuery(filters), page: pageIndex, pageSize });
  return client.getList(`pages/${feed}/filter${query}`, teaserItemSchema, describeItem);
}

export async function fetchTeaserCount(
  feed: NewsEventFeed,
  filters: NewsEventFilters,
  client: Client,
): Promise<LoadResult<number>> {
  const result = await client.get(`pages/${feed}/count/filter${queryString(filterQuery(filters))}`, countSchema);
  return result.state === 'loaded' ? { ...result, data: result.data.Count } : result;
}

/** Three related news items and events (relatedContent block). */
export function fetchRelatedTeasers(filters: NewsEventFilters, client: Client): Promise<LoadResult<TeaserItem[]>> {
  return fetchTeasers('newsandevents', filters, 0, TEASER_PAGE_SIZE, client);
}

/** GET pages/news/slugs?slugs=a&slugs=b: where those news items live (newsTeaser block). */
export function fetchNewsBySlugs(slugs: readonly string[], client: Client): Promise<LoadResult<NewsSlugEntry[]>> {
  return client.getList(
    `pages/news/slugs${queryString({ slugs: slugs.map((slug) => slug.toLowerCase()) })}`,
    newsSlugEntrySchema,
    describeItem,
  );
}
