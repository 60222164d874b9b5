import { describe, expect, it } from 'vitest';
import { searchCountCall, searchPagesCall } from '#src/lib/contract/search-calls.ts';

describe('the search calls (page zero-based in the call)', () => {
  it('send the query, the zero-based page and the language', () => {
    expect(searchPagesCall('hart', 0, 'nl')).toBe('search/pages?query=hart&page=0&lang=nl');
    expect(searchPagesCall('heart rate', 2, 'en')).toBe('search/pages?query=heart+rate&page=2&lang=en');
    expect(searchPagesCall('hart', -1, 'nl')).toBe('search/pages?query=hart&page=0&lang=nl');
    expect(searchCountCall('hart', 'nl')).toBe('search/count/pages?query=hart&lang=nl');
  });
});
