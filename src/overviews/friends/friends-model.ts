/** The page model of /vrienden: intro, the friends menu and a card per friends page. */
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import type { MenuLink, ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { FriendCard } from '#src/overviews/friends/friends.ts';

export type FriendsHomeModel = OverviewFrame & {
  pageType: 'friendsHome';
  cards: FriendCard[];
  menu: { top: MenuLink[]; bottom: MenuLink[] };
};
/** /vrienden: intro, the friends menu (the pages of it that exist), a card per friends page. */
export function friendsHomeModel(
  cards: FriendCard[],
  friendTitles: ReadonlyMap<string, string>,
  ctx: ModelContext,
): FriendsHomeModel {
  const title = ctx.t('serviceOverviews.friends.title');
  const items = (routes: readonly string[]): MenuLink[] =>
    routes.flatMap((route) => {
      const title = friendTitles.get(route);
      return title === undefined ? [] : [{ title, href: route }];
    });
  const frame = overviewFrame(ctx, {
    pageType: 'friendsHome',
    title,
    intro: ctx.t('serviceOverviews.friends.intro'),
    crumb: ctx.t('sections.friends'),
    headerKind: 'friend',
    alternates: { nl: '/vrienden' },
  });
  return {
    ...frame,
    pageType: 'friendsHome',
    cards,
    menu: { top: items(FRIENDS_MENU_TOP), bottom: items(FRIENDS_MENU_BOTTOM) },
  };
}
