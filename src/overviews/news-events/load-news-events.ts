/**
 * The lists of /nieuws, /agenda and /nieuws-en-agenda for this build, from the site graph's news and
 * event pages, each in the content API's order (news-events.ts). Computed once per build and shared
 * by the static pages and the JSON endpoints.
 */
import { fetchTeasers } from '#src/lib/api/news-events.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { nodesOfType } from '#src/lib/crawl/graph.ts';
import {
  eventReferenceMs,
  hasExcludedTag,
  listEntry,
  NEWS_EVENTS_PAGE_SIZE,
  orderItems,
  staticPageHref,
  withoutOrder,
  type ListItem,
  type NewsEventsOverview,
} from '#src/overviews/news-events/news-events.ts';
import { pageCount } from '#src/overviews/shared/pagination.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import {
  newsEventsOverviewModel,
  tagLinks,
  tagListModel,
  type NewsEventsOverviewModel,
} from '#src/overviews/news-events/news-events-model.ts';
import { tagListPages, tagLists, type TagList } from '#src/overviews/news-events/tag-lists.ts';

export type NewsEventLists = Record<NewsEventsOverview, { all: ListItem[]; shown: ListItem[] }>;

/** The overviews' addresses, folders of their split JSON under /data (news-events-split.ts), and page types. */
export type NewsEventsPageType = 'newsOverview' | 'eventsOverview' | 'newsAndEventsOverview';

export const NEWS_EVENTS_OVERVIEWS: Readonly<
  Record<NewsEventsOverview, { route: string; dataFolder: string; pageType: NewsEventsPageType }>
> = {
  news: { route: '/nieuws', dataFolder: 'nieuws', pageType: 'newsOverview' },
  agenda: { route: '/agenda', dataFolder: 'agenda', pageType: 'eventsOverview' },
  combined: { route: '/nieuws-en-agenda', dataFolder: 'nieuws-en-agenda', pageType: 'newsAndEventsOverview' },
};

/** The CMS's first event of the list of all events (see eventReferenceMs); null when it cannot say. */
async function firstEventDate(ctx: BuildContext): Promise<string | null> {
  const result = await fetchTeasers('events', { withExcludedTags: true }, 0, 1, ctx.content);
  if (result.state !== 'loaded') {
    ctx.report.add(
      'list failed',
      `events list (for the agenda's order): ${result.error.message}; upcoming events are those after the build time`,
    );
    return null;
  }
  return result.data[0]?.EventDate ?? null;
}

async function build(ctx: BuildContext): Promise<NewsEventLists> {
  const graph = await ctx.siteGraph();
  const nodes = graph ? nodesOfType(graph, 'news', 'event') : [];
  const entries = nodes
    .filter((node) => node.locale === 'nl')
    .map((node) => listEntry(node.route, node.page, ctx.config.contentApiUrl));
  const reference = eventReferenceMs(await firstEventDate(ctx), Date.now());
  const list = (overview: NewsEventsOverview, kinds: ReadonlyArray<ListItem['kind']>) => {
    const all = orderItems(
      entries.filter((entry) => kinds.includes(entry.kind)),
      overview,
      reference,
    ).map(withoutOrder);
    return { all, shown: all.filter((item) => !hasExcludedTag(item)) };
  };
  return {
    news: list('news', ['news']),
    agenda: list('agenda', ['event']),
    combined: list('combined', ['news', 'event']),
  };
}

/**
 * `all`: every item in order (the split JSON); `shown`: without the items only an excluded tag shows (the static
 * pages).
 */
export function loadNewsEventLists(ctx: BuildContext): Promise<NewsEventLists> {
  return ctx.once('news and events lists', () => build(ctx));
}

/**
 * getStaticPaths of `{overview}/pagina/[page]`: pages 2 to the last of the static list (page 1 is the overview itself).
 */
export async function newsEventsPagePaths(ctx: BuildContext, overview: NewsEventsOverview) {
  const pages = pageCount((await loadNewsEventLists(ctx))[overview].shown.length, NEWS_EVENTS_PAGE_SIZE);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({
    params: { page: String(index + 2) },
    props: { page: index + 2 },
  }));
}

export async function loadNewsEventsOverviewModel(
  ctx: BuildContext,
  overview: NewsEventsOverview,
  page: number,
): Promise<NewsEventsOverviewModel> {
  const lists = await loadNewsEventLists(ctx);
  const links = tagLinks(tagLists(lists.combined.all));
  return newsEventsOverviewModel(overview, lists[overview].shown, page, await modelContext(ctx, 'nl'), links);
}

/** The lists of the excluded tags for this build (tag-lists.ts). */
export async function loadTagLists(ctx: BuildContext): Promise<TagList[]> {
  return tagLists((await loadNewsEventLists(ctx)).combined.all);
}

/** The addresses of every page of the tag lists (the sitemap lists them). */
export async function tagListRoutes(ctx: BuildContext): Promise<string[]> {
  return tagListPages(await loadTagLists(ctx)).map((page) => page.path);
}

/** The addresses of the overviews' pages 2 and on (the sitemap lists them). */
export async function newsEventsPageRoutes(ctx: BuildContext): Promise<string[]> {
  const overviews = Object.keys(NEWS_EVENTS_OVERVIEWS) as NewsEventsOverview[];
  const perOverview = await Promise.all(
    overviews.map(async (overview) =>
      (await newsEventsPagePaths(ctx, overview)).map(({ props }) =>
        staticPageHref(NEWS_EVENTS_OVERVIEWS[overview].route, props.page),
      ),
    ),
  );
  return perOverview.flat();
}

/** getStaticPaths of `/nieuws-en-agenda/tag/[tag]` (`firstPages`) or of its `pagina/[page]`. */
export async function tagListPagePaths(ctx: BuildContext, which: 'firstPages' | 'laterPages') {
  return tagListPages(await loadTagLists(ctx))
    .filter((page) => (which === 'firstPages') === (page.page === 1))
    .map((page) => ({
      params: which === 'firstPages' ? { tag: page.list.slug } : { tag: page.list.slug, page: String(page.page) },
      props: { slug: page.list.slug, page: page.page },
    }));
}

export async function loadTagListModel(
  ctx: BuildContext,
  slug: string,
  page: number,
): Promise<NewsEventsOverviewModel> {
  const lists = await loadTagLists(ctx);
  const list = lists.find((candidate) => candidate.slug === slug);
  if (!list) throw new Error(`No list of the tag ${slug}`);
  return tagListModel(list, page, await modelContext(ctx, 'nl'), tagLinks(lists));
}
