/** Small text helpers: slugs, HTML snippets, dates in Dutch, sentences from word banks. */
import type { Random } from '../random.ts';
import { REFERENCE_TIME } from './constants.ts';

/** `Cardiologie & Hartfalen (poli)` -> `cardiologie-hartfalen-poli`; diacritics folded (`Özdemir` -> `ozdemir`). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug not yet in `taken` (`base`, `base-2`, `base-3`...), added to `taken`. */
export function uniqueSlug(taken: Set<string>, base: string): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** HTML builders for rich text. Arguments are trusted HTML unless the name says text. */
export const html = {
  p: (inner: string): string => `<p>${inner}</p>`,
  h2: (text: string): string => `<h2>${escapeHtml(text)}</h2>`,
  h3: (text: string): string => `<h3>${escapeHtml(text)}</h3>`,
  ul: (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  ol: (items: readonly string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`,
  a: (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`,
  strong: (text: string): string => `<strong>${escapeHtml(text)}</strong>`,
  tel: (phoneNumber: string): string =>
    `<a href="tel:${phoneNumber.replace(/[\s()]/g, '')}">${escapeHtml(phoneNumber)}</a>`,
  mail: (address: string): string => `<a href="mailto:${address}">${escapeHtml(address)}</a>`,
};

/** Fills `{key}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** `count` different elements of `items` (all of them when there are fewer), in random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  return random.shuffle(items).slice(0, Math.max(0, count));
}

/** A paragraph of `count` different sentences of a bank, with placeholders filled. */
export function paragraph(
  random: Random,
  bank: readonly string[],
  count: number,
  values: Readonly<Record<string, string>> = {},
): string {
  return pickSome(random, bank, count)
    .map((sentence) => fill(sentence, values))
    .join(' ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('nl') + text.slice(1);
}

/** A condition without its article, for titles: `een hartinfarct` -> `hartinfarct`. */
export function bareCondition(condition: string): string {
  return condition.replace(/^(een|de|het) /, '');
}

/** A treatment title mid-sentence: `Hartfilmpje (ecg)` -> `hartfilmpje (ecg)`, but `MRI-scan` stays. */
export function lowerTreatment(title: string): string {
  return /^[A-Z][a-zà-ÿ]/.test(title) && !/^(Mohs|PET|EEG|EMG|ERCP|TURP|CPAP|DEXA)/.test(title)
    ? title.charAt(0).toLowerCase() + title.slice(1)
    : title;
}

/** `a, b en c` (Dutch) or `a, b and c` (English). */
export function joinList(items: readonly string[], and = 'en'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const DAY = 24 * 60 * 60 * 1000;

/** ISO date-time without milliseconds, as the CMS sends it: `2026-03-14T09:30:00Z`. */
export function isoDateTime(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A moment `days` days after the reference date (negative: before), at `hour`:`minute` UTC. */
export function dayOffset(days: number, hour: number, minute = 0): number {
  const reference = new Date(REFERENCE_TIME);
  const midnight = Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate());
  return midnight + days * DAY + (hour * 60 + minute) * 60 * 1000;
}

const DUTCH_DAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;
const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** The hospital's time zone: editors type local times, and the texts say them. */
const TIME_ZONE = 'Europe/Amsterdam';

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** What a clock in Amsterdam shows at `time` (month 1..12). */
export function amsterdamWallClock(time: number): WallClock {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  const number = (type: string): number => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
  };
}

/**
 * The instant at which Amsterdam's clocks show `hour`:`minute` on the day `days` days after the reference date: what a
 * CMS stores when an editor types a local time (15:00 in January is 14:00Z, in July 13:00Z).
 */
export function amsterdamTime(days: number, hour: number, minute = 0): number {
  const asIfUtc = dayOffset(days, hour, minute);
  // The zone's offset at that moment; a second step settles the hours next to a daylight-saving change.
  let instant = asIfUtc;
  for (let step = 0; step < 2; step += 1) {
    const clock = amsterdamWallClock(instant);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
    instant = asIfUtc - (shown - instant);
  }
  return instant;
}

/** `donderdag 12 maart 2026`: the date in Amsterdam. */
export function dutchDate(time: number): string {
  const clock = amsterdamWallClock(time);
  const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  return `${DUTCH_DAYS[weekday] ?? ''} ${clock.day} ${DUTCH_MONTHS[clock.month - 1] ?? ''} ${clock.year}`;
}

/** `19.30 uur`: the time in Amsterdam. */
export function dutchTime(time: number): string {
  const clock = amsterdamWallClock(time);
  return `${clock.hour}.${String(clock.minute).padStart(2, '0')} uur`;
}

/** A deterministic lower-case hex string of `length` characters. */
export function hexToken(random: Random, length: number): string {
  let token = '';
  while (token.length < length) token += random.int(0, 0xffff).toString(16).padStart(4, '0');
  return token.slice(0, length);
}
