/**
 * The patient-folder overview: every folder by first letter, each a PDF download
 * (a new tab) of the release's own copy (src/lib/content/documents.ts) with its introduction, so a visitor can tell the leaflets apart before opening one. The query (`tags`, one or many; `department`, `subDepartment`, `centrum`,
 * `subcentrum`) filters like the folder search of spec 3: one criterion is picked, tags first,
 * then the most specific organisation (src/lib/folder-criteria.ts, shared with the API client), and
 * applied in the browser to the list the build emitted (/data/folders.json), so browsing needs no
 * call to the CMS. Names match case-insensitively; a folder matches the tags when it has any of them.
 *
 * Pure and free of server imports: the island uses it.
 */
import { PATIENT_FOLDERS_PREFIX, releaseDocumentPath } from '#src/lib/content/documents.ts';
import type { FolderSearchCriteria, PatientFolder } from '#src/lib/contract/index.ts';
import { groupByLetter } from '#src/overviews/shared/alphabet.ts';
import { capitaliseFirst, listParam, queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import { caseKey, distinctInOrder, distinctSorted } from '#src/overviews/shared/text-match.ts';

/** One folder as the list shows and filters it (short keys: it is sent to the browser). */
export type FolderEntry = {
  /** Title (DocumentTitle). */
  t: string;
  /** The download's path after /api/v1/patient-folders/. */
  p: string;
  /** Introduction: what the folder is about, as plain text (absent when the CMS has none). */
  i?: string;
  /** Tags. */
  g?: string[];
  /** Departments. */
  d?: string[];
  /** Sub-departments. */
  s?: string[];
  /** Centres. */
  c?: string[];
  /** Sub-centres. */
  x?: string[];
};

function names(values: readonly string[]): string[] | undefined {
  const clean = distinctSorted(values);
  return clean.length > 0 ? clean : undefined;
}

export function folderEntry(folder: PatientFolder): FolderEntry {
  const i = folder.Introduction?.replace(/\s+/g, ' ').trim();
  const [g, d, s, c, x] = [folder.Tags, folder.Departments, folder.Subdepartments, folder.Centra, folder.Subcentra].map(
    names,
  );
  return {
    t: folder.DocumentTitle.replace(/\s+/g, ' ').trim(),
    p: folder.Path.slice(PATIENT_FOLDERS_PREFIX.length),
    ...(i ? { i } : {}),
    ...(g ? { g } : {}),
    ...(d ? { d } : {}),
    ...(s ? { s } : {}),
    ...(c ? { c } : {}),
    ...(x ? { x } : {}),
  };
}

/** The download: the release's copy of the folder's PDF (none for a path the CMS should not have given: ''). */
export function folderHref(entry: Pick<FolderEntry, 'p'>): string {
  return releaseDocumentPath(`${PATIENT_FOLDERS_PREFIX}${entry.p}`) ?? '';
}

/** The query of spec 2.1. */
export type FolderQuery = {
  tags: string[];
  department: string | null;
  subDepartment: string | null;
  centrum: string | null;
  subcentrum: string | null;
};

export const NO_FOLDER_QUERY: FolderQuery = {
  tags: [],
  department: null,
  subDepartment: null,
  centrum: null,
  subcentrum: null,
};

/** Tags comma separated or repeated (`tags=a,b&tags=c`), each once. */
export function parseFolderQuery(params: URLSearchParams): FolderQuery {
  const clean = (value: string | null) => (value ? value.replace(/\s+/g, ' ') : null);
  return {
    tags: distinctInOrder(listParam(params, 'tags').map((tag) => tag.replace(/\s+/g, ' '))),
    department: clean(textParam(params, 'department')),
    subDepartment: clean(textParam(params, 'subDepartment')),
    centrum: clean(textParam(params, 'centrum')),
    subcentrum: clean(textParam(params, 'subcentrum')),
  };
}

export function folderQueryString(query: FolderQuery): string {
  return queryFor({
    tags: query.tags,
    department: query.department,
    subDepartment: query.subDepartment,
    centrum: query.centrum,
    subcentrum: query.subcentrum,
  });
}

/** The one criterion the query asks for: the folder search's own rule. */
export { folderCriteria as folderCriterion } from '#src/lib/folder-criteria.ts';

/** The facet a criterion filters and the names it accepts (any of them). */
function criterionFacet(criterion: FolderSearchCriteria): { facet: 'g' | 'd' | 's' | 'c' | 'x'; values: string[] } {
  switch (criterion.Kind) {
    case 'ByTags':
      return { facet: 'g', values: criterion.Tags };
    case 'ByDepartment':
      return { facet: 'd', values: [criterion.DepartmentName] };
    case 'BySubdepartment':
      return { facet: 's', values: [criterion.SubdepartmentName] };
    case 'ByCentrum':
      return { facet: 'c', values: [criterion.CentrumName] };
    case 'BySubcentrum':
      return { facet: 'x', values: [criterion.SubcentrumName] };
  }
}

/** The folders that match the criterion (every folder without one). */
export function filterFolders(entries: readonly FolderEntry[], criterion: FolderSearchCriteria | null): FolderEntry[] {
  if (!criterion) return [...entries];
  const { facet, values } = criterionFacet(criterion);
  const wanted = new Set(values.map(caseKey));
  return entries.filter((entry) => (entry[facet] ?? []).some((value) => wanted.has(caseKey(value))));
}

/** What a criterion filters on, for the page to say: its kind and its names with a capital first letter. */
export type FolderFilterLabel = {
  kind: 'tags' | 'department' | 'subDepartment' | 'centrum' | 'subcentrum';
  values: string[];
};

export function folderFilterLabel(criterion: FolderSearchCriteria | null): FolderFilterLabel | null {
  if (!criterion) return null;
  const kind = (
    {
      ByTags: 'tags',
      ByDepartment: 'department',
      BySubdepartment: 'subDepartment',
      ByCentrum: 'centrum',
      BySubcentrum: 'subcentrum',
    } as const
  )[criterion.Kind];
  return { kind, values: criterionFacet(criterion).values.map(capitaliseFirst) };
}

/** A to Z by title, sorted by title within a letter. */
export function groupFolders(entries: readonly FolderEntry[]): Map<string, FolderEntry[]> {
  return groupByLetter(
    entries,
    (entry) => entry.t,
    (entry) => entry.t,
  );
}
