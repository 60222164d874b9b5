/**
 * Dates in the page language: a long month ("14 maart 2026"); events show a two-digit day
 * and a short month ("04 mrt."). Time zone Europe/Amsterdam, whatever the build machine's.
 */
import { languageTag, LOCALES, type Locale } from '#src/i18n/locales.ts';

/** The hospital's time zone: every date and day the site shows or counts is read in it. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a moment falls on in the site's time zone: review days, a release's day, the build's day. */
export function amsterdamDay(moment: Date): Day {
  return AMSTERDAM_DAY.format(moment);
}

/**
 * One formatter per language and kind, made once: making an Intl.DateTimeFormat costs far more
 * than formatting with it, and a build formats thousands of dates. They hold no state.
 */
function formatters(options: Intl.DateTimeFormatOptions): Readonly<Record<Locale, Intl.DateTimeFormat>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Intl.DateTimeFormat(languageTag(locale), { ...options, timeZone: TIME_ZONE }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>;
}

const LONG_DATE = formatters({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = formatters({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const DATE_BADGE = formatters({ day: '2-digit', month: 'short' });

export function formatLongDate(iso: string, locale: Locale): string {
  return LONG_DATE[locale].format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return DATE_TIME[locale].format(new Date(iso));
}

/** An event's date badge: the day with two digits and the short month (Dutch names in Dutch). */
export function eventDateParts(iso: string, locale: Locale): { day: string; month: string } {
  const parts = DATE_BADGE[locale].formatToParts(new Date(iso));
  return {
    day: parts.find((part) => part.type === 'day')?.value ?? '',
    month: parts.find((part) => part.type === 'month')?.value ?? '',
  };
}

/** The machine-readable date for `<time datetime>`. */
export function isoDate(iso: string): string {
  return new Date(iso).toISOString();
}
