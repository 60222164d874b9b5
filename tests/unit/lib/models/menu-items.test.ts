import { describe, expect, it } from 'vitest';
import type { NavigationEntry } from '#src/lib/contract/index.ts';
import { menuItems } from '#src/lib/models/menu-items.ts';

describe('main menu items', () => {
  const entry = (
    Title: string,
    InternalLink: string | null,
    ExternalUrl: string | null,
    Children: NavigationEntry[] = [],
  ): NavigationEntry => ({
    NavigationItem: { Title, InternalLink, ExternalLink: ExternalUrl ? { Url: ExternalUrl } : null },
    Children,
  });

  it('takes the internal link, else the external one, and drops children without an address', () => {
    const items = menuItems([
      entry('Patiënten', '/patienten', null, [
        entry('Bezoektijden', '/ik-wil-op-bezoek-komen/bezoektijden', null),
        entry('Leeg', null, null),
      ]),
      entry('Werken bij', null, 'https://werkenbij.example.nl'),
    ]);
    expect(items).toEqual([
      {
        title: 'Patiënten',
        href: '/patienten',
        children: [{ title: 'Bezoektijden', href: '/ik-wil-op-bezoek-komen/bezoektijden' }],
      },
      { title: 'Werken bij', href: 'https://werkenbij.example.nl', children: [] },
    ]);
  });
});
