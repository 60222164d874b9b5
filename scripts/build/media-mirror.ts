/**
 * An Astro integration that makes the built site self-contained: after the build it finds every
 * `/media/...` image the pages use and copies it from the content API (the CMS's media host) into
 * `dist/client/media/...`, so the CDN serves the images with the pages. Downloads are cached in
 * `.cache/media` (a media URL names one immutable variant), bounded in concurrency and retried.
 * An image the CMS cannot deliver is reported by page-independent path and skipped.
 */
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { collectMediaPaths } from './collect-media-paths.ts';

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

export type MediaMirrorResult = { paths: number; downloaded: number; fromCache: number; missing: string[] };

export async function mirrorMedia(options: {
  clientDir: string;
  contentApiUrl: string;
  cacheDir: string;
  concurrency?: number;
  siteOrigins?: readonly string[];
}): Promise<MediaMirrorResult> {
  const paths = new Set<string>();
  for await (const file of htmlFiles(options.clientDir)) collectMediaPaths(await readFile(file, 'utf8'), paths, { siteOrigins: options.siteOrigins ?? [] });
  const limit = pLimit(options.concurrency ?? 8);
  const result: MediaMirrorResult = { paths: paths.size, downloaded: 0, fromCache: 0, missing: [] };
  const base = options.contentApiUrl.replace(/\/+$/, '');
  await Promise.all(
    [...paths].map((mediaPath) =>
      limit(async () => {
        const relative = decodeURIComponent(mediaPath).replace(/^\/+/, '');
        if (relative.split('/').includes('..')) return;
        const target = path.join(options.clientDir, relative);
        const cached = path.join(options.cacheDir, relative);
        await mkdir(path.dirname(target), { recursive: true });
        if (await exists(cached)) {
          await copyFile(cached, target);
          result.fromCache += 1;
          return;
        }
        const body = await pRetry(
          async () => {
            const response = await fetch(`${base}${mediaPath}`, { signal: AbortSignal.timeout(30_000) });
            if (response.status === 404) return null;
            if (!response.ok) throw new Error(`${mediaPath} answered ${response.status}`);
            return Buffer.from(await response.arrayBuffer());
          },
          { retries: 3, minTimeout: 500 },
        );
        if (!body) {
          result.missing.push(mediaPath);
          return;
        }
        await mkdir(path.dirname(cached), { recursive: true });
        await writeFile(cached, body);
        await copyFile(cached, target);
        result.downloaded += 1;
      }),
    ),
  );
  return result;
}

export function mediaMirror(options: { contentApiUrl: string | undefined; cacheDir: string }): AstroIntegration {
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
        });
        for (const missing of result.missing) logger.warn(`image not found on the content API, left out: ${missing}`);
        logger.info(
          `${result.paths} images: ${result.downloaded} downloaded, ${result.fromCache} from .cache/media, ${result.missing.length} missing (${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
