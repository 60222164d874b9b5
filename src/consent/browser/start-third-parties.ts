/**
 * The consent-bound third parties of every page (src/consent/third-parties.ts), started by BaseLayout,
 * each through startAfterConsent with its category (THIRD_PARTY_CATEGORIES):
 * - tag manager (after any answer of the cookie bar): the stored choice goes to the data layer as a
 *   consent update (the defaults are already there, from the head script), and then, when a
 *   container id is configured, the tag manager's container loads;
 * - read-aloud (read-aloud-cookies): the read-aloud control is shown, its link gets this page's
 *   address and language, and the service's script loads;
 * - rating widget (tracking-cookies): its frame goes into its place in the footer.
 * Without the matching consent none of them is requested. The video island gates itself the same way.
 */
import { pushGtagCommand, pushToDataLayer } from '#src/lib/analytics.ts';
import { consentSignals, type ConsentValues } from '#src/consent/categories.ts';
import { readAloudLink, tagManagerScriptUrl } from '#src/consent/third-parties.ts';
import { startAfterConsent } from '#src/consent/browser/start-after-consent.ts';
import type { Locale } from '#src/i18n/locales.ts';

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

function startTagManager(doc: Document, values: ConsentValues): void {
  pushGtagCommand(['consent', 'update', consentSignals(values)]);
  const id = doc.body.dataset['tagManager'];
  if (!id) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(doc, tagManagerScriptUrl(id));
}

function startReadAloud(doc: Document): void {
  const control = doc.getElementById('read-aloud');
  const link = control?.querySelector<HTMLAnchorElement>('a.rsbtn_play');
  const { readAloudScript, readAloudCustomer, readAloudAppHost, readAloudLang } = control?.dataset ?? {};
  if (!control || !link || !readAloudScript || !readAloudCustomer || !readAloudAppHost) return;
  const locale: Locale = readAloudLang === 'en_uk' ? 'en' : 'nl';
  const page = new URL(doc.location.href);
  page.hash = '';
  link.href = readAloudLink({ customerId: readAloudCustomer, appHost: readAloudAppHost }, page.href, locale);
  control.hidden = false;
  addScript(doc, readAloudScript);
}

function startRatingWidget(doc: Document): void {
  const place = doc.querySelector<HTMLElement>('[data-rating-widget]');
  const src = place?.dataset['ratingWidget'];
  if (!place || !src) return;
  const frame = doc.createElement('iframe');
  frame.src = src;
  frame.title = place.querySelector('h2')?.textContent?.trim() ?? '';
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  place.append(frame);
  place.hidden = false;
}

export function startThirdParties(doc: Document = document): void {
  if (doc.documentElement.dataset['thirdPartiesReady']) return;
  doc.documentElement.dataset['thirdPartiesReady'] = 'true';
  startAfterConsent('tagManager', (choice) => startTagManager(doc, choice));
  startAfterConsent('readAloud', () => startReadAloud(doc));
  startAfterConsent('ratingWidget', () => startRatingWidget(doc));
}
