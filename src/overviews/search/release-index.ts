/**
 * The release's own search index (Pagefind, written by scripts/build/search-index.ts): which pages
 * it holds, when the search page falls back to it, and how its results become the same hits the
 * CMS's search gives (index-hits.ts: it needs the URL policy, which the empty search page does not
 * load). Pure and browser-safe; the loader is release-index-browser.ts.
 */
import type { SearchHit } from '#src/lib/contract/search.ts';
import type { PageHead } from '#src/lib/models/page-model.ts';
import { SEARCH_PAGE_SIZE } from '#src/overviews/search/search.ts';

/** How long the CMS's search may take before the release's index answers instead. */
export const CMS_SEARCH_TIME_LIMIT_MS = 3000;

/**
 * How long opening the index in the browser may take: its loader, the shards file, Pagefind's script
 * and WebAssembly, every shard's metadata (Pagefind's merge waits for the first shard's WebAssembly
 * without a limit of its own).
 */
export const RELEASE_INDEX_OPEN_LIMIT_MS = 10_000;

/** Pages a visitor would want to find: no `noindex` page (filter pages, previews), not search or not-found itself. */
export function inReleaseSearchIndex(head: Pick<PageHead, 'noindex' | 'preview' | 'pageType'>): boolean {
  return !head.noindex && !head.preview && head.pageType !== 'search' && head.pageType !== 'notFound';
}

/**
 * The release's index searched where the page is rendered on demand (the origin gives it:
 * scripts/origin/release-index-search.ts): one page (one-based) of what the index of the language
 * `languageTag` (`<html lang>`, as Pagefind picks its index) finds, and how many it found.
 */
export type ReleaseIndexSearch = (
  query: string,
  languageTag: string,
  page: number,
) => Promise<{ total: number; results: IndexResultData[] }>;

/** One page of results, from whichever source answered. */
export type SearchPageAnswer = { total: number; rows: SearchHit[]; suggestions: string[] };

export type AnsweredSearch = SearchPageAnswer & { fromReleaseIndex: boolean };

/**
 * The CMS's answer when it comes (valid, in time), else the release index's: any failure of the CMS
 * call (an error status, a network error, the time limit, an answer outside the contract) falls back.
 * A search the visitor left (`signal` aborted) does not.
 */
export async function searchWithFallback(
  cms: () => Promise<SearchPageAnswer>,
  releaseIndex: () => Promise<SearchPageAnswer>,
  signal: AbortSignal,
): Promise<AnsweredSearch> {
  try {
    return { ...(await cms()), fromReleaseIndex: false };
  } catch (cmsFailure) {
    if (signal.aborted) throw cmsFailure;
    return { ...(await releaseIndex()), fromReleaseIndex: true };
  }
}

/** What Pagefind's `result.data()` gives for one page (the fields the hit uses). */
export type IndexResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string; description?: string };
};

/** The results of one page (one-based) out of everything the index found, 12 a page as the CMS's search. */
export function indexPageSlice<T>(results: readonly T[], page: number): T[] {
  const start = (Math.max(1, page) - 1) * SEARCH_PAGE_SIZE;
  return results.slice(start, start + SEARCH_PAGE_SIZE);
}
