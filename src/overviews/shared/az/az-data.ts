/**
 * The data of the A to Z overviews, once per build context: the page and
 * its static JSON (src/pages/data/*.json.ts) share it. A list the CMS cannot deliver is reported
 * and the overview is built empty ('Geen ... gevonden'); the build goes on. An entry whose page the
 * build does not have keeps its name as plain text instead of a link to a missing page.
 */
import { fetchDepartmentsAndCentres } from '#src/lib/api/organisations.ts';
import { fetchPatientFolders } from '#src/lib/api/folders.ts';
import { fetchResearch } from '#src/lib/api/research.ts';
import { fetchSpecialists } from '#src/lib/api/specialists.ts';
import type { ResearchListItem, SpecialistListItem } from '#src/lib/contract/index.ts';
import { specialistPath } from '#src/lib/blocks/specialists.ts';
import { linkBehaviour } from '#src/lib/content/links.ts';
import { mediaPath } from '#src/lib/media-path.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { normalisePath, researchRoute } from '#src/lib/routing/routes.ts';
import { departmentListEntries, type DepartmentListEntry } from '#src/overviews/organisations/departments-list.ts';
import { folderEntry, type FolderEntry } from '#src/overviews/folders/folders.ts';
import {
  researchDepartments,
  researchEntry,
  type ResearchData,
  type ResearchSectionKey,
} from '#src/overviews/research/research.ts';
import {
  specialistChoices,
  specialistsData,
  type SpecialistChoices,
  type SpecialistsData,
} from '#src/overviews/specialists/specialists.ts';

/** Whether the build has a page at this site path. */
async function builtRoute(ctx: BuildContext): Promise<(route: string) => boolean> {
  const nodes = (await ctx.siteGraph())?.nodes;
  return (route) => nodes?.has(normalisePath(route) || '/') ?? true;
}

function reportFailure(ctx: BuildContext, overview: string, call: string, status: number): void {
  ctx.report.add(
    'overview data',
    `${overview}: ${call} could not be loaded (${status}); the overview is built without it`,
  );
}

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

export function loadFolderEntries(ctx: BuildContext): Promise<FolderEntry[]> {
  return ctx.once('folders overview', async () => {
    const result = await fetchPatientFolders(ctx.content);
    if (result.state !== 'loaded') {
      reportFailure(ctx, '/folders', 'patient-folders', result.status);
      return [];
    }
    return result.data.map(folderEntry);
  });
}
