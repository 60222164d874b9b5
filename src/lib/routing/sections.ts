/**
 * The sections of spec 2.6 that breadcrumbs name after the hospital: each by its first path segment
 * (the /en prefix stripped first), with its overview route.
 */
import { stripLocalePrefix } from '#src/i18n/locales.ts';

export const SECTIONS = {
  'afdelingen-en-centra': 'sections.departmentsAndCentres',
  nieuws: 'sections.news',
  agenda: 'sections.agenda',
  specialisten: 'sections.specialists',
  contact: 'sections.contact',
  wachttijden: 'sections.waitingTimes',
  'wetenschappelijke-onderzoeken': 'sections.research',
  vrienden: 'sections.friends',
} as const;

export type Section = keyof typeof SECTIONS;

export function sectionOf(route: string): Section | null {
  const first = stripLocalePrefix(route).split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(SECTIONS, first) ? (first as Section) : null;
}
