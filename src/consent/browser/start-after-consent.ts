/**
 * The one way a consent-bound third party starts, and stops: `startAfterConsent('readAloud', start, stop)`.
 * `start` runs with the visitor's choice when the third party's category (THIRD_PARTY_CATEGORIES) is 'yes': a
 * stored 'yes' of an optional category is the visitor's answer for it (the bar's, or a consent control's on an
 * earlier page, such as the video's button); a mandatory category's counts once the bar is answered. At once when
 * the stored choice allows it, or later on this page when the choice changes here (consent store). A mandatory
 * category comes with any answer of the bar, never on the spot, so what belongs to one starts only as the page
 * loads. `stop` runs as soon as a change on this page withdraws what the third party runs under (keepsRunning);
 * an optional one may start again when its category is accepted again. Returns: stop following the choice.
 */
import { isMandatory, THIRD_PARTY_CATEGORIES, type ConsentValues, type ThirdParty } from '#src/consent/categories.ts';
import { keepsRunning } from '#src/consent/withdrawal.ts';
import { consentGiven, readConsent } from '#src/consent/browser/cookies.ts';
import { $consent } from '#src/consent/browser/store.ts';

export function startAfterConsent(
  thirdParty: ThirdParty,
  start: (choice: ConsentValues) => void,
  stop?: () => void,
): () => void {
  const category = THIRD_PARTY_CATEGORIES[thirdParty];
  let startedWith: ConsentValues | null = null;
  const run = (choice: ConsentValues) => {
    startedWith = choice;
    start(choice);
  };
  const stored = readConsent();
  // A mandatory category reads 'yes' before any answer: what belongs to one waits for the bar's answer.
  if (stored[category] === 'yes' && (!isMandatory(category) || consentGiven())) run(stored);
  if (startedWith && !stop) return () => undefined;
  return $consent.listen((choice) => {
    if (startedWith) {
      if (stop && !keepsRunning(thirdParty, startedWith, choice)) {
        startedWith = null;
        stop();
      }
    } else if (choice[category] === 'yes' && !isMandatory(category)) run(choice);
  });
}
