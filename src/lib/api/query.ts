/**
 * How calls are addressed: page numbers zero-based, repeated keys for lists
 * (`tags=a&tags=b`), empty values left out, and the excluded-tags rule. Path segments (slugs
 * lower-cased) are written by src/lib/contract/call-segments.ts.
 */

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** `?a=1&tags=x&tags=y`, or '' when nothing is set. Empty strings, null, undefined and empty lists are left out. */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item.trim()) search.append(key, item);
    } else if (typeof value === 'string') {
      if (value.trim()) search.append(key, value);
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Page numbers are one-based in the address and zero-based in calls. */
export function pageIndex(oneBasedPage: number): number {
  return Number.isInteger(oneBasedPage) && oneBasedPage > 1 ? oneBasedPage - 1 : 0;
}

/** Spec 5, 9: these tags make news and event calls include items carrying excluded tags. */
export const EXCLUDED_TAGS: readonly string[] = ['Hoor Floor', 'Inspiratie'];

export function shouldContainExcludedTags(tags: readonly string[] | undefined): boolean {
  return (tags ?? []).some((tag) =>
    EXCLUDED_TAGS.some((excluded) => excluded.toLowerCase() === tag.trim().toLowerCase()),
  );
}
