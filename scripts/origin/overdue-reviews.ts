/**
 * The live release's pages past their next review day, for the publish status: read from the crawl
 * report its build left in the release's `reports/` and counted on the day asked, so the count grows
 * as days pass without a new release.
 */
import path from 'node:path';
import { readCrawlReport } from '#src/lib/crawl/crawl-report.ts';
import { overdueReviews, type OverdueReviews } from '#src/review-dates/overdue.ts';
import { amsterdamDay } from '#src/lib/dates.ts';

/** The crawl report of a release, where release-build.ts moves the build's run folder. */
export function releaseCrawlReport(releaseDir: string): string {
  return path.join(releaseDir, 'reports', 'site-report.json');
}

/** What the status says of a release's reviews; null when its build left no crawl report. */
export type ReleaseReviews = OverdueReviews & { day: string; reviewed: number };

export async function releaseReviews(releaseDir: string, now: Date): Promise<ReleaseReviews | null> {
  const report = await readCrawlReport(releaseCrawlReport(releaseDir)).catch(() => null);
  if (!report) return null;
  const day = amsterdamDay(now);
  return { day, reviewed: report.reviews.length, ...overdueReviews(report.reviews, day) };
}
