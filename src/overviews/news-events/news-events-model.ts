/** The page model of /nieuws, /agenda and /nieuws-en-agenda and their pages 2 and on, and of the tag lists. */
import { homePath } from '#src/i18n/locales.ts';
import type { MenuLink, ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import {
  pageOf,
  staticPageHref,
  type ListItem,
  type NewsEventsOverview,
} from '#src/overviews/news-events/news-events.ts';
import { NEWS_EVENTS_OVERVIEWS, type NewsEventsPageType } from '#src/overviews/news-events/load-news-events.ts';
import type { TagList } from '#src/overviews/news-events/tag-lists.ts';

export type NewsEventsOverviewModel = OverviewFrame & {
  pageType: NewsEventsPageType;
  overview: NewsEventsOverview;
  /** This static page's number (1: the overview itself) and its items. */
  page: number;
  pages: number;
  total: number;
  items: ListItem[];
  /** Where the list's static pages are: the overview's address, or a tag list's. */
  listPath: string;
  /** A tag list's tag: its pages are static pages only (the island pages and filters the overviews' lists). */
  tag: string | null;
  /** The lists of the excluded tags, linked from every page of the overviews and the tag lists. */
  tagLinks: MenuLink[];
};

export function tagLinks(lists: readonly TagList[]): MenuLink[] {
  return lists.map((list) => ({ title: list.tag, href: list.path }));
}

/**
 * One static page of /nieuws, /agenda or /nieuws-en-agenda: 12 items of the list (a page past the end shows the last).
 */
export function newsEventsOverviewModel(
  overview: NewsEventsOverview,
  shown: readonly ListItem[],
  page: number,
  ctx: ModelContext,
  links: MenuLink[] = [],
): NewsEventsOverviewModel {
  const { route, pageType } = NEWS_EVENTS_OVERVIEWS[overview];
  const list = pageOf(shown, page);
  const current = list.page;
  const title = ctx.t(`newsEvents.${overview}.title`);
  const frame = overviewFrame(ctx, {
    pageType,
    title,
    intro: ctx.t(`newsEvents.${overview}.intro`),
    alternates: { nl: staticPageHref(route, current) },
    documentTitle: current > 1 ? ctx.t('newsEvents.pageTitle', { title, page: current }) : title,
  });
  return { ...frame, pageType, overview, ...list, listPath: route, tag: null, tagLinks: links };
}

/** One static page of a tag's list: the combined overview's items with that tag, under the combined overview. */
export function tagListModel(
  tagList: TagList,
  page: number,
  ctx: ModelContext,
  links: MenuLink[],
): NewsEventsOverviewModel {
  const { route, pageType } = NEWS_EVENTS_OVERVIEWS.combined;
  const list = pageOf(tagList.items, page);
  const title = tagList.tag;
  const frame = overviewFrame(ctx, {
    pageType,
    title,
    intro: ctx.t('newsEvents.topics.intro', { tag: title }),
    alternates: { nl: staticPageHref(tagList.path, list.page) },
    documentTitle: list.page > 1 ? ctx.t('newsEvents.pageTitle', { title, page: list.page }) : title,
  });
  const crumbs = [
    { label: ctx.t('site.name'), href: homePath(ctx.locale) },
    { label: ctx.t('newsEvents.combined.title'), href: route },
    { label: title },
  ];
  return {
    ...frame,
    header: { ...frame.header, crumbs },
    pageType,
    overview: 'combined',
    ...list,
    listPath: tagList.path,
    tag: tagList.tag,
    tagLinks: links,
  };
}
