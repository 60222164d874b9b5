/**
 * The page model of /wetenschappelijke-onderzoeken and its filter pages: the A to Z frame, both sections and their
 * departments.
 */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { azFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { ResearchOverviewData } from '#src/overviews/research/load-research.ts';

export type ResearchOverviewModel = OverviewFrame & { pageType: 'researchOverview' } & ResearchOverviewData;
export function researchOverviewModel(overview: ResearchOverviewData, ctx: ModelContext): ResearchOverviewModel {
  const frame = azFrame(
    ctx,
    'researchOverview',
    '/wetenschappelijke-onderzoeken',
    ctx.t('sections.research'),
    ctx.t('azOverviews.research.intro'),
    'researchOverview',
  );
  return { ...frame, pageType: 'researchOverview', ...overview };
}
