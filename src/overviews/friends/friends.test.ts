import { describe, expect, it } from 'vitest';
import type { FriendPageEntry } from '#src/lib/contract/index.ts';
import { friendCards, friendRoute } from '#src/overviews/friends/friends.ts';

describe('friends home', () => {
  const entry = (path: string, title: string): FriendPageEntry => ({
    SharepointId: path,
    Title: title,
    HeaderTitle: title,
    TeaserDescription: null,
    HeaderImage: null,
    Path: path,
  });

  it('builds friends routes under /vrienden', () => {
    expect(friendRoute({ Path: '/shop' })).toBe('/vrienden/shop');
  });

  it('orders the cards like the menu (top, bottom), then the rest; leaves out pages the site does not build', () => {
    const entries = [
      entry('/donatie', 'Doneren'),
      entry('/over-ons', 'Over ons'),
      entry('/shop', 'Shop'),
      entry('/kom-in-actie', 'Kom in actie'),
      entry('/weg', 'Weg'),
      entry('/shop', 'Shop again'),
    ];
    const cards = friendCards(entries, (route) => route !== '/vrienden/weg');
    expect(cards.map((card) => card.href)).toEqual([
      '/vrienden/kom-in-actie',
      '/vrienden/shop',
      '/vrienden/over-ons',
      '/vrienden/donatie',
    ]);
    expect(cards[0]).toEqual({ title: 'Kom in actie', href: '/vrienden/kom-in-actie', intro: null, image: null });
  });
});
