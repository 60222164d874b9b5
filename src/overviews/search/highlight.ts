/**
 * Spec 5: the search text is highlighted case-insensitively in result titles and descriptions.
 * The text is split into plain and matching parts, so the island wraps matches in `<mark>` as
 * elements and never injects HTML. Each word of the query is matched on its own; accents are
 * ignored too (the search itself ignores them), and the parts keep the text exactly as written.
 */
import { stripAccents } from '#src/overviews/shared/text-match.ts';

export type TextPart = { text: string; match: boolean };

/**
 * One character folded for comparison: lower-case, accents removed ('É' -> 'e'). Per character on
 * purpose (not `foldKey`, which also trims and merges white space): `foldWithMap` needs each
 * folded piece to come from exactly one original character.
 */
function foldChar(char: string): string {
  return stripAccents(char).toLowerCase();
}

/** The folded text and, for each folded position, the index in the original where its character starts and ends. */
function foldWithMap(text: string): { folded: string; start: number[]; end: number[] } {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let i = 0; i < piece.length; i += 1) {
      start.push(offset);
      end.push(offset + char.length);
    }
    folded += piece;
    offset += char.length;
  }
  return { folded, start, end };
}

/** The words of a query, folded, longest first, without empty ones and duplicates. */
export function queryWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map((word) =>
      [...word]
        .map(foldChar)
        .join('')
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    )
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** The text in parts, the words of the query marked; the whole text as one plain part when nothing matches. */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (!text) return [];
  if (words.length === 0) return [{ text, match: false }];
  const { folded, start, end } = foldWithMap(text);
  // Ranges in the original text, from every occurrence of every word.
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      const last = from + word.length - 1;
      ranges.push([start[from] ?? 0, end[last] ?? text.length]);
      from = folded.indexOf(word, from + word.length);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const parts: TextPart[] = [];
  let position = 0;
  for (const [from, to] of merged) {
    if (from > position) parts.push({ text: text.slice(position, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    position = to;
  }
  if (position < text.length) parts.push({ text: text.slice(position), match: false });
  return parts;
}
