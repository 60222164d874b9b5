import { describe, expect, it } from 'vitest';
import { searchPageModel } from '#src/overviews/search/search-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('search page model', () => {
  it('search: both languages, the suggestions, breadcrumbs from the home of its language', async () => {
    const search = searchPageModel(await testModelContext('en'));
    expect(search.head.alternates).toEqual({ nl: '/zoeken', en: '/en/search' });
    expect(search.suggestions).toHaveLength(3);
    expect(search.header.crumbs[0]).toEqual({ label: 'Spaarne Gasthuis', href: '/en' });
  });

  it('with served results: the same page, carrying them, not indexed; empty: indexed', async () => {
    const ctx = await testModelContext('nl');
    const served = { state: { query: 'hart', page: 1 }, outcome: { status: 'error' as const } };
    const withResults = searchPageModel(ctx, served);
    expect(withResults.served).toBe(served);
    expect(withResults.head.noindex).toBe(true);
    expect(withResults.header).toEqual(searchPageModel(ctx).header);
    expect(searchPageModel(ctx).head.noindex).toBeUndefined();
    expect(searchPageModel(ctx).served).toBeNull();
  });
});
