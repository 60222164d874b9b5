/**
 * An Astro integration that makes the built site self-contained: it finds every `/media/...` image
 * the pages use and copies it from the content API (the CMS's media host) into
 * `dist/client/media/...`, and every document they link to (a patient folder's release copy,
 * `/documenten/...`, src/lib/content/documents.ts) from its CMS address into
 * `dist/client/documenten/...`, so the CDN serves them with the pages and no download needs the
 * CMS. It does so on a thread of
 * its own while Astro renders, reading each page as it is written (`startMediaMirrorWorker`), and
 * finishes after the build with the pages it did not see whole. Downloads are cached in
 * `.cache/media` (a media URL names one immutable variant, so a cached one is used without asking),
 * bounded in concurrency and retried on transient failures (5xx, 408, 429 with its Retry-After,
 * connection errors and resets, also mid-body, timeouts) under the content calls' retry policy
 * (src/lib/api/retry-policy.ts, config `retry`). A document (also a file under /media/ that is
 * not an image: a PDF, a video) can change at its address, so a cached one is asked for again
 * with its ETag (`If-None-Match`; a 304 keeps the cached copy), and when the CMS cannot answer
 * after every retry (a transient failure) its cached copy is used and reported, as a content
 * call's last good copy is. An image or document the CMS answers 404 or 410 for is reported by
 * path and left out; one that still cannot be fetched (a document: with no cached copy, or
 * refused with another 4xx) fails the build, naming it (DESIGN.md "Never partial").
 */
import { copyFileSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import {
  DEFAULT_RETRY_SETTINGS,
  discardBody,
  fetchOnce,
  readWhole,
  TransientFailure,
  withRetries,
  type RetrySettings,
} from '#src/lib/api/retry-policy.ts';
import { cmsDocumentPath } from '#src/lib/content/documents.ts';
import type { MediaClock } from './build-phases.ts';
import { htmlFilesUnder } from './html-files.ts';
import { collectMediaPaths } from './collect-media-paths.ts';
import type { DependencyRecord } from '#src/lib/build/affected.ts';

/*
 * The mirror's file calls are synchronous: it runs on a thread of its own while the pages are
 * rendered (startMediaMirrorWorker), and asynchronous calls would queue in libuv's thread pool,
 * which the process shares, before the rendering thread's page writes and CSP hashes. A cached
 * image costs a few small calls; a page is read once.
 */
function exists(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * An image under /media/ names one immutable variant; any other file there (a PDF, a video) can
 * change at its address and is mirrored as a document is.
 */
const IMAGE_VARIANT = /^\/media\/.*\.(jpe?g|png|webp|avif|gif)$/i;

export type MediaMirrorResult = {
  paths: number;
  /** How many of the paths are documents (the rest are images). */
  documents: number;
  downloaded: number;
  fromCache: number;
  /** Images and documents the CMS answered 404 for: reported and left out. */
  missing: string[];
  /** Images and documents that could not be fetched after every retry (or were refused), with the reason: they fail the build. */
  failed: Array<{ path: string; reason: string }>;
  /** Documents the CMS could not answer for, put in from their cached copy (reported), with the reason. */
  stale: Array<{ path: string; reason: string }>;
  /**
   * The images and documents each page names, by its path under the client folder (`a/index.html`): the
   * dependency record keeps them, so that an incremental build shares only what some page still names.
   */
  pageMedia: Record<string, readonly string[]>;
  /** Pages written as the previous build wrote them: not read, they name what its record says (MediaMirrorOptions.previous). */
  unchangedPages: number;
};

/** The retry policy's settings and the time one download may take. */
export type MediaRetrySettings = RetrySettings & { timeoutMs: number };

/**
 * What became of asking for a document: the cached copy is current, a new edition is in the cache,
 * the CMS has none (404/410), it failed (with whether a cached copy was there to fall back on), or
 * the new edition could not be written to the cache.
 */
type DocumentAnswer =
  | { kind: 'current' | 'downloaded' | 'not-found' }
  | { kind: 'failed'; error: unknown; hasCopy: boolean }
  | { kind: 'unwritable'; error: unknown };

/** What the CMS answered for one file: its bytes (and ETag), 304 for a cached copy still current, or 404/410. */
type Fetched = { body: Buffer; etag: string | null } | 'not-modified' | 'not-found';

/**
 * One file from the CMS. `etag`: the cached copy's, asked with `If-None-Match`. Transient failures
 * are retried under the content calls' policy (retry-policy.ts, config `retry`); a failure that
 * remains, or another 4xx, is thrown.
 */
async function download(url: string, label: string, retry: MediaRetrySettings, etag: string | null): Promise<Fetched> {
  return withRetries(
    async (): Promise<Fetched> => {
      const response = await fetchOnce(fetch, url, {
        signal: AbortSignal.timeout(retry.timeoutMs),
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
      if (response.status === 404 || response.status === 410 || response.status === 304) {
        await discardBody(response);
        return response.status === 304 ? 'not-modified' : 'not-found';
      }
      if (!response.ok) {
        await discardBody(response);
        throw new Error(`answered ${response.status}`);
      }
      const body = Buffer.from(await readWhole(() => response.arrayBuffer()));
      return { body, etag: response.headers.get('etag') };
    },
    retry,
    ({ failure, retry: number, retries }) =>
      console.warn(`[media] ${label}: ${failure.message}; retry ${number} of ${retries}`),
  );
}

/** A cached document's ETag, kept beside it; null when it has none. */
function readEtag(cached: string): string | null {
  const file = `${cached}.etag`;
  return exists(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

/** Writes a file whole or not at all, so the cache never holds half an image. */
function writeWhole(file: string, body: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}

/**
 * Puts a cached image into the build: a hard link where the file system allows it (every release
 * of the origin then shares one copy of each image; the cache replaces a file by renaming a new one
 * over it, so a link never changes under a release), else a copy.
 */
function placeFromCache(cached: string, target: string): void {
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * A copy of a string that does not keep alive the page it was cut from. V8 keeps a cut-out piece as
 * a view of the whole string, so a set of media paths found in 10,346 pages held on to all of them
 * (measured at scale 10: the mirror's thread had 562 MB in use once every page was written).
 */
function detached(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

/**
 * Where the mirror puts an image or document (`/media/a%20b.jpg` -> `media/a b.jpg`, relative to the client
 * folder); null for a path that climbs out of it. Throws (URIError) for one that cannot be decoded.
 */
export function mirroredFileOf(mediaPath: string): string | null {
  const relative = decodeURIComponent(mediaPath).replace(/^\/+/, '');
  return relative.split('/').includes('..') ? null : relative;
}

export type MediaMirrorOptions = {
  clientDir: string;
  contentApiUrl: string;
  cacheDir: string;
  concurrency?: number;
  siteOrigins?: readonly string[];
  retry?: MediaRetrySettings;
  /**
   * An incremental build's previous build: its `client/` folder and dependency record. A page this
   * build wrote byte for byte as that build did names what the record says it named; its images
   * that build holds are not placed again (the assembly links them, scripts/build/incremental-assembly.ts),
   * and the page is not read: the overviews an incremental build renders every time (`/specialisten`,
   * `/folders`) name thousands of images and documents at scale 10. Its documents are still asked
   * for again (they can change at their address), as is an image that build does not hold.
   */
  previous?: { clientDir: string; record: string };
};

/**
 * What the previous build's pages named, read from its record once it is first needed; an empty map
 * when it cannot be read (each page is then mirrored).
 */
function previousPageMedia(record: string): () => ReadonlyMap<string, readonly string[]> {
  let media: Map<string, readonly string[]> | undefined;
  return () => {
    if (media) return media;
    media = new Map();
    try {
      const files = (JSON.parse(readFileSync(record, 'utf8')) as Pick<DependencyRecord, 'files'>).files;
      for (const [file, { media: named }] of Object.entries(files)) media.set(file, named ?? []);
    } catch {
      // No record to read: every page is mirrored.
    }
    return media;
  };
}

/**
 * Where the CMS serves a document (a patient folder's release copy, or a file under /media/ that is
 * not an image variant); null for an image, which names one immutable variant.
 */
function documentSourceOf(mediaPath: string): string | null {
  return cmsDocumentPath(mediaPath) ?? (IMAGE_VARIANT.test(mediaPath) ? null : mediaPath);
}

/** The bytes of a file, or null when there is none. */
function bytesOf(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** A mirror fed page by page: each page's new images start downloading as soon as it is read. */
export type MediaMirror = {
  /** Reads one built page and starts mirroring the images it names that no page named before. */
  addPage(file: string): Promise<void>;
  /**
   * An incremental build: asks the CMS again now, a few at a time, for every document the previous
   * build's pages named, while the few pages this build renders are still being rendered; a page
   * that names one then takes that answer instead of asking when it is written (the 3,000 documents
   * of `/folders` at scale 10 were asked for after the pages). Nothing when there is no previous build.
   */
  askDocumentsAgain(): void;
  /** Images mirrored (or found missing or failed) so far. */
  settled(): number;
  /** Waits for every image started so far and tells what became of them. */
  finish(): Promise<MediaMirrorResult>;
};

export function createMediaMirror(options: MediaMirrorOptions): MediaMirror {
  const limit = pLimit(options.concurrency ?? 8);
  const retry = options.retry ?? { ...DEFAULT_RETRY_SETTINGS, timeoutMs: 30_000 };
  const result: MediaMirrorResult = {
    paths: 0,
    documents: 0,
    downloaded: 0,
    fromCache: 0,
    missing: [],
    failed: [],
    stale: [],
    pageMedia: {},
    unchangedPages: 0,
  };
  const base = options.contentApiUrl.replace(/\/+$/, '');
  const siteOrigins = options.siteOrigins ?? [];

  const mirrorOne = async (mediaPath: string): Promise<void> => {
    try {
      await copyIntoBuild(mediaPath);
    } catch (error) {
      // A path that cannot be decoded, or a file that cannot be written or linked: named, and the build fails.
      result.failed.push({
        path: mediaPath,
        reason: `could not be put into the build: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  const failure = (mediaPath: string, error: unknown): { path: string; reason: string } => {
    const attempts = error instanceof TransientFailure ? ` after ${retry.maxRetries + 1} attempt(s)` : '';
    return { path: mediaPath, reason: `${error instanceof Error ? error.message : String(error)}${attempts}` };
  };

  const copyIntoBuild = async (mediaPath: string): Promise<void> => {
    const relative = mirroredFileOf(mediaPath);
    if (relative === null) return;
    const target = path.join(options.clientDir, relative);
    const cached = path.join(options.cacheDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    const documentSource = documentSourceOf(mediaPath);
    if (documentSource === null) return copyImage(mediaPath, target, cached);
    result.documents += 1;
    return copyDocument(mediaPath, documentSource, target, cached);
  };

  // A media URL names one immutable variant: a cached image is used without asking.
  const copyImage = async (mediaPath: string, target: string, cached: string): Promise<void> => {
    if (exists(cached)) {
      placeFromCache(cached, target);
      result.fromCache += 1;
      return;
    }
    let fetched: Fetched;
    try {
      fetched = await download(`${base}${mediaPath}`, mediaPath, retry, null);
    } catch (error) {
      result.failed.push(failure(mediaPath, error));
      return;
    }
    if (typeof fetched === 'string') {
      result.missing.push(mediaPath);
      return;
    }
    writeWhole(cached, fetched.body);
    placeFromCache(cached, target);
    result.downloaded += 1;
  };

  /**
   * A document can change at its address: a cached one is asked for again with its ETag.
   * Asks the CMS for a document (with the cached copy's ETag when there is one) and brings the cache
   * up to date: a new edition is written to it at once, so no answer holds a file's bytes for longer.
   * Never rejects: what went wrong is the answer.
   */
  const askDocument = async (mediaPath: string, source: string, cached: string): Promise<DocumentAnswer> => {
    let hasCopy = false;
    try {
      hasCopy = exists(cached);
      const fetched = await download(`${base}${source}`, mediaPath, retry, hasCopy ? readEtag(cached) : null);
      if (fetched === 'not-found') return { kind: 'not-found' };
      if (fetched === 'not-modified') {
        if (!hasCopy) throw new Error('answered 304 to a request without If-None-Match');
        return { kind: 'current' };
      }
      try {
        // The old ETag goes first and the new one comes after the body: an ETag never stands beside a body it does not name.
        rmSync(`${cached}.etag`, { force: true });
        writeWhole(cached, fetched.body);
        if (fetched.etag) writeWhole(`${cached}.etag`, Buffer.from(fetched.etag));
      } catch (error) {
        return { kind: 'unwritable', error };
      }
      return { kind: 'downloaded' };
    } catch (error) {
      return { kind: 'failed', error, hasCopy };
    }
  };
  /** Each document's answer, asked once per build: by the page that names it, or earlier by `askDocumentsAgain`. */
  const documentAnswers = new Map<string, Promise<DocumentAnswer>>();
  /** Documents asked by `askDocumentsAgain` that no page has taken yet. */
  const askedEarly = new Set<string>();
  const documentAnswer = (mediaPath: string, source: string, cached: string): Promise<DocumentAnswer> => {
    let answer = documentAnswers.get(mediaPath);
    if (!answer) {
      answer = askDocument(mediaPath, source, cached);
      documentAnswers.set(mediaPath, answer);
    }
    return answer;
  };

  const copyDocument = async (mediaPath: string, source: string, target: string, cached: string): Promise<void> => {
    let answer = await documentAnswer(mediaPath, source, cached);
    // A CMS that could not answer the early question is asked once more now that a page needs the document.
    if (askedEarly.delete(mediaPath) && answer.kind === 'failed' && answer.error instanceof TransientFailure) {
      documentAnswers.delete(mediaPath);
      answer = await documentAnswer(mediaPath, source, cached);
    }
    if (answer.kind === 'failed') {
      // Only a CMS that cannot answer now is bridged by the cached copy; a refusal (403, ...) fails the build.
      if (!answer.hasCopy || !(answer.error instanceof TransientFailure)) {
        result.failed.push(failure(mediaPath, answer.error));
        return;
      }
      result.stale.push(failure(mediaPath, answer.error));
      placeFromCache(cached, target);
      result.fromCache += 1;
      return;
    }
    if (answer.kind === 'not-found') {
      result.missing.push(mediaPath);
      return;
    }
    // Fetched but not kept: named as a file that could not be put into the build (mirrorOne).
    if (answer.kind === 'unwritable') throw answer.error;
    placeFromCache(cached, target);
    if (answer.kind === 'current') result.fromCache += 1;
    else result.downloaded += 1;
  };

  const paths = new Set<string>();
  const pageMedia = new Map<string, readonly string[]>();
  const mirrored: Array<Promise<void>> = [];
  let settled = 0;
  const previous = options.previous;
  const namedBefore = previous ? previousPageMedia(previous.record) : () => new Map<string, readonly string[]>();
  /** Pages written as the previous build wrote them; pages read so far only as the start of the previous build's. */
  const unchanged = new Set<string>();
  const partly = new Map<string, string>();

  /** Starts mirroring an image or document no page named before. */
  const mirrorOnce = (mediaPath: string): void => {
    if (paths.has(mediaPath)) return;
    paths.add(mediaPath);
    mirrored.push(limit(() => mirrorOne(mediaPath)).finally(() => (settled += 1)));
  };
  /** Reads a page's images and documents, and starts mirroring those no page named before. */
  const mirrorPage = (page: string, html: string): void => {
    const named: string[] = [];
    for (const found of collectMediaPaths(html, new Set(), { siteOrigins })) {
      const mediaPath = paths.has(found) ? found : detached(found);
      named.push(mediaPath);
      mirrorOnce(mediaPath);
    }
    // A page read again (it was still being written) names what its last reading found.
    pageMedia.set(page, named.sort());
  };
  /**
   * Of what an unchanged page names, what is mirrored all the same: a document (it can change at its
   * address, so it is asked for again as in a full build) and an image the previous build does not
   * hold (missing from the CMS then). An image the previous build holds is the same variant: the
   * assembly links it.
   */
  const mirroredAgain = (mediaPath: string, previousClient: string): boolean => {
    if (documentSourceOf(mediaPath) !== null) return true;
    try {
      const file = mirroredFileOf(mediaPath);
      return file !== null && !exists(path.join(previousClient, file));
    } catch {
      return true;
    }
  };

  return {
    async addPage(file) {
      const page = path.relative(options.clientDir, file).split(path.sep).join('/');
      const bytes = readFileSync(file);
      partly.delete(page);
      unchanged.delete(page);
      const before = previous ? bytesOf(path.join(previous.clientDir, ...page.split('/'))) : null;
      const recorded = before ? namedBefore().get(page) : undefined;
      if (previous && before && recorded && before.equals(bytes)) {
        pageMedia.set(page, recorded);
        unchanged.add(page);
        for (const mediaPath of recorded) if (mirroredAgain(mediaPath, previous.clientDir)) mirrorOnce(mediaPath);
        return;
      }
      // Read while it was written, as far as it is the same as the previous build's: the next reading decides
      // (the follower reads a page again once it is written whole; `finish` reads one that never was).
      if (before && recorded && bytes.length < before.length && before.subarray(0, bytes.length).equals(bytes)) {
        partly.set(page, file);
        return;
      }
      mirrorPage(page, bytes.toString('utf8'));
    },
    askDocumentsAgain() {
      const named = new Set([...namedBefore().values()].flat());
      for (const mediaPath of named) {
        try {
          const source = documentSourceOf(mediaPath);
          const relative = mirroredFileOf(mediaPath);
          if (source === null || relative === null) continue;
          // Only asked: the page that names it places it (a document no page names now stays out of the build).
          askedEarly.add(mediaPath);
          void limit(() => documentAnswer(mediaPath, source, path.join(options.cacheDir, relative)));
        } catch {
          // Not decodable: the page that names it reports it.
        }
      }
    },
    settled: () => settled,
    async finish() {
      for (const [page, file] of partly) mirrorPage(page, readFileSync(file, 'utf8'));
      partly.clear();
      await Promise.all(mirrored);
      result.unchangedPages = unchanged.size;
      result.paths = paths.size;
      result.missing.sort();
      const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
      result.failed.sort(byPath);
      result.stale.sort(byPath);
      result.pageMedia = Object.fromEntries([...pageMedia].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      return result;
    },
  };
}

/** Mirrors the images of every page already built under `clientDir`. */
export async function mirrorMedia(options: MediaMirrorOptions): Promise<MediaMirrorResult> {
  const mirror = createMediaMirror(options);
  // A page's images start downloading before the next page is read.
  for (const file of htmlFilesUnder(options.clientDir)) {
    await mirror.addPage(file);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return mirror.finish();
}

/** What the thread is told: to ask the previous build's documents again (MediaMirror.askDocumentsAgain), or that every page is written. */
export type MediaMirrorThreadMessage = 'ask documents again' | 'every page is written';

/** What the worker thread tells: that it watches the pages, then (once every page is written) its result. */
export type MediaMirrorWorkerMessage =
  { following: true } | { result: MediaMirrorResult; whileRendering: number } | { error: string };

/**
 * What the mirror's thread is given: the mirror's options, and whether it runs below the rendering
 * thread's priority (a full build: rendering is long and comes first) or at it (an incremental build
 * renders a few pages, and the build waits for the mirror's work after them).
 */
export type MediaMirrorThreadData = MediaMirrorOptions & { belowRendering: boolean };

export type MediaMirrorWorker = {
  clientDir: string;
  /** Settles once the thread watches the pages (a page written before that is found at the end). */
  ready: Promise<void>;
  /** Has the thread ask the previous build's documents again now (MediaMirror.askDocumentsAgain). */
  askDocumentsAgain(): void;
  /** Tells the worker every page is written; its result, with the images it had done before that. */
  finish(): Promise<{ result: MediaMirrorResult; whileRendering: number }>;
};

/**
 * Starts the mirror on a worker thread (media-mirror-worker.ts) that follows the pages as Astro
 * writes them. The thread does not keep the process alive until `finish` is called, so a build
 * that fails while rendering still ends.
 */
export function startMediaMirrorWorker(options: MediaMirrorOptions, belowRendering = true): MediaMirrorWorker {
  const worker = new Worker(new URL('./media-mirror-worker.ts', import.meta.url), {
    workerData: { ...options, belowRendering } satisfies MediaMirrorThreadData,
  });
  let following: () => void = () => {};
  const ready = new Promise<void>((resolve) => (following = resolve));
  const answer = new Promise<Exclude<MediaMirrorWorkerMessage, { following: true }>>((resolve, reject) => {
    worker.on('message', (message: MediaMirrorWorkerMessage) => {
      if ('following' in message) following();
      else resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the media mirror's thread stopped (exit code ${code})`)));
  });
  // An answer or a failure also ends the wait for `ready`; a failure is told when `finish` is called.
  answer.then(following, following);
  // After the listeners: listening for messages would hold the process again.
  worker.unref();
  return {
    clientDir: options.clientDir,
    ready,
    askDocumentsAgain() {
      worker.postMessage('ask documents again' satisfies MediaMirrorThreadMessage);
    },
    async finish() {
      worker.ref();
      worker.postMessage('every page is written' satisfies MediaMirrorThreadMessage);
      try {
        const answered = await answer;
        if ('error' in answered) throw new Error(`the media mirror failed: ${answered.error}`);
        return answered;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** What the integration tells the steps after it: the images and documents each page it read names. */
export type MirroredMedia = { pageMedia: ReadonlyMap<string, readonly string[]> };

/**
 * The integration: the mirror starts on its own thread when the bundles are built (`astro:build:ssr`,
 * just before the pages are rendered) and takes each page as it is written; after the build it
 * takes the pages it has not seen whole and finishes. A build with no `astro:build:ssr` (no
 * on-demand route), or one whose output folder is not the one followed, is mirrored after it.
 */
export function mediaMirror(options: {
  contentApiUrl: string | undefined;
  cacheDir: string;
  retry?: MediaRetrySettings;
  clock?: MediaClock;
  /** An incremental build: its thread runs at the rendering thread's priority (MediaMirrorThreadData). */
  fewPages?: boolean;
  /** An incremental build's previous build (MediaMirrorOptions.previous). */
  previous?: MediaMirrorOptions['previous'];
  /**
   * An incremental build: once this settles (the calls asked again, which the CMS answers first), the
   * thread asks the previous build's documents again while the pages are rendered.
   */
  askDocumentsAfter?: Promise<unknown>;
}): AstroIntegration & MirroredMedia {
  const pageMedia = new Map<string, readonly string[]>();
  let siteOrigins: string[] = [];
  let clientDir: string | null = null;
  let following: MediaMirrorWorker | null = null;
  const mirrorOptions = (contentApiUrl: string, dir: string): MediaMirrorOptions => ({
    clientDir: dir,
    contentApiUrl,
    cacheDir: options.cacheDir,
    siteOrigins,
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.previous ? { previous: options.previous } : {}),
  });
  return {
    pageMedia,
    name: 'hospital:media-mirror',
    hooks: {
      'astro:config:done': ({ config, buildOutput }) => {
        siteOrigins = config.site ? [new URL(config.site).origin] : [];
        clientDir = fileURLToPath(buildOutput === 'server' ? config.build.client : config.outDir);
      },
      'astro:build:ssr': () => {
        if (!options.contentApiUrl || !clientDir) return;
        const worker = startMediaMirrorWorker(mirrorOptions(options.contentApiUrl, clientDir), !options.fewPages);
        following = worker;
        if (options.previous && options.askDocumentsAfter)
          void options.askDocumentsAfter.then(() => {
            if (following === worker) worker.askDocumentsAgain();
          });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!options.contentApiUrl) {
          logger.warn('CONTENT_API_URL is not set: images and documents are not copied into the build.');
          return;
        }
        const started = performance.now();
        const builtDir = fileURLToPath(dir);
        const worker = following;
        following = null;
        let whileRendering = 0;
        let result: MediaMirrorResult;
        if (worker && path.resolve(worker.clientDir) === path.resolve(builtDir)) {
          ({ result, whileRendering } = await worker.finish());
        } else {
          if (worker) await worker.finish().catch(() => {});
          result = await mirrorMedia(mirrorOptions(options.contentApiUrl, builtDir));
        }
        pageMedia.clear();
        for (const [file, named] of Object.entries(result.pageMedia)) pageMedia.set(file, named);
        for (const missing of result.missing) logger.warn(`not found on the content API, left out: ${missing}`);
        for (const stale of result.stale)
          logger.warn(`document from its cached copy, the content API failed: ${stale.path} (${stale.reason})`);
        if (options.clock) options.clock.ms = performance.now() - started;
        logger.info(
          `${result.paths - result.documents} images and ${result.documents} documents: ${result.downloaded} downloaded, ${result.fromCache} from the media cache, ${result.missing.length} missing, ${result.failed.length} failed, ${result.stale.length} stale; ${whileRendering} done while the pages were rendered, the rest in ${Math.round(performance.now() - started)} ms after${options.previous ? `; ${result.unchangedPages} pages written as the previous build wrote them name what it mirrored` : ''}`,
        );
        if (result.failed.length > 0) {
          throw new Error(
            [
              `${result.failed.length} image(s) or document(s) could not be fetched from the content API; the site would be partial, so the build fails:`,
              ...result.failed.map((failed) => `  - ${failed.path}: ${failed.reason}`),
            ].join('\n'),
          );
        }
      },
    },
  };
}
