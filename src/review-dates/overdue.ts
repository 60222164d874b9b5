/**
 * Which pages are past their next review day, counted per department: for the end-of-build summary
 * and the origin's publish status. The build's crawl report keeps each page's next review day (the
 * same for every build of the same content); what counts as overdue depends only on the day asked.
 */
import { z } from 'zod';
import type { Page } from '#src/lib/contract/index.ts';
import type { Day } from '#src/lib/dates.ts';
import { isOverdue, reviewDatesOf, reviewDepartment } from '#src/review-dates/review-dates.ts';

export const reviewEntrySchema = z.object({
  route: z.string(),
  /** The department or centre the page belongs to; null for none. */
  department: z.string().nullable(),
  nextReview: z.string(),
});
/** A page of the site with a next review day. */
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

export type OverdueReviews = {
  /** Pages past their next review day. */
  pages: number;
  /** The same pages per department, most first (then by name, none last); `department` null for pages of none. */
  byDepartment: Array<{ department: string | null; pages: number }>;
};

/** The review entries of the site's pages, in route order. */
export function reviewEntriesOf(pages: Iterable<{ route: string; page: Page }>): ReviewEntry[] {
  const entries: ReviewEntry[] = [];
  for (const { route, page } of pages) {
    const nextReview = reviewDatesOf(page)?.nextReview ?? null;
    if (nextReview !== null) entries.push({ route, department: reviewDepartment(page), nextReview });
  }
  return entries.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** Departments by name, pages of none last. */
function byName(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a.localeCompare(b, 'nl');
}

/** The entries past their next review day on `today`, counted per department. */
export function overdueReviews(entries: readonly ReviewEntry[], today: Day): OverdueReviews {
  const counts = new Map<string | null, number>();
  for (const entry of entries)
    if (isOverdue(entry.nextReview, today)) counts.set(entry.department, (counts.get(entry.department) ?? 0) + 1);
  const byDepartment = [...counts]
    .map(([department, pages]) => ({ department, pages }))
    .sort((a, b) => b.pages - a.pages || byName(a.department, b.department));
  return { pages: byDepartment.reduce((sum, entry) => sum + entry.pages, 0), byDepartment };
}

/** The summary's lines: one total, then one per department. */
export function overdueSummaryLines(overdue: OverdueReviews, reviewed: number, today: Day): string[] {
  const total = `review dates: ${overdue.pages} of ${reviewed} pages with a next review date are past it on ${today}`;
  return [
    total,
    ...overdue.byDepartment.map(
      ({ department, pages }) => `  ${pages} overdue: ${department ?? '(no department or centre)'}`,
    ),
  ];
}
