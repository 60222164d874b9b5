/**
 * The discovery crawl (DESIGN.md): the API has list endpoints but no "all pages" call, so pages are
 * found by following links. It starts from the home pages, the menus, the footer, the crisis
 * banner, the UI strings' links and every list; for each page it fetches (once) it follows its
 * links, its child pages, a centre's children and an organisation's locations, and redirect
 * targets; until nothing new turns up. The result is the site graph. The redirects it follows are
 * the checked pairs the build serves (`readRedirectPairs`), not the CMS's raw list: a pair the
 * redirects step dropped (say, because its original path is a real page) must not hide a page.
 */
import type { ContentClient } from '#src/lib/api/content-client.ts';
import { dataOrThrow, type LoadResult } from '#src/lib/api/load-state.ts';
import { fetchCrisisBanner, fetchFooterLinks, fetchNavigation, fetchTranslations } from '#src/lib/api/frame.ts';
import { fetchHomePage, fetchPageAt } from '#src/lib/api/pages.ts';
import {
  fetchChildPages,
  fetchCentrumChildren,
  fetchDepartmentNavigation,
  fetchDepartmentsAndCentres,
} from '#src/lib/api/organisations.ts';
import { fetchTeaserCount, fetchTeasers, type NewsEventFilters } from '#src/lib/api/news-events.ts';
import { EXCLUDED_TAGS } from '#src/lib/api/query.ts';
import { fetchSpecialists } from '#src/lib/api/specialists.ts';
import { fetchResearch } from '#src/lib/api/research.ts';
import { fetchLocationsFor, type LocationsFor } from '#src/lib/api/locations.ts';
import { fetchFriendPages } from '#src/lib/api/misc.ts';
import { friendRoute } from '#src/overviews/friends/friends.ts';
import type {
  ChildPage,
  DepartmentNavigationItem,
  HomePage,
  NavigationEntry,
  Page,
  TranslationTree,
} from '#src/lib/contract/index.ts';
import { LOCALES, type Locale } from '#src/i18n/locales.ts';
import { BUNDLED_STRINGS, overlayStrings } from '#src/i18n/translator.ts';
import type { ProblemReport } from '#src/lib/build/report.ts';
import type { DeadLink, SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import { isOverviewRoute, OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';
import { pageCallFor } from '#src/lib/routing/page-calls.ts';
import { anchorHrefs, walkPage } from '#src/lib/content/walk.ts';
import { routeOfLink } from '#src/lib/routing/route-of-link.ts';
import { pageTypeOf, type PageType } from '#src/lib/routing/page-types.ts';
import { normaliseRedirectPath, redirectTarget, type RedirectPair } from '#src/lib/routing/redirects.ts';
import { locationRoute, researchRoute, routeFor, slugOf, specialistPath } from '#src/lib/routing/routes.ts';

export type CrawlProgress = { found: number; fetched: number; failed: number };

export type DiscoveryOptions = {
  client: ContentClient;
  /** Where failed lists and pages, route mismatches and missing translations are reported. */
  report: ProblemReport;
  /** Hosts that count as this site in absolute links. */
  siteHosts: readonly string[];
  /** The redirects the build serves: the checked pairs of the redirects step (`readRedirectPairs`). */
  redirects: readonly RedirectPair[];
  /** Told of progress while the crawl runs. */
  onProgress?: (progress: CrawlProgress) => void;
  /**
   * Runs the fetching of one route's page in a scope of its own, so that what a node of the graph
   * was made from (its page, its children) is recorded under its route (src/lib/build/dependencies.ts).
   */
  forRoute?: <T>(route: string, fetch: () => Promise<T>) => Promise<T>;
};

/** Paths that are not pages but still valid link targets: downloads from the CMS, images. */
const NON_PAGE_PREFIXES = ['/api/v1/', '/media/'];
const LIST_PAGE_SIZE = 100;

const ORGANISATION_LOCATIONS: Partial<Record<PageType, LocationsFor>> = {
  centre: 'centrum',
  subCentre: 'subcentrum',
  department: 'department',
  subDepartment: 'subdepartment',
};

function navigationLinks(entries: readonly NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.NavigationItem.InternalLink ?? entry.NavigationItem.ExternalLink?.Url ?? '',
    ...navigationLinks(entry.Children),
  ]);
}

function stringLinks(tree: TranslationTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? (value.startsWith('/') ? [value] : []) : stringLinks(value),
  );
}

function treeLinks(items: readonly DepartmentNavigationItem[]): string[] {
  return items.flatMap((item) => [item.Url, ...treeLinks(item.Children)]);
}

