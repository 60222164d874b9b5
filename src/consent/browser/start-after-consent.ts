/**
 * The one way a consent-bound third party starts: `startAfterConsent('readAloud', start)`. `start`
 * runs once, with the visitor's choice, when the visitor has answered the cookie bar and the third
 * party's category (THIRD_PARTY_CATEGORIES) is 'yes': at once when the stored choice allows it, or
 * later on this page when a consent control here accepts that category (the video's button; the
 * cookie bar reloads the page instead). A mandatory category comes with any answer of the bar, never
 * on the spot, so what belongs to one starts only as the page loads. Returns: stop waiting.
 */
import { THIRD_PARTY_CATEGORIES, type ConsentValues, type ThirdParty } from '#src/consent/categories.ts';
import { consentGiven, readConsent } from '#src/consent/browser/cookies.ts';
import { $consent } from '#src/consent/browser/store.ts';

export function startAfterConsent(thirdParty: ThirdParty, start: (choice: ConsentValues) => void): () => void {
  const category = THIRD_PARTY_CATEGORIES[thirdParty];
  const stored = readConsent();
  if (consentGiven() && stored[category] === 'yes') {
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
