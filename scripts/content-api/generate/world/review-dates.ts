/**
 * Review dates of health and hospital information: a share of the general, organisation and
 * location pages say when they were last checked and when they are next due (a year later). The
 * days are drawn relative to the reference date, from each page's own stream, so the same seed gives
 * the same days; about a third are past their next review on the reference date, and more as the
 * real date moves on.
 */
import type { ContentType } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';
import type { WorldContext } from './context.ts';
import { dayOffset } from './text.ts';

/** The page types whose content an editor reviews on a schedule. */
const REVIEWED_TYPES: ReadonlySet<ContentType> = new Set([
  'Spaarne pagina',
  'Centra pagina',
  'Sub-centra pagina',
  'Afdeling pagina',
  'Sub-afdeling pagina',
  'Locatie pagina',
]);

/** The share of those pages that carry review dates. */
const SHARE_WITH_DATES = 0.6;
const REVIEW_INTERVAL_DAYS = 365;
/** A page was last reviewed between these many days before the reference date. */
const LAST_REVIEWED_DAYS_AGO = { min: 20, max: 560 } as const;

/** A calendar day `days` after the reference date, `YYYY-MM-DD`. */
export function referenceDay(days: number): string {
  return new Date(dayOffset(days, 12)).toISOString().slice(0, 10);
}

/** Gives a share of the reviewed page types their review dates (pages that already have them keep theirs). */
export function addReviewDates(context: WorldContext, pages: readonly WorldPage[]): void {
  for (const { page, route } of pages) {
    if (!REVIEWED_TYPES.has(page.ContentType) || page.NextReviewDate !== null) continue;
    // A stream per page: a page's days do not change with the scale or with the pages before it.
    const random = context.random(`review-dates:${route}`);
    if (!random.chance(SHARE_WITH_DATES)) continue;
    const ago = random.int(LAST_REVIEWED_DAYS_AGO.min, LAST_REVIEWED_DAYS_AGO.max);
    page.LastReviewedDate = referenceDay(-ago);
    page.NextReviewDate = referenceDay(REVIEW_INTERVAL_DAYS - ago);
  }
}
