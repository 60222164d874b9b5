/**
 * The consent store: the choice as changed on this page, shared by everything that follows a category
 * (start-after-consent.ts). It starts with nothing optional. The cookie bar's first answer reloads the page (so
 * it is read from the cookies as the page loads); a later change (the footer's cookie settings) and a consent
 * control on the page (the video's button) change the choice here, while the page stays open: what it allows
 * starts and what it withdraws stops at once.
 */
import { atom } from 'nanostores';
import {
  THIRD_PARTY_CATEGORIES,
  declineAllValues,
  withMandatoryYes,
  type ConsentChoice,
  type ConsentValues,
  type ThirdParty,
} from '#src/consent/categories.ts';
import { readConsent, saveConsent } from '#src/consent/browser/cookies.ts';

export const $consent = atom<ConsentValues>(declineAllValues());

/** Stores a changed choice and shares it with the page. */
export function changeConsent(values: ConsentValues, choice: ConsentChoice): void {
  const saved = withMandatoryYes(values);
  saveConsent(saved, choice);
  $consent.set(saved);
}

/**
 * Accepts one third party's category on the spot: stored like the cookie bar's settings (the rest of the choice kept),
 * then shared.
 */
export function acceptOnThisPage(thirdParty: ThirdParty): void {
  changeConsent({ ...readConsent(), [THIRD_PARTY_CATEGORIES[thirdParty]]: 'yes' }, 'accept_partly');
}
