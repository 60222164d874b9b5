/**
 * The lists of the excluded tags ('Hoor Floor', 'Inspiratie'): the news and agenda overviews leave
 * their items out, so each tag has a static list of its own (news and events, newest first, 12 a
 * page, like the combined overview) at `/nieuws-en-agenda/tag/{slug}`, its pages 2 and on at
 * `.../pagina/N`, linked from the overviews: without them no link would lead to those items.
 */
import { EXCLUDED_TAGS } from '#src/lib/api/query.ts';
import { filterSlug } from '#src/overviews/shared/filter-pages/filter-pages.ts';
import { pageCount } from '#src/overviews/shared/pagination.ts';
import {
  filterItems,
  NEWS_EVENTS_PAGE_SIZE,
  NO_FILTERS,
  staticPageHref,
  type ListItem,
} from '#src/overviews/news-events/news-events.ts';

export const TAG_LISTS_ROOT = '/nieuws-en-agenda/tag';

export type TagList = { tag: string; slug: string; path: string; items: ListItem[] };

/** The list of each excluded tag that has items, in the order of the tags; `combined`: every item, in order. */
export function tagLists(combined: readonly ListItem[]): TagList[] {
  return EXCLUDED_TAGS.flatMap((tag) => {
    const items = filterItems(combined, { ...NO_FILTERS, tags: [tag] });
    const slug = filterSlug(tag);
    return items.length > 0 ? [{ tag, slug, path: `${TAG_LISTS_ROOT}/${slug}`, items }] : [];
  });
}

/** Every static page of the tag lists: each list's first page and its pages 2 and on. */
export function tagListPages(lists: readonly TagList[]): Array<{ list: TagList; page: number; path: string }> {
  return lists.flatMap((list) =>
    Array.from({ length: pageCount(list.items.length, NEWS_EVENTS_PAGE_SIZE) }, (_, index) => ({
      list,
      page: index + 1,
      path: staticPageHref(list.path, index + 1),
    })),
  );
}
