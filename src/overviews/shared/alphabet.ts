import { compareText, stripAccents } from '#src/overviews/shared/text-match.ts';

/** The alphabet A to Z drives the index bars. */
export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** The index "letter" of words that do not start with a letter A to Z; its group comes last. */
export const OTHER_LETTER = '#';

/** The index letter of a word: its first letter without accents, upper-case; `OTHER_LETTER` for anything else. */
export function indexLetter(word: string): string {
  const first = stripAccents(word.trim()).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : OTHER_LETTER;
}

/**
 * Entries grouped by letter, each group sorted by `sortKey` (Dutch collation, `compareText`), letters A to Z in order,
 * `OTHER_LETTER` last.
 */
export function groupByLetter<T>(
  items: readonly T[],
  letterOf: (item: T) => string,
  sortKey: (item: T) => string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = indexLetter(letterOf(item));
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  for (const list of groups.values()) list.sort((a, b) => compareText(sortKey(a), sortKey(b)));
  return new Map(
    [...groups.entries()].sort(([a], [b]) => (a === OTHER_LETTER ? 1 : b === OTHER_LETTER ? -1 : a.localeCompare(b))),
  );
}
