/**
 * /wetenschappelijke-onderzoeken: both sections' studies and departments, once per build context (the page and
 * /data/onderzoeken.json), and the page's model.
 */
import { fetchResearch } from '#src/lib/api/research.ts';
import type { ResearchListItem } from '#src/lib/contract/index.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { researchRoute } from '#src/lib/routing/routes.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { builtRoute, reportFailure } from '#src/overviews/shared/az/az-data.ts';
import {
  researchDepartments,
  researchEntry,
  type ResearchData,
  type ResearchSectionKey,
} from '#src/overviews/research/research.ts';
import { researchOverviewModel, type ResearchOverviewModel } from '#src/overviews/research/research-model.ts';

export type ResearchOverviewData = { data: ResearchData; departments: Record<ResearchSectionKey, string[]> };

export function loadResearchOverview(ctx: BuildContext): Promise<ResearchOverviewData> {
  return ctx.once('research overview', async () => {
    const result = await fetchResearch(ctx.content);
    if (result.state !== 'loaded')
      reportFailure(ctx, '/wetenschappelijke-onderzoeken', 'pages/research/patient', result.status);
    const split = result.state === 'loaded' ? result.data : { patientsNeeded: [], noPatientsNeeded: [] };
    const built = await builtRoute(ctx);
    const entries = (items: readonly ResearchListItem[]) =>
      items.map((item) => {
        const route = researchRoute(item);
        return researchEntry(item, built(route) ? route : null);
      });
    const data: ResearchData = { a: entries(split.patientsNeeded), b: entries(split.noPatientsNeeded) };
    return { data, departments: { a: researchDepartments(data.a), b: researchDepartments(data.b) } };
  });
}

export async function loadResearchOverviewModel(ctx: BuildContext): Promise<ResearchOverviewModel> {
  return researchOverviewModel(await loadResearchOverview(ctx), await modelContext(ctx, 'nl'));
}
