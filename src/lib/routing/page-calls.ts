/**
 * The route table: for a site route, the API call that answers its page, as a
 * path under /api/v1 (`/pages/news/{slug}`). Pure and browser-safe; the one table that the site's
 * discovery crawl, its redirects step and the embedded content API's contract crawl all read.
 *
 * - A section's own routes are decided by the section (its first path segment) and the depth under
 *   it: `/nieuws/{slug}` is a news page, `/afdelingen-en-centra/{a}/{b}` the second organisation
 *   level. A section's own route has no page call, except where the table gives it one: the
 *   waiting-times overview `/wachttijden` is also a CMS page (`/pages/waiting-times`).
 * - Any other route of one to three segments is a general page (under `/en` in English), unless it
 *   is one of the overviews the site builds from list calls (`OVERVIEW_ROUTES`).
 * - Home pages, files (`/media/...`, `/api/...`, a name with an extension), the on-demand preview
 *   route and deeper routes have no page call: null.
 *
 * Slugs are lower-cased in calls; the route is read as a browser reads it (percent-decoded,
 * without query and fragment).
 */
import { slugSegment } from '#src/lib/contract/call-segments.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';

type Language = 'nl' | 'en';

/** A call's query (the same encoding as the site's client): slugs lower-cased, absent ones left out. */
function slugQuery(params: ReadonlyArray<readonly [name: string, slug: string | null]>): string {
  const search = new URLSearchParams();
  for (const [name, slug] of params) if (slug !== null) search.append(name, slug.trim().toLowerCase());
  return `?${search.toString()}`;
}

/** The page calls of spec 7, one builder each: the path under /api/v1 for the given slugs. */
export const PAGE_CALLS = {
  /** `/` and `/en`; answers a home page (its own schema). */
  homePage: (language: Language): string => `/pages/homepage/${language}`,
  /** A general page one to three levels deep: /{slug}, /{parent}/{slug}, /{grandParent}/{parent}/{slug}. */
  generalPage: (
    language: Language,
    slug: string,
    parentSlug: string | null = null,
    grandParentSlug: string | null = null,
  ): string =>
    `/pages/spaarne${slugQuery([
      ['languageCode', language],
      ['grandParentSlug', grandParentSlug],
      ['parentSlug', parentSlug],
      ['slug', slug],
    ])}`,
  /** /afdelingen-en-centra/{slug}: a department or centre page. */
  departmentOrCentrum: (slug: string): string => `/pages/department-or-centrum/${slugSegment(slug)}`,
  /**
   * /afdelingen-en-centra/{departmentOrCentrumSlug}/{slug}: a sub-department, department, sub-centre or general page.
   */
  secondOrganisationLevel: (departmentOrCentrumSlug: string, slug: string): string =>
    `/pages/subdepartment-or-department-or-subcentra-or-spaarne${slugQuery([
      ['departmentOrCentrumSlug', departmentOrCentrumSlug],
      ['slug', slug],
    ])}`,
  /** /afdelingen-en-centra/{centrumSlug}/{departmentOrSpaarneSlug}/{slug}: a sub-department or general page. */
  thirdOrganisationLevel: (centrumSlug: string, departmentOrSpaarneSlug: string, slug: string): string =>
    `/pages/subdepartment-or-spaarne${slugQuery([
      ['centrumSlug', centrumSlug],
      ['departmentOrSpaarneSlug', departmentOrSpaarneSlug],
      ['slug', slug],
    ])}`,
  news: (slug: string): string => `/pages/news/${slugSegment(slug)}`,
  event: (slug: string): string => `/pages/events/${slugSegment(slug)}`,
  specialist: (slug: string): string => `/pages/specialists/${slugSegment(slug)}`,
  research: (slug: string): string => `/pages/research/${slugSegment(slug)}`,
  friend: (slug: string): string => `/pages/friend-page/${slugSegment(slug)}`,
  /** /contact/{slug}: a location page or a general page. */
  locationOrGeneral: (slug: string): string => `/pages/locationOrSpaarne/${slugSegment(slug)}`,
  waitingTimes: (): string => '/pages/waiting-times',
  /** An unpublished page, served on demand at /preview/{slug}?token= (the CMS checks the token). */
  preview: (slug: string, token: string): string =>
    `/sharepoint/preview/${slugSegment(slug)}${token.trim() === '' ? '' : `?${new URLSearchParams({ token }).toString()}`}`,
} as const;

