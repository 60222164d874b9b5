import { describe, expect, it } from 'vitest';
import { caseKey, cleanSearch, containsText, distinctSorted, foldKey, matchOption, sameText } from '../../../src/lib/overviews/text-match.ts';

describe('text matching for the overview filters (spec 5)', () => {
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
  it('a search text is trimmed, single-spaced, at most 100 characters; empty is none', () => {
    expect(cleanSearch('  de   vries ')).toBe('de vries');
    expect(cleanSearch('   ')).toBeNull();
    expect(cleanSearch(null)).toBeNull();
    expect(cleanSearch('x'.repeat(150))).toHaveLength(100);
  });
});
