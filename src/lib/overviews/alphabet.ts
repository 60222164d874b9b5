/** The alphabet A to Z drives the index bars (spec 9). */
export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** The index letter of a word: its first letter without accents, upper-case; '#' for anything else. */
export function indexLetter(word: string): string {
  const first = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Entries grouped by letter, each group sorted by `sortKey` (Dutch collation), letters A to Z in order. */
export function groupByLetter<T>(items: readonly T[], letterOf: (item: T) => string, sortKey: (item: T) => string): Map<string, T[]> {
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = indexLetter(letterOf(item));
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  for (const list of groups.values()) list.sort((a, b) => collator.compare(sortKey(a), sortKey(b)));
  return new Map([...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))));
}
