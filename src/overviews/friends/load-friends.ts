/** /vrienden: the friends pages (a card each) and the friends menu's titles, as the page's model. */
import type { BuildContext } from '#src/lib/build/context.ts';
import { fetchFriendPages } from '#src/lib/api/misc.ts';
import { friendMenuTitles, modelContext } from '#src/lib/models/load-page.ts';
import { friendCards } from '#src/overviews/friends/friends.ts';
import { friendsHomeModel, type FriendsHomeModel } from '#src/overviews/friends/friends-model.ts';

export async function loadFriendsHomeModel(ctx: BuildContext): Promise<FriendsHomeModel> {
  const [graph, links, result] = await Promise.all([ctx.siteGraph(), ctx.linkRules(), fetchFriendPages(ctx.content)]);
  if (result.state !== 'loaded')
    ctx.report.add(
      'friends home',
      `the friends pages could not be loaded (${result.status}); /vrienden shows no cards`,
    );
  const cards = friendCards(result.state === 'loaded' ? result.data : [], links.routeExists);
  return friendsHomeModel(cards, await friendMenuTitles(ctx, graph), await modelContext(ctx, 'nl'));
}
