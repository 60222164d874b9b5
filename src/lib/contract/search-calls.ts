/**
 * The two search calls of spec 7, as paths under /api/v1: browser-safe, so that the search island
 * (which calls them at run time) and the content client build them in one place. The call's page
 * is zero-based: page N of the address is `pageIndex` N - 1.
 */
import type { Locale } from '#src/i18n/locales.ts';
import { queryString } from '#src/lib/api/query.ts';

/** `GET search/pages?query=&page={n-1}&lang=`. */
export function searchPagesCall(query: string, pageIndex: number, language: Locale): string {
  return `search/pages${queryString({ query, page: Math.max(0, pageIndex), lang: language })}`;
}

/** `GET search/count/pages?query=&lang=`. */
export function searchCountCall(query: string, language: Locale): string {
  return `search/count/pages${queryString({ query, lang: language })}`;
}
