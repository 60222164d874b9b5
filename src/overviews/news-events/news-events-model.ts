/** The page model of /nieuws, /agenda and /nieuws-en-agenda and their pages 2 and on. */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import {
  pageOf,
  staticPageHref,
  type ListItem,
  type NewsEventsOverview,
} from '#src/overviews/news-events/news-events.ts';
import { NEWS_EVENTS_OVERVIEWS, type NewsEventsPageType } from '#src/overviews/news-events/load-news-events.ts';

export type NewsEventsOverviewModel = OverviewFrame & {
  pageType: NewsEventsPageType;
  overview: NewsEventsOverview;
  /** This static page's number (1: the overview itself) and its items. */
  page: number;
  pages: number;
  total: number;
  items: ListItem[];
};

/**
 * One static page of /nieuws, /agenda or /nieuws-en-agenda: 12 items of the list (a page past the end shows the last).
 */
export function newsEventsOverviewModel(
  overview: NewsEventsOverview,
  shown: readonly ListItem[],
  page: number,
  ctx: ModelContext,
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
  return { ...frame, pageType, overview, ...list };
}
