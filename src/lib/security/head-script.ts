/**
 * The one script every page runs inline in its head, before anything paints or loads: it marks the
 * document as having JavaScript (`.js`, so styles for the no-JavaScript page can step aside), marks
 * it `cookie-bar-open` when the visitor has not chosen yet (showCookies is not 'no'), so the cookie
 * bar, already in the HTML, is in the first paint before any script has loaded, and
 * starts the tag manager's data layer with the consent defaults of spec 7, before anything could
 * read it. The command is pushed the way gtag does (`function gtag(){dataLayer.push(arguments)}`):
 * a tag manager reads consent commands only as an `arguments` object, not as an array. It is a constant, so its hash is
 * known before the build (csp.ts) and the page's CSP
 * allows exactly this text.
 */
import { DEFAULT_CONSENT_SIGNALS } from '#src/consent/categories.ts';

export const HEAD_SCRIPT = `document.documentElement.classList.add('js');if(!/(?:^|;\\s*)showCookies=no(?:;|$)/.test(document.cookie))document.documentElement.classList.add('cookie-bar-open');window.dataLayer=window.dataLayer||[];function gtag(){window.dataLayer.push(arguments);}gtag('consent','default',${JSON.stringify(DEFAULT_CONSENT_SIGNALS)});`;
