/**
 * Cookie consent of spec 4 and 9: five categories, each 'yes' or 'no'; functional and analytical
 * are mandatory (always yes). A sixth cookie, showCookies, says whether the bar is shown. Which
 * third party belongs to which category is THIRD_PARTY_CATEGORIES below. Pure: the build and the
 * browser (src/consent/browser) both use it.
 */

export const COOKIE_CATEGORIES = [
  'functional-cookies',
  'analytical-cookies',
  'video-cookies',
  'tracking-cookies',
  'read-aloud-cookies',
] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type ConsentValue = 'yes' | 'no';
export type ConsentValues = Record<CookieCategory, ConsentValue>;

/**
 * The category each consent-bound third party belongs to: it starts only after the visitor has
 * answered the cookie bar and only when this category is 'yes' (src/consent/browser/start-after-consent.ts).
 * The tag manager belongs to a mandatory category, so it loads after any answer; the consent
 * signals it is given then (consentSignals) carry the rest of the choice. The external form
 * service is functional (the complaint page's own purpose): it loads after any answer.
 */
export const THIRD_PARTY_CATEGORIES = {
  form: 'functional-cookies',
  tagManager: 'analytical-cookies',
  readAloud: 'read-aloud-cookies',
  ratingWidget: 'tracking-cookies',
  video: 'video-cookies',
} as const satisfies Record<string, CookieCategory>;
export type ThirdParty = keyof typeof THIRD_PARTY_CATEGORIES;

export const MANDATORY_CATEGORIES: ReadonlySet<CookieCategory> = new Set(['functional-cookies', 'analytical-cookies']);
export const SHOW_COOKIES = 'showCookies';
/** Consent cookies are kept for 1000 days on path /. */
export const CONSENT_COOKIE_DAYS = 1000;
/** The date the bar was answered (YYYY-MM-DD): the answer is asked again CONSENT_VALID_MONTHS later. */
export const CONSENT_DATE = 'consentDate';
/** The Dutch regulator (AP) asks for consent again after at most a year. */
export const CONSENT_VALID_MONTHS = 12;
/** The bar hides, then the page reloads after this delay (1000, read as milliseconds). */
export const CONSENT_HIDE_DELAY_MS = 1000;

/** How the visitor decided: recorded as the analytics action. */
export type ConsentChoice = 'accept' | 'declined' | 'accept_partly';

export function isMandatory(category: CookieCategory): boolean {
  return MANDATORY_CATEGORIES.has(category);
}

/** The bar shows unless showCookies is 'no'. */
export function shouldShowCookieBar(showCookies: string | undefined): boolean {
  return showCookies !== 'no';
}

export function acceptAllValues(): ConsentValues {
  return Object.fromEntries(COOKIE_CATEGORIES.map((category) => [category, 'yes'])) as ConsentValues;
}

export function declineAllValues(): ConsentValues {
  return Object.fromEntries(
    COOKIE_CATEGORIES.map((category) => [category, isMandatory(category) ? 'yes' : 'no']),
  ) as ConsentValues;
}

/** The answer's date as stored: the calendar day in UTC. */
export function consentDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether a stored answer must be asked again: its date is missing, unreadable, in the future, or
 * CONSENT_VALID_MONTHS or more ago.
 */
export function answerExpired(answeredOn: string | undefined, now: Date): boolean {
  if (!answeredOn || !/^\d{4}-\d{2}-\d{2}$/.test(answeredOn)) return true;
  const answered = new Date(`${answeredOn}T00:00:00Z`);
  if (Number.isNaN(answered.getTime()) || consentDateOf(answered) !== answeredOn) return true;
  const validUntil = new Date(answered);
  validUntil.setUTCMonth(validUntil.getUTCMonth() + CONSENT_VALID_MONTHS);
  return answered.getTime() > now.getTime() || now.getTime() >= validUntil.getTime();
}

/** Values as they may be saved: the mandatory categories stay yes whatever was sent. */
export function withMandatoryYes(values: Partial<ConsentValues>): ConsentValues {
  return Object.fromEntries(
    COOKIE_CATEGORIES.map((category) => [category, isMandatory(category) || values[category] === 'yes' ? 'yes' : 'no']),
  ) as ConsentValues;
}

/** Stored values read back; anything missing or unknown counts as 'no' (mandatory ones as 'yes'). */
export function valuesFromCookies(read: (name: string) => string | undefined): ConsentValues {
  return Object.fromEntries(
    COOKIE_CATEGORIES.map((category) => [category, isMandatory(category) || read(category) === 'yes' ? 'yes' : 'no']),
  ) as ConsentValues;
}

export type ConsentSignals = Record<
  | 'analytics_storage'
  | 'functionality_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage'
  | 'security_storage',
  'granted' | 'denied'
>;

/** Spec 7: analytics and functionality granted; ads, personalisation and security denied by default. */
export const DEFAULT_CONSENT_SIGNALS: ConsentSignals = {
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
};

/** The tracking-consent signals for a choice: tracking cookies open ads and personalisation. */
export function consentSignals(values: ConsentValues): ConsentSignals {
  const tracking = values['tracking-cookies'] === 'yes' ? 'granted' : 'denied';
  return {
    ...DEFAULT_CONSENT_SIGNALS,
    ad_storage: tracking,
    ad_user_data: tracking,
    ad_personalization: tracking,
    personalization_storage: tracking,
  };
}
