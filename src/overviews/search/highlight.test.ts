import { describe, expect, it } from 'vitest';
import { highlightParts, queryWords } from '#src/overviews/search/highlight.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('search highlighting (case-insensitive)', () => {
  it('marks every occurrence, whatever the case, keeping the text as written', () => {
    expect(marked('Hartcentrum en hartfalen: HART', 'hart')).toBe('[Hart]centrum en [hart]falen: [HART]');
  });

  it('marks each word of the query and merges overlapping matches', () => {
    expect(marked('Poli Cardiologie Hoofddorp', 'cardio hoofddorp')).toBe('Poli [Cardio]logie [Hoofddorp]');
    expect(marked('kinderarts', 'kind kinder')).toBe('[kinder]arts');
  });

  it('ignores accents both ways', () => {
    expect(marked('Patiëntenservice', 'patienten')).toBe('[Patiënten]service');
    expect(marked('Patientenservice', 'patiënten')).toBe('[Patienten]service'); // A text already decomposed (e + combining diaeresis) keeps its positions: the mark stays with its letter.
    expect(marked('Patie\u0308ntenservice', 'patienten')).toBe('[Patie\u0308nten]service');
    // White space is not folded away: words do not match across a space.
    expect(marked('hart ritme', 'hartritme')).toBe('hart ritme');
  });

  it('treats the query as text, not as a pattern, and the text as text, not HTML', () => {
    expect(marked('Wat kost (een) afspraak?', '(een)')).toBe('Wat kost ([een]) afspraak?');
    expect(marked('a.b', '.')).toBe('a.b');
    expect(highlightParts('<b>hart</b>', 'hart')).toEqual([
      { text: '<b>', match: false },
      { text: 'hart', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('returns the whole text unmarked when nothing matches or there is no query', () => {
    expect(highlightParts('Longziekten', 'hart')).toEqual([{ text: 'Longziekten', match: false }]);
    expect(highlightParts('Longziekten', '   ')).toEqual([{ text: 'Longziekten', match: false }]);
    expect(highlightParts('', 'hart')).toEqual([]);
  });

  it('splits the query into folded words, longest first', () => {
    expect(queryWords('  Hart  ÉCHO hart ')).toEqual(['hart', 'echo'].sort((a, b) => b.length - a.length));
  });
});
