/**
 * What a changed choice means for the third parties already running on the page: which categories
 * were withdrawn, which third party keeps running, and which of the cookies they set on the site's
 * own domain the site removes. Pure: src/consent/browser/start-after-consent.ts and
 * src/consent/browser/remove-cookies.ts apply it.
 */
import {
  COOKIE_CATEGORIES,
  THIRD_PARTY_CATEGORIES,
  type ConsentValues,
  type CookieCategory,
  type ThirdParty,
} from '#src/consent/categories.ts';

/** The categories that were 'yes' and are 'no' now. */
export function withdrawnCategories(before: ConsentValues, after: ConsentValues): CookieCategory[] {
  return COOKIE_CATEGORIES.filter((category) => before[category] === 'yes' && after[category] !== 'yes');
}

/**
 * Whether a third party started under `startedWith` may keep running under `now`. Most follow their
 * own category. The tag manager's category is mandatory, but it was started with consent signals
 * for the whole choice and its tags cannot be called back: any withdrawal stops it on the page (the
 * next page starts it again with the new signals).
 */
export function keepsRunning(thirdParty: ThirdParty, startedWith: ConsentValues, now: ConsentValues): boolean {
  if (thirdParty === 'tagManager') return withdrawnCategories(startedWith, now).length === 0;
  return now[THIRD_PARTY_CATEGORIES[thirdParty]] === 'yes';
}

/**
 * The first-party cookies the tag manager's analytics and ads tags set (Google Analytics `_ga`,
 * `_ga_<id>`, `_gid`, `_gat`, `_gat_<id>`; the conversion linker's `_gcl_*`), removed when it stops.
 */
export const TAG_MANAGER_COOKIES = /^(?:_ga(?:_.+)?|_gid|_gat(?:_.+)?|_gcl_.+)$/;

/**
 * The domains a cookie of this page may have been set on: none (host-only), the host itself and
 * every parent domain up to, not including, the top-level domain (tags set theirs on the
 * registrable domain, `.example.nl`).
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [undefined];
  const parents = labels.slice(0, -1).map((_, at) => labels.slice(at).join('.'));
  return [undefined, ...parents];
}
