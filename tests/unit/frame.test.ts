import { describe, expect, it } from 'vitest';
import type { FooterLink, NavigationEntry } from '#src/lib/contract/index.ts';
import { footerColumns } from '#src/lib/models/footer-columns.ts';
import { menuItems } from '#src/lib/models/menu-items.ts';
import { alternateLinks } from '#src/lib/models/alternates.ts';

const link = (Title: string, Column: FooterLink['Column'], OrderInColumn: number): FooterLink => ({
  Title,
  Column,
  OrderInColumn,
  Link: { Url: `/${Title.toLowerCase()}`, ContentType: null },
});

describe('footer quick-link columns', () => {
  it('groups columns 1 to 3 and orders each by OrderInColumn', () => {
    const columns = footerColumns([link('C', 'Column 2', 2), link('A', 'Column 1', 3), link('B', 'Column 1', 1), link('D', 'Column 2', 1), link('E', 'Column 1', 2)]);
    expect(columns.map((column) => column.name)).toEqual(['Column 1', 'Column 2']);
    expect(columns[0]?.links.map((l) => l.title)).toEqual(['B', 'E', 'A']);
    expect(columns[1]?.links.map((l) => l.title)).toEqual(['D', 'C']);
  });
});

describe('main menu items', () => {
  const entry = (Title: string, InternalLink: string | null, ExternalUrl: string | null, Children: NavigationEntry[] = []): NavigationEntry => ({
    NavigationItem: { Title, InternalLink, ExternalLink: ExternalUrl ? { Url: ExternalUrl } : null },
    Children,
  });

  it('takes the internal link, else the external one, and drops children without an address', () => {
    const items = menuItems([
      entry('Patiënten', '/patienten', null, [entry('Bezoektijden', '/ik-wil-op-bezoek-komen/bezoektijden', null), entry('Leeg', null, null)]),
      entry('Werken bij', null, 'https://werkenbij.example.nl'),
    ]);
    expect(items).toEqual([
      { title: 'Patiënten', href: '/patienten', children: [{ title: 'Bezoektijden', href: '/ik-wil-op-bezoek-komen/bezoektijden' }] },
      { title: 'Werken bij', href: 'https://werkenbij.example.nl', children: [] },
    ]);
  });
});

describe('hreflang alternates', () => {
  const site = new URL('https://www.example.nl');
  it('links both languages and x-default (Dutch) when the page exists in both', () => {
    expect(alternateLinks({ nl: '/', en: '/en' }, site)).toEqual([
      { hreflang: 'nl', href: 'https://www.example.nl/' },
      { hreflang: 'en', href: 'https://www.example.nl/en' },
      { hreflang: 'x-default', href: 'https://www.example.nl/' },
    ]);
  });
  it('gives none for a page in one language', () => {
    expect(alternateLinks({ nl: '/nieuws' }, site)).toEqual([]);
  });
});
