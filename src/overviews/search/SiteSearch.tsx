/**
 * Site search (`/zoeken`, `/en/search`; 2.5, 5, 7, 8, 9). The exception among the
 * overviews: it calls the search API at run time, `search/pages` and `search/count/pages` under
 * `{apiBase}/api/v1/` (same origin by default), and validates both answers with the contract's zod
 * schemas. When the CMS answers with an error, outside its contract or not within 3 s, the results
 * come from the release's own index (release-index.ts) with a quiet note; only when both fail does
 * the error state show.
 *
 * Rendered on the server in its empty state (the form and three suggestions), so without
 * JavaScript the form is a plain GET to `?query=`, which the origin answers with the page rendered on
 * demand with its results (`served`: the same list, the note, paging as links). With JavaScript the island reads `?query=&page=`
 * (page one-based in the address, zero-based in the call), keeps the address in sync (back button
 * too), shows 12 results a page with the pagination, highlights the query in titles and
 * descriptions (as `<mark>` elements, never as HTML), and offers the server's spelling
 * suggestions (else three default ones) when nothing is found. Loading, results, no results and
 * errors are announced politely.
 */
import pTimeout from 'p-timeout';
import { useEffect, useId, useRef, useState, type SubmitEvent, type MouseEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import type { SearchHit } from '#src/lib/contract/search.ts';
import { formatLongDate, isoDate } from '#src/lib/dates.ts';
import { imageVariantUrl } from '#src/lib/contract/images.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { highlightParts } from '#src/overviews/search/highlight.ts';
import { searchCountCall, searchPagesCall } from '#src/lib/contract/search-calls.ts';
import {
  EMPTY_SEARCH,
  SEARCH_PAGE_SIZE,
  hitDate,
  parseSearchState,
  searchApiUrl,
  searchPageCount,
  searchQueryString,
  suggestionsFor,
  type SearchState,
} from '#src/overviews/search/search.ts';
import { Pagination, type PaginationStrings } from '#src/overviews/shared/Pagination.tsx';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';
import { useSearchDraft } from '#src/overviews/shared/search-draft.ts';
import { useUrlState } from '#src/overviews/shared/url-state.ts';
import { LineIcon } from '#src/react/LineIcon.tsx';
import '../shared/Pagination.css';
import '#src/components/ui/card.css';
import './SiteSearch.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';
import { FormField } from '#src/react/FormField.tsx';
import { MAX_SEARCH_LENGTH } from '#src/overviews/shared/text-match.ts';
import {
  CMS_SEARCH_TIME_LIMIT_MS,
  RELEASE_INDEX_OPEN_LIMIT_MS,
  searchWithFallback,
  type SearchPageAnswer,
} from '#src/overviews/search/release-index.ts';
import type { ReleaseIndex } from '#src/overviews/search/release-index-browser.ts';
import type { ServedSearch } from '#src/overviews/search/served-search.ts';

/**
 * serviceOverviews.search; `resultsOne` and `noResultsText` have `{{query}}`, `resultsMany`
 * `{{count}}` and `{{query}}`, `pageOf` `{{page}}` and `{{pages}}`.
 */
export type SearchStrings = StringsAt<'serviceOverviews.search'>;

type Props = {
  locale: Locale;
  strings: SearchStrings;
  paginationStrings: PaginationStrings;
  /** The search page's own path (`/zoeken`, `/en/search`): the form's action and the links' base. */
  action: string;
  /** PUBLIC_SEARCH_API_URL: where `/api/v1/search/...` lives; '' is the site's own origin. */
  apiBase: string;
  /** The three suggestions offered without a query or when the server has none. */
  defaultSuggestions: string[];
  /** The search the origin rendered the page with (on demand); the island starts from it and does not ask again. */
  served?: ServedSearch | null;
};

type Outcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'loaded';
      query: string;
      page: number;
      total: number;
      rows: SearchHit[];
      suggestions: string[];
      /** The CMS's search failed: these come from the release's own index. */
      fromReleaseIndex: boolean;
    };

