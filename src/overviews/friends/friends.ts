/**
 * The friends section's home (`/vrienden`): a card per friends page, in the order of the
 * friends menu (top group, bottom group), then the other pages (the donation page among them) as
 * the CMS lists them. Pages the site does not build are left out, so no card leads nowhere. Pure.
 */
import type { FriendPageEntry } from '#src/lib/contract/index.ts';
import { routeFor } from '#src/lib/routing/routes.ts';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';

export type FriendCard = {
  title: string;
  href: string;
  intro: string | null;
  image: { url: string; title: string } | null;
};

/** A friends page's route (`/vrienden/{path}`). */
export function friendRoute(entry: Pick<FriendPageEntry, 'Path'>): string {
  return routeFor({ ContentType: 'Vrienden pagina', Path: entry.Path });
}

export function friendCards(entries: readonly FriendPageEntry[], exists: (route: string) => boolean): FriendCard[] {
  const menu: readonly string[] = [...FRIENDS_MENU_TOP, ...FRIENDS_MENU_BOTTOM];
  const rank = (href: string) => {
    const index = menu.indexOf(href);
    return index === -1 ? menu.length : index;
  };
  const seen = new Set<string>();
  return entries
    .map((entry, position) => ({ entry, position, href: friendRoute(entry) }))
    .filter(({ href }) => exists(href) && !seen.has(href) && Boolean(seen.add(href)))
    .sort((a, b) => rank(a.href) - rank(b.href) || a.position - b.position)
    .map(({ entry, href }) => ({
      title: entry.HeaderTitle.trim() || entry.Title,
      href,
      intro: entry.TeaserDescription?.trim() || null,
      image: entry.HeaderImage?.Url ? { url: entry.HeaderImage.Url, title: entry.HeaderImage.Title } : null,
    }));
}
