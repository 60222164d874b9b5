/**
 * The contract crawl: asks a running content API for everything it holds, the way the site's build
 * would, and validates every answer with the zod schemas of src/lib/contract (lists item by
 * item). Used by its test (crawl.cms.test.ts) and the content API
 * benchmark (scripts/bench/content-api.ts).
 *
 * It starts from the frame and every list call, fetches every item by its own call (the site's
 * route table, src/lib/routing/page-calls.ts), follows children, links and the calls that blocks
 * make (the site's content walker, src/lib/content/walk.ts), asks every organisation's locations,
 * waiting times and specialists, every location's id and wards, every folder's PDF and searches,
 * every list with every filter value its items use, and a search for the first word of every page
 * title.
 */
import { z } from 'zod';
import {
  centrumChildSchema,
  childPageSchema,
  consultationEntrySchema,
  consultationLocationsSchema,
  waitingTimesMeasurementSchema,
  countSchema,
  crisisBannerSchema,
  departmentNavigationItemSchema,
  departmentOrCentrumEntrySchema,
  footerLinkSchema,
  friendPageEntrySchema,
  homePageSchema,
  locationEntrySchema,
  locationIdSchema,
  navigationEntrySchema,
  newsSlugEntrySchema,
  organisationEntitySchema,
  pageSchema,
  patientFolderSchema,
  phoneNumberEntrySchema,
  redirectPairSchema,
  researchListItemSchema,
  searchResultsSchema,
  specialistBlockItemSchema,
  specialistListItemSchema,
  teaserItemSchema,
  translationsSchema,
  waitingTimeGroupSchema,
  wardEntrySchema,
  type DepartmentNavigationItem,
  type NavigationEntry,
  type Page,
  type PatientFolder,
  type TranslationTree,
  OVERVIEW_ROUTES,
  lastSegment,
  PAGE_CALLS,
  pageCallFor,
  routeOfLink,
  anchorHrefs,
  walkPage,
} from '@ziekenhuis/site-for-content-api';
import { CrawlClient } from './crawl/client.ts';
import { queryTerms } from './search/query.ts';

export type CrawlResult = {
  /** API requests made (each distinct GET once, every POST). */
  requests: number;
  /** Answers with a wrong status, or that do not match their schema, or break a rule of the contract. */
  failures: string[];
  /** Internal links in content, menus and redirects that lead to no page (reported, not failures). */
  unresolvedLinks: string[];
  /** Pages fetched by their own call. */
  pages: number;
  /** Those pages as `language|ContentType|SharepointId`, to compare with what the API holds. */
  pageKeys: string[];
  /** Per call (e.g. `GET /pages/news/filter`): requests and the milliseconds they took, as the crawl saw them. */
  timings: Record<string, { requests: number; ms: number }>;
};

export type CrawlOptions = {
  /** Requests at the same time (default 16). */
  concurrency?: number;
  /**
   * Site routes to fetch by their own call besides what the crawl discovers, each of which must
   * answer (e.g. every published route of the World the server holds).
   */
  routes?: readonly string[];
  /**
   * UI string trees bundled with the site (its src/i18n), whose links are followed like the CMS's:
   * the legal and utility links start there. Default none: the caller knows the site.
   */
  bundledStrings?: readonly TranslationTree[];
};

const q = encodeURIComponent;

type FollowMode = 'required' | 'link' | 'probe';
const LIST_PAGE_SIZE = 12;
const FILTER_PAGE_SIZE = 1000;
const BATCH = 20;
const EXCLUDED_TAGS = new Set(['hoor floor', 'inspiratie']);
const FACET_PARAMS = ['department', 'subdepartment', 'specialist', 'centrum', 'subcentra', 'tags'] as const;
type FacetParam = (typeof FACET_PARAMS)[number];

const KIND_OF_TYPE: Readonly<Record<DepartmentNavigationItem['ContentType'], string>> = {
  'Centra pagina': 'centrum',
  'Sub-centra pagina': 'subcentrum',
  'Afdeling pagina': 'department',
  'Sub-afdeling pagina': 'subdepartment',
};
const RANDOM_FILTER_OF_TYPE: Readonly<Record<DepartmentNavigationItem['ContentType'], string>> = {
  'Centra pagina': 'centrum',
  'Sub-centra pagina': 'subcentra',
  'Afdeling pagina': 'department',
  'Sub-afdeling pagina': 'subdepartment',
};

