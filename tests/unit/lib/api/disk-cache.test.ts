import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiskCache, TOUCHES_EVERY_MS, type CachedResponse } from '#src/lib/api/disk-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const answer = (url: string, body: string, storedAt = 1_000): CachedResponse => ({
  url,
  body,
  storedAt,
  etag: '"v1"',
  lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT',
});

describe('the disk cache of content API answers', () => {
  it('keeps an answer with its validators, one row per URL, in one file per namespace', () => {
    const cache = new DiskCache(path.join(dir, 'api'), 'embedded scale/1');
    expect(cache.file).toBe(path.join(dir, 'api', 'embedded_scale_1.sqlite'));
    expect(cache.read('http://cms/api/v1/footer')).toBeUndefined();
    cache.write(answer('http://cms/api/v1/footer', '[{"Title":"Contact"}]'));
    cache.write({ ...answer('http://cms/api/v1/menu', '[]'), etag: null, lastModified: null });
    expect(cache.read('http://cms/api/v1/footer')).toEqual(answer('http://cms/api/v1/footer', '[{"Title":"Contact"}]'));
    expect(cache.read('http://cms/api/v1/menu')).toEqual({
      url: 'http://cms/api/v1/menu',
      body: '[]',
      storedAt: 1_000,
      etag: null,
      lastModified: null,
    });
  });

  it('replaces an answer whole, and another cache on the same file (another build) reads it', () => {
    const first = new DiskCache(dir, 'cms');
    first.write(answer('http://cms/api/v1/footer', 'old'));
    first.write({ ...answer('http://cms/api/v1/footer', 'new', 2_000), etag: '"v2"' });
    const second = new DiskCache(dir, 'cms');
    expect(second.read('http://cms/api/v1/footer')).toEqual({
      ...answer('http://cms/api/v1/footer', 'new', 2_000),
      etag: '"v2"',
    });
    second.write(answer('http://cms/api/v1/menu', 'from the second'));
    expect(first.read('http://cms/api/v1/menu')?.body).toBe('from the second');
  });

  it('touches an answer: its time changes, its body and validators stay; an unknown URL stays unknown', async () => {
    const cache = new DiskCache(dir, 'cms');
    cache.write(answer('http://cms/api/v1/footer', 'body'));
    cache.touch('http://cms/api/v1/footer', 5_000);
    cache.touch('http://cms/api/v1/menu', 5_000);
    // The touches are written together once TOUCHES_EVERY_MS has passed, one transaction for all.
    expect(cache.read('http://cms/api/v1/footer')).toEqual(answer('http://cms/api/v1/footer', 'body'));
    await cache.written();
    expect(cache.read('http://cms/api/v1/footer')).toEqual(answer('http://cms/api/v1/footer', 'body', 5_000));
    expect(new DiskCache(dir, 'cms').read('http://cms/api/v1/footer')).toEqual(
      answer('http://cms/api/v1/footer', 'body', 5_000),
    );
    expect(cache.read('http://cms/api/v1/menu')).toBeUndefined();
  });

  it('writes the touches of several turns together, once the batch time has passed', async () => {
    const cache = new DiskCache(dir, 'cms');
    cache.write(answer('http://cms/api/v1/footer', 'body'));
    cache.write(answer('http://cms/api/v1/menu', 'menu'));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      cache.touch('http://cms/api/v1/footer', 5_000);
      await new Promise((resolve) => setImmediate(resolve));
      cache.touch('http://cms/api/v1/menu', 6_000);
      await new Promise((resolve) => setImmediate(resolve));
      // Not yet: the batch waits for its time.
      expect(cache.read('http://cms/api/v1/footer')?.storedAt).toBe(1_000);
      const written = cache.written();
      await vi.advanceTimersByTimeAsync(TOUCHES_EVERY_MS);
      await written;
    } finally {
      vi.useRealTimers();
    }
    expect(cache.read('http://cms/api/v1/footer')).toEqual(answer('http://cms/api/v1/footer', 'body', 5_000));
    expect(cache.read('http://cms/api/v1/menu')).toEqual(answer('http://cms/api/v1/menu', 'menu', 6_000));
  });

  it('moves a file that is not a cache aside, says so, and starts a new one', async () => {
    await writeFile(path.join(dir, 'broken.sqlite'), 'this is not a database, only text where one should be');
    const warnings: string[] = [];
    const cache = new DiskCache(dir, 'broken', (message) => warnings.push(message));
    expect(cache.read('http://cms/api/v1/footer')).toBeUndefined();
    cache.write(answer('http://cms/api/v1/footer', 'x'));
    expect(cache.read('http://cms/api/v1/footer')?.body).toBe('x');
    const aside = (await readdir(dir)).filter((name) => name.startsWith('broken.sqlite.broken-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(path.join(dir, aside[0] ?? ''), 'utf8')).toBe(
      'this is not a database, only text where one should be',
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /broken\.sqlite was not a readable cache of answers: moved aside to .*broken\.sqlite\.broken-\d+, and a new one started$/,
      ),
    ]);
  });

  it('where no cache can be made, reads nothing and throws the same error on every write', async () => {
    const notAFolder = path.join(dir, 'a file');
    await writeFile(notAFolder, 'in the way');
    const cache = new DiskCache(notAFolder, 'cms');
    expect(cache.read('http://cms/api/v1/footer')).toBeUndefined();
    let first: unknown;
    try {
      cache.write(answer('http://cms/api/v1/footer', 'x'));
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(Error);
    expect(() => cache.write(answer('http://cms/api/v1/menu', 'y'))).toThrow(first as Error);
  });
});
