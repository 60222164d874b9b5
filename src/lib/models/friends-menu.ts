/** The friends section: its menu in two groups and the donation page. */

/** The top group; on mobile these five show first. */
export const FRIENDS_MENU_TOP = [
  '/vrienden/kom-in-actie',
  '/vrienden/shop',
  '/vrienden/word-bedrijfsvriend',
  '/vrienden/nalatenschap',
  '/vrienden/projecten',
] as const;
/** The bottom group; on mobile these two show separately. */
export const FRIENDS_MENU_BOTTOM = ['/vrienden/over-ons', '/vrienden/contactgegevens'] as const;
export const FRIENDS_DONATION_ROUTE = '/vrienden/donatie';
