import { describe, expect, it } from 'vitest';
import { pageIndex, queryString, shouldContainExcludedTags } from '#src/lib/api/query.ts';

describe('query rules', () => {
  it('repeats list keys and leaves empty values out', () => {
    expect(
      queryString({ department: 'Cardiologie', tags: ['a', 'b', ' '], specialist: '', centrum: null, page: 0 }),
    ).toBe('?department=Cardiologie&tags=a&tags=b&page=0');
    expect(queryString({ a: undefined })).toBe('');
  });

  it('turns one-based page numbers into zero-based ones, and anything odd into the first page', () => {
    expect(pageIndex(1)).toBe(0);
    expect(pageIndex(3)).toBe(2);
    expect(pageIndex(0)).toBe(0);
    expect(pageIndex(Number.NaN)).toBe(0);
    expect(pageIndex(2.5)).toBe(0);
  });

  it('the excluded tags set shouldContainExcludedTags, whatever their case', () => {
    expect(shouldContainExcludedTags(['Hoor Floor'])).toBe(true);
    expect(shouldContainExcludedTags(['zorg', 'inspiratie'])).toBe(true);
    expect(shouldContainExcludedTags(['Zorg'])).toBe(false);
    expect(shouldContainExcludedTags(undefined)).toBe(false);
  });
});
