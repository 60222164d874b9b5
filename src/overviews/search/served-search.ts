/**
 * Search rendered on demand by the origin (`/zoeken?query=...&page=N`, `/en/search?query=...`), so
 * that it works without JavaScript: which search an address asks for, the results the page is served
 * with, and the headers of that answer. Pure and browser-safe: the island starts from the same state.
 */
import { searchPath, type Locale } from '#src/i18n/locales.ts';
import type { SearchHit } from '#src/lib/contract/search.ts';
import {
  CMS_SEARCH_TIME_LIMIT_MS,
  searchWithFallback,
  type SearchPageAnswer,
} from '#src/overviews/search/release-index.ts';
import { parseSearchState, searchPageCount, suggestionsFor, type SearchState } from '#src/overviews/search/search.ts';
import { MAX_SEARCH_LENGTH } from '#src/overviews/shared/text-match.ts';

/** What the page was served with: the results of one search, or that neither the CMS nor the release's index answered. */
export type ServedSearch = {
  state: SearchState;
  outcome:
    | {
        status: 'loaded';
        total: number;
        rows: SearchHit[];
        suggestions: string[];
        fromReleaseIndex: boolean;
      }
    | { status: 'error' };
};

/**
 * The search an address asks for, or null without a query (the static page's empty state). The page
 * is a whole number from 1, else 1; the query is cut to the length the form allows (an address can
 * carry any length), so no search and no page repeats a longer text.
 */
export function servedSearchState(params: URLSearchParams): SearchState | null {
  const state = parseSearchState(params);
  const query = [...state.query].slice(0, MAX_SEARCH_LENGTH).join('').trim();
  return query ? { query, page: state.page } : null;
}

/** The routes rendered on demand (src/pages/zoeken/resultaten.astro, src/pages/en/search/results.astro). */
export const SERVED_SEARCH_ROUTES: Readonly<Record<Locale, string>> = {
  nl: `${searchPath('nl')}/resultaten`,
  en: `${searchPath('en')}/results`,
};

/**
 * The on-demand route that answers a request for a search page with a query (`/zoeken?query=...`),
 * or null: without a query the static page answers.
 */
export function servedSearchRoute(pathname: string, params: URLSearchParams): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const locale = (Object.keys(SERVED_SEARCH_ROUTES) as Locale[]).find((candidate) => searchPath(candidate) === path);
  return locale && servedSearchState(params) ? SERVED_SEARCH_ROUTES[locale] : null;
}

/** Where one page (one-based) of a search's results can come from. */
export type SearchSource = (query: string, page: number) => Promise<SearchPageAnswer>;

/** The least a served search's CMS search is given, however long its frame took. */
export const MIN_CMS_SEARCH_MS = 500;

/**
 * How long a served search may wait for the CMS's search, asked at `now` for a request received at
 * `receivedAt` (performance.now()): what is left of the CMS's 3 s for the whole request, whose frame
 * came first (a CMS that hangs took all of it there), but at least MIN_CMS_SEARCH_MS.
 */
export function cmsSearchTimeLeft(receivedAt: number, now: number): number {
  return Math.max(MIN_CMS_SEARCH_MS, Math.round(CMS_SEARCH_TIME_LIMIT_MS - (now - receivedAt)));
}

/**
 * The results the page is served with, as the island finds them: the CMS's search, else (an error, the
 * time limit, an answer outside the contract: the CMS source throws) the release's index, marked so;
 * past the last page, the last page; no results, the spelling suggestions or else the default ones.
 * Neither answering is the error state.
 */
export async function servedSearch(
  state: SearchState,
  sources: { cms: SearchSource; releaseIndex: SearchSource },
  defaultSuggestions: readonly string[],
): Promise<ServedSearch> {
  const search = (page: number) =>
    searchWithFallback(
      () => sources.cms(state.query, page),
      () => sources.releaseIndex(state.query, page),
      new AbortController().signal,
    );
  try {
    let answer = await search(state.page);
    let page = state.page;
    const pages = searchPageCount(answer.total);
    if (pages > 0 && page > pages) {
      page = pages;
      answer = await search(page);
    }
    const suggestions =
      answer.rows.length === 0 ? suggestionsFor(answer.suggestions, state.query, defaultSuggestions) : [];
    return {
      state: { query: state.query, page },
      outcome: {
        status: 'loaded',
        total: answer.total,
        rows: answer.rows,
        suggestions,
        fromReleaseIndex: answer.fromReleaseIndex,
      },
    };
  } catch {
    return { state, outcome: { status: 'error' } };
  }
}

/**
 * The same results for everyone, changing with every publish and with the CMS's search: a shared
 * cache may keep them a minute (a burst of the same search asks the origin once), a browser asks
 * again each time. Not indexed: a results page is not content.
 */
export const SERVED_SEARCH_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'public, max-age=0, s-maxage=60',
  'x-robots-tag': 'noindex',
};
