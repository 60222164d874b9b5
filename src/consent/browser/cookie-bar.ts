/**
 * The cookie bar's behaviour (the bar itself is src/consent/CookieBar.astro), on every page: shown unless
 * showCookies is 'no' (an answer older than twelve months is removed first, so the bar asks again);
 * 'Alles accepteren' sets every category to yes, 'Alles weigeren' the optional ones to no, 'Instellingen' shows
 * or hides the categories and 'Instellingen toepassen' saves the ticked ones; each records the choice (accept,
 * declined, accept_partly), hides the bar and announces it. The first answer reloads the page after the hide
 * delay (the reload starts what it allows); a later change, from the footer's cookie-settings button, applies on
 * the spot through the consent store, so a withdrawal stops the third parties on this page at once. The footer
 * button opens the bar with the categories shown, the stored values ticked and 'Alles weigeren' in view, and
 * moves the focus to its title; closing it returns the focus to the button, and so does Escape once the visitor
 * has answered (before that the bar stays). A button marked `data-open-cookie-bar` (the form block's placeholder)
 * opens the first layer the same way. While the bar is open the page scrolls focus clear of it
 * (--cookie-bar-height, cookie-bar.css), so a focused control is never hidden under it.
 */
import {
  CONSENT_HIDE_DELAY_MS,
  COOKIE_CATEGORIES,
  acceptAllValues,
  declineAllValues,
  withMandatoryYes,
  type ConsentChoice,
  type ConsentValues,
} from '#src/consent/categories.ts';
import { consentGiven, cookieBarWanted, readConsent, saveConsent } from '#src/consent/browser/cookies.ts';
import { changeConsent } from '#src/consent/browser/store.ts';

const OPEN_CLASS = 'cookie-bar-open';

export function initCookieBar(doc: Document = document): void {
  const bar = doc.querySelector<HTMLElement>('[data-cookie-bar]');
  if (!bar || bar.dataset['ready']) return;
  bar.dataset['ready'] = 'true';
  const options = bar.querySelector<HTMLFieldSetElement>('#cookie-bar-options');
  const settings = bar.querySelector<HTMLButtonElement>('[data-consent-action="settings"]');
  const apply = bar.querySelector<HTMLButtonElement>('[data-consent-action="apply"]');
  const title = bar.querySelector<HTMLElement>('#cookie-bar-title');
  const status = doc.querySelector<HTMLElement>('[data-cookie-bar-status]');
  const boxes = [...bar.querySelectorAll<HTMLInputElement>('input[data-consent-category]')];
  let opener: HTMLElement | null = null;

  const showOptions = (shown: boolean) => {
    if (options) options.hidden = !shown;
    if (apply) apply.hidden = !shown;
    settings?.setAttribute('aria-expanded', String(shown));
  };
  const tick = (values: ConsentValues) => {
    for (const box of boxes) box.checked = box.disabled || values[box.name as keyof ConsentValues] === 'yes';
  };
  const root = doc.documentElement;
  new ResizeObserver(() => root.style.setProperty('--cookie-bar-height', `${bar.offsetHeight}px`)).observe(bar);
  const open = () => {
    bar.hidden = false;
    root.classList.add(OPEN_CLASS);
  };
  const close = () => {
    bar.hidden = true;
    root.classList.remove(OPEN_CLASS);
  };
  const decide = (values: ConsentValues, choice: ConsentChoice) => {
    const answeredBefore = consentGiven();
    close();
    if (status) status.textContent = status.dataset['savedText'] ?? '';
    opener?.focus();
    opener = null;
    if (answeredBefore) {
      changeConsent(values, choice);
      return;
    }
    saveConsent(withMandatoryYes(values), choice);
    window.setTimeout(() => window.location.reload(), CONSENT_HIDE_DELAY_MS);
  };
  const chosen = (): ConsentValues =>
    Object.fromEntries(
      COOKIE_CATEGORIES.map((category) => [
        category,
        boxes.find((box) => box.name === category)?.checked ? 'yes' : 'no',
      ]),
    ) as ConsentValues;

  tick(readConsent());
  if (cookieBarWanted()) open();
  else root.classList.remove(OPEN_CLASS);

  bar.addEventListener('click', (event) => {
    const action =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-consent-action]')?.dataset['consentAction']
        : undefined;
    if (action === 'accept') decide(acceptAllValues(), 'accept');
    else if (action === 'decline') decide(declineAllValues(), 'declined');
    else if (action === 'settings') showOptions(options?.hidden !== false);
    else if (action === 'apply') decide(chosen(), 'accept_partly');
  });
  bar.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || cookieBarWanted()) return;
    close();
    opener?.focus();
    opener = null;
  });
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>('[data-cookie-settings], [data-open-cookie-bar]');
    if (!button) return;
    opener = button;
    tick(readConsent());
    showOptions(button.hasAttribute('data-cookie-settings'));
    open();
    requestAnimationFrame(() => title?.focus());
  });
}
