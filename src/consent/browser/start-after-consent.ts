/**
 * The one way a consent-bound third party starts: `startAfterConsent('readAloud', start)`. `start`
 * runs once, with the visitor's choice, when the third party's category (THIRD_PARTY_CATEGORIES) is
 * 'yes': a stored 'yes' of an optional category is the visitor's answer for it (the bar's, or a
 * consent control's on an earlier page, such as the video's button); a mandatory category's counts
 * once the bar is answered. At once when the stored choice allows it, or
 * later on this page when a consent control here accepts that category (the video's button; the
 * cookie bar reloads the page instead). A mandatory category comes with any answer of the bar, never
 * on the spot, so what belongs to one starts only as the page loads. Returns: stop waiting.
 */
import { isMandatory, THIRD_PARTY_CATEGORIES, type ConsentValues, type ThirdParty } from '#src/consent/categories.ts';
import { consentGiven, readConsent } from '#src/consent/browser/cookies.ts';
import { $consent } from '#src/consent/browser/store.ts';

export function startAfterConsent(thirdParty: ThirdParty, start: (choice: ConsentValues) => void): () => void {
  const category = THIRD_PARTY_CATEGORIES[thirdParty];
  const stored = readConsent();
  // A mandatory category reads 'yes' before any answer: what belongs to one waits for the bar's answer.
  if (stored[category] === 'yes' && (!isMandatory(category) || consentGiven())) {
    start(stored);
    return () => undefined;
  }
  const stop = $consent.listen((choice, previous) => {
    if (choice[category] !== 'yes' || previous?.[category] === 'yes') return;
    stop();
    start(choice);
  });
  return stop;
}
