/** Consent shared between islands (cookie bar, video consent): the current values and the bar's state. */
import { atom, map } from 'nanostores';
import { declineAllValues, withMandatoryYes, type ConsentChoice, type ConsentValues } from '#src/lib/consent/categories.ts';
import { saveConsent } from '#src/lib/consent/consent-cookies.ts';

/** Until the cookies are read, nothing optional is allowed. */
export const $consent = map<ConsentValues>(declineAllValues());
export const $cookieBarOpen = atom(false);

/** A visitor's decision: stored in the cookies (and told to analytics), then shared with every island. */
export function applyConsent(values: ConsentValues, choice: ConsentChoice): void {
  const saved = withMandatoryYes(values);
  saveConsent(saved, choice);
  $consent.set(saved);
}
