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
 * A withdrawal on the page (the footer's cookie settings) stops them at once: the tag manager's scripts and
 * what they added are removed with its cookies on the site's domain (the consent update with the new, denied
 * signals is already in the data layer), the read-aloud control is hidden and its script removed, and the
 * rating widget's frame is removed.
 */
import { pushGtagCommand, pushToDataLayer } from '#src/lib/analytics.ts';
import { consentSignals, type ConsentValues } from '#src/consent/categories.ts';
import { readAloudLink, TAG_MANAGER_ORIGIN, tagManagerScriptUrl } from '#src/consent/third-parties.ts';
import { TAG_MANAGER_COOKIES } from '#src/consent/withdrawal.ts';
import { startAfterConsent } from '#src/consent/browser/start-after-consent.ts';
import { removeCookies } from '#src/consent/browser/remove-cookies.ts';
import type { Locale } from '#src/i18n/locales.ts';

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/** Removes the scripts, frames and pixels loaded from these hosts (a host's subdomains included). */
function removeLoadedFrom(doc: Document, hosts: readonly string[]): void {
  for (const element of doc.querySelectorAll<HTMLElement>('script[src], iframe[src], img[src], link[href]')) {
    const address = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
    if (!URL.canParse(address, doc.baseURI)) continue;
    const { hostname } = new URL(address, doc.baseURI);
    if (hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`))) element.remove();
  }
}

/** The hosts the tag manager and the Google tags it runs load from. */
const TAG_MANAGER_HOSTS = [new URL(TAG_MANAGER_ORIGIN).hostname, 'google-analytics.com', 'doubleclick.net'];

function stopTagManager(doc: Document): void {
  removeLoadedFrom(doc, TAG_MANAGER_HOSTS);
  removeCookies(TAG_MANAGER_COOKIES, doc.location.hostname);
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

function stopReadAloud(doc: Document): void {
  const control = doc.getElementById('read-aloud');
  const script = control?.dataset['readAloudScript'];
  if (!control) return;
  control.hidden = true;
  if (script && URL.canParse(script)) removeLoadedFrom(doc, [new URL(script).hostname]);
}

function stopRatingWidget(doc: Document): void {
  const place = doc.querySelector<HTMLElement>('[data-rating-widget]');
  if (!place) return;
  for (const frame of place.querySelectorAll('iframe')) frame.remove();
  place.hidden = true;
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
  startAfterConsent(
    'tagManager',
    (choice) => startTagManager(doc, choice),
    () => stopTagManager(doc),
  );
  startAfterConsent(
    'readAloud',
    () => startReadAloud(doc),
    () => stopReadAloud(doc),
  );
  startAfterConsent(
    'ratingWidget',
    () => startRatingWidget(doc),
    () => stopRatingWidget(doc),
  );
}
