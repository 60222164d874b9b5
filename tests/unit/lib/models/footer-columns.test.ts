import { describe, expect, it } from 'vitest';
import type { FooterLink } from '#src/lib/contract/index.ts';
import { footerColumns } from '#src/lib/models/footer-columns.ts';

const link = (Title: string, Column: FooterLink['Column'], OrderInColumn: number): FooterLink => ({
  Title,
  Column,
  OrderInColumn,
  Link: { Url: `/${Title.toLowerCase()}`, ContentType: null },
});

describe('footer quick-link columns', () => {
  it('groups columns 1 to 3 and orders each by OrderInColumn', () => {
    const columns = footerColumns([
      link('C', 'Column 2', 2),
      link('A', 'Column 1', 3),
      link('B', 'Column 1', 1),
      link('D', 'Column 2', 1),
      link('E', 'Column 1', 2),
    ]);
    expect(columns.map((column) => column.name)).toEqual(['Column 1', 'Column 2']);
    expect(columns[0]?.links.map((l) => l.title)).toEqual(['B', 'E', 'A']);
    expect(columns[1]?.links.map((l) => l.title)).toEqual(['D', 'C']);
  });
});
