import { availableParallelism } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import pLimit from 'p-limit';
import { strongEtag } from '../http/etag.ts';
import { resolveImagePath } from './image-store.ts';
import { LruCache } from './lru.ts';
import { CONTENT_TYPES, renderImage, variantFormat } from './render.ts';
import type { RenditionStore } from './rendition-store.ts';

export type MediaFile = { body: Buffer; contentType: string; etag: string };

export type MediaServiceOptions = {
  /** Rendered files kept in memory (default 400). */
  maxEntries?: number;
  /** Bytes of rendered files kept in memory (default 256 MiB). */
  maxBytes?: number;
  /** Images rendered at the same time (default: CPUs, at most 4). */
  concurrency?: number;
  /** Where rendered images are kept between runs (default: nowhere, every run draws them again). */
  renditions?: RenditionStore;
  /** Told each time an image is drawn (it was not in the rendition store). */
  onDrawn?: () => void;
};

export type MediaService = {
  /** The file for a /media path, or null when it names no registered image. */
  get(path: string): Promise<MediaFile | null>;
};

/**
 * Serves /media paths: resolves them against the `images` table, reads the rendition store or
 * renders on first request (and keeps the result there), and holds recent files in a bounded LRU.
 * Concurrent requests for one file share one rendering.
 */
export function createMediaService(db: DatabaseSync, options: MediaServiceOptions = {}): MediaService {
  const cache = new LruCache<MediaFile>({
    maxEntries: options.maxEntries ?? 400,
    maxSize: options.maxBytes ?? 256 * 1024 * 1024,
  });
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
      const renditions = options.renditions;
      const rendering = (async (): Promise<MediaFile> => {
        const stored = await renditions?.read(request, path);
        const body =
          stored ??
          (await limit(async () => {
            const drawn = (await renderImage(request.original, request.variant)).body;
            options.onDrawn?.();
            return drawn;
          }));
        if (!stored) await renditions?.write(request, path, body);
        const file: MediaFile = {
          body,
          contentType: CONTENT_TYPES[variantFormat(request.original, request.variant)],
          etag: strongEtag(body),
        };
        cache.set(path, file, file.body.byteLength);
        return file;
      })().finally(() => inFlight.delete(path));
      inFlight.set(path, rendering);
      return rendering;
    },
  };
}
