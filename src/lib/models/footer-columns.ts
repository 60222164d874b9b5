import type { FooterLink } from '#src/lib/contract/index.ts';

import type { MenuLink } from '#src/lib/models/page-model.ts';

export type FooterColumn = { name: FooterLink['Column']; links: MenuLink[] };

const COLUMN_NAMES: ReadonlyArray<FooterLink['Column']> = ['Column 1', 'Column 2', 'Column 3'];

/** Footer quick links in columns 1 to 3, each ordered by OrderInColumn (then title); empty columns left out. */
export function footerColumns(links: readonly FooterLink[]): FooterColumn[] {
  return COLUMN_NAMES.map((name) => ({
    name,
    links: links
      .filter((link) => link.Column === name)
      .sort((a, b) => a.OrderInColumn - b.OrderInColumn || a.Title.localeCompare(b.Title, 'nl'))
      .map((link) => ({ title: link.Title, href: link.Link.Url })),
  })).filter((column) => column.links.length > 0);
}
