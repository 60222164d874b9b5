/**
 * The site's language a browser prefers, from its Accept-Language header (for pages whose address
 * does not say their language: the preview's error pages). Dutch unless English is preferred.
 */
import type { Locale } from '#src/i18n/locales.ts';

/** Each language range of the header with its weight (q, default 1); malformed parts are left out. */
function weightedRanges(header: string): Array<{ range: string; q: number }> {
  return header.split(',').flatMap((part) => {
    const [rawRange, ...params] = part.split(';').map((piece) => piece.trim());
    const range = rawRange?.toLowerCase() ?? '';
    if (!/^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/.test(range)) return [];
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match?.[1] !== undefined) q = Number(match[1]);
    }
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ range, q }] : [];
  });
}

/** How much the header wants a language: its best weight for that language, else the wildcard's, else 0. */
function weightOf(ranges: ReadonlyArray<{ range: string; q: number }>, locale: Locale): number {
  const own = ranges.filter(({ range }) => range === locale || range.startsWith(`${locale}-`));
  if (own.length > 0) return Math.max(...own.map(({ q }) => q));
  return ranges.find(({ range }) => range === '*')?.q ?? 0;
}

/** `en` when the header weighs English above Dutch; `nl` otherwise (also without a header). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return 'nl';
  const ranges = weightedRanges(header);
  return weightOf(ranges, 'en') > weightOf(ranges, 'nl') ? 'en' : 'nl';
}
