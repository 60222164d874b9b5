/**
 * Reading and writing the consent cookies in the browser (js-cookie), and telling the tag manager. Browser only.
 * An answer of the bar older than CONSENT_VALID_MONTHS (or without its date) is removed before anything reads it,
 * so it counts as no answer: the bar asks again and nothing consent-bound starts.
 */
import Cookies from 'js-cookie';
import { pushGtagCommand, trackEvent } from '#src/lib/analytics.ts';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_DATE,
  COOKIE_CATEGORIES,
  SHOW_COOKIES,
  answerExpired,
  consentDateOf,
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

/** Removes a stored answer that is due to be asked again; says whether it did. */
export function expireOldAnswer(now: Date = new Date()): boolean {
  if (Cookies.get('analytical-cookies') !== 'yes' || !answerExpired(Cookies.get(CONSENT_DATE), now)) return false;
  for (const name of [...COOKIE_CATEGORIES, SHOW_COOKIES, CONSENT_DATE]) Cookies.remove(name, { path: '/' });
  return true;
}

export function readConsent(): ConsentValues {
  expireOldAnswer();
  return valuesFromCookies((name) => Cookies.get(name));
}

/** Whether the visitor has answered the cookie bar (every answer stores the categories; before, none is stored). */
export function consentGiven(): boolean {
  expireOldAnswer();
  return Cookies.get('analytical-cookies') === 'yes';
}

export function cookieBarWanted(): boolean {
  expireOldAnswer();
  return shouldShowCookieBar(Cookies.get(SHOW_COOKIES));
}

/**
 * Stores every category and the answer's date, hides the bar for later visits, updates the consent signals and
 * records the choice.
 */
export function saveConsent(values: ConsentValues, choice: ConsentChoice, now: Date = new Date()): void {
  for (const category of COOKIE_CATEGORIES) Cookies.set(category, values[category], cookieOptions());
  Cookies.set(CONSENT_DATE, consentDateOf(now), cookieOptions());
  Cookies.set(SHOW_COOKIES, 'no', cookieOptions());
  pushGtagCommand(['consent', 'update', consentSignals(values)]);
  trackEvent({
    event: 'cookie_consent',
    category: 'cookie',
    action: choice,
    label: COOKIE_CATEGORIES.filter((c) => values[c] === 'yes').join(','),
  });
}
