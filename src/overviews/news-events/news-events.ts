/**
 * The news, agenda and combined overviews, pure: the order of each list (the
 * content API's order, scripts/content-api/api/news-events.ts), the filters of the query and the
 * excluded-tags rule, the combined overview's title, paging, and the compact JSON the build emits
 * for the island. Shared by the static pages (build) and the island (browser).
 */
import { shouldContainExcludedTags } from '#src/lib/api/query.ts';
import type { Page } from '#src/lib/contract/index.ts';
import { mediaPath } from '#src/lib/media-path.ts';
import { pageCount } from '#src/overviews/shared/pagination.ts';
import { listParam, parsePage, queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import { caseKey, distinctInOrder, sameText } from '#src/overviews/shared/text-match.ts';

/** Spec 9: 12 items a page. */
export const NEWS_EVENTS_PAGE_SIZE = 12;

export type NewsEventsOverview = 'news' | 'agenda' | 'combined';
export type ItemKind = 'news' | 'event';

/** The filters of the query, each matched case-insensitively against the item's titles. */
export const FILTER_NAMES = ['department', 'subDepartment', 'specialist', 'centrum', 'subcentrum'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Record<FilterName, string | null> & { tags: string[] };

/** What an item is about, per filter (the page's DepartmentsTitles, ..., Tags). */
export type Facets = Record<FilterName, string[]> & { tags: string[] };

/** One item as a list shows and filters it. */
export type ListItem = {
  kind: ItemKind;
  route: string;
  title: string;
  /** The teaser text ('' when the page has none). */
  teaser: string;
  /** The original image URL (site path), or null. */
  image: string | null;
  /** The date shown: the publication date of news, the event date of events (ISO), or null. */
  date: string | null;
  facets: Facets;
};

/** The state an overview keeps in its address: page (one-based, not yet clamped) and filters. */
export type ListState = { page: number; filters: Filters };

export const NO_FILTERS: Filters = {
  department: null,
  subDepartment: null,
  specialist: null,
  centrum: null,
  subcentrum: null,
  tags: [],
};

// ---------------------------------------------------------------- order

/** What a list is ordered by: the dates, then (for equal dates) the CMS id, then the route. */
export type OrderFields = {
  route: string;
  publicationDate: string | null;
  eventDate: string | null;
  id: number | string;
};

/** A news or event page as a list item, with the dates its lists are ordered by. */
export type ListEntry = ListItem & OrderFields;

export type NewsEventPage = Pick<
  Page,
  | 'SharepointId'
  | 'ContentType'
  | 'Title'
  | 'HeaderTitle'
  | 'TeaserDescription'
  | 'HeaderDescription'
  | 'HeaderImage'
  | 'PublicationDate'
  | 'EventDate'
  | 'Tags'
  | 'DepartmentsTitles'
  | 'SubdepartmentsTitles'
  | 'SpecialistsTitles'
  | 'CentraTitles'
  | 'SubcentraTitles'
>;

/**
 * The list item of a news or event page at `route`; its image as a site path (`contentApiUrl`: the CMS, whose /media/
 * the build copies).
 */
export function listEntry(route: string, page: NewsEventPage, contentApiUrl?: string): ListEntry {
  const kind: ItemKind = page.ContentType === 'Agenda pagina' ? 'event' : 'news';
  return {
    kind,
    route,
    title: (page.HeaderTitle?.trim() || page.Title).trim(),
    teaser: (page.TeaserDescription ?? page.HeaderDescription ?? '').trim(),
    image: page.HeaderImage?.Url ? mediaPath(page.HeaderImage.Url, contentApiUrl) : null,
    date: kind === 'news' ? page.PublicationDate : page.EventDate,
    publicationDate: page.PublicationDate,
    eventDate: page.EventDate,
    id: page.SharepointId,
    facets: {
      department: page.DepartmentsTitles,
      subDepartment: page.SubdepartmentsTitles,
      specialist: page.SpecialistsTitles,
      centrum: page.CentraTitles,
      subcentrum: page.SubcentraTitles,
      tags: page.Tags.map((tag) => tag.Title),
    },
  };
}

/** The item without its ordering dates (what the lists carry). */
export function withoutOrder({
  publicationDate: _publication,
  eventDate: _event,
  id: _id,
  ...item
}: ListEntry): ListItem {
  return item;
}

function ms(value: string | null): number | null {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Descending, items without a date last (SQL `DESC NULLS LAST`). */
function newestFirst(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Equal dates: the CMS's order of creation (its ids, numbers before text ids), then the route. */
function tieBreak(a: OrderFields, b: OrderFields): number {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id || compareText(a.route, b.route);
  if (typeof a.id !== typeof b.id) return typeof a.id === 'number' ? -1 : 1;
  return compareText(String(a.id), String(b.id)) || compareText(a.route, b.route);
}

/**
 * The order of each list, as the content API answers it: news and the combined list newest first
 * by publication date (an item without one by its event date); events upcoming (on or after
 * `referenceMs`) soonest first, then past ones latest first, events without a date last. Ties by
 * the CMS id (the API keeps its own order of creation), then by route.
 */
export function orderItems<T extends OrderFields>(
  items: readonly T[],
  overview: NewsEventsOverview,
  referenceMs: number,
): T[] {
  const sorted = [...items];
  if (overview === 'agenda') {
    sorted.sort((a, b) => {
      const x = ms(a.eventDate);
      const y = ms(b.eventDate);
      const upcomingX = x !== null && x >= referenceMs;
      const upcomingY = y !== null && y >= referenceMs;
      if (upcomingX !== upcomingY) return upcomingX ? -1 : 1;
      const order = upcomingX && upcomingY ? (x as number) - (y as number) : newestFirst(x, y);
      return order || tieBreak(a, b);
    });
  } else {
    sorted.sort(
      (a, b) =>
        newestFirst(ms(a.publicationDate) ?? ms(a.eventDate), ms(b.publicationDate) ?? ms(b.eventDate)) ||
        tieBreak(a, b),
    );
  }
  return sorted;
}

/**
 * The "today" that splits upcoming from past events, read from the CMS's own events list: its first
 * event (all events, upcoming soonest first) is the soonest upcoming one, so every event on or
 * after its date is upcoming and every event before it is past. When the CMS has no upcoming
 * event, its first is the latest past one, which orders the same. Without an answer: `fallbackMs`.
 */
export function eventReferenceMs(firstEventDate: string | null | undefined, fallbackMs: number): number {
  return ms(firstEventDate ?? null) ?? fallbackMs;
}

// ---------------------------------------------------------------- filters

/** Spec 5: items tagged 'Hoor Floor' or 'Inspiratie' are left out unless the tags filter names one of them. */
export function hasExcludedTag(item: Pick<ListItem, 'facets'>): boolean {
  return shouldContainExcludedTags(item.facets.tags);
}

export function hasFilters(filters: Filters): boolean {
  return filters.tags.length > 0 || FILTER_NAMES.some((name) => filters[name] !== null);
}

/**
 * What each filter given asks of an item's titles for it: one of them is the filter's value
 * (`sameText`: case-insensitive, runs of white space count as one, accents do count), or for the
 * tags filter one of its tags (OR within it). An item passes when every test holds (AND between
 * filters). The one statement of the rule: matchesFilters applies it to items, the split JSON
 * (news-events-split.ts) to the titles its files are named by.
 */
export type TitleTest = { facet: keyof Facets; matches: (title: string) => boolean };

export function titleTests(filters: Filters): TitleTest[] {
  const tests: TitleTest[] = [];
  for (const name of FILTER_NAMES) {
    const wanted = filters[name];
    if (wanted !== null) tests.push({ facet: name, matches: (title) => sameText(title, wanted) });
  }
  if (filters.tags.length > 0) {
    const wanted = new Set(filters.tags.map(caseKey));
    tests.push({ facet: 'tags', matches: (tag) => wanted.has(caseKey(tag)) });
  }
  return tests;
}

/** Whether an item passes the filters (titleTests) and the excluded-tags rule. */
export function matchesFilters(item: Pick<ListItem, 'facets'>, filters: Filters): boolean {
  return filterItems([item], filters).length === 1;
}

export function filterItems<T extends Pick<ListItem, 'facets'>>(items: readonly T[], filters: Filters): T[] {
  const tests = titleTests(filters);
  const leaveExcludedOut = !shouldContainExcludedTags(filters.tags);
  return items.filter(
    (item) =>
      !(leaveExcludedOut && hasExcludedTag(item)) &&
      tests.every(({ facet, matches }) => item.facets[facet].some(matches)),
  );
}

/** The filters from a query: one value each (titles may hold commas), tags comma separated or repeated. */
export function parseFilters(params: URLSearchParams): Filters {
  const tags = distinctInOrder(listParam(params, 'tags'));
  return {
    department: textParam(params, 'department'),
    // The spec writes the combined overview's names in lower case and with the API's spelling; both are read.
    subDepartment: textParam(params, 'subDepartment') ?? textParam(params, 'subdepartment'),
    specialist: textParam(params, 'specialist'),
    centrum: textParam(params, 'centrum'),
    subcentrum: textParam(params, 'subcentrum') ?? textParam(params, 'subcentra'),
    tags,
  };
}

/** The state of an address's query: a page that is not a whole number is 1; clamping waits for the count. */
export function parseListQuery(params: URLSearchParams, pathname = ''): ListState {
  const page = params.get('page') ?? staticPageOfPath(pathname);
  return { page: parsePage(page), filters: parseFilters(params) };
}

/** The page number a static page's path carries (`/nieuws/pagina/3` -> '3'), else null. */
function staticPageOfPath(pathname: string): string | null {
  return /\/pagina\/(\d+)\/?$/.exec(pathname)?.[1] ?? null;
}

/** The query for a state: filters in the spec's names, tags comma separated, empty values and page 1 left out. */
export function listQuery(state: ListState): string {
  return queryFor({ ...state.filters, page: state.page });
}

/** The titles of the filters as the data writes them (`cardiologie` -> `Cardiologie`); unknown values stay as given. */
export function resolveFilters(filters: Filters, known: Iterable<string>): Filters {
  const titles = new Map<string, string>();
  for (const title of known) if (!titles.has(caseKey(title))) titles.set(caseKey(title), title);
  const resolve = (value: string) => titles.get(caseKey(value)) ?? value;
  const resolved: Filters = { ...filters, tags: filters.tags.map(resolve) };
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    resolved[name] = value === null ? null : resolve(value);
  }
  return resolved;
}

/** The filters without one of them (a tag by its value). */
export function withoutFilter(filters: Filters, name: FilterName | 'tags', value?: string): Filters {
  if (name === 'tags')
    return { ...filters, tags: filters.tags.filter((tag) => value === undefined || !sameText(tag, value)) };
  return { ...filters, [name]: null };
}

/** The active filters in display order, one entry per tag. */
export function activeFilters(filters: Filters): Array<{ name: FilterName | 'tags'; value: string }> {
  return [
    ...filters.tags.map((value) => ({ name: 'tags' as const, value })),
    ...FILTER_NAMES.flatMap((name) => (filters[name] === null ? [] : [{ name, value: filters[name] }])),
  ];
}

/**
 * Spec 2.1: the combined overview's title: the chosen tags, department, subdepartment and specialist joined with ' & '.
 */
export function combinedTitle(filters: Filters, fallback: string): string {
  const parts = [...filters.tags, filters.department, filters.subDepartment, filters.specialist].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
  return parts.length > 0 ? parts.join(' & ') : fallback;
}

// ---------------------------------------------------------------- paging

export type ListPage<T> = { items: T[]; page: number; pages: number; total: number };

/** One page of a list: a page past the end is the last page, below 1 is page 1. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = NEWS_EVENTS_PAGE_SIZE): ListPage<T> {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pages,
    total: items.length,
  };
}

/**
 * The address of a static page of an overview: page 1 at the overview, page N at `{overview}/pagina/N` (read back by
 * parseListQuery).
 */
export function staticPageHref(basePath: string, page: number): string {
  return page > 1 ? `${basePath}/pagina/${page}` : basePath;
}

// ---------------------------------------------------------------- the JSON the build emits

/**
 * The list as static JSON (src/pages/data/*.json.ts), as small as it can be: short keys, nothing
 * null or empty, and every filter title once in `f` (items name them by index).
 * `i`: items in the list's order; `u` route, `t` title, `x` teaser, `m` image, `d` date (ISO), `e: 1`
 * an event; `a` departments, `s` sub-departments, `p` specialists, `c` centres, `b` sub-centres, `g` tags.
 */
export type ListJson = { f: string[]; i: ItemJson[] };
type ItemJson = {
  u: string;
  t: string;
  x?: string;
  m?: string;
  d?: string;
  e?: 1;
  a?: number[];
  s?: number[];
  p?: number[];
  c?: number[];
  b?: number[];
  g?: number[];
};

/** The short key of each filter in the JSON (items here, the split files in news-events-split.ts). */
export const FACET_KEYS = {
  department: 'a',
  subDepartment: 's',
  specialist: 'p',
  centrum: 'c',
  subcentrum: 'b',
  tags: 'g',
} as const satisfies Record<keyof Facets, keyof ItemJson>;
export type FacetKey = (typeof FACET_KEYS)[keyof Facets];
const FACET_NAMES = Object.keys(FACET_KEYS) as Array<keyof Facets>;

/** `2026-10-02T08:00:00.000Z` -> `2026-10-02T08:00Z` (still an ISO date that Date.parse reads). */
function compactDate(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed)
    ? iso
    : new Date(parsed)
        .toISOString()
        .replace(/:00\.000Z$/, 'Z')
        .replace(/\.000Z$/, 'Z');
}

export function encodeList(items: readonly ListItem[]): ListJson {
  const dictionary = new Map<string, number>();
  const index = (title: string) => {
    let at = dictionary.get(title);
    if (at === undefined) {
      at = dictionary.size;
      dictionary.set(title, at);
    }
    return at;
  };
  const encoded = items.map((item) => {
    const out: ItemJson = { u: item.route, t: item.title };
    if (item.teaser) out.x = item.teaser;
    if (item.image) out.m = item.image;
    if (item.date) out.d = compactDate(item.date);
    if (item.kind === 'event') out.e = 1;
    for (const name of FACET_NAMES) {
      const titles = [...new Set(item.facets[name].map((title) => title.trim()).filter(Boolean))];
      if (titles.length > 0) out[FACET_KEYS[name]] = titles.map(index);
    }
    return out;
  });
  return { f: [...dictionary.keys()], i: encoded };
}

/** Reads the JSON back; anything malformed in an item is left out of it, never thrown. */
export function decodeList(json: unknown): ListItem[] {
  const data = json as Partial<ListJson> | null;
  const dictionary = Array.isArray(data?.f) ? data.f.filter((entry): entry is string => typeof entry === 'string') : [];
  const items = Array.isArray(data?.i) ? data.i : [];
  return items.flatMap((raw): ListItem[] => {
    if (!raw || typeof raw.u !== 'string' || typeof raw.t !== 'string') return [];
    const titles = (indexes: unknown) =>
      Array.isArray(indexes)
        ? indexes.flatMap((at) => (typeof at === 'number' && dictionary[at] !== undefined ? [dictionary[at]] : []))
        : [];
    const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, titles(raw[FACET_KEYS[name]])])) as Facets;
    return [
      {
        kind: raw.e === 1 ? 'event' : 'news',
        route: raw.u,
        title: raw.t,
        teaser: typeof raw.x === 'string' ? raw.x : '',
        image: typeof raw.m === 'string' ? raw.m : null,
        date: typeof raw.d === 'string' ? raw.d : null,
        facets,
      },
    ];
  });
}
