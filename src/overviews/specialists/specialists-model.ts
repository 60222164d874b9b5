/** The page model of /specialisten and its filter pages: the A to Z frame, the list and the dropdowns' choices. */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { azFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { SpecialistsOverviewData } from '#src/overviews/specialists/load-specialists.ts';

export type SpecialistsOverviewModel = OverviewFrame & { pageType: 'specialistsOverview' } & SpecialistsOverviewData;
export function specialistsOverviewModel(
  overview: SpecialistsOverviewData,
  ctx: ModelContext,
): SpecialistsOverviewModel {
  const frame = azFrame(
    ctx,
    'specialistsOverview',
    '/specialisten',
    ctx.t('sections.specialists'),
    ctx.t('azOverviews.specialists.intro'),
  );
  return { ...frame, pageType: 'specialistsOverview', ...overview };
}
