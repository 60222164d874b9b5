/**
 * The editors' preview (/preview/{slug}?token=, rendered on demand): the draft is fetched through
 * the preview call with the token as given (the CMS checks it; the site never does), modelled alone
 * like any page, and marked as a preview (not indexed, a banner says it is unpublished). What the
 * route answers otherwise is one of three outcomes that show nothing of the draft.
 */
import { parseContent } from '#src/blocks/parse-content.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { editorialFindings } from '#src/lib/content/editorial-checks.ts';
import { routeFor } from '#src/lib/routing/routes.ts';
import { fetchPreviewPage } from '#src/lib/api/pages.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import type { HomePage, Page } from '#src/lib/contract/index.ts';
import { modelPageAlone } from '#src/lib/models/load-page.ts';
import type { CmsPageModel } from '#src/lib/models/page-model.ts';
import { amsterdamDay } from '#src/lib/dates.ts';
import { overdueSince } from '#src/review-dates/review-dates.ts';

/** What the preview route shows: the draft's model, or why there is none. */
export type PreviewResult =
  | { kind: 'page'; model: CmsPageModel }
  /** No token, or the CMS refused it (401, 403): wrong or expired. */
  | { kind: 'unauthorized' }
  /** No preview of that slug (404), or a slug of no sane shape (the CMS is not asked). */
  | { kind: 'notFound' }
  /** The CMS failed (5xx, unreachable, an answer that breaks the contract) or the draft could not be modelled. */
  | { kind: 'unavailable' };

export type PreviewProblem = Exclude<PreviewResult['kind'], 'page'>;

/** Longest slug the route passes on to the CMS. */
const MAX_SLUG_LENGTH = 200;
/** Letters and digits in runs joined by single hyphens or underscores: what a CMS slug looks like. */
const SLUG_PATTERN = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u;

/** Whether a slug from the address is worth asking the CMS about. */
export function isPreviewSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

/** The outcome of the preview call, before modelling: the page, or which problem it is. */
export function previewOutcome(
  result: LoadResult<Page | HomePage>,
): { kind: 'loaded'; page: Page | HomePage } | { kind: PreviewProblem } {
  if (result.state === 'loaded') return { kind: 'loaded', page: result.data };
  if (result.state === 'unauthorized' || result.status === 401 || result.status === 403)
    return { kind: 'unauthorized' };
  if (result.status === 404) return { kind: 'notFound' };
  return { kind: 'unavailable' };
}

/**
 * A page model marked as an editor's preview: never indexed, with the preview banner, which also
 * says when the page is past its next review day on `today` and lists the draft's content checks.
 */
export function asPreview(model: CmsPageModel, page: Page | HomePage, today: string): CmsPageModel {
  const since = overdueSince('reviewDates' in model ? model.reviewDates : null, today);
  const route = routeFor(page);
  const contentChecks = editorialFindings(parseContent(page.Content, route).blocks, route);
  const head = {
    ...model.head,
    noindex: true,
    preview: true,
    contentChecks,
    ...(since ? { reviewOverdueSince: since } : {}),
  };
  return { ...model, head };
}

/**
 * The preview of `slug` with `token` (the `?token=` of the address, null when absent). The slug is
 * checked before the CMS is asked; a missing or empty token is refused without asking either.
 */
export async function loadPreview(
  ctx: BuildContext,
  slug: string | undefined,
  token: string | null,
  now: Date = new Date(),
): Promise<PreviewResult> {
  if (!isPreviewSlug(slug)) return { kind: 'notFound' };
  if (token === null || token.trim() === '') return { kind: 'unauthorized' };
  const outcome = previewOutcome(await fetchPreviewPage(slug, token, ctx.content));
  if (outcome.kind !== 'loaded') {
    if (outcome.kind === 'unavailable')
      ctx.report.add('preview', `the preview of "${slug}" could not be loaded from the CMS`);
    return outcome;
  }
  try {
    return {
      kind: 'page',
      model: asPreview(await modelPageAlone(ctx, outcome.page), outcome.page, amsterdamDay(now)),
    };
  } catch (error) {
    ctx.report.add(
      'preview',
      `the preview of "${slug}" could not be modelled: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { kind: 'unavailable' };
  }
}