/** A redirect source as the site matches it: whitespace to hyphens, one leading slash, lower-case. */
function redirectSource(slug: string): string {
  const hyphenated = slug.trim().replace(/\s+/g, '-').toLowerCase();
  return hyphenated.startsWith('/') ? hyphenated : `/${hyphenated}`;
}

/** A page's identity in CrawlResult.pageKeys. */
export function pageKey(page: Pick<Page, 'Language' | 'ContentType' | 'SharepointId'>): string {
  return `${page.Language.Code}|${page.ContentType}|${String(page.SharepointId)}`;
}

class Crawl {
  readonly client: CrawlClient;
  readonly #unresolved: Array<{ route: string; text: string }> = [];
  readonly #redirectSources = new Set<string>();
  readonly #tasks: Array<Promise<void>> = [];
  readonly #pages = new Map<string, Promise<Page | null>>();
  readonly #searchWords = new Set<string>();
  readonly #facets = new Map<FacetParam, Set<string>>(FACET_PARAMS.map((name) => [name, new Set<string>()]));
  readonly #phoneIds = new Set<string>();
  readonly #locations = new Map<string, { Title: string; Path: string }>();
  readonly #centreSlugs = new Set<string>();
  readonly #visited = new Set<string>();

  constructor(client: CrawlClient) {
    this.client = client;
  }