/** A section's page call for the segments under it ([] for the section's own route); null for none. */
type SectionCall = (slugs: readonly string[]) => string | null;

const one =
  (call: (slug: string) => string): SectionCall =>
  ([slug, ...rest]) =>
    slug !== undefined && rest.length === 0 ? call(slug) : null;

const organisationCall: SectionCall = (slugs) => {
  const [a, b, c] = slugs;
  if (a === undefined) return null;
  if (b === undefined) return PAGE_CALLS.departmentOrCentrum(a);
  if (c === undefined) return PAGE_CALLS.secondOrganisationLevel(a, b);
  return slugs.length === 3 ? PAGE_CALLS.thirdOrganisationLevel(a, b, c) : null;
};

/** The sections of spec 2.1 by their first path segment. */
const SECTION_CALLS: ReadonlyMap<string, SectionCall> = new Map<string, SectionCall>([
  ['afdelingen-en-centra', organisationCall],
  ['nieuws', one(PAGE_CALLS.news)],
  ['agenda', one(PAGE_CALLS.event)],
  ['specialisten', one(PAGE_CALLS.specialist)],
  ['wetenschappelijke-onderzoeken', one(PAGE_CALLS.research)],
  ['vrienden', one(PAGE_CALLS.friend)],
  ['contact', one(PAGE_CALLS.locationOrGeneral)],
  ['wachttijden', (slugs) => (slugs.length === 0 ? PAGE_CALLS.waitingTimes() : null)],
  // Served on demand with a token (PAGE_CALLS.preview), never fetched as a published page.
  ['preview', () => null],
]);

function generalPageCall(language: Language, slugs: readonly string[]): string | null {
  const [a, b, c] = slugs;
  if (a === undefined || slugs.length > 3) return null;
  if (b === undefined) return PAGE_CALLS.generalPage(language, a);
  if (c === undefined) return PAGE_CALLS.generalPage(language, b, a);
  return PAGE_CALLS.generalPage(language, c, b, a);
}

/**
 * `/a/B%20c?x#y` -> ['a', 'b c']: the route's path segments, decoded, trimmed and lower-cased; null
 * for what is not a site path (no leading slash, `//host`, a segment that does not decode or is blank).
 */
export function routeSegments(route: string): string[] | null {
  if (!route.startsWith('/') || route.startsWith('//')) return null;
  const path = route.split(/[?#]/)[0] ?? '';
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw).trim().toLowerCase();
    } catch {
      return null;
    }
    if (segment === '') return null;
    segments.push(segment);
  }
  return segments;
}

/** The last segment of a route or path (`/nieuws/Open-Dag` -> `open-dag`), as the slug of a `{slug}` call. */
export function lastSegment(route: string): string {
  return routeSegments(route)?.at(-1) ?? '';
}

/** Images under /media, downloads under /api, anything whose last segment has a file extension. */
function isFile(segments: readonly string[]): boolean {
  const [first] = segments;
  return first === 'media' || first === 'api' || /\.[a-z0-9]{2,4}$/.test(segments.at(-1) ?? '');
}

/** The path (under /api/v1) of the call that answers the page at `route`; null when no page call answers it. */
export function pageCallFor(route: string): string | null {
  const segments = routeSegments(route);
  if (segments === null || segments.length === 0 || isFile(segments)) return null;
  const [first = '', ...rest] = segments;
  const section = SECTION_CALLS.get(first);
  if (section) return section(rest);
  if (isOverviewRoute(`/${segments.join('/')}`)) return null;
  return first === 'en' ? generalPageCall('en', rest) : generalPageCall('nl', segments);
}
