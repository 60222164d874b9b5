/**
 * Loads a page model: everything a page's view shows that the fetched page does not carry (its
 * relatives, its blocks' data) is fetched here, through the build context's content client, and
 * then the page type's pure model function builds the model. What the discovery crawl already
 * knows of the page (its node in the site graph) is used as it is; without it (a page modelled
 * alone, as the preview does) the loader asks the CMS itself. Rendering the model does no I/O.
 */
import { isAccessibilityStatementRoute, statementFacts, type StatementFacts } from '#src/accessibility/statement.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { fetchFriendPages } from '#src/lib/api/misc.ts';
import { fetchCentrumChildren, fetchChildPages } from '#src/lib/api/organisations.ts';
import { fetchHomePage, fetchPageAt } from '#src/lib/api/pages.ts';
import { dataOrThrow } from '#src/lib/api/load-state.ts';
import {
  homePageSchema,
  type CentrumChild,
  type ChildPage,
  type HomePage,
  type Page,
} from '#src/lib/contract/index.ts';
import { parseContent, reportParsedContent } from '#src/blocks/parse-content.ts';
import { CONTENT_CHECK, editorialFindings, findingMessage } from '#src/lib/content/editorial-checks.ts';
import { routeOfLink } from '#src/lib/routing/route-of-link.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import { friendRoute } from '#src/overviews/friends/friends.ts';
import { pageTypeOf } from '#src/lib/routing/page-types.ts';
import { generalPageRoute, routeFor } from '#src/lib/routing/routes.ts';
import { pageHeading } from '#src/lib/page-title.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import { loadBlockData } from '#src/lib/models/block-data.ts';
import { contentPageModel, type ContentPageInput } from '#src/lib/models/content-page.ts';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import { homePageModel } from '#src/lib/models/home-page.ts';
import type { CmsPageModel, ContentPageModel, HomePageModel, ModelContext } from '#src/lib/models/page-model.ts';

/** The model context of a language: its strings and what the build knows of the site's routes. */
export async function modelContext(ctx: BuildContext, locale: Locale): Promise<ModelContext> {
  const [frame, links] = await Promise.all([ctx.frame(locale), ctx.linkRules()]);
  return {
    locale,
    t: frame.t,
    routeExists: links.routeExists,
    site: new URL(ctx.config.siteUrl),
    contentApiUrl: ctx.config.contentApiUrl,
  };
}

async function childPages(ctx: BuildContext, page: Page, route: string): Promise<ChildPage[]> {
  const result = await fetchChildPages(page.SharepointId, ctx.content);
  if (result.state === 'loaded') return result.data;
  ctx.report.add('page data', `${route}: its child pages could not be loaded (${result.status}); shown without them`);
  return [];
}

/** A centre's departments and sub-centres (its side menu); none for other pages. */
async function centreChildren(ctx: BuildContext, page: Page, route: string): Promise<CentrumChild[]> {
  if (pageTypeOf(page.ContentType) !== 'centre') return [];
  const result = await fetchCentrumChildren(page.SharepointId, ctx.content);
  if (result.state === 'loaded') return result.data;
  ctx.report.add('page data', `${route}: its departments could not be loaded (${result.status}); shown without them`);
  return [];
}

/** A general page's parent, when it is a page of the site (for the side menu). */
async function parentOf(ctx: BuildContext, page: Page, graph: SiteGraph | null): Promise<ContentPageInput['parent']> {
  if (!page.Parent) return null;
  const route = generalPageRoute(page.Parent, page.Language.Code);
  if (graph) {
    const node = graph.nodes.get(route);
    return node ? { title: pageHeading(node.page), route, children: node.children } : null;
  }
  const result = await fetchPageAt(route, ctx.content);
  if (result?.state === 'loaded')
    return { title: pageHeading(result.data), route, children: await childPages(ctx, result.data, route) };
  ctx.report.add(
    'page data',
    `${routeFor(page)}: its parent ${route} could not be loaded (${result?.status ?? 'no call answers it'}); the side menu shows its own children`,
  );
  return null;
}

