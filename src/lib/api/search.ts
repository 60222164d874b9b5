/** Site search: 12 results a page, zero-based pages, and the total count. */
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { countSchema, searchResultsSchema, type SearchResults } from '#src/lib/contract/index.ts';
import { searchCountCall, searchPagesCall } from '#src/lib/contract/search-calls.ts';

/** One page of results (`pageIndex` zero-based); the island makes the same call from the browser. */
export function fetchSearchResults(
  query: string,
  pageIndex: number,
  language: Locale,
  client: ContentClient,
): Promise<LoadResult<SearchResults>> {
  return client.get(searchPagesCall(query, pageIndex, language), searchResultsSchema);
}

export async function fetchSearchCount(
  query: string,
  language: Locale,
  client: ContentClient,
): Promise<LoadResult<number>> {
  const result = await client.get(searchCountCall(query, language), countSchema);
  return result.state === 'loaded' ? { ...result, data: result.data.Count } : result;
}
