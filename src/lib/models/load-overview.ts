/**
 * Loads the models of the overview pages: the overview's data (once per build context, from
 * src/lib/overviews/build/*), then its pure model function (overview-pages.ts). Rendering the
 * model does no I/O.
 */
import type { BuildContext } from '#src/lib/build/context.ts';
import { fetchFriendPages } from '#src/lib/api/misc.ts';
import { parseContent, reportParsedContent } from '#src/lib/content/parse-content.ts';
import { nodesOfType } from '#src/lib/crawl/graph.ts';
import {
  loadDepartmentList,
  loadFolderEntries,
  loadResearchOverview,
  loadSpecialistsOverview,
} from '#src/overviews/shared/az/az-data.ts';
import { loadWaitingTimesData } from '#src/overviews/waiting-times/load-waiting-times.ts';
import { wardPageLocations } from '#src/overviews/wards/load-wards.ts';
import { contactLocations, contactPages } from '#src/overviews/contact/contact.ts';
import { friendCards } from '#src/overviews/friends/friends.ts';
import type { NewsEventsOverview } from '#src/overviews/news-events/news-events.ts';
import { loadNewsEventLists } from '#src/overviews/news-events/load-news-events.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { loadBlockData } from '#src/lib/models/block-data.ts';
import { friendMenuTitles, modelContext } from '#src/lib/models/load-page.ts';
import {
  contactOverviewModel,
  departmentsOverviewModel,
  foldersOverviewModel,
  friendsHomeModel,
  newsEventsOverviewModel,
  notFoundPageModel,
  researchOverviewModel,
  searchPageModel,
  specialistsOverviewModel,
  WAITING_TIMES_ROUTE,
  waitingTimesOverviewModel,
  wardsOverviewModel,
  type ContactOverviewModel,
  type DepartmentsOverviewModel,
  type FoldersOverviewModel,
  type FriendsHomeModel,
  type NewsEventsOverviewModel,
  type NotFoundPageModel,
  type ResearchOverviewModel,
  type SearchPageModel,
  type SpecialistsOverviewModel,
  type WaitingTimesOverviewModel,
  type WardsOverviewModel,
} from '#src/lib/models/overview-pages.ts';

const dutch = (ctx: BuildContext) => modelContext(ctx, 'nl');

export async function loadDepartmentsOverviewModel(ctx: BuildContext): Promise<DepartmentsOverviewModel> {
  return departmentsOverviewModel(await loadDepartmentList(ctx), await dutch(ctx));
}

export async function loadSpecialistsOverviewModel(ctx: BuildContext): Promise<SpecialistsOverviewModel> {
  return specialistsOverviewModel(await loadSpecialistsOverview(ctx), await dutch(ctx));
}

export async function loadResearchOverviewModel(ctx: BuildContext): Promise<ResearchOverviewModel> {
  return researchOverviewModel(await loadResearchOverview(ctx), await dutch(ctx));
}

export async function loadFoldersOverviewModel(ctx: BuildContext): Promise<FoldersOverviewModel> {
  return foldersOverviewModel(await loadFolderEntries(ctx), await dutch(ctx));
}

export async function loadWardsOverviewModel(ctx: BuildContext, slug: string | null): Promise<WardsOverviewModel> {
  return wardsOverviewModel(await wardPageLocations(ctx), slug, await dutch(ctx));
}

/** /wachttijden: the CMS's Wachttijden page (when the crawl found it) with its blocks' data, and the tables. */
export async function loadWaitingTimesOverviewModel(ctx: BuildContext): Promise<WaitingTimesOverviewModel> {
  const node = (await ctx.siteGraph())?.nodes.get(WAITING_TIMES_ROUTE);
  const modelCtx = await dutch(ctx);
  let page = null;
  if (node) {
    const parsed = parseContent(node.page.Content, WAITING_TIMES_ROUTE);
    reportParsedContent(ctx.report, parsed);
    const { blocks } = parsed;
    const options = {
      content: ctx.content,
      report: ctx.report,
      route: WAITING_TIMES_ROUTE,
      locale: modelCtx.locale,
      siteName: modelCtx.t('site.name'),
    };
    page = { page: node.page, alternates: node.alternates, blocks: await loadBlockData(blocks, options) };
  }
  return waitingTimesOverviewModel(page, await loadWaitingTimesData(ctx), modelCtx);
}

export async function loadNewsEventsOverviewModel(
  ctx: BuildContext,
  overview: NewsEventsOverview,
  page: number,
): Promise<NewsEventsOverviewModel> {
  const lists = await loadNewsEventLists(ctx);
  return newsEventsOverviewModel(overview, lists[overview].shown, page, await dutch(ctx));
}

export async function loadContactOverviewModel(ctx: BuildContext): Promise<ContactOverviewModel> {
  const graph = await ctx.siteGraph();
  const nodes = (type: 'location' | 'general') => (graph ? nodesOfType(graph, type) : []);
  return contactOverviewModel(contactLocations(nodes('location')), contactPages(nodes('general')), await dutch(ctx));
}

export async function loadFriendsHomeModel(ctx: BuildContext): Promise<FriendsHomeModel> {
  const [graph, links, result] = await Promise.all([ctx.siteGraph(), ctx.linkRules(), fetchFriendPages(ctx.content)]);
  if (result.state !== 'loaded')
    ctx.report.add(
      'friends home',
      `the friends pages could not be loaded (${result.status}); /vrienden shows no cards`,
    );
  const cards = friendCards(result.state === 'loaded' ? result.data : [], links.routeExists);
  return friendsHomeModel(cards, await friendMenuTitles(ctx, graph), await dutch(ctx));
}

export async function loadSearchPageModel(ctx: BuildContext, locale: Locale): Promise<SearchPageModel> {
  return searchPageModel(await modelContext(ctx, locale));
}

export async function loadNotFoundPageModel(ctx: BuildContext, locale: Locale): Promise<NotFoundPageModel> {
  return notFoundPageModel(await modelContext(ctx, locale));
}
