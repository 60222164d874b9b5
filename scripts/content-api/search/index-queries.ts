import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/rows.ts';
import type { PageCard } from '../store/page-card.ts';
import { readCard } from '../store/page-card.ts';
import type { Language } from '../world/types.ts';
import { matchExpression } from './query.ts';

/** Column weights for bm25: title, header title, teaser, body. The title counts most. */
const BM25_WEIGHTS = '10.0, 6.0, 2.0, 1.0';

const table = (language: Language): string => (language === 'nl' ? 'search_nl' : 'search_en');

/** How many published pages of `language` contain every word (as a prefix). */
export function countMatches(db: DatabaseSync, language: Language, folded: readonly string[]): number {
  if (folded.length === 0) return 0;
  const fts = table(language);
  const row = db.prepare(`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`).get(matchExpression(folded));
  return Number(row?.['n'] ?? 0);
}

/** One page of matching pages, best first (bm25, then World order). */
export function rankedMatches(
  db: DatabaseSync,
  language: Language,
  folded: readonly string[],
  offset: number,
  limit: number,
): PageCard[] {
  if (folded.length === 0) return [];
  const fts = table(language);
  return db
    .prepare(
      `SELECT p.card FROM ${fts} JOIN pages AS p ON p.id = ${fts}.rowid
       WHERE ${fts} MATCH ? ORDER BY bm25(${fts}, ${BM25_WEIGHTS}), p.id LIMIT ? OFFSET ?`,
    )
    .all(matchExpression(folded), limit, offset)
    .map((row) => readCard(text(row, 'card')));
}

/** Whether some word of the language's vocabulary starts with `word` (so a prefix search finds it). */
export function isKnownWord(db: DatabaseSync, language: Language, word: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM spelling_terms WHERE language = ? AND term >= ? AND term < ? LIMIT 1')
      .get(language, word, `${word}\u{10FFFF}`) !== undefined
  );
}

/** Vocabulary words of `language` with a length in [min, max], with the number of pages holding each. */
export function wordsOfLength(
  db: DatabaseSync,
  language: Language,
  min: number,
  max: number,
): Array<{ term: string; docs: number }> {
  return db
    .prepare('SELECT term, docs FROM spelling_terms WHERE language = ? AND length BETWEEN ? AND ?')
    .all(language, min, max)
    .map((row) => ({ term: text(row, 'term'), docs: Number(row['docs']) }));
}
