import { describe, expect, it } from 'vitest';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import { isPartnerPage, PARTNER_PAGES } from '#src/lib/models/partner-pages.ts';

describe('fixed lists of spec 2.1 and 2.6', () => {
  it('friends menu: five on top, two below; twelve partner pages', () => {
    expect(FRIENDS_MENU_TOP).toHaveLength(5);
    expect(FRIENDS_MENU_BOTTOM).toHaveLength(2);
    expect(PARTNER_PAGES.size).toBe(12);
    expect(isPartnerPage('/huisartsen-en-verwijzers')).toBe(true);
  });
});
