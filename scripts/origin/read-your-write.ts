/**
 * Read-your-write: a publish webhook can arrive before the CMS serves what was published, and the
 * rebuild then shows the old version. The webhook names the page and its version (`data.route`,
 * `data.modified`); a page whose built `dcterms.modified` is older than that is not yet updated, and
 * the origin builds again after a pause, a bounded number of times.
 */
import { askedPath } from './page-status.ts';
import type { PageVersions } from './page-versions.ts';
import type { Publication } from './publish-callback.ts';

/**
 * How long the origin keeps building again while a published page is not yet updated: pauses that
 * double from the first up to the longest, for as long as the patience lasts from the first build on;
 * then the page is reported as not yet updated. A time, not a number of builds: a faster build must
 * not make the origin give up on a CMS that is slow to serve what it published.
 */
export type ReadYourWriteSchedule = { firstPauseMs: number; longestPauseMs: number; patienceMs: number };

export const READ_YOUR_WRITE: ReadYourWriteSchedule = {
  firstPauseMs: 2000,
  longestPauseMs: 30_000,
  patienceMs: 120_000,
};

/**
 * The pause before build `attempt + 2` (after `attempt` pauses), `elapsedMs` after the first build
 * started; null when building again would end after the patience.
 */
export function readYourWritePause(schedule: ReadYourWriteSchedule, attempt: number, elapsedMs: number): number | null {
  const pause = Math.min(schedule.firstPauseMs * 2 ** attempt, schedule.longestPauseMs);
  return elapsedMs + pause > schedule.patienceMs ? null : pause;
}

/** The routes of `publications` whose built page is missing or shows an older version than the one published. */
export function pagesNotYetUpdated(publications: readonly Publication[], pages: Readonly<PageVersions>): string[] {
  const behind = new Set<string>();
  for (const { route, modified } of publications) {
    if (route === null || modified === null) continue;
    const page = askedPath(route) ?? route;
    const published = Date.parse(modified);
    if (Number.isNaN(published)) continue;
    const built = pages[page]?.modified;
    const builtAt = built ? Date.parse(built) : Number.NaN;
    if (Number.isNaN(builtAt) || builtAt < published) behind.add(page);
  }
  return [...behind].sort();
}
