import { describe, expect, it } from 'vitest';
import { ALPHABET, OTHER_LETTER, groupByLetter, indexLetter } from '#src/overviews/shared/alphabet.ts';

describe('A to Z', () => {
  it('has 26 letters and indexes words by their first letter without accents', () => {
    expect(ALPHABET).toHaveLength(26);
    expect(indexLetter('Özdemir')).toBe('O');
    expect(indexLetter(' ijmuiden')).toBe('I');
    expect(indexLetter('3D-echo')).toBe('#');
    expect(OTHER_LETTER).toBe('#');
    expect(indexLetter('')).toBe(OTHER_LETTER);
    expect(indexLetter('e\u0301cho')).toBe('E');
  });
  it('groups and sorts within a letter', () => {
    const groups = groupByLetter(
      ['Bakker', 'Appel', 'bos', 'Áalders'],
      (w) => w,
      (w) => w,
    );
    expect([...groups.entries()]).toEqual([
      ['A', ['Áalders', 'Appel']],
      ['B', ['Bakker', 'bos']],
    ]);
  });
  it('puts the other letter last and sorts numbers by value', () => {
    const groups = groupByLetter(
      ['3D-echo', 'Zorg 10', 'Zorg 2', '1e hulp', 'Appel'],
      (w) => w,
      (w) => w,
    );
    expect([...groups.entries()]).toEqual([
      ['A', ['Appel']],
      ['Z', ['Zorg 2', 'Zorg 10']],
      [OTHER_LETTER, ['1e hulp', '3D-echo']],
    ]);
  });
});
