import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#src/lib/contract/search.ts';
import { CMS_SEARCH_TIME_LIMIT_MS, type SearchPageAnswer } from '#src/overviews/search/release-index.ts';
import {
  cmsSearchTimeLeft,
  MIN_CMS_SEARCH_MS,
  SERVED_SEARCH_HEADERS,
  servedSearch,
  servedSearchRoute,
  servedSearchState,
  type SearchSource,
} from '#src/overviews/search/served-search.ts';
import { MAX_SEARCH_LENGTH } from '#src/overviews/shared/text-match.ts';

const params = (query: string) => new URLSearchParams(query);

function hit(title: string): SearchHit {
  return {
    label: 'Pagina',
    title,
    description: null,
    image: null,
    url: `/${title}`,
    publishingDate: null,
    eventDate: null,
    departmentTitle: null,
  };
}

/** A source with `total` results of which it gives the asked page's, recording the pages asked. */
function source(total: number, asked: number[] = [], suggestions: string[] = []): SearchSource {
  return (query, page): Promise<SearchPageAnswer> => {
    asked.push(page);
    const first = (page - 1) * 12;
    const count = Math.max(0, Math.min(12, total - first));
    return Promise.resolve({
      total,
      rows: Array.from({ length: count }, (_, index) => hit(`${query}-${first + index + 1}`)),
      suggestions,
    });
  };
}

const failing: SearchSource = () => Promise.reject(new Error('down'));
const DEFAULTS = ['afspraak', 'bezoektijden', 'parkeren'];

describe('which search an address asks for', () => {
  it('no query (absent, empty, only spaces) is the static page’s empty state', () => {
    for (const query of ['', 'query=', 'query=%20%20', 'page=2']) expect(servedSearchState(params(query))).toBeNull();
  });

  it('the page is a whole number from 1; anything else is page 1', () => {
    expect(servedSearchState(params('query=hart&page=3'))).toEqual({ query: 'hart', page: 3 });
    for (const page of ['0', '-1', 'abc', '2.5', '1e3', ''])
      expect(servedSearchState(params(`query=hart&page=${page}`))?.page, page).toBe(1);
  });

  it('an over-long query is cut to the form’s length, by characters (no half surrogate pair)', () => {
    const long = `${'😀'.repeat(MAX_SEARCH_LENGTH - 1)}abc`;
    const state = servedSearchState(params(`query=${encodeURIComponent(long)}`));
    expect([...(state?.query ?? '')]).toHaveLength(MAX_SEARCH_LENGTH);
    expect(state?.query.endsWith('😀a')).toBe(true);
  });

  it('keeps markup as text: escaping is the view’s', () => {
    expect(servedSearchState(params('query=%3Cscript%3Ealert(1)%3C%2Fscript%3E'))?.query).toBe(
      '<script>alert(1)</script>',
    );
  });
});

describe('which route answers a request', () => {
  it('a search page with a query is rendered on demand, in its language', () => {
    expect(servedSearchRoute('/zoeken', params('query=hart'))).toBe('/zoeken/resultaten');
    expect(servedSearchRoute('/zoeken/', params('query=hart&page=2'))).toBe('/zoeken/resultaten');
    expect(servedSearchRoute('/en/search', params('query=heart'))).toBe('/en/search/results');
  });

  it('without a query, or on another page, the static files answer', () => {
    expect(servedSearchRoute('/zoeken', params(''))).toBeNull();
    expect(servedSearchRoute('/zoeken', params('query=+'))).toBeNull();
    expect(servedSearchRoute('/nieuws', params('query=hart'))).toBeNull();
    expect(servedSearchRoute('/zoeken/resultaten', params('query=hart'))).toBeNull();
  });
});

describe('the results a page is served with', () => {
  it('the CMS’s answer when it gives one, not marked as the release index’s', async () => {
    const served = await servedSearch({ query: 'hart', page: 2 }, { cms: source(30), releaseIndex: failing }, DEFAULTS);
    expect(served.state).toEqual({ query: 'hart', page: 2 });
    expect(served.outcome).toMatchObject({ status: 'loaded', total: 30, fromReleaseIndex: false, suggestions: [] });
    expect(served.outcome.status === 'loaded' && served.outcome.rows.map((row) => row.title)[0]).toBe('hart-13');
  });

  it('the release index’s when the CMS fails, marked so', async () => {
    const served = await servedSearch({ query: 'hart', page: 1 }, { cms: failing, releaseIndex: source(3) }, DEFAULTS);
    expect(served.outcome).toMatchObject({ status: 'loaded', total: 3, fromReleaseIndex: true });
  });

  it('past the last page: the last page', async () => {
    const asked: number[] = [];
    const served = await servedSearch(
      { query: 'hart', page: 9 },
      { cms: source(30, asked), releaseIndex: failing },
      DEFAULTS,
    );
    expect(asked).toEqual([9, 3]);
    expect(served.state.page).toBe(3);
    expect(served.outcome.status === 'loaded' && served.outcome.rows).toHaveLength(6);
  });

  it('nothing found: the CMS’s spelling suggestions, else the default ones', async () => {
    const withSuggestions = await servedSearch(
      { query: 'hrat', page: 1 },
      { cms: source(0, [], ['hart', 'HRAT']), releaseIndex: failing },
      DEFAULTS,
    );
    expect(withSuggestions.outcome).toMatchObject({ status: 'loaded', total: 0, suggestions: ['hart'] });
    const without = await servedSearch({ query: 'x', page: 1 }, { cms: failing, releaseIndex: source(0) }, DEFAULTS);
    expect(without.outcome).toMatchObject({ suggestions: DEFAULTS });
  });

  it('neither answering is the error state', async () => {
    const served = await servedSearch({ query: 'hart', page: 1 }, { cms: failing, releaseIndex: failing }, DEFAULTS);
    expect(served).toEqual({ state: { query: 'hart', page: 1 }, outcome: { status: 'error' } });
  });

  it('is shared briefly and not indexed', () => {
    expect(SERVED_SEARCH_HEADERS['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(SERVED_SEARCH_HEADERS['x-robots-tag']).toBe('noindex');
  });
});

describe("the CMS's time for a served search", () => {
  it('is what is left of the 3 s its frame began, but never under half a second', () => {
    // The frame came at once: nearly all of it.
    expect(cmsSearchTimeLeft(1_000, 1_040)).toBe(CMS_SEARCH_TIME_LIMIT_MS - 40);
    // The frame took 2 s: the second that is left.
    expect(cmsSearchTimeLeft(1_000, 3_000)).toBe(1_000);
    // A CMS that hangs took all 3 s for the frame, or more: half a second, then the release's index.
    expect(cmsSearchTimeLeft(1_000, 4_000)).toBe(MIN_CMS_SEARCH_MS);
    expect(cmsSearchTimeLeft(1_000, 60_000)).toBe(MIN_CMS_SEARCH_MS);
  });
});
