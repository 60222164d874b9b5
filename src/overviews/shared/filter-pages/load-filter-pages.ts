/**
 * Which filter pages the build makes (src/overviews/shared/filter-pages/filter-pages.ts), once per build context:
 * - `/specialisten?filter=`: every department, sub-department and centre the dropdown offers (the
 *   specialist pages' and blocks' 'view all' links use these titles);
 * - `/wetenschappelijke-onderzoeken?filter=` / `?filter2=`: each section's dropdown and every
 *   department, sub-department and centre of the site (a department without studies of its own is
 *   still a filter a visitor can ask for: its answer is the section's 'no studies found');
 * - `/wachttijden?department=` / `?centrum=`: every row of the table, and every title an
 *   organisation page's waiting-times link can carry (departments and sub-departments as
 *   `department`, centres and sub-centres as `centrum`, from the site graph's Dutch pages).
 */
import type { BuildContext } from '#src/lib/build/context.ts';
import { loadResearchOverview } from '#src/overviews/research/load-research.ts';
import { loadSpecialistsOverview } from '#src/overviews/specialists/load-specialists.ts';
import { loadWaitingTimesData } from '#src/overviews/waiting-times/load-waiting-times.ts';
import { filterPages, type FilterOverview, type FilterPage } from '#src/overviews/shared/filter-pages/filter-pages.ts';
import { organisationChoices } from '#src/overviews/specialists/specialists.ts';
import { distinctSorted } from '#src/overviews/shared/text-match.ts';

const DEPARTMENT_PAGES = new Set(['department', 'subDepartment']);
const CENTRE_PAGES = new Set(['centre', 'subCentre']);

/** The titles of the site's Dutch organisation pages of these types (departments, centres…), sorted. */
async function organisationTitles(ctx: BuildContext, types: ReadonlySet<string>): Promise<string[]> {
  const graph = await ctx.siteGraph();
  const titles = [...(graph?.nodes.values() ?? [])]
    .filter((node) => node.locale === 'nl' && types.has(node.pageType))
    .map((node) => node.page.Organisation?.Title ?? node.page.Title);
  return distinctSorted(titles);
}

/**
 * Every department, sub-department, centre and sub-centre of the site: what the research filters accept beyond their
 * dropdowns.
 */
export function loadOrganisationTitles(ctx: BuildContext): Promise<string[]> {
  return ctx.once('organisation titles', () =>
    organisationTitles(ctx, new Set([...DEPARTMENT_PAGES, ...CENTRE_PAGES])),
  );
}

async function build(ctx: BuildContext): Promise<FilterPage[]> {
  const [specialists, research, waiting, organisations, departments, centres] = await Promise.all([
    loadSpecialistsOverview(ctx),
    loadResearchOverview(ctx),
    loadWaitingTimesData(ctx),
    loadOrganisationTitles(ctx),
    organisationTitles(ctx, DEPARTMENT_PAGES),
    organisationTitles(ctx, CENTRE_PAGES),
  ]);
  const rows = waiting.groups.flatMap((group) => group.rows);
  return [
    ...filterPages('/specialisten', 'filter', organisationChoices(specialists.choices)),
    ...filterPages('/wetenschappelijke-onderzoeken', 'filter', [...research.departments.a, ...organisations]),
    ...filterPages('/wetenschappelijke-onderzoeken', 'filter2', [...research.departments.b, ...organisations]),
    ...filterPages('/wachttijden', 'department', [
      ...rows.filter((row) => row.type === 'department').map((row) => row.title),
      ...departments,
    ]),
    ...filterPages('/wachttijden', 'centrum', [
      ...rows.filter((row) => row.type === 'centrum').map((row) => row.title),
      ...centres,
    ]),
  ];
}

/** Every filter page of the build. */
export function loadFilterPages(ctx: BuildContext): Promise<FilterPage[]> {
  return ctx.once('filter pages', () => build(ctx));
}

/** `getStaticPaths` of one overview's filter pages: `[param]/[value]`, the page as props. */
export async function filterPagePaths(ctx: BuildContext, overview: FilterOverview) {
  return (await loadFilterPages(ctx))
    .filter((page) => page.overview === overview)
    .map((page) => ({ params: { param: page.param, value: page.slug }, props: { filterPage: page } }));
}
