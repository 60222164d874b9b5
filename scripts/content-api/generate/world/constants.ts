/** Fixed facts the whole world shares. */
import { OVERVIEW_ROUTES } from '@ziekenhuis/site-for-content-api';

/** Every date is generated relative to this moment, never from the clock. */
export const REFERENCE_DATE = '2026-11-15T09:00:00Z';
export const REFERENCE_TIME = Date.parse(REFERENCE_DATE);

/** The peildatum of the waiting times: the last Tuesday of an even week before the reference date, as NZa asks. */
export const WAITING_TIMES_MEASURED_ON = '2026-11-10';

export const HOSPITAL_NAME = 'Spaarne Gasthuis';

/** The hospital-specific general page type. */
export const GENERAL_CONTENT_TYPE = 'Spaarne pagina';

/**
 * Overviews the site builds itself from list calls: no page in the world has these routes, and
 * links to them are valid.
 */
export const SITE_BUILT_ROUTES: readonly string[] = OVERVIEW_ROUTES;

/** Section prefixes of spec 2.3. */
export const SECTION = {
  organisation: '/afdelingen-en-centra',
  news: '/nieuws',
  events: '/agenda',
  specialists: '/specialisten',
  locations: '/contact',
  research: '/wetenschappelijke-onderzoeken',
  friends: '/vrienden',
  waitingTimes: '/wachttijden',
} as const;
