/**
 * Compress once: after the build, every text file of the output (pages, styles, scripts, SVG, JSON,
 * XML, text, the web manifest) gets a brotli copy (`file.br`) and a gzip copy (`file.gz`) beside it,
 * each kept only when it is smaller than the file. The origin (scripts/origin/precompressed-file.ts)
 * sends these copies as they are instead of compressing every answer again.
 *
 * The compressions run on libuv's thread pool (node:zlib's async calls), several files at a time, so
 * the step takes a fraction of the build on a machine with few cores. They start once the site is
 * whole, beside the search index (a process of its own): the site's files while it is written, the
 * index's own files once it is.
 */
import { readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { SEARCH_INDEX_FOLDER } from '#src/overviews/search/index-shards.ts';
import type { SearchIndexing } from './search-index.ts';
import { filesUnder } from './files-under.ts';

/**
 * The text files compressed, with the Content-Type the origin sends for each: the same the Astro
 * Node adapter's static handler (`send`, `mime-types`) sends for the uncompressed file.
 */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The encodings made, best first: the origin prefers brotli where the browser takes both. */
export const PRECOMPRESSED_CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedCoding = (typeof PRECOMPRESSED_CODINGS)[number]['coding'];

/**
 * Files smaller than this are left alone: one network packet carries them anyway, and the
 * compression's header would eat most of the gain.
 */
export const MIN_PRECOMPRESS_BYTES = 1024;

/**
 * Brotli's quality and gzip's level. On this site's pages brotli 6 compresses about 50 MB/s on one
 * core to 19.5% of the size; 9 takes 13x as long for 19.4%, 11 55x as long for 18.1%. Gzip 6 is as
 * small as 9 within 0.1%, and faster (docs/benchmarks.md).
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether a file is one of the compressed copies (`.br`, `.gz`), not a file of the site itself. */
export function isPrecompressedCopy(file: string): boolean {
  return PRECOMPRESSED_CODINGS.some(({ suffix }) => file.endsWith(suffix));
}

/** Whether a file of this name and size gets compressed copies. */
export function shouldPrecompress(file: string, bytes: number): boolean {
  return bytes >= MIN_PRECOMPRESS_BYTES && path.extname(file) in PRECOMPRESSED_TYPES;
}

function compress(coding: PrecompressedCoding, content: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotliCompress(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(content, { level: GZIP_LEVEL });
}

export type PrecompressSummary = { files: number; bytes: number; copies: Record<PrecompressedCoding, number> };

/**
 * A new file, never one written through: a copy left here may be a shared file's link, so it is
 * removed and the file made anew. Made with `wx` first: a build's copies are new files (a removal
 * first took about 0.3 s of the thread in a profile of a cold scale-1 build, each one a failed `unlink`).
 */
async function writeNewFile(file: string, content: Buffer): Promise<void> {
  try {
    await writeFile(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await unlink(file);
    await writeFile(file, content, { flag: 'wx' });
  }
}

/**
 * Writes the compressed copies of every text file under `dir`, but for the folder `leaveOut`; returns
 * what it compressed. Files in `shared` (an incremental build's files shared with the previous build)
 * already have theirs.
 */
export async function precompressDir(
  dir: string,
  shared: ReadonlySet<string> = new Set(),
  leaveOut?: string,
): Promise<PrecompressSummary> {
  const left = leaveOut === undefined ? undefined : path.resolve(leaveOut);
  const isLeftOut = (file: string) => left !== undefined && file.startsWith(`${left}${path.sep}`);
  const files = filesUnder(dir)
    .filter((relative) => !isPrecompressedCopy(relative))
    .map((relative) => path.join(dir, relative))
    .filter((file) => !isLeftOut(path.resolve(file)) && path.extname(file) in PRECOMPRESSED_TYPES && !shared.has(file));
  const summary: PrecompressSummary = { files: 0, bytes: 0, copies: { br: 0, gzip: 0 } };
  // Enough files in flight to keep the thread pool busy, few enough to keep memory small.
  const inFlight = Math.max(4, os.availableParallelism() * 2);
  let next = 0;
  async function worker(): Promise<void> {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const content = await readFile(file);
      if (!shouldPrecompress(file, content.length)) continue;
      summary.files += 1;
      summary.bytes += content.length;
      await Promise.all(
        PRECOMPRESSED_CODINGS.map(async ({ coding, suffix }) => {
          const copy = await compress(coding, content);
          if (copy.length >= content.length) return;
          await writeNewFile(`${file}${suffix}`, copy);
          summary.copies[coding] += copy.length;
        }),
      );
    }
  }
  await Promise.all(Array.from({ length: inFlight }, () => worker()));
  return summary;
}

const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

function added(a: PrecompressSummary, b: PrecompressSummary): PrecompressSummary {
  return {
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
    copies: { br: a.copies.br + b.copies.br, gzip: a.copies.gzip + b.copies.gzip },
  };
}

/**
 * The build step, in two parts around the steps that write no text file to compress (security.txt
 * goes before, the host headers between): `start` compresses the whole site but the search index's
 * folder while the index is written; `finish` waits for both and compresses the index's files.
 */
export function precompressFiles(options: { indexing: SearchIndexing; shared?: ReadonlySet<string> }): {
  start: AstroIntegration;
  finish: AstroIntegration;
} {
  let site: { started: number; summary: Promise<PrecompressSummary> } | null = null;
  return {
    start: {
      name: 'hospital-precompress',
      hooks: {
        'astro:build:done': ({ dir }) => {
          const clientDir = fileURLToPath(dir);
          const summary = precompressDir(clientDir, options.shared, path.join(clientDir, SEARCH_INDEX_FOLDER));
          // Told in `finish`; a build that fails before that has its own error to tell.
          summary.catch(() => {});
          site = { started: performance.now(), summary };
        },
      },
    },
    finish: {
      name: 'hospital-precompress-search-index',
      hooks: {
        'astro:build:done': async ({ dir, logger }) => {
          if (!site) throw new Error("precompress: the site's files were never started");
          const { started, summary: siteSummary } = site;
          site = null;
          const clientDir = fileURLToPath(dir);
          const [siteFiles, index] = await Promise.all([siteSummary, options.indexing.written()]);
          // The shards shared with the release before have their copies already.
          const shared = new Set([...(options.shared ?? []), ...index.sharedFiles]);
          const summary = added(siteFiles, await precompressDir(path.join(clientDir, SEARCH_INDEX_FOLDER), shared));
          logger.info(
            `${summary.files} text files (${megabytes(summary.bytes)}) compressed once: brotli ${megabytes(summary.copies.br)}, ` +
              `gzip ${megabytes(summary.copies.gzip)}, in ${((performance.now() - started) / 1000).toFixed(1)} s (beside the search index)`,
          );
        },
      },
    },
  };
}
