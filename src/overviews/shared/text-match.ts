/**
 * Text comparison for the filters of spec 5: case-insensitive everywhere; name and text searches
 * also ignore accents (a visitor typing `ozdemir` finds Özdemir) and runs of white space.
 */

const COLLATOR = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Dutch sort order, accents and case ignored (`Özdemir` sorts with `Ozdemir`). */
export function compareText(a: string, b: string): number {
  return COLLATOR.compare(a, b);
}

/** Lower-case, single spaces, trimmed: the form two values must share to match "exactly" (case-insensitive). */
export function caseKey(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLocaleLowerCase('nl');
}

/**
 * The text without diacritics ('Özdemir' -> 'Ozdemir', 'é' -> 'e'): decomposed (NFD) and every
 * combining mark removed. Nothing else changes (case and white space stay), so it can be applied
 * one character at a time.
 */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** As `caseKey`, and without diacritics: the form searched in. */
export function foldKey(value: string): string {
  return caseKey(stripAccents(value));
}

/** Exact match, case-insensitive (a department, centre or role must match exactly). */
export function sameText(a: string, b: string): boolean {
  return caseKey(a) === caseKey(b);
}

/** Substring match, case- and accent-insensitive; an empty needle matches everything. */
export function containsText(haystack: string | null | undefined, needle: string): boolean {
  const folded = foldKey(needle);
  return folded === '' || foldKey(haystack ?? '').includes(folded);
}

/** The option a query value names (case-insensitive), or null when it names none: bad values fall back to 'all'. */
export function matchOption(value: string | null, options: readonly string[]): string | null {
  if (!value) return null;
  const key = caseKey(value);
  return options.find((option) => caseKey(option) === key) ?? null;
}

/** Distinct values (case-insensitive, the first spelling kept), blank ones left out, in Dutch sort order. */
export function distinctSorted(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const clean = cleanText(value);
    if (clean !== null && !seen.has(caseKey(clean))) seen.set(caseKey(clean), clean);
  }
  return [...seen.values()].sort(compareText);
}

/**
 * Distinct values (case-insensitive, as `caseKey`) in the order given, each as first written; nothing else is changed
 * or left out.
 */
export function distinctInOrder(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = caseKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

/** A text from the CMS: single spaces, trimmed; empty (or absent) is null. */
export function cleanText(value: string | null | undefined): string | null {
  const clean = value?.replace(/\s+/g, ' ').trim();
  return clean ? clean : null;
}

/** Longest search text kept from the address or the search box. */
export const MAX_SEARCH_LENGTH = 100;

/** A search text from the address or the box: single spaces, trimmed, at most 100 characters; empty is null. */
export function cleanSearch(value: string | null | undefined): string | null {
  return cleanText(cleanText(value)?.slice(0, MAX_SEARCH_LENGTH));
}
