import type { NavigationEntry } from '#src/lib/contract/index.ts';

import type { MenuLink } from '#src/lib/models/page-model.ts';

export type MenuItem = { title: string; href: string | null; children: MenuLink[] };

function hrefOf(entry: NavigationEntry): string | null {
  return entry.NavigationItem.InternalLink || entry.NavigationItem.ExternalLink?.Url || null;
}

/** The CMS navigation as the menu shows it: two levels; children without an address are left out. */
export function menuItems(navigation: readonly NavigationEntry[]): MenuItem[] {
  return navigation.map((entry) => ({
    title: entry.NavigationItem.Title,
    href: hrefOf(entry),
    children: entry.Children.flatMap((child) => {
      const href = hrefOf(child);
      return href ? [{ title: child.NavigationItem.Title, href }] : [];
    }),
  }));
}
