import { foldKey } from '../text/fold.ts';

/** At most this many words of a query are used. */
const MAX_TERMS = 12;

/** A query's words: as typed (for suggestions) and folded (as the index sees them). */
export type QueryTerms = { raw: string[]; folded: string[] };

export function queryTerms(query: string): QueryTerms {
  const raw = query
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => foldKey(word) !== '')
    .slice(0, MAX_TERMS);
  return { raw, folded: raw.map(foldKey) };
}

/**
 * The FTS5 MATCH expression: every word as a prefix, all required (`"hart"* AND "falen"*`). Words
 * hold only letters, digits and marks, so quoting them is enough.
 */
export function matchExpression(folded: readonly string[]): string {
  return folded.map((word) => `"${word}"*`).join(' AND ');
}
