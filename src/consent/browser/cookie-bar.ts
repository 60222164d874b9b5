/**
 * The cookie bar's behaviour (the bar itself is src/consent/CookieBar.astro), on
 * every page: shown unless showCookies is 'no'; 'Alles accepteren' sets every category to yes,
 * 'Alles weigeren' the optional ones to no, 'Instellingen' shows or hides the categories and
 * 'Instellingen toepassen' saves the ticked ones; each records the choice (accept, declined,
 * accept_partly), hides the bar, announces it and reloads after the hide delay. The footer's
 * cookie-settings button reopens the bar with the categories shown and the stored values ticked,
 * and moves the focus to its title. The choice is saved without the consent store: the reload
 * starts what it allows (start-after-consent.ts).
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
import { cookieBarWanted, readConsent, saveConsent } from '#src/consent/browser/cookies.ts';

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

  const showOptions = (shown: boolean) => {
    if (options) options.hidden = !shown;
    if (apply) apply.hidden = !shown;
    settings?.setAttribute('aria-expanded', String(shown));
  };
  const tick = (values: ConsentValues) => {
    for (const box of boxes) box.checked = box.disabled || values[box.name as keyof ConsentValues] === 'yes';
  };
  const open = () => {
    bar.hidden = false;
    doc.documentElement.classList.add(OPEN_CLASS);
  };
  const decide = (values: ConsentValues, choice: ConsentChoice) => {
    saveConsent(withMandatoryYes(values), choice);
    bar.hidden = true;
    doc.documentElement.classList.remove(OPEN_CLASS);
    if (status) status.textContent = status.dataset['savedText'] ?? '';
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
  else doc.documentElement.classList.remove(OPEN_CLASS);

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
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
    tick(readConsent());
    showOptions(true);
    open();
    requestAnimationFrame(() => title?.focus());
  });
}
