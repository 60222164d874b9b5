/** Calls that return one content page (spec 7). A page that fails to load shows the not-found page (spec 4). */
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString, slugSegment } from '#src/lib/api/query.ts';
import { homePageSchema, pageSchema, type HomePage, type Page } from '#src/lib/contract/index.ts';

type Client = ContentClient;
const page = (client: Client, endpoint: string): Promise<LoadResult<Page>> => client.get(endpoint, pageSchema);

export function fetchHomePage(language: Locale, client: Client): Promise<LoadResult<HomePage>> {
  return client.get(`pages/homepage/${language}`, homePageSchema);
}

/** A general page one to three levels deep: /{slug}, /{parent}/{slug}, /{grandParent}/{parent}/{slug} (also under /en). */
export function fetchGeneralPage(
  address: { language: Locale; slug: string; parentSlug?: string | null; grandParentSlug?: string | null },
  client: Client,
): Promise<LoadResult<Page>> {
  const query = queryString({
    languageCode: address.language,
    grandParentSlug: address.grandParentSlug?.toLowerCase(),
    parentSlug: address.parentSlug?.toLowerCase(),
    slug: address.slug.toLowerCase(),
  });
  return page(client, `pages/spaarne${query}`);
}

/** /afdelingen-en-centra/{slug}: a department or centre page. */
export function fetchDepartmentOrCentrumPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/department-or-centrum/${slugSegment(slug)}`);
}

/** /afdelingen-en-centra/{departmentOrCentrumSlug}/{slug}: a sub-department, department, sub-centre or general page. */
export function fetchSecondLevelOrganisationPage(departmentOrCentrumSlug: string, slug: string, client: Client): Promise<LoadResult<Page>> {
  const query = queryString({ departmentOrCentrumSlug: departmentOrCentrumSlug.toLowerCase(), slug: slug.toLowerCase() });
  return page(client, `pages/subdepartment-or-department-or-subcentra-or-spaarne${query}`);
}

/** /afdelingen-en-centra/{centrumSlug}/{departmentOrSpaarneSlug}/{slug}: a sub-department or general page. */
export function fetchThirdLevelOrganisationPage(centrumSlug: string, departmentOrSpaarneSlug: string, slug: string, client: Client): Promise<LoadResult<Page>> {
  const query = queryString({ centrumSlug: centrumSlug.toLowerCase(), departmentOrSpaarneSlug: departmentOrSpaarneSlug.toLowerCase(), slug: slug.toLowerCase() });
  return page(client, `pages/subdepartment-or-spaarne${query}`);
}

export function fetchEventPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/events/${slugSegment(slug)}`);
}

export function fetchNewsPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/news/${slugSegment(slug)}`);
}

/** /contact/{slug}: a location page or a general page. */
export function fetchLocationOrGeneralPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/locationOrSpaarne/${slugSegment(slug)}`);
}

export function fetchSpecialistPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/specialists/${slugSegment(slug)}`);
}

export function fetchResearchPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/research/${slugSegment(slug)}`);
}

export function fetchFriendPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `pages/friend-page/${slugSegment(slug)}`);
}

export function fetchWaitingTimesPage(client: Client): Promise<LoadResult<Page>> {
  return page(client, 'pages/waiting-times');
}

/**
 * An unpublished page for the preview route: the token goes along as given (the CMS checks it;
 * 401 for a wrong one, 404 for an unknown slug). Never memoised across requests: the preview runs
 * on the server, so each request must get a client of its own.
 */
export function fetchPreviewPage(slug: string, token: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, `sharepoint/preview/${slugSegment(slug)}${queryString({ token })}`);
}
