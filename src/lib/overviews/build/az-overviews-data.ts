/**
 * The data of the A to Z overviews, once per build (module-level memoised promises): the page and
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
import { reportContentProblem } from '#src/lib/build/report.ts';
import { loadSiteGraph } from '#src/lib/crawl/graph.ts';
import { normalisePath, researchRoute } from '#src/lib/routing/routes.ts';
import { siteHosts } from '#src/lib/build/site-hosts.ts';
import { departmentListEntries, type DepartmentListEntry } from '#src/lib/overviews/departments-list.ts';
import { folderEntry, type FolderEntry } from '#src/lib/overviews/folders.ts';
import { researchDepartments, researchEntry, type ResearchData, type ResearchSectionKey } from '#src/lib/overviews/research.ts';
import { specialistChoices, specialistsData, type SpecialistChoices, type SpecialistsData } from '#src/lib/overviews/specialists.ts';

/** Whether the build has a page at this site path. */
async function builtRoute(): Promise<(route: string) => boolean> {
  const { nodes } = await loadSiteGraph();
  return (route) => nodes.has(normalisePath(route) || '/');
}

function reportFailure(overview: string, call: string, status: number): void {
  reportContentProblem('overview data', `${overview}: ${call} could not be loaded (${status}); the overview is built without it`);
}

/** A department or centre with the address its entry links to (null: shown as text). */
export type DepartmentListItem = DepartmentListEntry & { href: string | null };

let departments: Promise<DepartmentListItem[]> | undefined;
export function loadDepartmentList(): Promise<DepartmentListItem[]> {
  departments ??= (async () => {
    const result = await fetchDepartmentsAndCentres();
    if (result.state !== 'loaded') {
      reportFailure('/afdelingen-en-centra', 'pages/department-or-centrum', result.status);
      return [];
    }
    const built = await builtRoute();
    const hosts = siteHosts();
    return departmentListEntries(result.data).map((entry) => {
      const link = linkBehaviour(entry.url, hosts);
      const internal = !link.external && link.href.startsWith('/');
      return { ...entry, href: !internal || built(link.href) ? link.href : null };
    });
  })();
  return departments;
}

export type SpecialistsOverviewData = { data: SpecialistsData; choices: SpecialistChoices };

let specialists: Promise<SpecialistsOverviewData> | undefined;
export function loadSpecialistsOverview(): Promise<SpecialistsOverviewData> {
  specialists ??= (async () => {
    const result = await fetchSpecialists();
    const items: SpecialistListItem[] = result.state === 'loaded' ? result.data : [];
    if (result.state !== 'loaded') reportFailure('/specialisten', 'pages/specialists', result.status);
    const built = await builtRoute();
    const contentApiUrl = process.env['CONTENT_API_URL'];
    const data = specialistsData(items, {
      routeOf: (item) => {
        const route = specialistPath(item.url);
        return built(route) ? route : null;
      },
      photoOf: (url) => mediaPath(url, contentApiUrl),
    });
    return { data, choices: specialistChoices(items) };
  })();
  return specialists;
}

export type ResearchOverviewData = { data: ResearchData; departments: Record<ResearchSectionKey, string[]> };

let research: Promise<ResearchOverviewData> | undefined;
export function loadResearchOverview(): Promise<ResearchOverviewData> {
  research ??= (async () => {
    const result = await fetchResearch();
    if (result.state !== 'loaded') reportFailure('/wetenschappelijke-onderzoeken', 'pages/research/patient', result.status);
    const split = result.state === 'loaded' ? result.data : { patientsNeeded: [], noPatientsNeeded: [] };
    const built = await builtRoute();
    const entries = (items: readonly ResearchListItem[]) =>
      items.map((item) => {
        const route = researchRoute(item);
        return researchEntry(item, built(route) ? route : null);
      });
    const data: ResearchData = { a: entries(split.patientsNeeded), b: entries(split.noPatientsNeeded) };
    return { data, departments: { a: researchDepartments(data.a), b: researchDepartments(data.b) } };
  })();
  return research;
}

let folders: Promise<FolderEntry[]> | undefined;
export function loadFolderEntries(): Promise<FolderEntry[]> {
  folders ??= (async () => {
    const result = await fetchPatientFolders();
    if (result.state !== 'loaded') {
      reportFailure('/folders', 'patient-folders', result.status);
      return [];
    }
    return result.data.map(folderEntry);
  })();
  return folders;
}
