/**
 * A page's review dates: when its content was last checked and when it is next due to be. A review
 * date is a calendar day; the CMS may send a date or a date-time, and a date-time counts as the day
 * it falls on in Europe/Amsterdam, whatever the build machine's time zone. A page is overdue from
 * the day after its next review day.
 */
import type { Page } from '#src/lib/contract/index.ts';
import { amsterdamDay, formatLongDate, type Day } from '#src/lib/dates.ts';
import type { Locale } from '#src/i18n/locales.ts';

/** What a page says of its reviews; each day null when the CMS does not give it. */
export type ReviewDates = { lastReviewed: Day | null; nextReview: Day | null };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The day a CMS date or date-time stands for; null when it is not a date. */
export function reviewDay(value: string): Day | null {
  // A day that does not exist (30 February) reads as another day: not a date.
  if (DATE_ONLY.test(value)) return new Date(`${value}T12:00:00Z`).toISOString().startsWith(value) ? value : null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : amsterdamDay(moment);
}

/** The page's review dates; null when it has neither. */
export function reviewDatesOf(page: Pick<Page, 'LastReviewedDate' | 'NextReviewDate'>): ReviewDates | null {
  const lastReviewed = page.LastReviewedDate === null ? null : reviewDay(page.LastReviewedDate);
  const nextReview = page.NextReviewDate === null ? null : reviewDay(page.NextReviewDate);
  return lastReviewed === null && nextReview === null ? null : { lastReviewed, nextReview };
}

/** Whether a page due for review on `nextReview` is past that day on `today`. */
export function isOverdue(nextReview: Day, today: Day): boolean {
  return nextReview < today;
}

/** The next review day of a page past it on `today`; null when it has none or is not past it. */
export function overdueSince(dates: ReviewDates | null, today: Day): Day | null {
  const nextReview = dates?.nextReview ?? null;
  return nextReview !== null && isOverdue(nextReview, today) ? nextReview : null;
}

/** A review day as the page's language writes it ("14 maart 2026"). */
export function formatReviewDay(day: Day, locale: Locale): string {
  // Noon UTC is the same calendar day in Amsterdam in every season.
  return formatLongDate(`${day}T12:00:00Z`, locale);
}

/**
 * The department a page's review belongs to: the department or centre the page is, or the one it is
 * about; null for a page of none (general hospital information).
 */
export function reviewDepartment(
  page: Pick<Page, 'ContentType' | 'Organisation' | 'Department' | 'Centrum' | 'DepartmentsTitles'>,
): string | null {
  if (page.ContentType === 'Afdeling pagina' || page.ContentType === 'Centra pagina')
    return page.Organisation?.Title ?? null;
  return page.Department?.Title ?? page.Centrum?.Title ?? page.Organisation?.Title ?? page.DepartmentsTitles[0] ?? null;
}
