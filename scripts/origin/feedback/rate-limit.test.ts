import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows 30 posts a minute per client and refuses the 31st', () => {
    const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });
    const results = Array.from({ length: 31 }, (_, i) => limiter.allow('192.0.2.1', 1_000 + i));
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results[30]).toBe(false);
    expect(limiter.allow('192.0.2.2', 1_031)).toBe(true);
  });
  it('allows again once the oldest post is a window old', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.allow('a', 0)).toBe(true);
    expect(limiter.allow('a', 10_000)).toBe(true);
    expect(limiter.allow('a', 59_999)).toBe(false);
    expect(limiter.allow('a', 60_000)).toBe(true);
  });
  it('forgets clients that stopped posting', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    limiter.allow('a', 0);
    limiter.allow('b', 0);
    expect(limiter.size()).toBe(2);
    limiter.allow('c', 120_000);
    expect(limiter.size()).toBe(1);
  });
});
