/**
 * The cookie bar of spec 4: visible until the visitor chooses; 'accept all', 'decline all', or
 * settings per category (functional and analytical fixed on) applied together; the choice is
 * stored for 1000 days, the bar hides and the page reloads. A footer button reopens it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_HIDE_DELAY_MS,
  COOKIE_CATEGORIES,
  acceptAllValues,
  declineAllValues,
  isMandatory,
  type ConsentChoice,
  type ConsentValues,
  type CookieCategory,
} from '#src/lib/consent/categories.ts';
import { cookieBarWanted, readConsent } from '#src/lib/consent/consent-cookies.ts';
import { $consent, $cookieBarOpen, applyConsent } from '#src/stores/consent.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import './CookieBar.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/** cookies: the bar's texts and a label per category. */
export type CookieBarStrings = StringsAt<'cookies'>;

function settingsRequested(): boolean {
  return document.documentElement.dataset['cookieSettingsRequested'] === 'true';
}

/** `statementUrl`: the cookie statement's address (the footer's link to it). */
function CookieBar({ strings, statementUrl }: { strings: CookieBarStrings; statementUrl: string }) {
  const open = useStore($cookieBarOpen);
  const [optionsShown, setOptionsShown] = useState(false);
  const [chosen, setChosen] = useState<ConsentValues>(declineAllValues());
  const [saved, setSaved] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    const stored = readConsent();
    $consent.set(stored);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pre-rendered page cannot know the cookies: they are read once hydrated
    setChosen(stored);
    const requested = settingsRequested();
    if (cookieBarWanted() || requested) $cookieBarOpen.set(true);
    if (requested) {
      setOptionsShown(true);
      requestAnimationFrame(() => titleRef.current?.focus());
    }
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
      setChosen(readConsent());
      setOptionsShown(true);
      $cookieBarOpen.set(true);
      requestAnimationFrame(() => titleRef.current?.focus());
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, []);

  function decide(values: ConsentValues, choice: ConsentChoice) {
    applyConsent(values, choice);
    setSaved(true);
    $cookieBarOpen.set(false);
    window.setTimeout(() => window.location.reload(), CONSENT_HIDE_DELAY_MS);
  }

  if (!open) {
    return (
      <p className="cookie-bar__status visually-hidden" role="status">
        {saved ? strings.saved : ''}
      </p>
    );
  }

  // 'Apply settings' saves `chosen` as it is: applyConsent keeps the mandatory categories at yes.
  const toggle = (category: CookieCategory) => setChosen((current) => ({ ...current, [category]: current[category] === 'yes' ? 'no' : 'yes' }));
  const titleId = `${id}-title`;
  const optionsId = `${id}-options`;

  return (
    <section className="cookie-bar" role="dialog" aria-modal="false" aria-labelledby={titleId} data-cookie-bar>
      <div className="container cookie-bar__inner">
        <h2 id={titleId} className="cookie-bar__title" tabIndex={-1} ref={titleRef}>
          {strings.title}
        </h2>
        <p className="cookie-bar__text">
          {strings.text} <a href={statementUrl}>{strings.statementLabel}</a>
        </p>
        <fieldset className="cookie-bar__options" id={optionsId} hidden={!optionsShown}>
          <legend>{strings.legend}</legend>
          {COOKIE_CATEGORIES.map((category) => {
            const fixed = isMandatory(category);
            return (
              <label key={category} className="cookie-bar__option">
                <input type="checkbox" name={category} checked={fixed || chosen[category] === 'yes'} disabled={fixed} onChange={() => toggle(category)} />
                <span>
                  {strings.categories[category]}
                  {fixed && <em> ({strings.alwaysOn})</em>}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="cookie-bar__buttons">
          <button type="button" className="button" onClick={() => decide(acceptAllValues(), 'accept')}>
            {strings.acceptAll}
          </button>
          <button type="button" className="button button--secondary" onClick={() => decide(declineAllValues(), 'declined')}>
            {strings.declineAll}
          </button>
          <button type="button" className="button button--secondary" aria-expanded={optionsShown} aria-controls={optionsId} onClick={() => setOptionsShown((shown) => !shown)}>
            {strings.settings}
          </button>
          {optionsShown && (
            <button type="button" className="button button--secondary" onClick={() => decide(chosen, 'accept_partly')}>
              {strings.apply}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(CookieBar, 'CookieBar');
