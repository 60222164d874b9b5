/**
 * Compress once: after the build, every text file of the output (pages, styles, scripts, SVG, JSON,
 * XML, text, the web manifest) gets a brotli copy (`file.br`) and a gzip copy (`file.gz`) beside it,
 * each kept only when it is smaller than the file. The origin (scripts/origin/precompressed-file.ts)
 * sends these copies as they are instead of compressing every answer again.
 *
 * Many files (a whole site) are dealt out over threads of their own (precompress-worker.ts, up to one
 * per core, at least FILES_FOR_THREADS each), each reading, compressing and writing its files one after
 * another, so that the build's own thread only lists them; fewer (an incremental build's, the search
 * index's) are compressed on the build's thread, where a thread would cost more than it saves. They
 * start once the site is whole, beside the search index (a process of its own): the site's files while
 * it is written, the index's own files once it is.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/** Whether a file is one of the compressed copies (`.br`, `.gz`), not a file of the site itself. */
export function isPrecompressedCopy(file: string): boolean {
  return PRECOMPRESSED_CODINGS.some(({ suffix }) => file.endsWith(suffix));
}

/** Whether a file of this name and size gets compressed copies. */
export function shouldPrecompress(file: string, bytes: number): boolean {
  return bytes >= MIN_PRECOMPRESS_BYTES && path.extname(file) in PRECOMPRESSED_TYPES;
}

function compress(coding: PrecompressedCoding, content: Buffer): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(content, { level: GZIP_LEVEL });
}

export type PrecompressSummary = { files: number; bytes: number; copies: Record<PrecompressedCoding, number> };

const nothingCompressed = (): PrecompressSummary => ({ files: 0, bytes: 0, copies: { br: 0, gzip: 0 } });

/**
 * A new file, never one written through: a copy left here may be a shared file's link, so it is
 * removed and the file made anew. Made with `wx` first: a build's copies are new files (a removal
 * first took about 0.3 s of the thread in a profile of a cold scale-1 build, each one a failed `unlink`).
 */
function writeNewFile(file: string, content: Buffer): void {
  try {
    writeFileSync(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    writeFileSync(file, content, { flag: 'wx' });
  }
}

/** Writes the compressed copies of `files`, one after another, on the calling thread; returns what it compressed. */
export function precompressFilesNow(files: readonly string[]): PrecompressSummary {
  const summary = nothingCompressed();
  for (const file of files) {
    const content = readFileSync(file);
    if (!shouldPrecompress(file, content.length)) continue;
    summary.files += 1;
    summary.bytes += content.length;
    for (const { coding, suffix } of PRECOMPRESSED_CODINGS) {
      const copy = compress(coding, content);
      if (copy.length >= content.length) continue;
      writeNewFile(`${file}${suffix}`, copy);
      summary.copies[coding] += copy.length;
    }
  }
  return summary;
}

/** What a compression thread is given: its share of the files (absolute paths). */
export type FilesToCompress = { files: string[] };

/**
 * Fewest files worth the threads, and the fewest each thread is given: starting one costs about 0.1 s
 * of CPU (Node's thread and this module), as much as compressing 25 pages. Fewer (an incremental
 * build's few dozen) are compressed on the calling thread.
 */
export const FILES_FOR_THREADS = 200;

/** `files` compressed on a thread of its own (precompress-worker.ts). */
function precompressOnThread(files: string[]): Promise<PrecompressSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url), {
      workerData: { files } satisfies FilesToCompress,
    });
    worker.once('message', (answer: PrecompressSummary | { error: string }) =>
      'error' in answer ? reject(new Error(`precompress: ${answer.error}`)) : resolve(answer),
    );
    worker.once('error', (error) => reject(new Error(`precompress: ${error.message}`, { cause: error })));
    worker.once('exit', (code) =>
      reject(new Error(`precompress: its thread ended (exit code ${code}) without an answer`)),
    );
  });
}

/**
 * Writes the compressed copies of every text file under `dir`, but for the folder `leaveOut`; returns
 * what it compressed. Files in `shared` (an incremental build's files shared with the previous build)
 * already have theirs. Many files are dealt out in turn over up to one thread per core, at least
 * FILES_FOR_THREADS each; fewer are compressed on the calling thread.
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
  if (files.length < FILES_FOR_THREADS) {
    try {
      return precompressFilesNow(files);
    } catch (error) {
      throw new Error(`precompress: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.floor(files.length / FILES_FOR_THREADS)));
  const shares = Array.from({ length: threads }, (_, thread) => files.filter((_, index) => index % threads === thread));
  // Every thread has ended before the step answers, also when one failed: none writes after it.
  const answers = await Promise.allSettled(shares.map(precompressOnThread));
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed) throw failed.reason;
  return answers.reduce(
    (summary, answer) => (answer.status === 'fulfilled' ? added(summary, answer.value) : summary),
    nothingCompressed(),
  );
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
          // Taken first: a few files are compressed before precompressDir answers.
          const started = performance.now();
          const summary = precompressDir(clientDir, options.shared, path.join(clientDir, SEARCH_INDEX_FOLDER));
          // Told in `finish`; a build that fails before that has its own error to tell.
          summary.catch(() => {});
          site = { started, summary };
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
