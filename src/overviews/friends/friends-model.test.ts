import { describe, expect, it } from 'vitest';
import { friendsHomeModel } from '#src/overviews/friends/friends-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('friends home page model', () => {
  it('friends home: the menu of the friends pages that exist, the friends header', async () => {
    const ctx = await testModelContext();
    const friends = friendsHomeModel(
      [],
      new Map([
        ['/vrienden/shop', 'Shop'],
        ['/vrienden/over-ons', 'Over ons'],
      ]),
      ctx,
    );
    expect(friends.menu).toEqual({
      top: [{ title: 'Shop', href: '/vrienden/shop' }],
      bottom: [{ title: 'Over ons', href: '/vrienden/over-ons' }],
    });
    expect(friends.header.kind).toBe('friend');
  });
});
