import { describe, expect, it } from 'vitest';
import { LruCache } from './lru.ts';

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
