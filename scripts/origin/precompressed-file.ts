/**
 * Sends a file's compressed copy made at build time (scripts/build/precompress.ts) when the request
 * takes it: brotli before gzip, with the same Content-Type, Cache-Control and Last-Modified as the
 * file itself, `Content-Encoding`, `Vary: Accept-Encoding`, the copy's Content-Length, and an ETag of
 * the file's own form (`send`'s weak size-mtime tag) marked with the coding, so a cache never takes
 * one encoding's answer for another's. Conditional requests are answered with 304 as for the file.
 * A request for a byte range is left to the file as it is: ranges of a compressed copy would mean
 * other bytes to each client.
 */
import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PRECOMPRESSED_CODINGS, PRECOMPRESSED_TYPES } from '../build/precompress.ts';
import { preferredCoding } from './accept-encoding.ts';
import { fileStatsOf, freshFileStats, type StatsOf } from './release-file-stats.ts';

/** What `send` (the Astro Node adapter's static files) sends where no rule gives a Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0';

/** The file's ETag for one coding: `send`'s weak tag of the file, the coding added. */
function codingEtag(file: Pick<Stats, 'size' | 'mtime'>, coding: string): string {
  return `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}-${coding}"`;
}

/** Whether the request's validators match the answer it would get (If-None-Match first, as RFC 9110 says). */
function notModified(req: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Whether a request could be answered with a compressed copy (a GET or HEAD, no range, taking brotli
 * or gzip): the server looks for the copies only then, so a request for the file as it is costs nothing more.
 */
export function takesCompressedCopy(req: IncomingMessage): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers.range === undefined &&
    preferredCoding(
      req.headers['accept-encoding'],
      PRECOMPRESSED_CODINGS.map(({ coding }) => coding),
    ) !== 'identity'
  );
}

/**
 * Answers a GET or HEAD for `file` with its compressed copy when the request takes one (true);
 * false when the request is left to the file as it is (no copy, not taken, a range, another method).
 */
export async function servePrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  statsOf: StatsOf = freshFileStats,
): Promise<boolean> {
  const fileStats = (name: string): Promise<Stats | null> => fileStatsOf(statsOf, name);
  const type = PRECOMPRESSED_TYPES[path.extname(file)];
  if (!type || !takesCompressedCopy(req)) return false;
  const [original, ...copies] = await Promise.all([
    fileStats(file),
    ...PRECOMPRESSED_CODINGS.map(async ({ coding, suffix }) => ({
      coding,
      file: `${file}${suffix}`,
      stats: await fileStats(`${file}${suffix}`),
    })),
  ]);
  const available = copies.filter((copy) => copy.stats !== null);
  if (available.length === 0) return false;
  // Whatever is sent, a cache must keep it apart by the encodings a browser takes.
  res.setHeader('vary', 'Accept-Encoding');
  const coding = preferredCoding(
    req.headers['accept-encoding'],
    available.map((copy) => copy.coding),
  );
  const copy = available.find((candidate) => candidate.coding === coding);
  if (!copy?.stats || !original) return false;
  const etag = codingEtag(original, coding);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', original.mtime.toUTCString());
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', DEFAULT_CACHE_CONTROL);
  if (notModified(req, etag, original.mtime)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.writeHead(200, { 'content-type': type, 'content-encoding': coding, 'content-length': copy.stats.size });
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(copy.file)
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  return true;
}

/**
 * Answers with a page under another status than its own (the not-found page, 404): its compressed
 * copy when the request takes one, else the page as it is (which the server's compression may still
 * compress as it goes); `Vary: Accept-Encoding` either way, and no validators (the answer is not the
 * file's). `read` gives a file's bytes (a release's never change, so the caller may keep them).
 */
export async function sendPageWithStatus(
  req: IncomingMessage,
  res: ServerResponse,
  page: { file: string; status: number },
  read: (file: string) => Promise<Buffer | null>,
): Promise<void> {
  const available = takesCompressedCopy(req)
    ? (
        await Promise.all(
          PRECOMPRESSED_CODINGS.map(async ({ coding, suffix }) => ({
            coding,
            bytes: await read(`${page.file}${suffix}`),
          })),
        )
      ).filter((copy): copy is { coding: (typeof copy)['coding']; bytes: Buffer } => copy.bytes !== null)
    : [];
  const coding = preferredCoding(
    req.headers['accept-encoding'],
    available.map((copy) => copy.coding),
  );
  const copy = available.find((candidate) => candidate.coding === coding);
  const type = PRECOMPRESSED_TYPES[path.extname(page.file)] ?? 'application/octet-stream';
  if (copy) {
    res.writeHead(page.status, {
      'content-type': type,
      'content-encoding': copy.coding,
      'content-length': copy.bytes.length,
      vary: 'Accept-Encoding',
    });
    res.end(copy.bytes);
    return;
  }
  const bytes = await read(page.file);
  if (bytes === null) throw new Error(`${page.file} is missing from the release`);
  res.writeHead(page.status, { 'content-type': type, vary: 'Accept-Encoding' });
  res.end(bytes);
}
