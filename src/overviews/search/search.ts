/**
 * Site search (`/zoeken`, `/en/search`): the state in the address
 * (`?query=&page=`, the page one-based), the two calls the island makes at run time (the page
 * zero-based in the call: src/lib/contract/search-calls.ts, shared with the content client), the
 * date a news or event result shows, and which suggestions to offer. Pure and browser-safe.
 */
import type { SearchHit } from '#src/lib/contract/search.ts';
import { parsePage, queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import { pageCount } from '#src/overviews/shared/pagination.ts';
import { distinctInOrder, sameText } from '#src/overviews/shared/text-match.ts';

/** Spec 9: 12 results a page. */
export const SEARCH_PAGE_SIZE = 12;

/** How many suggestions are offered (three default ones). */
export const SUGGESTION_COUNT = 3;

export type SearchState = { query: string; page: number };

export const EMPTY_SEARCH: SearchState = { query: '', page: 1 };

/** Spec 5: the page is a whole number, anything else page 1; no query is the empty state. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const query = textParam(params, 'query') ?? '';
  return { query, page: query ? parsePage(params.get('page')) : 1 };
}

/** The address query of a state: `?query=...&page=N`, page 1 and an empty query left out. */
export function searchQueryString(state: SearchState): string {
  return state.query.trim() ? queryFor({ query: state.query, page: state.page }) : '';
}

/**
 * The address of a call: under `{base}/api/v1/`, where `base` is PUBLIC_SEARCH_API_URL (empty: the
 * site's own origin, whose host passes /api/v1/ to the CMS).
 */
export function searchApiUrl(base: string, call: string): string {
  return `${base.trim().replace(/\/+$/, '')}/api/v1/${call}`;
}

/** How many pages of results a total makes (12 a page). */
export function searchPageCount(total: number): number {
  return pageCount(total, SEARCH_PAGE_SIZE);
}

/** The date a result shows: an event's date, else a news item's publication date. */
export function hitDate(hit: Pick<SearchHit, 'eventDate' | 'publishingDate'>): string | null {
  const iso = hit.eventDate ?? hit.publishingDate;
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : null;
}

/**
 * Spec 8: the server's spelling suggestions when it has any (not the query itself, no duplicates,
 * both case-insensitive as `sameText`; at most three), else the three default ones.
 */
export function suggestionsFor(server: readonly string[], query: string, defaults: readonly string[]): string[] {
  const own = distinctInOrder(server.map((suggestion) => suggestion.trim()).filter(Boolean)).filter(
    (suggestion) => !sameText(suggestion, query),
  );
  return (own.length > 0 ? own : defaults.filter((text) => text.trim())).slice(0, SUGGESTION_COUNT);
}
