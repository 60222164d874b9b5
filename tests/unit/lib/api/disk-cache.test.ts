import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache, type CachedResponse } from '#src/lib/api/disk-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const answer = (url: string, body: string, storedAt = 1_000): CachedResponse => ({ url, body, storedAt, etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' });

describe('the disk cache of content API answers', () => {
  it('keeps an answer with its validators, one row per URL, in one file per namespace', () => {
    const cache = new DiskCache(path.join(dir, 'api'), 'embedded scale/1');
    expect(cache.file).toBe(path.join(dir, 'api', 'embedded_scale_1.sqlite'));
    expect(cache.read('http://cms/api/v1/footer')).toBeUndefined();
    cache.write(answer('http://cms/api/v1/footer', '[{"Title":"Contact"}]'));
    cache.write({ ...answer('http://cms/api/v1/menu', '[]'), etag: null, lastModified: null });
    expect(cache.read('http://cms/api/v1/footer')).toEqual(answer('http://cms/api/v1/footer', '[{"Title":"Contact"}]'));
    expect(cache.read('http://cms/api/v1/menu')).toEqual({ url: 'http://cms/api/v1/menu', body: '[]', storedAt: 1_000, etag: null, lastModified: null });
  });

  it('replaces an answer whole, and another cache on the same file (another build) reads it', () => {
    const first = new DiskCache(dir, 'cms');
    first.write(answer('http://cms/api/v1/footer', 'old'));
    first.write({ ...answer('http://cms/api/v1/footer', 'new', 2_000), etag: '"v2"' });
    const second = new DiskCache(dir, 'cms');
    expect(second.read('http://cms/api/v1/footer')).toEqual({ ...answer('http://cms/api/v1/footer', 'new', 2_000), etag: '"v2"' });
    second.write(answer('http://cms/api/v1/menu', 'from the second'));
    expect(first.read('http://cms/api/v1/menu')?.body).toBe('from the second');
  });

  it('reads nothing from a file that is not a cache, and says so when asked to write to it', async () => {
    await writeFile(path.join(dir, 'broken.sqlite'), 'this is not a database, only text where one should be');
    const cache = new DiskCache(dir, 'broken');
    expect(cache.read('http://cms/api/v1/footer')).toBeUndefined();
    expect(() => cache.write(answer('http://cms/api/v1/footer', 'x'))).toThrow();
  });
});
