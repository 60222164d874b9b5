import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '#src/lib/csv.ts';

describe('CSV', () => {
  it('writes plain text and numbers as they are, and null as an empty cell', () => {
    expect(csvCell('Cardiologie')).toBe('Cardiologie');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell with a comma, quote or line break, doubling its quotes', () => {
    expect(csvCell('Keel-, neus- en oorheelkunde')).toBe('"Keel-, neus- en oorheelkunde"');
    expect(csvCell('De "Poli"')).toBe('"De ""Poli"""');
    expect(csvCell('twee\nregels')).toBe('"twee\nregels"');
  });

  it('defuses a text cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+31 23 000')).toBe("'+31 23 000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF, header first', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n,"y,z"\r\n');
  });
});
