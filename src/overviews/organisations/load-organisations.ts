/** /afdelingen-en-centra: every department and centre A to Z, once per build context, and the page's model. */
import { fetchDepartmentsAndCentres } from '#src/lib/api/organisations.ts';
import { linkBehaviour } from '#src/lib/content/links.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { builtRoute, reportFailure } from '#src/overviews/shared/az/az-data.ts';
import { departmentListEntries, type DepartmentListEntry } from '#src/overviews/organisations/departments-list.ts';
import {
  departmentsOverviewModel,
  type DepartmentsOverviewModel,
} from '#src/overviews/organisations/organisations-model.ts';

/** A department or centre with the address its entry links to (null: shown as text). */
export type DepartmentListItem = DepartmentListEntry & { href: string | null };

export function loadDepartmentList(ctx: BuildContext): Promise<DepartmentListItem[]> {
  return ctx.once('departments overview', async () => {
    const result = await fetchDepartmentsAndCentres(ctx.content);
    if (result.state !== 'loaded') {
      reportFailure(ctx, '/afdelingen-en-centra', 'pages/department-or-centrum', result.status);
      return [];
    }
    const built = await builtRoute(ctx);
    const hosts = ctx.config.siteHosts;
    return departmentListEntries(result.data).map((entry) => {
      const link = linkBehaviour(entry.url, hosts);
      if (!link) return { ...entry, href: null };
      const internal = !link.external && link.href.startsWith('/');
      return { ...entry, href: !internal || built(link.href) ? link.href : null };
    });
  });
}

export async function loadDepartmentsOverviewModel(ctx: BuildContext): Promise<DepartmentsOverviewModel> {
  return departmentsOverviewModel(await loadDepartmentList(ctx), await modelContext(ctx, 'nl'));
}
