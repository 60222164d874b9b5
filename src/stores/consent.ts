/** Consent shared between islands (cookie bar, video consent): the current values and the bar's state. */
import { atom, map } from 'nanostores';
import { declineAllValues, type ConsentValues } from '../lib/consent/categories.ts';

/** Until the cookies are read, nothing optional is allowed. */
export const $consent = map<ConsentValues>(declineAllValues());
export const $cookieBarOpen = atom(false);
