/** The site's two languages and the paths that belong to them (English under /en). */

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** `en` for /en and everything under /en/, else `nl` (spec 4, "Language"). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nl';
}

/** The path without its /en prefix: `/en/search` -> `/search`, `/en` -> `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** A site path in a language: Dutch paths as they are, English ones under /en. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'nl') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

export function homePath(locale: Locale): string {
  return locale === 'en' ? '/en' : '/';
}

/** The search page: /zoeken in Dutch, /en/search in English. */
export function searchPath(locale: Locale): string {
  return locale === 'en' ? '/en/search' : '/zoeken';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'nl' : 'en';
}

/** The BCP 47 tag for `<html lang>` and `Intl`. */
export function languageTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'nl-NL';
}