/**
 * Problem kinds of the crawl that fail the build (scripts/build/site-report.ts): the site would lack what the CMS
 * lists.
 */
export const PAGE_FAILED = 'page failed';
export const LIST_FAILED = 'list failed';

function loaded<T>(report: ProblemReport, result: LoadResult<T>, what: string): T | null {
  if (result.state === 'loaded') return result.data;
  // A 404 is the CMS's answer (nothing there); anything else leaves the crawl without what the CMS lists.
  report.add(result.status === 404 ? 'list not found' : LIST_FAILED, `${what}: ${result.error.message}`);
  return null;
}

/** Every item of a paged news or event feed with these filters. */
async function feedRoutes(
  client: ContentClient,
  report: ProblemReport,
  feed: 'news' | 'events',
  filters: NewsEventFilters,
): Promise<string[]> {
  const count = loaded(report, await fetchTeaserCount(feed, filters, client), `${feed} count`) ?? 0;
  const pages = Math.ceil(count / LIST_PAGE_SIZE);
  const results = await Promise.all(
    Array.from({ length: pages }, (_, index) => fetchTeasers(feed, filters, index, LIST_PAGE_SIZE, client)),
  );
  return results.flatMap((result) => (loaded(report, result, `${feed} list`) ?? []).map((item) => routeFor(item)));
}

/** A feed lists items with an excluded tag only when asked for that tag, so both are walked. */
async function allTeaserRoutes(
  client: ContentClient,
  report: ProblemReport,
  feed: 'news' | 'events',
): Promise<string[]> {
  const [plain, excluded] = await Promise.all([
    feedRoutes(client, report, feed, {}),
    feedRoutes(client, report, feed, { tags: EXCLUDED_TAGS }),
  ]);
  return [...plain, ...excluded];
}

