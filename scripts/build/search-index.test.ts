import { describe, expect, it } from 'vitest';
import { pagesPerLanguage } from './search-index.ts';

describe('pagesPerLanguage', () => {
  it('reads the page count of each language from the index entry', () => {
    const entry = { version: '1.6.0', languages: { 'nl-nl': { page_count: 1184 }, 'en-gb': { page_count: 21 } } };
    expect(pagesPerLanguage(entry)).toEqual({ 'nl-nl': 1184, 'en-gb': 21 });
  });

  it('reads nothing from an entry without languages', () => {
    expect(pagesPerLanguage({})).toEqual({});
    expect(pagesPerLanguage(null)).toEqual({});
  });
});
