import { describe, expect, it } from 'vitest';
import {
  caseKey,
  cleanSearch,
  cleanText,
  compareText,
  containsText,
  distinctInOrder,
  distinctSorted,
  foldKey,
  matchOption,
  sameText,
  stripAccents,
} from '#src/overviews/shared/text-match.ts';

describe('text matching for the overview filters', () => {
  it('exact matches ignore case and extra white space, not accents', () => {
    expect(sameText(' Keel-, neus-  en oorheelkunde ', 'keel-, neus- en oorheelkunde')).toBe(true);
    expect(sameText('Diëtetiek', 'dietetiek')).toBe(false);
    expect(caseKey('  A  B ')).toBe('a b');
  });
  it('searches ignore case and accents', () => {
    expect(foldKey('Ayşe Özdemir')).toBe('ayse ozdemir');
    expect(containsText('Diëtetiek', 'DIET')).toBe(true);
    expect(containsText(null, 'x')).toBe(false);
    expect(containsText('anything', '  ')).toBe(true);
  });
  it('a query value names an option case-insensitively, or none', () => {
    expect(matchOption('hartcentrum', ['Hartcentrum', 'Oogcentrum'])).toBe('Hartcentrum');
    expect(matchOption('Hart', ['Hartcentrum'])).toBeNull();
    expect(matchOption(null, ['Hartcentrum'])).toBeNull();
  });
  it('distinct values in Dutch order, the first spelling kept', () => {
    expect(distinctSorted(['Zorg', 'apotheek', ' Apotheek ', '', 'Ëcho'])).toEqual(['apotheek', 'Ëcho', 'Zorg']);
  });
  it('distinct values in the order given, the first spelling kept, nothing else changed', () => {
    expect(distinctInOrder(['leefstijl', 'Nazorg', 'LEEFSTIJL', 'nazorg ', 'Opname'])).toEqual([
      'leefstijl',
      'Nazorg',
      'Opname',
    ]);
    expect(distinctInOrder(['Hoor  Floor', 'hoor floor'])).toEqual(['Hoor  Floor']);
    expect(distinctInOrder(['Diëtetiek', 'dietetiek'])).toEqual(['Diëtetiek', 'dietetiek']);
    expect(distinctInOrder(['', ' '])).toEqual(['']);
    expect(distinctInOrder([])).toEqual([]);
  });
  it('accents are stripped, and nothing else: case and white space stay', () => {
    expect(stripAccents('Ayşe Özdemir')).toBe('Ayse Ozdemir');
    expect(stripAccents('É  è')).toBe('E  e');
    expect(stripAccents('Hôofddorp')).toBe('Hoofddorp');
    // Already decomposed text (a letter followed by a combining mark) too.
    expect(stripAccents('e\u0301')).toBe('e');
    expect(stripAccents('3D-echo')).toBe('3D-echo');
  });
  it('a CMS text is single-spaced and trimmed; empty or absent is null', () => {
    expect(cleanText('  Verdoving \n en   pijn ')).toBe('Verdoving en pijn');
    expect(cleanText(' \t ')).toBeNull();
    expect(cleanText('')).toBeNull();
    expect(cleanText(null)).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });
  it('compares in Dutch order, accents and case ignored, numbers by value', () => {
    expect(compareText('Özdemir', 'ozdemir')).toBe(0);
    expect(compareText('Afdeling 2', 'Afdeling 10')).toBeLessThan(0);
  });
  it('a search text is trimmed, single-spaced, at most 100 characters; empty is none', () => {
    expect(cleanSearch('  de   vries ')).toBe('de vries');
    expect(cleanSearch('   ')).toBeNull();
    expect(cleanSearch(null)).toBeNull();
    expect(cleanSearch('x'.repeat(150))).toHaveLength(100);
    expect(cleanSearch(`${'x'.repeat(99)}  y`)).toBe('x'.repeat(99));
  });
});
