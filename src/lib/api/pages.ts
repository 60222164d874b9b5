/**
 * Calls that return one content page, addressed by the route table
 * (src/lib/routing/page-calls.ts). A page that fails to load shows the not-found page.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { z } from 'zod';
import { homePageSchema, pageSchema, type HomePage, type Page } from '#src/lib/contract/index.ts';
import { PAGE_CALLS, pageCallFor } from '#src/lib/routing/page-calls.ts';

type Client = ContentClient;
/**
 * The client's endpoint for a call of the route table: its path without the leading slash, as every other call names
 * it.
 */
const endpoint = (call: string): string => call.replace(/^\//, '');
const page = (client: Client, call: string): Promise<LoadResult<Page>> => client.get(endpoint(call), pageSchema);

export function fetchHomePage(language: Locale, client: Client): Promise<LoadResult<HomePage>> {
  return client.get(endpoint(PAGE_CALLS.homePage(language)), homePageSchema);
}

/**
 * The content page at a site route, by the call the route table names for it; null when no page
 * call answers that route (home pages, overviews the site builds, files, routes of no known shape).
 */
export function fetchPageAt(route: string, client: Client): Promise<LoadResult<Page>> | null {
  const call = pageCallFor(route);
  return call === null ? null : page(client, call);
}

/** /contact/{slug}: a location page or a general page. */
export function fetchLocationOrGeneralPage(slug: string, client: Client): Promise<LoadResult<Page>> {
  return page(client, PAGE_CALLS.locationOrGeneral(slug));
}

/**
 * An unpublished page for the preview route: the token goes along as given (the CMS checks it;
 * 401 for a wrong one, 404 for an unknown slug). Never memoised across requests: the preview runs
 * on the server, so each request must get a client of its own.
 */
export function fetchPreviewPage(slug: string, token: string, client: Client): Promise<LoadResult<Page | HomePage>> {
  // A home page keeps its quick tasks (the page schema alone would strip them).
  return client.get(endpoint(PAGE_CALLS.preview(slug, token)), z.union([homePageSchema, pageSchema]));
}
