import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  hitDate,
  parseSearchState,
  searchApiUrl,
  searchPageCount,
  searchQueryString,
  suggestionsFor,
} from '#src/overviews/search/search.ts';

describe('search state in the address', () => {
  it('reads the query and the one-based page; a bad page is 1', () => {
    expect(parseSearchState(new URLSearchParams('query=hart&page=3'))).toEqual({ query: 'hart', page: 3 });
    expect(parseSearchState(new URLSearchParams('query=hart&page=abc'))).toEqual({ query: 'hart', page: 1 });
    expect(parseSearchState(new URLSearchParams('query=%20hart%20&page=-2'))).toEqual({ query: 'hart', page: 1 });
    expect(parseSearchState(new URLSearchParams('page=4'))).toEqual(EMPTY_SEARCH);
  });

  it('writes it back without page 1 and without an empty query', () => {
    expect(searchQueryString({ query: 'hart ritme', page: 1 })).toBe('?query=hart+ritme');
    expect(searchQueryString({ query: 'hart', page: 2 })).toBe('?query=hart&page=2');
    expect(searchQueryString({ query: '  ', page: 5 })).toBe('');
    expect(searchQueryString({ query: ' hart ', page: 1 })).toBe('?query=hart');
    expect(searchQueryString({ query: 'a&b=c', page: 0 })).toBe('?query=a%26b%3Dc');
  });
});

describe('the search calls (page zero-based in the call)', () => {
  it('go to the same origin by default, or to PUBLIC_SEARCH_API_URL', () => {
    expect(searchApiUrl('', 'search/count/pages?query=a&lang=nl')).toBe('/api/v1/search/count/pages?query=a&lang=nl');
    expect(searchApiUrl('https://cms.example.nl/', 'search/pages?query=a')).toBe(
      'https://cms.example.nl/api/v1/search/pages?query=a',
    );
  });

  it('counts pages of 12', () => {
    expect(searchPageCount(0)).toBe(0);
    expect(searchPageCount(12)).toBe(1);
    expect(searchPageCount(37)).toBe(4);
  });
});

describe('what a result and an empty search show', () => {
  it('a date for events (their date) and news (publication date)', () => {
    expect(hitDate({ eventDate: '2026-05-04T10:00:00Z', publishingDate: null })).toBe('2026-05-04T10:00:00Z');
    expect(hitDate({ eventDate: null, publishingDate: '2026-03-01T08:00:00Z' })).toBe('2026-03-01T08:00:00Z');
    expect(hitDate({ eventDate: null, publishingDate: null })).toBeNull();
    expect(hitDate({ eventDate: 'not a date', publishingDate: null })).toBeNull();
  });

  it("suggestions: the server's (not the query itself, at most three), else the three defaults", () => {
    const defaults = ['Bezoektijden', 'Parkeren', 'Afspraak maken'];
    expect(suggestionsFor(['cardiologie', 'radiologie'], 'kardiologie', defaults)).toEqual([
      'cardiologie',
      'radiologie',
    ]);
    expect(suggestionsFor(['Hart', 'hart', 'a', 'b', 'c'], 'hart', defaults)).toEqual(['a', 'b', 'c']);
    expect(suggestionsFor([], 'xyz', defaults)).toEqual(defaults);
    expect(suggestionsFor(['  '], 'xyz', defaults)).toEqual(defaults);
    // Trimmed, de-duplicated case-insensitively in the server's order (the first spelling kept), the query left out
    // however it is written.
    expect(
      suggestionsFor([' Cardiologie ', 'cardiologie', 'Kardiologie', 'radiologie'], ' KARDIOLOGIE ', defaults),
    ).toEqual(['Cardiologie', 'radiologie']);
    expect(suggestionsFor(['hart ritme', 'hartritme'], 'hart  ritme', defaults)).toEqual(['hartritme']);
    expect(suggestionsFor(['a', 'b', 'c', 'd'], '', defaults)).toEqual(['a', 'b', 'c']);
    expect(suggestionsFor(['x'], 'x', ['  ', 'Parkeren'])).toEqual(['Parkeren']);
  });
});
