/** The page model of /afdelingen-en-centra: the A to Z frame and the list as loaded. */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { azFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { DepartmentListItem } from '#src/overviews/organisations/load-organisations.ts';

export type DepartmentsOverviewModel = OverviewFrame & {
  pageType: 'departmentsOverview';
  entries: DepartmentListItem[];
};
export function departmentsOverviewModel(entries: DepartmentListItem[], ctx: ModelContext): DepartmentsOverviewModel {
  const frame = azFrame(
    ctx,
    'departmentsOverview',
    '/afdelingen-en-centra',
    ctx.t('sections.departmentsAndCentres'),
    ctx.t('azOverviews.departments.intro'),
  );
  return { ...frame, pageType: 'departmentsOverview', entries };
}
