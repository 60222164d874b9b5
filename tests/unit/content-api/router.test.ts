import { describe, expect, it } from 'vitest';
import { ok } from '../../../scripts/content-api/http/reply.ts';
import { Router, type RouteHandler } from '../../../scripts/content-api/http/router.ts';
import { ifNoneMatchHits } from '../../../scripts/content-api/http/etag.ts';
import { LruCache } from '../../../scripts/content-api/media/lru.ts';

const handler: RouteHandler = () => ok(null);
const other: RouteHandler = () => ok(1);

describe('Router', () => {
  const router = new Router().addAll([
    { method: 'GET', pattern: '/api/v1/navigation/{language:nl|en}', handler },
    { method: 'GET', pattern: '/api/v1/pages/news/{slug}', handler: other },
    { method: 'GET', pattern: '/api/v1/pages/crisis-banner/', handler },
    { method: 'POST', pattern: '/api/v1/patient-folders/search', handler },
  ]);

  it('matches parameters, restricted alternatives and a trailing slash', () => {
    expect(router.match('GET', '/api/v1/navigation/nl')).toEqual({ kind: 'found', handler, params: { language: 'nl' } });
    expect(router.match('GET', '/api/v1/navigation/en/')).toEqual({ kind: 'found', handler, params: { language: 'en' } });
    expect(router.match('GET', '/api/v1/navigation/NL')).toEqual({ kind: 'not-found' });
    expect(router.match('GET', '/api/v1/pages/crisis-banner')).toMatchObject({ kind: 'found' });
    expect(router.match('GET', '/api/v1/pages/news/caf%C3%A9-open')).toEqual({ kind: 'found', handler: other, params: { slug: 'café-open' } });
  });

  it('does not match empty or malformed segments', () => {
    expect(router.match('GET', '/api/v1/pages/news/')).toEqual({ kind: 'not-found' });
    expect(router.match('GET', '/api/v1/pages/news/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('reports a known path with another method, and serves HEAD as GET', () => {
    expect(router.match('GET', '/api/v1/patient-folders/search')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
    expect(router.match('HEAD', '/api/v1/navigation/nl')).toMatchObject({ kind: 'found' });
  });

  it('rejects duplicate and malformed patterns', () => {
    expect(() => new Router().addAll([
      { method: 'GET', pattern: '/a', handler },
      { method: 'GET', pattern: '/a', handler },
    ])).toThrow(/twice/);
    expect(() => new Router().add({ method: 'GET', pattern: '/a/x{b}', handler })).toThrow(/Bad route pattern/);
  });
});

describe('ifNoneMatchHits', () => {
  it('compares weakly, handles lists and *', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b", "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry by count and by size', () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxSize: 10 });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C']);
    cache.set('d', 'D', 9);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(10);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
  });
});