export async function discoverSite(options: DiscoveryOptions): Promise<SiteGraph> {
  const { client, siteHosts, report } = options;
  const nodes = new Map<string, SiteNode>();
  const progress: CrawlProgress = { found: 0, fetched: 0, failed: 0 };
  const seen = new Set<string>();
  const linkedFrom = new Map<string, string>();
  const deadLinks: DeadLink[] = [];
  const unloaded: string[] = [];
  let queue: string[] = [];
  const forRoute = options.forRoute ?? (<T>(_route: string, fetch: () => Promise<T>) => fetch());

  const redirects = options.redirects.map(({ from, to }) => ({ from, to }));
  const redirectTargets = new Map(
    redirects.map((pair) => [
      routeOfLink(normaliseRedirectPath(pair.from), siteHosts) ?? '',
      routeOfLink(redirectTarget(pair), siteHosts),
    ]),
  );

  /**
   * Queues a link found on `source`; returns nothing. Non-page paths and the overviews the site
   * builds without a page call are valid but not fetched; an overview with a page call is fetched.
   */
  function follow(link: string, source: string): void {
    const route = routeOfLink(link, siteHosts);
    if (route === null || seen.has(route)) return;
    seen.add(route);
    if (route === '/' || route === '/en' || NON_PAGE_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    if (isOverviewRoute(route) && pageCallFor(route) === null) return;
    const target = redirectTargets.get(route);
    if (target !== undefined) {
      if (target) follow(target, route);
      return;
    }
    linkedFrom.set(route, source);
    progress.found += 1;
    queue.push(route);
  }

  // Seeds: home pages, frame and lists.
  const homes = new Map<Locale, HomePage>();
  for (const locale of LOCALES) {
    const home = dataOrThrow(await fetchHomePage(locale, client));
    homes.set(locale, home);
    const route = locale === 'en' ? '/en' : '/';
    seen.add(route);
    for (const task of home.TopTasks) follow(task.Url, route);
    for (const link of walkPage(home, route).links) follow(link, route);
    for (const link of navigationLinks(dataOrThrow(await fetchNavigation(locale, client))))
      follow(link, `menu (${locale})`);
  }
  for (const link of dataOrThrow(await fetchFooterLinks(client))) follow(link.Link.Url, 'footer');
  const banner = dataOrThrow(await fetchCrisisBanner(client)).Content;
  if (banner) for (const link of anchorHrefs(banner)) follow(link, 'crisis banner');
  const translations = dataOrThrow(await fetchTranslations(client));
  for (const locale of LOCALES)
    for (const link of stringLinks(overlayStrings(BUNDLED_STRINGS[locale], translations[locale])))
      follow(link, `UI strings (${locale})`);

  const [news, events, specialists, research, organisations, organisationTree, friends] = await Promise.all([
    allTeaserRoutes(client, report, 'news'),
    allTeaserRoutes(client, report, 'events'),
    fetchSpecialists(client),
    fetchResearch(client),
    fetchDepartmentsAndCentres(client),
    fetchDepartmentNavigation(client),
    fetchFriendPages(client),
  ]);
  for (const route of [...news, ...events]) follow(route, 'news and events lists');
  for (const specialist of loaded(report, specialists, 'specialists') ?? [])
    follow(specialistPath(specialist.url), 'specialists list');
  const studies = loaded(report, research, 'research');
  for (const study of [...(studies?.patientsNeeded ?? []), ...(studies?.noPatientsNeeded ?? [])])
    follow(researchRoute(study), 'research list');
  const lists = loaded(report, organisations, 'departments and centres');
  for (const entry of [...(lists?.departments ?? []), ...(lists?.centres ?? [])])
    follow(entry.Url, 'departments and centres list');
  for (const link of treeLinks(loaded(report, organisationTree, 'department navigation') ?? []))
    follow(link, 'department navigation');
  for (const friend of loaded(report, friends, 'friends pages') ?? []) follow(friendRoute(friend), 'friends list');
  for (const route of OVERVIEW_ROUTES) if (pageCallFor(route) !== null) follow(route, 'overviews');

  // Breadth-first over the pages found; each wave is fetched concurrently (the client bounds it).
  while (queue.length > 0) {
    const wave = queue.sort();
    queue = [];
    await Promise.all(
      wave.map((route) =>
        forRoute(route, async () => {
          const result = await fetchPageAt(route, client);
          progress.fetched += 1;
          if (!result || result.state !== 'loaded') {
            if (result && result.status !== 404) {
              progress.failed += 1;
              unloaded.push(route);
              report.add(PAGE_FAILED, `${route}: ${result.error.message}; skipped`);
            } else {
              deadLinks.push({ page: linkedFrom.get(route) ?? '?', link: route });
            }
            options.onProgress?.(progress);
            return;
          }
          const page = result.data;
          const canonical = routeFor(page);
          if (canonical !== route) {
            report.add(
              'route mismatch',
              `${route} answers the page whose route is ${canonical}; built at ${canonical}`,
            );
            follow(canonical, route);
            options.onProgress?.(progress);
            return;
          }
          const pageType = pageTypeOf(page.ContentType);
          const children = await childPagesOf(client, page);
          nodes.set(route, {
            route,
            locale: page.Language.Code,
            pageType,
            page,
            alternates: { [page.Language.Code]: route },
            children,
          });
          for (const link of walkPage(page, route).links) follow(link, route);
          if (page.Translation) follow(page.Translation.Url, route);
          for (const child of children) follow(child.Url, route);
          if (pageType === 'centre')
            for (const child of loaded(
              report,
              await fetchCentrumChildren(page.SharepointId, client),
              `${route} centre children`,
            ) ?? [])
              follow(child.Url, route);
          const locationsFor = ORGANISATION_LOCATIONS[pageType];
          if (locationsFor && page.Organisation) {
            for (const entry of loaded(
              report,
              await fetchLocationsFor(locationsFor, slugOf(page), client),
              `${route} locations`,
            ) ?? [])
              follow(locationRoute(entry.Location), route);
          }
          options.onProgress?.(progress);
        }),
      ),
    );
  }

  for (const [locale, home] of homes) {
    const route = locale === 'en' ? '/en' : '/';
    nodes.set(route, { route, locale, pageType: 'home', page: home, alternates: { nl: '/', en: '/en' }, children: [] });
  }
  pairTranslations(nodes, siteHosts, report);
  return {
    nodes: new Map([...nodes.entries()].sort(([a], [b]) => a.localeCompare(b))),
    deadLinks,
    unloaded: unloaded.sort(),
    redirects,
  };
}

/** A page's alternates: its own route and, when the CMS names a translation that is in the graph, that one too. */
function pairTranslations(nodes: Map<string, SiteNode>, siteHosts: readonly string[], report: ProblemReport): void {
  for (const node of nodes.values()) {
    const translation = node.page.Translation;
    if (!translation || node.pageType === 'home') continue;
    const other = routeOfLink(translation.Url, siteHosts);
    if (other && nodes.get(other)?.locale === translation.Code)
      node.alternates = { ...node.alternates, [translation.Code]: other };
    else
      report.add(
        'translation missing',
        `${node.route} names ${translation.Url} as its ${translation.Code} version, which is not a page`,
      );
  }
}

async function childPagesOf(client: ContentClient, page: Page): Promise<ChildPage[]> {
  const result = await fetchChildPages(page.SharepointId, client);
  return result.state === 'loaded' ? result.data : [];
}
