/** Consent shared by the video islands on a page: the current values (the cookie bar itself reloads the page after a choice). */
import { map } from 'nanostores';
import {
  declineAllValues,
  withMandatoryYes,
  type ConsentChoice,
  type ConsentValues,
} from '#src/lib/consent/categories.ts';
import { saveConsent } from '#src/lib/consent/consent-cookies.ts';

/** Until the cookies are read, nothing optional is allowed. */
export const $consent = map<ConsentValues>(declineAllValues());

/** A visitor's decision: stored in the cookies (and told to analytics), then shared with every island. */
export function applyConsent(values: ConsentValues, choice: ConsentChoice): void {
  const saved = withMandatoryYes(values);
  saveConsent(saved, choice);
  $consent.set(saved);
}
