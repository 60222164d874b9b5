/** Site search (spec 7): 12 results a page, zero-based pages, and the total count. */
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString } from '#src/lib/api/query.ts';
import { countSchema, searchResultsSchema, type SearchResults } from '#src/lib/contract/index.ts';

/** The search call's path and query, shared with the browser island (which calls it at run time). */
export function searchEndpoint(query: string, pageIndex: number, language: Locale): string {
  return `search/pages${queryString({ query, page: pageIndex, lang: language })}`;
}

export function searchCountEndpoint(query: string, language: Locale): string {
  return `search/count/pages${queryString({ query, lang: language })}`;
}

export function searchPages(query: string, pageIndex: number, language: Locale, client: ContentClient): Promise<LoadResult<SearchResults>> {
  return client.get(searchEndpoint(query, pageIndex, language), searchResultsSchema);
}

export async function searchCount(query: string, language: Locale, client: ContentClient): Promise<LoadResult<number>> {
  const result = await client.get(searchCountEndpoint(query, language), countSchema);
  return result.state === 'loaded' ? { ...result, data: result.data.Count } : result;
}
