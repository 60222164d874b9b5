import { describe, expect, it } from 'vitest';
import { pdfString, simplePdf, wrapText } from './simple-pdf.ts';

describe('simplePdf', () => {
  it('encodes text as WinAnsi with escapes', () => {
    expect(pdfString('a(b)c\\')).toBe('(a\\(b\\)c\\\\)');
    expect(pdfString('Zoë — €')).toBe('(Zo\\353 \\227 \\200)');
    expect(pdfString('日本')).toBe('(??)');
  });

  it('wraps words and is deterministic', () => {
    expect(wrapText('een twee drie vier', 9)).toEqual(['een twee', 'drie vier']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('a\n\nb', 10)).toEqual(['a', '', 'b']);
    expect(
      Buffer.from(simplePdf('T', 'x'.repeat(20_000))).equals(Buffer.from(simplePdf('T', 'x'.repeat(20_000)))),
    ).toBe(true);
    expect(Buffer.from(simplePdf('T', 'woord '.repeat(5000))).toString('latin1')).toContain('(...) Tj');
  });
});
