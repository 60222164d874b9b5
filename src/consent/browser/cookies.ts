/** Reading and writing the consent cookies in the browser (js-cookie), and telling the tag manager. Browser only. */
import Cookies from 'js-cookie';
import { pushGtagCommand, trackEvent } from '#src/lib/analytics.ts';
import {
  CONSENT_COOKIE_DAYS,
  COOKIE_CATEGORIES,
  SHOW_COOKIES,
  consentSignals,
  shouldShowCookieBar,
  valuesFromCookies,
  type ConsentChoice,
  type ConsentValues,
} from '#src/consent/categories.ts';

const cookieOptions = (): Cookies.CookieAttributes => ({
  path: '/',
  expires: CONSENT_COOKIE_DAYS,
  sameSite: 'Lax',
  secure: location.protocol === 'https:',
});

export function readConsent(): ConsentValues {
  return valuesFromCookies((name) => Cookies.get(name));
}

/** Whether the visitor has answered the cookie bar (every answer stores the categories; before, none is stored). */
export function consentGiven(): boolean {
  return Cookies.get('analytical-cookies') === 'yes';
}

export function cookieBarWanted(): boolean {
  return shouldShowCookieBar(Cookies.get(SHOW_COOKIES));
}

/** Stores every category, hides the bar for later visits, updates the consent signals and records the choice. */
export function saveConsent(values: ConsentValues, choice: ConsentChoice): void {
  for (const category of COOKIE_CATEGORIES) Cookies.set(category, values[category], cookieOptions());
  Cookies.set(SHOW_COOKIES, 'no', cookieOptions());
  pushGtagCommand(['consent', 'update', consentSignals(values)]);
  trackEvent({
    event: 'cookie_consent',
    category: 'cookie',
    action: choice,
    label: COOKIE_CATEGORIES.filter((c) => values[c] === 'yes').join(','),
  });
}
