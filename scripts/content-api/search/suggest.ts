import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../world/types.ts';
import { editDistance } from './edit-distance.ts';
import { countMatches, isKnownWord, wordsOfLength } from './index-queries.ts';
import type { QueryTerms } from './query.ts';

const MAX_SUGGESTIONS = 3;
/** Candidates kept per unknown word; combinations of them are tried in order of cost. */
const CANDIDATES_PER_WORD = 3;
/** Words of up to this length may differ by one edit only (else nearly everything is close). */
const SHORT_WORD = 4;

type Candidate = { term: string; distance: number; docs: number };

/** The vocabulary words closest to `word`: edit distance at most 2 (1 for short words), frequent first. */
export function closestWords(db: DatabaseSync, language: Language, word: string): Candidate[] {
  const max = word.length <= SHORT_WORD ? 1 : 2;
  const found: Candidate[] = [];
  for (const { term, docs } of wordsOfLength(db, language, Math.max(2, word.length - max), word.length + max)) {
    const distance = editDistance(word, term, max);
    if (distance <= max) found.push({ term, distance, docs });
  }
  found.sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return found.slice(0, CANDIDATES_PER_WORD);
}

type Choice = { words: string[]; cost: number; docs: number };

/** Every combination of one candidate per corrected word, cheapest (then most frequent) first. */
function combinations(options: readonly Candidate[][]): Choice[] {
  let choices: Choice[] = [{ words: [], cost: 0, docs: 0 }];
  for (const candidates of options) {
    choices = choices.flatMap((choice) =>
      candidates.map((candidate) => ({
        words: [...choice.words, candidate.term],
        cost: choice.cost + candidate.distance,
        docs: choice.docs + candidate.docs,
      })),
    );
  }
  return choices.sort((a, b) => a.cost - b.cost || b.docs - a.docs);
}

/**
 * Spelling suggestions: when a word of the query is in no vocabulary word (not even as a prefix),
 * up to three corrected queries made with the closest vocabulary words, each of which finds
 * something. Words without any close word are left out of the corrected queries. Empty when every
 * word is known.
 */
export function suggestQueries(db: DatabaseSync, language: Language, terms: QueryTerms): string[] {
  const unknown = terms.folded.flatMap((word, index) => (isKnownWord(db, language, word) ? [] : [index]));
  if (unknown.length === 0) return [];
  const fixable = unknown.map((index) => ({
    index,
    candidates: closestWords(db, language, terms.folded[index] ?? ''),
  }));
  const corrected = fixable.filter((entry) => entry.candidates.length > 0);
  if (corrected.length === 0) return [];
  const dropped = new Set(fixable.filter((entry) => entry.candidates.length === 0).map((entry) => entry.index));

  const suggestions: string[] = [];
  for (const choice of combinations(corrected.map((entry) => entry.candidates))) {
    const replacement = new Map(corrected.map((entry, position) => [entry.index, choice.words[position] ?? '']));
    const raw = terms.raw.flatMap((word, index) => (dropped.has(index) ? [] : [replacement.get(index) ?? word]));
    const folded = terms.folded.flatMap((word, index) => (dropped.has(index) ? [] : [replacement.get(index) ?? word]));
    const text = raw.join(' ');
    if (suggestions.includes(text) || countMatches(db, language, folded) === 0) continue;
    suggestions.push(text);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
