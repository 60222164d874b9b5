/**
 * /zoeken and /en/search: the page's model in its language, empty (pre-rendered; the island searches
 * at run time) or with the results of a search (rendered on demand: served-search.ts).
 */
import pTimeout from 'p-timeout';
import { languageTag, type Locale } from '#src/i18n/locales.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { dataOrThrow } from '#src/lib/api/load-state.ts';
import { countSchema } from '#src/lib/contract/common.ts';
import { searchResultsSchema } from '#src/lib/contract/search.ts';
import { searchCountCall, searchPagesCall } from '#src/lib/contract/search-calls.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { hitFromIndexResult } from '#src/overviews/search/index-hits.ts';
import type { ReleaseIndexSearch, SearchPageAnswer } from '#src/overviews/search/release-index.ts';
import { searchPageModel, type SearchPageModel } from '#src/overviews/search/search-model.ts';
import {
  cmsSearchTimeLeft,
  servedSearch,
  servedSearchState,
  type SearchSource,
} from '#src/overviews/search/served-search.ts';
import type { SearchState } from '#src/overviews/search/search.ts';
import { releaseIndexChannel } from '#src/lib/release-channel.ts';

export async function loadSearchPageModel(ctx: BuildContext, locale: Locale): Promise<SearchPageModel> {
  return searchPageModel(await modelContext(ctx, locale));
}

/**
 * The CMS's two search calls through the content client (validated by the contract), within what is
 * left of the island's time limit for the request received at `receivedAt` (cmsSearchTimeLeft).
 */
function cmsSearch(ctx: BuildContext, locale: Locale, receivedAt: number): SearchSource {
  return async (query, page) => {
    const limit = cmsSearchTimeLeft(receivedAt, performance.now());
    const [count, results] = await pTimeout(
      Promise.all([
        ctx.content.get(searchCountCall(query, locale), countSchema),
        ctx.content.get(searchPagesCall(query, page - 1, locale), searchResultsSchema),
      ]),
      { milliseconds: limit, message: `the CMS search did not answer within ${limit} ms` },
    );
    const rows = dataOrThrow(results);
    return { total: dataOrThrow(count).Count, rows: rows.Rows, suggestions: rows.Suggestions };
  };
}

/** The release's own index, as the server that renders the page gives it; without one the fallback fails. */
function releaseIndexSearch(search: ReleaseIndexSearch | undefined, locale: Locale, label: string): SearchSource {
  return async (query, page): Promise<SearchPageAnswer> => {
    if (!search) throw new Error('no release index is given to this server');
    const found = await search(query, languageTag(locale), page);
    return { total: found.total, rows: found.results.map((data) => hitFromIndexResult(data, label)), suggestions: [] };
  };
}

/** The search page with the results of `state`, rendered on demand for a request received at `receivedAt`. */
export async function loadServedSearchPageModel(
  ctx: BuildContext,
  locale: Locale,
  state: SearchState,
  releaseIndex: ReleaseIndexSearch | undefined,
  receivedAt: number,
): Promise<SearchPageModel> {
  const model = await modelContext(ctx, locale);
  const empty = searchPageModel(model);
  const served = await servedSearch(
    state,
    {
      cms: cmsSearch(ctx, locale, receivedAt),
      releaseIndex: releaseIndexSearch(releaseIndex, locale, model.t('serviceOverviews.search.releaseIndexLabel')),
    },
    empty.suggestions,
  );
  return searchPageModel(model, served);
}

/**
 * The search page rendered on demand for an address, in a request received at `receivedAt`
 * (performance.now()): with the results of its `?query=&page=`, else (no query) in its empty state.
 * The release's index is what the origin serving the request gives.
 */
export function loadSearchPageFor(
  ctx: BuildContext,
  locale: Locale,
  address: URL,
  receivedAt: number,
): Promise<SearchPageModel> {
  const state = servedSearchState(address.searchParams);
  return state
    ? loadServedSearchPageModel(ctx, locale, state, releaseIndexChannel().getStore(), receivedAt)
    : loadSearchPageModel(ctx, locale);
}
