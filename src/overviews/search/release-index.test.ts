import { describe, expect, it } from 'vitest';
import {
  inReleaseSearchIndex,
  indexPageSlice,
  searchWithFallback,
  type SearchPageAnswer,
} from '#src/overviews/search/release-index.ts';

const CMS_ANSWER: SearchPageAnswer = { total: 1, rows: [], suggestions: ['hart'] };
const INDEX_ANSWER: SearchPageAnswer = { total: 2, rows: [], suggestions: [] };
const fromIndex = () => Promise.resolve(INDEX_ANSWER);

describe('searchWithFallback', () => {
  it('uses the CMS when it answers', async () => {
    const answer = await searchWithFallback(() => Promise.resolve(CMS_ANSWER), fromIndex, new AbortController().signal);
    expect(answer).toEqual({ ...CMS_ANSWER, fromReleaseIndex: false });
  });

  it.each([
    ['an error status', new Error('/api/v1/search/pages answered 500')],
    ['a time-out', new DOMException('signal timed out', 'TimeoutError')],
    ['an answer outside the contract', new Error('The search API answered outside its contract')],
  ])('falls back to the release index on %s', async (_, failure) => {
    const answer = await searchWithFallback(() => Promise.reject(failure), fromIndex, new AbortController().signal);
    expect(answer).toEqual({ ...INDEX_ANSWER, fromReleaseIndex: true });
  });

  it('does not fall back for a search the visitor left', async () => {
    const left = new AbortController();
    left.abort();
    let indexAsked = false;
    const index = () => {
      indexAsked = true;
      return fromIndex();
    };
    await expect(searchWithFallback(() => Promise.reject(new Error('aborted')), index, left.signal)).rejects.toThrow(
      'aborted',
    );
    expect(indexAsked).toBe(false);
  });

  it('fails when the index fails too', async () => {
    const broken = () => Promise.reject(new Error('no index'));
    await expect(
      searchWithFallback(() => Promise.reject(new Error('500')), broken, new AbortController().signal),
    ).rejects.toThrow('no index');
  });
});

describe('indexPageSlice', () => {
  const results = Array.from({ length: 30 }, (_, index) => index);
  it('takes 12 results a page', () => {
    expect(indexPageSlice(results, 1)).toEqual(results.slice(0, 12));
    expect(indexPageSlice(results, 3)).toEqual(results.slice(24, 30));
    expect(indexPageSlice(results, 0)).toEqual(results.slice(0, 12));
  });
});

describe('inReleaseSearchIndex', () => {
  it('holds content pages and folders, not noindex pages, previews, search or not-found', () => {
    expect(inReleaseSearchIndex({ noindex: false, pageType: 'department' })).toBe(true);
    expect(inReleaseSearchIndex({ noindex: false, pageType: 'folders' })).toBe(true);
    expect(inReleaseSearchIndex({ noindex: true, pageType: 'specialists' })).toBe(false);
    expect(inReleaseSearchIndex({ noindex: false, preview: true, pageType: 'department' })).toBe(false);
    expect(inReleaseSearchIndex({ noindex: false, pageType: 'search' })).toBe(false);
    expect(inReleaseSearchIndex({ noindex: false, pageType: 'notFound' })).toBe(false);
  });
});
