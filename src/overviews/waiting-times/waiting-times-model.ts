/**
 * The page model of /wachttijden and its filter pages: the CMS's Wachttijden page (when there is one), then the tables.
 */
import type { Page } from '#src/lib/contract/index.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import { pageHeader } from '#src/lib/models/content-page.ts';
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { pageHeading, titleSource } from '#src/lib/page-title.ts';
import { topLevelCrumbs, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { WaitingTimesData } from '#src/overviews/waiting-times/waiting-times.ts';

export const WAITING_TIMES_ROUTE = '/wachttijden';

export type WaitingTimesOverviewModel = OverviewFrame & {
  pageType: 'waitingTimesOverview';
  blocks: BlockWithData[];
  data: WaitingTimesData;
  blockPageTitle: string;
};
/**
 * /wachttijden: the Wachttijden page's header and blocks from the CMS (when the site has that
 * page), then the tables of every department's waiting times.
 */
export function waitingTimesOverviewModel(
  page: { page: Page; alternates: Alternates; blocks: BlockWithData[] } | null,
  data: WaitingTimesData,
  ctx: ModelContext,
): WaitingTimesOverviewModel {
  const cms = page?.page ?? null;
  const title = cms ? pageHeading(cms) : ctx.t('serviceOverviews.waitingTimes.title');
  const crumbs = topLevelCrumbs(ctx, title);
  return {
    pageType: 'waitingTimesOverview',
    head: {
      pageType: 'waitingTimesOverview',
      locale: ctx.locale,
      title: cms ? titleSource(cms) : { Title: title },
      description: cms?.TeaserDescription ?? cms?.HeaderDescription ?? null,
      alternates: page?.alternates ?? { nl: WAITING_TIMES_ROUTE },
      modified: cms?.ModifiedDate ?? null,
    },
    header: cms
      ? pageHeader(cms, 'general', crumbs)
      : { kind: 'general', crumbs, title, intro: null, image: null, link: null },
    blocks: page?.blocks ?? [],
    data,
    blockPageTitle: title,
  };
}
