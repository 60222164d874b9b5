/**
 * An Astro integration that makes the built site self-contained: after the build it finds every
 * `/media/...` image the pages use and copies it from the content API (the CMS's media host) into
 * `dist/client/media/...`, so the CDN serves the images with the pages. Downloads are cached in
 * `.cache/media` (a media URL names one immutable variant, so a cached one is used without asking),
 * bounded in concurrency and retried on transient failures (5xx, connection errors and resets, also
 * mid-body, timeouts) as content calls are (config `retry`). An image the CMS answers 404 for is
 * reported by path and left out; one that still cannot be fetched fails the build, naming it
 * (DESIGN.md "Never partial").
 */
import { copyFile, link, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import pRetry from 'p-retry';
import type { RetrySettings } from '#src/lib/build/config.ts';
import type { MediaClock } from './build-phases.ts';
import { collectMediaPaths } from './collect-media-paths.ts';
import { PAGES_READ_AT_ONCE } from './html-refs.ts';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export type MediaMirrorResult = {
  paths: number;
  downloaded: number;
  fromCache: number;
  /** Images the CMS answered 404 for: reported and left out. */
  missing: string[];
  /** Images that could not be fetched after every retry (or were refused), with the reason: they fail the build. */
  failed: Array<{ path: string; reason: string }>;
};

/** A failure worth trying again: a 5xx, a connection that failed or broke off (also mid-body), a timeout. */
class TransientMediaError extends Error {}

/** Why fetch or reading a body failed, for people: the error and its code, or "timed out". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `${error.message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/**
 * One image's bytes, or null when the CMS answers 404. Transient failures are retried as content
 * calls are (config `retry`); a failure that remains, or another 4xx, is thrown.
 */
async function download(url: string, mediaPath: string, retry: RetrySettings): Promise<Buffer | null> {
  return pRetry(
    async () => {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(retry.timeoutMs) });
      } catch (error) {
        throw new TransientMediaError(`no answer: ${reasonOf(error)}`, { cause: error });
      }
      if (response.status === 404) {
        await response.body?.cancel().catch(() => {});
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        if (response.status >= 500) throw new TransientMediaError(`answered ${response.status}`);
        throw new Error(`answered ${response.status}`);
      }
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new TransientMediaError(`the answer broke off: ${reasonOf(error)}`, { cause: error });
      }
    },
    {
      retries: retry.maxRetries,
      minTimeout: retry.retryIntervalMs,
      factor: 1,
      shouldRetry: ({ error }) => error instanceof TransientMediaError,
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        if (error instanceof TransientMediaError && retriesLeft > 0) console.warn(`[media] ${mediaPath}: ${error.message}; retry ${attemptNumber} of ${retry.maxRetries}`);
      },
    },
  );
}

/** Writes a file whole or not at all, so the cache never holds half an image. */
async function writeWhole(file: string, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * Puts a cached image into the build: a hard link where the file system allows it (every release
 * of the origin then shares one copy of each image; the cache replaces a file by renaming a new one
 * over it, so a link never changes under a release), else a copy.
 */
async function placeFromCache(cached: string, target: string): Promise<void> {
  try {
    await link(cached, target);
  } catch {
    await copyFile(cached, target);
  }
}

export async function mirrorMedia(options: {
  clientDir: string;
  contentApiUrl: string;
  cacheDir: string;
  concurrency?: number;
  siteOrigins?: readonly string[];
  retry?: RetrySettings;
}): Promise<MediaMirrorResult> {
  const limit = pLimit(options.concurrency ?? 8);
  const retry = options.retry ?? { maxRetries: 3, retryIntervalMs: 500, timeoutMs: 30_000 };
  const result: MediaMirrorResult = { paths: 0, downloaded: 0, fromCache: 0, missing: [], failed: [] };
  const base = options.contentApiUrl.replace(/\/+$/, '');

  const mirrorOne = async (mediaPath: string): Promise<void> => {
    const relative = decodeURIComponent(mediaPath).replace(/^\/+/, '');
    if (relative.split('/').includes('..')) return;
    const target = path.join(options.clientDir, relative);
    const cached = path.join(options.cacheDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    if (await exists(cached)) {
      await placeFromCache(cached, target);
      result.fromCache += 1;
      return;
    }
    let body: Buffer | null;
    try {
      body = await download(`${base}${mediaPath}`, mediaPath, retry);
    } catch (error) {
      const attempts = error instanceof TransientMediaError ? ` after ${retry.maxRetries + 1} attempt(s)` : '';
      result.failed.push({ path: mediaPath, reason: `${error instanceof Error ? error.message : String(error)}${attempts}` });
      return;
    }
    if (!body) {
      result.missing.push(mediaPath);
      return;
    }
    await writeWhole(cached, body);
    await placeFromCache(cached, target);
    result.downloaded += 1;
  };

  // Downloads start while the pages are still being read: the CMS makes images on its own core
  // while this one parses HTML.
  const paths = new Set<string>();
  const mirrored: Array<Promise<void>> = [];
  // Pages are read a few at a time, so the disk is not waited for one file after another.
  const reading = pLimit(PAGES_READ_AT_ONCE);
  const pagesRead: Array<Promise<void>> = [];
  for await (const file of htmlFiles(options.clientDir)) {
    pagesRead.push(
      reading(async () => {
        for (const mediaPath of collectMediaPaths(await readFile(file, 'utf8'), new Set(), { siteOrigins: options.siteOrigins ?? [] })) {
          if (paths.has(mediaPath)) continue;
          paths.add(mediaPath);
          mirrored.push(limit(() => mirrorOne(mediaPath)));
        }
      }),
    );
  }
  await Promise.all(pagesRead);
  await Promise.all(mirrored);
  result.paths = paths.size;
  result.missing.sort();
  result.failed.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

export function mediaMirror(options: { contentApiUrl: string | undefined; cacheDir: string; retry?: RetrySettings; clock?: MediaClock }): AstroIntegration {
  let siteOrigins: string[] = [];
  return {
    name: 'hospital:media-mirror',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteOrigins = config.site ? [new URL(config.site).origin] : [];
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!options.contentApiUrl) {
          logger.warn('CONTENT_API_URL is not set: images are not copied into the build.');
          return;
        }
        const started = performance.now();
        const result = await mirrorMedia({
          clientDir: fileURLToPath(dir),
          contentApiUrl: options.contentApiUrl,
          cacheDir: options.cacheDir,
          siteOrigins,
          ...(options.retry ? { retry: options.retry } : {}),
        });
        for (const missing of result.missing) logger.warn(`image not found on the content API, left out: ${missing}`);
        if (options.clock) options.clock.ms = performance.now() - started;
        logger.info(
          `${result.paths} images: ${result.downloaded} downloaded, ${result.fromCache} from .cache/media, ${result.missing.length} missing, ${result.failed.length} failed (${Math.round(performance.now() - started)} ms)`,
        );
        if (result.failed.length > 0) {
          throw new Error(
            [
              `${result.failed.length} image(s) could not be fetched from the content API; the site would be partial, so the build fails:`,
              ...result.failed.map((failed) => `  - ${failed.path}: ${failed.reason}`),
            ].join('\n'),
          );
        }
      },
    },
  };
}
