/**
 * How values travel in the path of a call: slugs are lower-cased, titles are sent as
 * written; both are encoded as one path segment.
 */

/** A slug as one path segment of a call: trimmed, lower-cased, encoded. */
export function slugSegment(slug: string): string {
  return encodeURIComponent(slug.trim().toLowerCase());
}

/** A title or name as one path segment (not lower-cased: titles are matched as written). */
export function titleSegment(title: string): string {
  return encodeURIComponent(title.trim());
}
