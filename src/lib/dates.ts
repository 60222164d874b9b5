/**
 * Dates in the page language (spec 9): a long month ("14 maart 2026"); events show a two-digit day
 * and a short month ("04 mrt."). Time zone Europe/Amsterdam, whatever the build machine's.
 */
import { languageTag, type Locale } from '#src/i18n/locales.ts';

const TIME_ZONE = 'Europe/Amsterdam';

export function formatLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** An event's date badge: the day with two digits and the short month (Dutch names in Dutch). */
export function eventDateParts(iso: string, locale: Locale): { day: string; month: string } {
  const parts = new Intl.DateTimeFormat(languageTag(locale), { day: '2-digit', month: 'short', timeZone: TIME_ZONE }).formatToParts(new Date(iso));
  return { day: parts.find((part) => part.type === 'day')?.value ?? '', month: parts.find((part) => part.type === 'month')?.value ?? '' };
}

/** The machine-readable date for `<time datetime>`. */
export function isoDate(iso: string): string {
  return new Date(iso).toISOString();
}
