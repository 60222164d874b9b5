/**
 * /specialisten: the list and the dropdowns' choices, once per build context (the page and /data/specialisten.json),
 * and the page's model.
 */
import { fetchSpecialists } from '#src/lib/api/specialists.ts';
import type { SpecialistListItem } from '#src/lib/contract/index.ts';
import { specialistPath } from '#src/lib/routing/routes.ts';
import { mediaPath } from '#src/lib/media-path.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { builtRoute, reportFailure } from '#src/overviews/shared/az/az-data.ts';
import {
  specialistChoices,
  specialistsData,
  type SpecialistChoices,
  type SpecialistsData,
} from '#src/overviews/specialists/specialists.ts';
import {
  specialistsOverviewModel,
  type SpecialistsOverviewModel,
} from '#src/overviews/specialists/specialists-model.ts';

export type SpecialistsOverviewData = { data: SpecialistsData; choices: SpecialistChoices };

export function loadSpecialistsOverview(ctx: BuildContext): Promise<SpecialistsOverviewData> {
  return ctx.once('specialists overview', async () => {
    const result = await fetchSpecialists(ctx.content);
    const items: SpecialistListItem[] = result.state === 'loaded' ? result.data : [];
    if (result.state !== 'loaded') reportFailure(ctx, '/specialisten', 'pages/specialists', result.status);
    const built = await builtRoute(ctx);
    const contentApiUrl = ctx.config.contentApiUrl;
    const data = specialistsData(items, {
      routeOf: (item) => {
        const route = item.url ? specialistPath(item.url) : null;
        return route && built(route) ? route : null;
      },
      photoOf: (url) => mediaPath(url, contentApiUrl),
    });
    return { data, choices: specialistChoices(items) };
  });
}

export async function loadSpecialistsOverviewModel(ctx: BuildContext): Promise<SpecialistsOverviewModel> {
  return specialistsOverviewModel(await loadSpecialistsOverview(ctx), await modelContext(ctx, 'nl'));
}
