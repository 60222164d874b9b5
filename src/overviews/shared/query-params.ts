/**
 * Reading an overview's query: bad values fall back to the default, never to an
 * error. Shared by the static pages and the islands.
 */

/** Spec 5: the page is a whole number; anything else is page 1; past the last page is the last page. */
export function parsePage(value: string | null | undefined, pages = Number.POSITIVE_INFINITY): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  if (page < 1) return 1;
  return Math.max(1, Math.min(page, Math.max(1, pages)));
}

/** A text parameter, trimmed; empty is absent. */
export function textParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** A list parameter: repeated keys and comma-separated values both count (`tags=a,b&tags=c`). */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The query for a state: empty values left out, page 1 left out. */
export function queryFor(state: Record<string, string | number | readonly string[] | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (key === 'page') {
      if (Number(value) > 1) params.set(key, String(value));
    } else if (String(value).trim()) {
      params.set(key, String(value).trim());
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** First letter capitalised (folder filters; spec 3: department list titles). */
export function capitaliseFirst(value: string): string {
  return value ? value.charAt(0).toLocaleUpperCase('nl') + value.slice(1) : value;
}