/** Titles of the friends menu's pages: from the graph, or else from the friends pages list. */
export async function friendMenuTitles(ctx: BuildContext, graph: SiteGraph | null): Promise<Map<string, string>> {
  const routes = [...FRIENDS_MENU_TOP, ...FRIENDS_MENU_BOTTOM];
  if (graph) {
    return new Map(
      routes.flatMap((route) => {
        const node = graph.nodes.get(route);
        return node ? [[route, pageHeading(node.page)] as const] : [];
      }),
    );
  }
  const result = await fetchFriendPages(ctx.content);
  if (result.state !== 'loaded')
    ctx.report.add(
      'page data',
      `the friends pages could not be loaded (${result.status}); the friends menu shows their addresses`,
    );
  return new Map(
    (result.state === 'loaded' ? result.data : []).map((entry) => [friendRoute(entry), pageHeading(entry)] as const),
  );
}

/** Alternates of a page modelled alone: its own route and the translation the CMS names. */
function aloneAlternates(page: Page, route: string, siteHosts: readonly string[]): Alternates {
  const alternates: Alternates = { [page.Language.Code]: route };
  const other = page.Translation ? routeOfLink(page.Translation.Url, siteHosts) : null;
  if (page.Translation && other) alternates[page.Translation.Code] = other;
  return alternates;
}

/** What the accessibility statement states of itself: this build's date, the latest automated results, the register. */
async function statementFactsOf(ctx: BuildContext): Promise<StatementFacts> {
  return statementFacts({
    builtAt: new Date(),
    evidence: await ctx.accessibilityEvidence(),
    register: ctx.config.accessibilityRegister,
  });
}

/** The model of a content page (any type but home). `node`: what the crawl knows of it, if anything. */
export async function loadContentPageModel(ctx: BuildContext, page: Page, node?: SiteNode): Promise<ContentPageModel> {
  const graph = node ? await ctx.siteGraph() : null;
  const route = node?.route ?? routeFor(page);
  const pageType = pageTypeOf(page.ContentType);
  if (pageType === 'home') throw new Error(`${route}: a home page has its own model (loadHomePageModel)`);
  const parsed = parseContent(page.Content, route);
  reportParsedContent(ctx.report, parsed);
  for (const finding of editorialFindings(parsed.blocks, route)) ctx.report.add(CONTENT_CHECK, findingMessage(finding));
  const { blocks } = parsed;
  const sideMenu = pageType === 'general' && page.ShowSidemenu;
  const modelCtx = await modelContext(ctx, page.Language.Code);
  const [children, centre, parent, friends, withData, statement] = await Promise.all([
    node ? node.children : childPages(ctx, page, route),
    centreChildren(ctx, page, route),
    sideMenu ? parentOf(ctx, page, graph) : null,
    pageType === 'friend' ? friendMenuTitles(ctx, graph) : new Map<string, string>(),
    loadBlockData(blocks, {
      content: ctx.content,
      report: ctx.report,
      route,
      locale: modelCtx.locale,
      siteName: modelCtx.t('site.name'),
    }),
    pageType === 'general' && isAccessibilityStatementRoute(route) ? statementFactsOf(ctx) : null,
  ]);
  const input: ContentPageInput = {
    route,
    pageType,
    page,
    alternates: node?.alternates ?? aloneAlternates(page, route, ctx.config.siteHosts),
    children,
    centreChildren: centre,
    parent,
    friendTitles: friends,
    blocks: withData,
    statement,
  };
  return contentPageModel(input, modelCtx);
}

export async function loadHomePageModel(ctx: BuildContext, page: HomePage): Promise<HomePageModel> {
  const locale = page.Language.Code;
  return homePageModel(page, await modelContext(ctx, locale), await ctx.linkRules());
}

/**
 * A language's home page, fetched and modelled; without it the site cannot be built (the build stops, the live site
 * stays).
 */
export async function loadHomePageModelOf(ctx: BuildContext, locale: Locale): Promise<HomePageModel> {
  return loadHomePageModel(ctx, dataOrThrow(await fetchHomePage(locale, ctx.content)));
}

/**
 * Any fetched page (published or a draft) as its model, without a crawl: what the preview renders.
 * A home page must come with its home-page fields (`fetchHomePage`, `fetchPreviewPage` keep them).
 */
export function modelPageAlone(ctx: BuildContext, page: Page | HomePage): Promise<CmsPageModel> {
  if (page.ContentType !== 'Homepage') return loadContentPageModel(ctx, page);
  const home = homePageSchema.safeParse(page);
  if (!home.success)
    throw new Error(`${routeFor(page)}: a home page without its hero image or quick tasks cannot be shown`);
  return loadHomePageModel(ctx, home.data);
}