const IDLE: Outcome = { status: 'idle' };
const LOADING: Outcome = { status: 'loading' };

/**
 * The contract's schemas, loaded with the first search (zod is most of this island's weight; the
 * empty page does not need it).
 */
function loadSchemas() {
  return Promise.all([import('#src/lib/contract/common.ts'), import('#src/lib/contract/search.ts')]).then(
    ([common, search]) => ({
      countSchema: common.countSchema,
      searchResultsSchema: search.searchResultsSchema,
    }),
  );
}

/**
 * The release's own index of the page's language, opened on the first fallback: its loader is loaded
 * then, not with the page. Loading and opening together may take RELEASE_INDEX_OPEN_LIMIT_MS.
 */
function openReleaseIndexLater(languageTag: string): Promise<ReleaseIndex> {
  return pTimeout(
    import('#src/overviews/search/release-index-browser.ts').then((loader) => loader.openReleaseIndex(languageTag)),
    {
      milliseconds: RELEASE_INDEX_OPEN_LIMIT_MS,
      message: `the release's search index did not open within ${RELEASE_INDEX_OPEN_LIMIT_MS} ms`,
    },
  );
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * The build copies only the image sizes its pages use: page headers have `640w`, portraits `400w`.
 * A result tries those in turn and shows an icon when neither is there (or it has no image).
 */
const HIT_IMAGE_VARIANTS = ['640w', '400w'] as const;

function HitMedia({ hit }: { hit: SearchHit }) {
  const [attempt, setAttempt] = useState(0);
  const variant = HIT_IMAGE_VARIANTS[attempt];
  if (hit.image?.url && variant) {
    return (
      <img
        key={variant}
        src={imageVariantUrl(hit.image.url, variant)}
        alt=""
        width={160}
        height={107}
        loading="lazy"
        decoding="async"
        onError={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return <LineIcon name={hit.departmentTitle ? 'stethoscope' : 'info'} size={40} />;
}

/** What identifies one search: the visitor's attempt (a retry), the page and the query. */
const searchKey = (attempt: number, { query, page }: SearchState) => `${attempt} ${page} ${query}`;

/** The outcome a served search shows, as the island's own searches end. */
function servedOutcome(served: ServedSearch): Outcome {
  return served.outcome.status === 'error'
    ? { status: 'error' }
    : { ...served.outcome, query: served.state.query, page: served.state.page };
}

function SiteSearch({ locale, strings, paginationStrings, action, apiBase, defaultSuggestions, served = null }: Props) {
  const id = useId();
  const [state, setState] = useUrlState<SearchState>(
    served?.state ?? EMPTY_SEARCH,
    parseSearchState,
    searchQueryString,
  );
  // The address changed (a search, a page, the back button): the box shows its query.
  const [draft, setDraft] = useSearchDraft(state.query);
  const [attempt, setAttempt] = useState(0);
  // What the last search of which query, page and attempt ended in; until the current one ends, it is loading.
  const search = searchKey(attempt, state);
  const [settled, setSettled] = useState<{ search: string; outcome: Outcome } | null>(
    served ? { search: searchKey(0, served.state), outcome: servedOutcome(served) } : null,
  );
  // The served search is shown as it came: the first run of the effect for it does not ask again.
  const servedSearch = useRef(served ? searchKey(0, served.state) : null);
  const outcome: Outcome = !state.query ? IDLE : settled?.search === search ? settled.outcome : LOADING;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  // The release's index, opened on the first fallback and kept for the next; one that failed to open is tried again.
  const releaseIndex = useRef<Promise<ReleaseIndex> | null>(null);

  const { query: currentQuery, page: currentPage } = state;
  useEffect(() => {
    const query = currentQuery;
    const page = currentPage;
    if (!query) return;
    if (servedSearch.current === search) {
      servedSearch.current = null;
      return;
    }
    servedSearch.current = null;
    const controller = new AbortController();
    // The CMS's search, given a short time: anything but a valid answer in time falls back to the release's index.
    // (A controller of its own rather than AbortSignal.any, which Safari before 17.4 lacks.)
    const cmsCall = new AbortController();
    const timeLimit = setTimeout(() => cmsCall.abort(), CMS_SEARCH_TIME_LIMIT_MS);
    controller.signal.addEventListener('abort', () => cmsCall.abort());
    const cmsSignal = cmsCall.signal;
    const cms = async (): Promise<SearchPageAnswer> => {
      const [schemas, countAnswer, pageAnswer] = await Promise.all([
        loadSchemas(),
        getJson(searchApiUrl(apiBase, searchCountCall(query, locale)), cmsSignal),
        getJson(searchApiUrl(apiBase, searchPagesCall(query, page - 1, locale)), cmsSignal),
      ]).finally(() => clearTimeout(timeLimit));
      const count = schemas.countSchema.safeParse(countAnswer);
      const results = schemas.searchResultsSchema.safeParse(pageAnswer);
      if (!count.success || !results.success) throw new Error('The search API answered outside its contract');
      return { total: count.data.Count, rows: results.data.Rows, suggestions: results.data.Suggestions };
    };
    const fromReleaseIndex = async (): Promise<SearchPageAnswer> => {
      const opening = (releaseIndex.current ??= openReleaseIndexLater(document.documentElement.lang));
      opening.catch(() => {
        if (releaseIndex.current === opening) releaseIndex.current = null;
      });
      return (await opening).search(query, page, strings.releaseIndexLabel);
    };
    searchWithFallback(cms, fromReleaseIndex, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        const pages = searchPageCount(answer.total);
        if (pages > 0 && page > pages) {
          // Past the last page: show the last one instead (spec 5, bad values fall back).
          setState({ query, page: pages }, 'replace');
          return;
        }
        const suggestions =
          answer.rows.length === 0 ? suggestionsFor(answer.suggestions, query, defaultSuggestions) : [];
        setSettled({
          search,
          outcome: {
            status: 'loaded',
            query,
            page,
            total: answer.total,
            rows: answer.rows,
            suggestions,
            fromReleaseIndex: answer.fromReleaseIndex,
          },
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setSettled({ search, outcome: { status: 'error' } });
      });
    return () => {
      clearTimeout(timeLimit);
      controller.abort();
    };
  }, [currentQuery, currentPage, search, apiBase, locale, defaultSuggestions, setState, strings.releaseIndexLabel]);

  // After paging or following a suggestion, focus moves to the results heading once they are there.
  useEffect(() => {
    if (outcome.status === 'loaded' && focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [outcome]);

  const go = (next: SearchState, moveFocus: boolean) => {
    focusResults.current = moveFocus;
    if (next.query === state.query && next.page === state.page) setAttempt((count) => count + 1);
    else setState(next);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ query: draft.trim(), page: 1 }, false);
  };

  const hrefFor = (query: string, page = 1) => `${action}${searchQueryString({ query, page })}`;
  const followSuggestion = (suggestion: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go({ query: suggestion, page: 1 }, true);
  };

  const suggestionList = (items: readonly string[]) => (
    <ul className="site-search__suggestions">
      {items.map((suggestion) => (
        <li key={suggestion}>
          <a href={hrefFor(suggestion)} onClick={followSuggestion(suggestion)}>
            {suggestion}
          </a>
        </li>
      ))}
    </ul>
  );

  const loaded = outcome.status === 'loaded' ? outcome : null;
  const pages = loaded ? searchPageCount(loaded.total) : 0;
  const found =
    loaded && loaded.total > 0
      ? fillTemplate(loaded.total === 1 ? strings.resultsOne : strings.resultsMany, {
          count: loaded.total,
          query: loaded.query,
        })
      : '';
  const pageOf = loaded && pages > 1 ? fillTemplate(strings.pageOf, { page: loaded.page, pages }) : '';
  // What the status line reads out once the results are there (the headings show the same).
  const summary = !loaded
    ? ''
    : loaded.total === 0
      ? `${strings.noResultsTitle}. ${fillTemplate(strings.noResultsText, { query: loaded.query })}`
      : [found, pageOf].filter(Boolean).join(', ');

  return (
    <div className="site-search">
      <form className="site-search__form" action={action} method="get" role="search" onSubmit={submit}>
        <FormField
          control="search"
          id={`${id}-query`}
          name="query"
          label={strings.label}
          value={draft}
          placeholder={strings.placeholder}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={setDraft}
          rowClassName="site-search__row"
          trailing={
            <button type="submit" className="button">
              <LineIcon name="search" size={20} />
              <span>{strings.button}</span>
            </button>
          }
        />
      </form>

      {/* One polite live region: the loading and error messages are visible in it, the result summary is for screen readers. */}
      <div className="site-search__status" role="status">
        {outcome.status === 'loading' && <p className="site-search__message">{strings.loading}</p>}
        {outcome.status === 'error' && (
          <p className="site-search__message site-search__message--error">{strings.error}</p>
        )}
        {loaded && <span className="visually-hidden">{summary}</span>}
      </div>

      {loaded?.fromReleaseIndex && <p className="site-search__source">{strings.fromReleaseIndex}</p>}

      {outcome.status === 'idle' && (
        <section className="site-search__empty" aria-labelledby={`${id}-try`}>
          <h2 id={`${id}-try`}>{strings.emptyTitle}</h2>
          {suggestionList(defaultSuggestions)}
        </section>
      )}

      {outcome.status === 'error' && (
        <button type="button" className="button button--secondary site-search__retry" onClick={() => go(state, false)}>
          {strings.retry}
        </button>
      )}

      {loaded && loaded.total === 0 && (
        <section className="site-search__none" aria-labelledby={`${id}-none`}>
          <h2 id={`${id}-none`} ref={resultsHeading} tabIndex={-1}>
            {strings.noResultsTitle}
          </h2>
          <p>{fillTemplate(strings.noResultsText, { query: loaded.query })}</p>
          {loaded.suggestions.length > 0 && (
            <>
              <p className="site-search__did-you-mean">{strings.didYouMean}</p>
              {suggestionList(loaded.suggestions)}
            </>
          )}
        </section>
      )}

      {loaded && loaded.total > 0 && (
        <section className="site-search__results" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} ref={resultsHeading} tabIndex={-1}>
            {found}
            {pageOf && <span className="site-search__page">, {pageOf}</span>}
          </h2>
          <ol
            className="site-search__hits"
            aria-label={strings.resultsLabel}
            start={(loaded.page - 1) * SEARCH_PAGE_SIZE + 1}
          >
            {loaded.rows.map((hit, index) => {
              const date = hitDate(hit);
              return (
                <li className="search-hit" key={`${hit.url}-${index}`}>
                  <div className="search-hit__media">
                    <HitMedia hit={hit} />
                  </div>
                  <div className="search-hit__body">
                    <p className="search-hit__label card__label">{hit.label}</p>
                    <h3 className="search-hit__title">
                      {/* The contract's URL policy leaves an empty url for an address it refused: the title stays, without a link. */}
                      {hit.url ? (
                        <a href={hit.url}>
                          <Highlighted text={hit.title} query={loaded.query} />
                        </a>
                      ) : (
                        <Highlighted text={hit.title} query={loaded.query} />
                      )}
                    </h3>
                    {date && (
                      <p className="search-hit__date">
                        <time dateTime={isoDate(date)}>{formatLongDate(date, locale)}</time>
                      </p>
                    )}
                    {hit.description && (
                      <p className="search-hit__description">
                        <Highlighted text={hit.description} query={loaded.query} />
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <Pagination
            current={loaded.page}
            pages={pages}
            hrefFor={(page) => hrefFor(loaded.query, page)}
            onNavigate={(page) => go({ query: loaded.query, page }, true)}
            strings={paginationStrings}
          />
        </section>
      )}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(SiteSearch, 'SiteSearch', (props) => props.action);
