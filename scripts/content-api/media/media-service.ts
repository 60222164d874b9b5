import { availableParallelism } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import pLimit from 'p-limit';
import { strongEtag } from '../http/etag.ts';
import { resolveImagePath } from './image-store.ts';
import { LruCache } from './lru.ts';
import { renderImage } from './render.ts';

export type MediaFile = { body: Buffer; contentType: string; etag: string };

export type MediaServiceOptions = {
  /** Rendered files kept in memory (default 400). */
  maxEntries?: number;
  /** Bytes of rendered files kept in memory (default 256 MiB). */
  maxBytes?: number;
  /** Images rendered at the same time (default: CPUs, at most 4). */
  concurrency?: number;
};

export type MediaService = {
  /** The file for a /media path, or null when it names no registered image. */
  get(path: string): Promise<MediaFile | null>;
};

/**
 * Serves /media paths: resolves them against the `images` table, renders on first request and
 * keeps the result in a bounded LRU. Concurrent requests for one file share one rendering.
 */
export function createMediaService(db: DatabaseSync, options: MediaServiceOptions = {}): MediaService {
  const cache = new LruCache<MediaFile>({ maxEntries: options.maxEntries ?? 400, maxSize: options.maxBytes ?? 256 * 1024 * 1024 });
  const inFlight = new Map<string, Promise<MediaFile>>();
  const limit = pLimit(options.concurrency ?? Math.min(4, availableParallelism()));

  return {
    async get(path) {
      const cached = cache.get(path);
      if (cached) return cached;
      const pending = inFlight.get(path);
      if (pending) return pending;
      const request = resolveImagePath(db, path);
      if (!request) return null;
      const rendering = limit(async () => {
        const image = await renderImage(request.original, request.variant);
        const file: MediaFile = { body: image.body, contentType: image.contentType, etag: strongEtag(image.body) };
        cache.set(path, file, file.body.byteLength);
        return file;
      }).finally(() => inFlight.delete(path));
      inFlight.set(path, rendering);
      return rendering;
    },
  };
}