  /** Links that lead to no page and are no redirect source either. */
  get unresolvedLinks(): string[] {
    return this.#unresolved
      .filter((link) => !this.#redirectSources.has(redirectSource(link.route.split(/[?#]/)[0] ?? '')))
      .map((link) => link.text);
  }

  /** Distinct pages fetched, as `language|ContentType|SharepointId`. */
  get pageKeys(): string[] {
    return [...this.#visited];
  }

  spawn(task: () => Promise<unknown>): void {
    this.#tasks.push(
      task().then(
        () => undefined,
        (error: unknown) =>
          this.client.fail(`crawl error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      ),
    );
  }

  async drain(): Promise<void> {
    while (this.#tasks.length > 0) await Promise.all(this.#tasks.splice(0));
  }

  async run(options: CrawlOptions): Promise<void> {
    for (const route of options.routes ?? []) this.followRoute(route, 'required', 'given route');
    for (const tree of options.bundledStrings ?? []) this.followStrings(tree, 'bundled strings');
    this.spawn(() => this.frame());
    this.spawn(() => this.newsAndEvents());
    this.spawn(() => this.specialists());
    this.spawn(() => this.research());
    this.spawn(() => this.friends());
    this.spawn(() => this.organisations());
    this.spawn(() => this.folders());
    this.spawn(() => this.waitingTimes());
    this.spawn(() => this.redirects());
    await this.drain();
    this.spawn(() => this.locations());
    await this.drain();
    this.spawn(() => this.filterLists());
    this.spawn(() => this.phoneNumbers());
    this.spawn(() => this.searches());
    await this.drain();
  }

  // --- pages ------------------------------------------------------------------------------------

  /**
   * Fetches a page by its call, once. `required`: it must exist (a list named it); `link`: a 404
   * is noted as an unresolved link; `probe`: a 404 is fine (an ancestor route of a page, which may
   * be an overview the site builds itself).
   */
  page(call: string, mode: FollowMode, source: string, route = ''): Promise<Page | null> {
    let pending = this.#pages.get(call);
    if (!pending) {
      pending = this.#fetchPage(call, mode, source, route);
      this.#pages.set(call, pending);
    }
    return pending;
  }

  async #fetchPage(call: string, mode: FollowMode, source: string, route: string): Promise<Page | null> {
    const answer = await this.client.get(call);
    if (answer?.status === 404 && mode !== 'required') {
      if (mode === 'link') this.#unresolved.push({ route, text: `${source} -> ${call}` });
      return null;
    }
    const page = await this.client.checked(call, pageSchema, answer);
    if (page) this.spawn(() => this.visit(page, call));
    return page;
  }

  followRoute(route: string, mode: FollowMode, source: string): void {
    const call = pageCallFor(route);
    if (call !== null) this.spawn(() => this.page(call, mode, `${source} (${route})`, route));
  }

  /** Follows a link as written in content, when it is a site path (same-host absolute URLs are not followed). */
  followLink(link: string, source: string): void {
    const route = routeOfLink(link, []);
    if (route !== null) this.followRoute(route, 'link', source);
  }

  /** What a fetched page leads to: children, links, block calls, facets, a search word. */
  async visit(page: Page, call: string): Promise<void> {
    const identity = pageKey(page);
    if (this.#visited.has(identity)) return;
    this.#visited.add(identity);
    const [word] = queryTerms(page.Title).folded;
    if (word !== undefined) this.#searchWords.add(`${page.Language.Code}|${word}`);
    if (page.ContentType === 'News pagina' || page.ContentType === 'Agenda pagina') {
      const add = (facet: FacetParam, values: readonly string[]): void =>
        values.forEach((value) => this.#facets.get(facet)?.add(value));
      add('department', page.DepartmentsTitles);
      add('subdepartment', page.SubdepartmentsTitles);
      add('specialist', page.SpecialistsTitles);
      add('centrum', page.CentraTitles);
      add('subcentra', page.SubcentraTitles);
      add(
        'tags',
        page.Tags.map((tag) => tag.Title),
      );
    }
    if (page.Location)
      this.#locations.set(page.Location.Path, { Title: page.Location.Title, Path: page.Location.Path });
    const refs = walkPage(page, call);
    for (const phone of page.Organisation?.PhoneNumbers ?? []) this.#phoneIds.add(String(phone.SharepointId));
    for (const id of refs.phoneIds) this.#phoneIds.add(String(id));
    for (const link of refs.links) this.followLink(link, call);
    // The breadcrumbs link every ancestor of the page's route.
    const route = page.AbsolutePath ?? page.Url;
    if (route?.startsWith('/')) {
      const segments = route.split('/').filter((segment) => segment !== '');
      for (let length = 1; length < segments.length; length += 1)
        this.followRoute(`/${segments.slice(0, length).join('/')}`, 'probe', `${call} breadcrumbs`);
    }
    this.spawn(async () => {
      const path = `/pages/children/${q(String(page.SharepointId))}`;
      for (const child of await this.client.list(path, childPageSchema)) this.followRoute(child.Url, 'required', path);
    });
    if (refs.newsSlugs.length > 0) this.spawn(() => this.newsSlugs(refs.newsSlugs, false));
    for (const filter of refs.specialistFilters) this.spawn(() => this.randomSpecialists(filter));
    for (const { source, values } of refs.related) {
      const name = source === 'department' ? 'department' : source === 'specialist' ? 'specialist' : 'tags';
      const query = values.map((value) => `${name}=${q(value)}`).join('&');
      this.spawn(() => this.client.list(`/pages/newsandevents/filter?${query}&pageSize=3`, teaserItemSchema));
    }
    for (const { forPage, slug } of refs.locations) this.spawn(() => this.organisationLocations(forPage, slug, call));
    for (const { forPage, title } of refs.waitingTimes) {
      this.spawn(() =>
        this.client.list(`/waiting-times?forPage=${q(forPage)}&title=${q(title)}`, waitingTimeGroupSchema),
      );
      this.spawn(() =>
        this.client.list(`/waiting-times/consultations/${q(forPage)}/${q(title)}`, consultationEntrySchema),
      );
    }
  }

  // --- the frame ----------------------------------------------------------------------------------

  async frame(): Promise<void> {
    const walk = (entries: readonly NavigationEntry[], source: string): void => {
      for (const entry of entries) {
        if (entry.NavigationItem.InternalLink) this.followRoute(entry.NavigationItem.InternalLink, 'link', source);
        walk(entry.Children, source);
      }
    };
    for (const language of ['nl', 'en'] as const) {
      this.spawn(async () =>
        walk(await this.client.list(`/navigation/${language}`, navigationEntrySchema), `navigation/${language}`),
      );
      this.spawn(async () => {
        const call = PAGE_CALLS.homePage(language);
        const home = await this.client.json(call, homePageSchema);
        if (!home) return;
        for (const task of home.TopTasks) this.followRoute(task.Url, 'link', `homepage/${language}`);
        await this.visit(home, call);
      });
    }
    for (const link of await this.client.list('/footer', footerLinkSchema))
      this.followRoute(link.Link.Url, 'link', 'footer');
    const banner = await this.client.json('/pages/crisis-banner/', crisisBannerSchema);
    for (const link of anchorHrefs(banner?.Content ?? '')) this.followLink(link, 'crisis banner');
    // UI strings carry links too (legal links, the pre-footer button...).
    const translations = await this.client.json('/sharepoint/translations.json', translationsSchema);
    for (const [language, tree] of Object.entries(translations ?? {}))
      if (tree) this.followStrings(tree, `translations ${language}`);
  }

  /** Follows every string of a UI string tree that is a site path. */
  followStrings(tree: TranslationTree, source: string): void {
    for (const [name, value] of Object.entries(tree)) {
      if (typeof value !== 'string') this.followStrings(value, `${source}.${name}`);
      else if (value.startsWith('/') && !value.startsWith('//')) this.followRoute(value, 'link', `${source}.${name}`);
    }
  }

  async redirects(): Promise<void> {
    for (const pair of await this.client.list('/redirects', redirectPairSchema)) {
      this.#redirectSources.add(redirectSource(pair.OriginalSlug));
      if (pair.NewSlug.startsWith('/')) this.followRoute(pair.NewSlug, 'link', `redirect ${pair.OriginalSlug}`);
    }
  }

  // --- news and events ----------------------------------------------------------------------------

  /** Every item of a list, page by page, checked against the count. */
  async pagedList(
    kind: 'news' | 'events' | 'newsandevents',
    query: string,
  ): Promise<Array<z.infer<typeof teaserItemSchema>>> {
    const items: Array<z.infer<typeof teaserItemSchema>> = [];
    for (let page = 0; ; page += 1) {
      const batch = await this.client.list(
        `/pages/${kind}/filter?${query}&page=${page}&pageSize=${LIST_PAGE_SIZE}`,
        teaserItemSchema,
      );
      items.push(...batch);
      if (batch.length < LIST_PAGE_SIZE) break;
    }
    const count = await this.client.json(`/pages/${kind}/count/filter?${query}`, countSchema);
    if (count && count.Count !== items.length)
      this.client.fail(`pages/${kind}/count/filter?${query}: Count ${count.Count}, but the pages held ${items.length}`);
    return items;
  }

  async newsAndEvents(): Promise<void> {
    const all = 'shouldContainExcludedTags=true';
    const [news, events] = await Promise.all([
      this.pagedList('news', all),
      this.pagedList('events', all),
      this.pagedList('newsandevents', all),
    ]);
    for (const item of news)
      this.spawn(() =>
        this.page(PAGE_CALLS.news(lastSegment(item.AbsolutePath ?? item.Path)), 'required', 'pages/news/filter'),
      );
    for (const item of events)
      this.spawn(() =>
        this.page(PAGE_CALLS.event(lastSegment(item.AbsolutePath ?? item.Path)), 'required', 'pages/events/filter'),
      );
    for (const kind of ['news', 'events', 'newsandevents'] as const)
      this.spawn(() => this.pagedList(kind, 'shouldContainExcludedTags=false'));
    const slugs = news.map((item) => lastSegment(item.AbsolutePath ?? item.Path));
    for (let start = 0; start < slugs.length; start += BATCH)
      this.spawn(() => this.newsSlugs(slugs.slice(start, start + BATCH), true));
  }

  async newsSlugs(slugs: readonly string[], allExist: boolean): Promise<void> {
    const path = `/pages/news/slugs?${slugs.map((slug) => `slugs=${q(slug)}`).join('&')}`;
    const entries = await this.client.list(path, newsSlugEntrySchema);
    const asked = slugs.map((slug) => slug.toLowerCase());
    const order = entries.map((entry) => asked.indexOf(entry.Slug.toLowerCase()));
    if (order.some((index, i) => index === -1 || (i > 0 && index <= (order[i - 1] ?? -1))))
      this.client.fail(`${path}: not the slugs asked, in their order`);
    if (allExist && entries.length !== new Set(asked).size)
      this.client.fail(`${path}: ${entries.length} entries for ${slugs.length} existing news items`);
  }

  /** Every list (news, events, both) with every filter value its items use, checked against its count. */
  async filterLists(): Promise<void> {
    for (const facet of FACET_PARAMS) {
      for (const value of this.#facets.get(facet) ?? []) {
        const excluded = facet === 'tags' && EXCLUDED_TAGS.has(value.toLowerCase());
        const query = `${facet}=${q(value)}${excluded ? '&shouldContainExcludedTags=true' : ''}`;
        for (const kind of ['news', 'events', 'newsandevents'] as const) {
          this.spawn(async () => {
            const items = await this.client.list(
              `/pages/${kind}/filter?${query}&pageSize=${FILTER_PAGE_SIZE}`,
              teaserItemSchema,
            );
            const count = await this.client.json(`/pages/${kind}/count/filter?${query}`, countSchema);
            if (count && items.length !== Math.min(count.Count, FILTER_PAGE_SIZE)) {
              this.client.fail(`pages/${kind}/filter?${query}: ${items.length} items, but Count ${count.Count}`);
            }
          });
        }
      }
    }
  }

  // --- specialists, research, friends ---------------------------------------------------------------

  async specialists(): Promise<void> {
    for (const item of await this.client.list('/pages/specialists', specialistListItemSchema)) {
      this.spawn(() => this.page(PAGE_CALLS.specialist(lastSegment(item.url)), 'required', 'pages/specialists'));
    }
    this.spawn(() => this.randomSpecialists({}));
  }

  async randomSpecialists(filter: Record<string, string>): Promise<void> {
    const query = Object.entries(filter)
      .map(([name, value]) => `&${name}=${q(value)}`)
      .join('');
    const path = `/pages/specialists/random?count=6${query}`;
    const items = await this.client.list(path, specialistBlockItemSchema);
    if (items.length > 6) this.client.fail(`${path}: ${items.length} items, more than count`);
  }

  async research(): Promise<void> {
    const split = await this.client.json(
      '/pages/research/patient',
      z.object({ Item1: z.array(z.unknown()), Item2: z.array(z.unknown()) }),
    );
    if (!split) return;
    const items = [
      ...this.client.checkItems('/pages/research/patient Item1', researchListItemSchema, split.Item1),
      ...this.client.checkItems('/pages/research/patient Item2', researchListItemSchema, split.Item2),
    ];
    for (const item of items)
      this.spawn(() => this.page(PAGE_CALLS.research(lastSegment(item.Path)), 'required', 'pages/research/patient'));
  }

  async friends(): Promise<void> {
    for (const entry of await this.client.list('/pages/friend-page', friendPageEntrySchema)) {
      this.spawn(() => this.page(PAGE_CALLS.friend(lastSegment(entry.Path)), 'required', 'pages/friend-page'));
    }
  }

  // --- departments and centres ----------------------------------------------------------------------

  async organisations(): Promise<void> {
    const lists = await this.client.json(
      '/pages/department-or-centrum',
      z.object({ DepartmentPages: z.array(z.unknown()), CentrumPages: z.array(z.unknown()) }),
    );
    if (lists) {
      for (const [name, raw] of [
        ['DepartmentPages', lists.DepartmentPages],
        ['CentrumPages', lists.CentrumPages],
      ] as const) {
        for (const entry of this.client.checkItems(
          `/pages/department-or-centrum ${name}`,
          departmentOrCentrumEntrySchema,
          raw,
        )) {
          this.followRoute(entry.Url, 'required', `department-or-centrum ${name}`);
        }
      }
    }
    const tree = await this.client.list('/departments/navigation', departmentNavigationItemSchema);
    const all: Array<{ node: DepartmentNavigationItem; top: boolean }> = [];
    const walk = (nodes: readonly DepartmentNavigationItem[], top: boolean): void => {
      for (const node of nodes) {
        all.push({ node, top });
        if (node.ContentType === 'Centra pagina') this.#centreSlugs.add(lastSegment(node.Url));
        walk(node.Children, false);
      }
    };
    walk(tree, true);
    for (const entry of all) this.spawn(() => this.organisation(entry.node, entry.top));
  }

  async organisation(node: DepartmentNavigationItem, top: boolean): Promise<void> {
    const slug = lastSegment(node.Url);
    const source = `departments/navigation ${node.Title}`;
    const call = pageCallFor(node.Url);
    const page = call === null ? null : await this.page(call, 'required', source);
    if (page && page.ContentType !== node.ContentType)
      this.client.fail(`${call}: ContentType ${page.ContentType}, the navigation says ${node.ContentType}`);

    const isCentre = node.ContentType === 'Centra pagina' || node.ContentType === 'Sub-centra pagina';
    const entityPath = `/pages/${isCentre ? 'centra' : 'departments'}/${q(slug)}`;
    // A department whose centre is missing is 404 by contract; it sits at the top of the navigation.
    const orphanAllowed =
      node.ContentType === 'Afdeling pagina' &&
      top &&
      page?.Centrum != null &&
      !this.#centreSlugs.has(lastSegment(page.Centrum.Path));
    const entity = await this.client.json(entityPath, organisationEntitySchema, orphanAllowed ? [200, 404] : [200]);
    if (entity && String(entity.SharepointId) !== String(node.SharepointId))
      this.client.fail(`${entityPath}: SharepointId ${entity.SharepointId}, the navigation says ${node.SharepointId}`);
    if (node.ContentType === 'Centra pagina') {
      this.spawn(() => this.client.list(`/pages/centrum-children/${q(String(node.SharepointId))}`, centrumChildSchema));
    }
    this.spawn(() => this.organisationLocations(KIND_OF_TYPE[node.ContentType], slug, source));
    this.spawn(() => this.randomSpecialists({ [RANDOM_FILTER_OF_TYPE[node.ContentType]]: node.Title }));
    if (node.ContentType === 'Afdeling pagina' || node.ContentType === 'Centra pagina') {
      const forPage = node.ContentType === 'Afdeling pagina' ? 'department' : 'centrum';
      const title = q(node.Title);
      this.spawn(() => this.client.list(`/waiting-times?forPage=${forPage}&title=${title}`, waitingTimeGroupSchema));
      this.spawn(() =>
        this.client.list(`/waiting-times/any?title=${title}&forPage=${forPage}`, waitingTimeGroupSchema),
      );
      this.spawn(() => this.client.list(`/waiting-times/any?title=${title}`, waitingTimeGroupSchema));
      this.spawn(() => this.client.list(`/waiting-times/consultations/${forPage}/${title}`, consultationEntrySchema));
    }
  }

  async organisationLocations(forPage: string, slug: string, source: string): Promise<void> {
    const path = `/locations/${q(forPage)}/${q(slug)}`;
    const answer = await this.client.get(path);
    if (answer?.status === 404) {
      this.unresolvedLinks.push(`${source} -> ${path}`);
      return;
    }
    if (answer === null) return;
    for (const entry of this.client.checkItems(path, locationEntrySchema, answer.status === 200 ? answer.body : null)) {
      this.#locations.set(entry.Location.Path, { Title: entry.Location.Title, Path: entry.Location.Path });
    }
  }

  // --- locations ------------------------------------------------------------------------------------

  async locations(): Promise<void> {
    for (const { Title, Path } of this.#locations.values()) {
      this.spawn(async () => {
        const slug = lastSegment(Path);
        const byTitle = await this.client.json(`/locations/getId/${q(Title)}`, locationIdSchema);
        const bySlug = await this.client.json(`/locations/getId/${q(slug)}`, locationIdSchema);
        if (byTitle && bySlug && byTitle.Id !== bySlug.Id)
          this.client.fail(`locations/getId: "${Title}" is ${byTitle.Id} but "${slug}" is ${bySlug.Id}`);
        if (byTitle) await this.client.list(`/locations/departments?locationId=${byTitle.Id}`, wardEntrySchema);
        const call = PAGE_CALLS.locationOrGeneral(slug);
        const page = await this.page(call, 'required', `location ${Title}`);
        if (page && page.ContentType !== 'Locatie pagina')
          this.client.fail(`${call.slice(1)}: ContentType ${page.ContentType}`);
      });
    }
  }

  // --- waiting times, folders, phone numbers, search ------------------------------------------------

  async waitingTimes(): Promise<void> {
    await this.client.list('/waiting-times', waitingTimeGroupSchema);
    await this.client.json('/waiting-times/consultations/locations', consultationLocationsSchema);
    // The peildatum the waiting-times overview and blocks show.
    await this.client.json('/waiting-times/measurement', waitingTimesMeasurementSchema);
    // The overviews that are CMS pages too (the waiting-times page).
    for (const route of OVERVIEW_ROUTES) this.followRoute(route, 'required', 'overviews');
  }

  async folders(): Promise<void> {
    const folders = await this.client.list('/patient-folders', patientFolderSchema);
    for (const folder of folders) {
      this.spawn(async () => {
        const answer = await this.client.get(folder.Path.replace(/^\/api\/v1/, ''));
        if (answer === null) return;
        const head = Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1');
        if (answer.status !== 200 || answer.contentType !== 'application/pdf' || head !== '%PDF-') {
          this.client.fail(
            `${folder.Path}: status ${answer.status}, ${answer.contentType}, starts with ${JSON.stringify(head)}`,
          );
        }
      });
    }
    const criteria: Array<{ body: Record<string, unknown>; holds: (folder: PatientFolder) => boolean }> = [];
    const distinct = (pick: (folder: PatientFolder) => readonly string[]): string[] => [
      ...new Set(folders.flatMap(pick)),
    ];
    const lower = (values: readonly string[], value: string): boolean =>
      values.some((v) => v.toLowerCase() === value.toLowerCase());
    for (const tag of distinct((f) => f.Tags))
      criteria.push({ body: { Kind: 'ByTags', Tags: [tag] }, holds: (f) => lower(f.Tags, tag) });
    for (const name of distinct((f) => f.Departments))
      criteria.push({ body: { Kind: 'ByDepartment', DepartmentName: name }, holds: (f) => lower(f.Departments, name) });
    for (const name of distinct((f) => f.Subdepartments))
      criteria.push({
        body: { Kind: 'BySubdepartment', SubdepartmentName: name },
        holds: (f) => lower(f.Subdepartments, name),
      });
    for (const name of distinct((f) => f.Centra))
      criteria.push({ body: { Kind: 'ByCentrum', CentrumName: name }, holds: (f) => lower(f.Centra, name) });
    for (const name of distinct((f) => f.Subcentra))
      criteria.push({ body: { Kind: 'BySubcentrum', SubcentrumName: name }, holds: (f) => lower(f.Subcentra, name) });
    for (const { body, holds } of criteria) {
      this.spawn(async () => {
        const label = `POST /patient-folders/search ${JSON.stringify(body)}`;
        const answer = await this.client.post('/patient-folders/search', body);
        if (answer === null) return;
        if (answer.status !== 200) return this.client.fail(`${label}: status ${answer.status}`);
        const found = new Set(
          this.client.checkItems(label, patientFolderSchema, answer.body).map((f) => String(f.SharepointId)),
        );
        const expected = folders.filter(holds).map((f) => String(f.SharepointId));
        if (found.size !== expected.length || expected.some((id) => !found.has(id)))
          this.client.fail(`${label}: ${found.size} folders, expected ${expected.length}`);
      });
    }
  }

  async phoneNumbers(): Promise<void> {
    const ids = [...this.#phoneIds];
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      this.spawn(() =>
        this.client.list(`/phoneNumbers?${batch.map((id) => `ids=${q(id)}`).join('&')}`, phoneNumberEntrySchema),
      );
    }
  }

  /** For the first word of every page title: the count (at least that page) and the first page of hits. */
  async searches(): Promise<void> {
    for (const key of this.#searchWords) {
      const [language = 'nl', word = ''] = key.split('|');
      this.spawn(async () => {
        const query = `query=${q(word)}&lang=${language}`;
        const count = await this.client.json(`/search/count/pages?${query}`, countSchema);
        if (count && count.Count < 1)
          this.client.fail(`search/count/pages?${query}: Count 0, but a page title starts with it`);
        const results = await this.client.json(`/search/pages?${query}&page=0`, searchResultsSchema);
        if (results && count && results.Rows.length !== Math.min(12, count.Count)) {
          this.client.fail(`search/pages?${query}: ${results.Rows.length} rows for Count ${count.Count}`);
        }
      });
    }
  }
}

/** Crawls the content API at `baseUrl` (the server root; calls go to `${baseUrl}/api/v1/...`). */
export async function crawlContentApi(baseUrl: string, options: CrawlOptions = {}): Promise<CrawlResult> {
  const client = new CrawlClient(baseUrl, options.concurrency ?? 16);
  const crawl = new Crawl(client);
  await crawl.run(options);
  const pageKeys = crawl.pageKeys;
  return {
    requests: client.requests,
    failures: client.failures,
    unresolvedLinks: crawl.unresolvedLinks,
    pages: pageKeys.length,
    pageKeys,
    timings: Object.fromEntries([...client.timings].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}
