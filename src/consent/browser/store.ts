/**
 * The consent store: the choice as changed on this page, shared by everything waiting for a category
 * (start-after-consent.ts). It starts with nothing optional. The cookie bar's answer reloads the page
 * (so it is read from the cookies as the page loads); only a consent control on the page itself, the
 * video's button, changes the choice while the page stays open.
 */
import { atom } from 'nanostores';
import {
  THIRD_PARTY_CATEGORIES,
  declineAllValues,
  withMandatoryYes,
  type ConsentValues,
  type ThirdParty,
} from '#src/consent/categories.ts';
import { readConsent, saveConsent } from '#src/consent/browser/cookies.ts';

export const $consent = atom<ConsentValues>(declineAllValues());

/**
 * Accepts one third party's category on the spot: stored like the cookie bar's settings (the rest of the choice kept),
 * then shared.
 */
export function acceptOnThisPage(thirdParty: ThirdParty): void {
  const saved = withMandatoryYes({ ...readConsent(), [THIRD_PARTY_CATEGORIES[thirdParty]]: 'yes' });
  saveConsent(saved, 'accept_partly');
  $consent.set(saved);
}
