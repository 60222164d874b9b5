import { createHash } from 'node:crypto';

/** A strong ETag: a hash of the exact body bytes. */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110: a list of tags or `*`, compared
 * weakly, so `W/"x"` matches `"x"`).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
